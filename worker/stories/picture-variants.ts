/**
 * Resized WebP copies of a story picture, for the browser: a card size and a player size. The
 * PNG/JPEG the provider made stays as it is for the PDF and link previews (og:image).
 *
 * Every step runs in WebAssembly from the Squoosh codecs repackaged by jSquash (libpng via Rust,
 * mozjpeg, the Rust `resize` crate, libwebp). workerd refuses to compile wasm at run time, so each
 * .wasm is imported as a module and handed to its glue code, which then instantiates it
 * synchronously instead of fetching anything.
 */
import pngInit, { decode as decodePngRgba } from "@jsquash/png/codec/pkg/squoosh_png.js";
import pngWasm from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module";
import mozjpegDecoder from "@jsquash/jpeg/codec/dec/mozjpeg_dec.js";
import jpegWasm from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm";
import resize, { initResize } from "@jsquash/resize";
import resizeWasm from "@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm?module";
import webpEncoder from "@jsquash/webp/codec/enc/webp_enc.js";
import webpWasm from "@jsquash/webp/codec/enc/webp_enc.wasm";
import { defaultOptions as webpDefaults } from "@jsquash/webp/meta.js";
import type { PictureVariant } from "../db/schema";
import type { ImageSource } from "../../shared/story-json";
import { mediaUrl } from "./media-keys";

/**
 * Widths of the WebP copies: a card in the grid on a wide screen (~300 CSS px, 480 at 1.5×), a phone's
 * full width at its device pixel ratio (a 412 px wide phone at 1.75× asks for ~680 px: 720 is half
 * the bytes of 960), and the player beside its text on a large screen (540 CSS px at 1.75×).
 */
export const VARIANT_WIDTHS = [480, 720, 960] as const;
/** libwebp's quality (0–100): illustrations stay clean at 78 for about a tenth of the PNG's bytes. */
const WEBP_QUALITY = 78;
/**
 * libwebp's effort (its `method`, 0–6): 4, its default, for the pictures families see. A 960 px offline
 * picture took 103 ms at 4 and 34 ms at 2, for 7 % more bytes (13.9 → 14.9 kB).
 */
const WEBP_EFFORT = 4;

declare global {
  // The codecs' typings name the DOM's ImageData, which workerd lacks (provided below).
  interface ImageData {
    readonly data: Uint8ClampedArray;
    readonly width: number;
    readonly height: number;
  }
  var ImageData: (new (data: Uint8ClampedArray, width: number, height: number) => ImageData) | undefined;
}

/** What the codecs' glue constructs as ImageData, which workerd does not have. */
class PixelData implements ImageData {
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
}
globalThis.ImageData ??= PixelData;

/** Emscripten's hook for a module that is already compiled: instantiate it, synchronously. */
function instantiateWith(module: WebAssembly.Module) {
  return (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) => {
    const instance = new WebAssembly.Instance(module, imports);
    done(instance);
    return instance.exports;
  };
}

interface Codecs {
  decodeJpeg(bytes: Uint8Array): ImageData;
  encodeWebp(pixels: ImageData, effort: number): Uint8Array;
}

let codecs: Promise<Codecs> | undefined;

function loadCodecs(): Promise<Codecs> {
  codecs ??= (async (): Promise<Codecs> => {
    const [jpeg, webp] = await Promise.all([
      mozjpegDecoder({ noInitialRun: true, instantiateWasm: instantiateWith(jpegWasm) }),
      webpEncoder({ noInitialRun: true, instantiateWasm: instantiateWith(webpWasm) }),
      pngInit(pngWasm),
      initResize(resizeWasm),
    ]);
    return {
      decodeJpeg(bytes) {
        const image = jpeg.decode(bytes, false);
        if (!image) throw new Error("The JPEG could not be decoded");
        return image;
      },
      encodeWebp(pixels, effort) {
        const encoded = webp.encode(pixels.data, pixels.width, pixels.height, { ...webpDefaults, quality: WEBP_QUALITY, method: effort });
        if (!encoded) throw new Error("The WebP encoder failed");
        // Copied out of the encoder's memory, which the next call reuses.
        return encoded.slice();
      },
    };
  })().catch((error: unknown) => {
    // A failed start must not poison the isolate: the next call tries again.
    codecs = undefined;
    throw error;
  });
  return codecs;
}

const isPng = (bytes: Uint8Array) => bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/** The key of one WebP copy: beside its source, named by width (`stories/<id>/cover-480.webp`). */
export function variantKey(sourceKey: string, width: number): string {
  return `${sourceKey.replace(/\.[a-z0-9]+$/, "")}-${width}.webp`;
}

export interface EncodedVariant extends PictureVariant {
  bytes: Uint8Array;
}

/**
 * WebP copies of a PNG or JPEG at VARIANT_WIDTHS, keeping its proportions. A picture narrower than
 * a width is not enlarged: it gets one copy at its own width instead.
 */
export async function encodeVariants(sourceKey: string, source: Uint8Array, effort = WEBP_EFFORT): Promise<EncodedVariant[]> {
  const { decodeJpeg, encodeWebp } = await loadCodecs();
  let pixels: ImageData;
  if (isPng(source)) pixels = decodePngRgba(source);
  else if (isJpeg(source)) pixels = decodeJpeg(source);
  else throw new Error("The picture is neither PNG nor JPEG");
  // A decoder may hand back a view into its wasm memory; the resizer reads the whole buffer.
  pixels = new PixelData(pixels.data.slice(), pixels.width, pixels.height);
  const widths = [...new Set(VARIANT_WIDTHS.map((width) => Math.min(width, pixels.width)))];
  const variants: EncodedVariant[] = [];
  for (const width of widths) {
    const height = Math.max(1, Math.round((pixels.height * width) / pixels.width));
    const sized =
      width === pixels.width ? pixels : await resize(pixels, { width, height, method: "lanczos3", fitMethod: "stretch" });
    variants.push({ key: variantKey(sourceKey, width), width, height, bytes: encodeWebp(sized, effort) });
  }
  return variants;
}

/** The one R2 call variants need (the MEDIA bucket satisfies it). */
export interface VariantStore {
  put(key: string, value: Uint8Array, options: R2PutOptions): Promise<unknown>;
}

/**
 * Encodes the copies (with `encode`, e.g. in the offline engine's Worker) and writes them to R2;
 * returns what the database records about them.
 */
export async function storeVariants(
  media: VariantStore,
  sourceKey: string,
  source: Uint8Array,
  encode: typeof encodeVariants = encodeVariants,
): Promise<PictureVariant[]> {
  const variants = await encode(sourceKey, source);
  await Promise.all(
    variants.map(({ key, bytes }) =>
      media.put(key, bytes, { httpMetadata: { contentType: "image/webp", cacheControl: "public, max-age=31536000, immutable" } }),
    ),
  );
  return variants.map(({ key, width, height }) => ({ key, width, height }));
}

/** What the story JSON says about a picture's copies: URLs for `srcset`, narrowest first. */
export function toImageSources(variants: readonly PictureVariant[] | null | undefined): ImageSource[] | null {
  if (!variants || variants.length === 0) return null;
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map(({ key, width, height }) => ({ url: mediaUrl(key), width, height, type: "image/webp" as const }));
}
