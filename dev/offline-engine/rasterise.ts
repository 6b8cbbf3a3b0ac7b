/**
 * SVG → PNG inside workerd with resvg compiled to WebAssembly. workerd refuses
 * to compile wasm at run time, so the .wasm is imported as a module (the
 * bundler hands over a precompiled WebAssembly.Module) and the font as Data.
 * resvg has no system fonts here: every <text> is drawn with the embedded Nunito.
 */
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import nunitoBold from "@expo-google-fonts/nunito/700Bold/Nunito_700Bold.ttf";
import { FONT_FAMILY } from "./illustrations/svg";

// initWasm throws if called twice, so concurrent first calls share one promise.
let ready: Promise<void> | undefined;
let fontBuffers: Uint8Array[] | undefined;

function initialise(): Promise<void> {
  ready ??= initWasm(resvgWasm).catch((error: unknown) => {
    // A failed start must not poison the isolate: the next call tries again.
    ready = undefined;
    throw error;
  });
  return ready;
}

export async function rasterise(svg: string): Promise<Uint8Array> {
  await initialise();
  fontBuffers ??= [new Uint8Array(nunitoBold)];
  // Parsing the font costs time on every render, so only pictures with text get it.
  const font = svg.includes("<text") ? { fontBuffers, defaultFontFamily: FONT_FAMILY, sansSerifFamily: FONT_FAMILY } : { loadSystemFonts: false };
  const renderer = new Resvg(svg, { font, fitTo: { mode: "original" } });
  try {
    const image = renderer.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    renderer.free();
  }
}
