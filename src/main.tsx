import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App, queryClient } from "./app/App";
import { prefetchFirstData } from "./app/first-data";
import { screenAt } from "./app/routes";
import { makeInstallableAfterLoad } from "./app/installable";
import { detectLocale, activateLocale } from "./i18n/locale";
import "./styles/global.css";

const locale = detectLocale();
// The catalog is loaded before the first render so no English flashes for French readers;
// the screen at this address, and its first data, download meanwhile rather than after that render.
prefetchFirstData(window.location.pathname, locale, queryClient);
const catalog = activateLocale(locale);
const firstScreen = screenAt(window.location.pathname);
firstScreen.fetch(locale);

// Not a top-level await: the first screen's code is part of this module's own chunk, and importing
// it while this module is still being evaluated would wait for itself forever.
async function start(): Promise<void> {
  await catalog;
  // With the screen's code here, the first render draws the screen itself, sliced like the rest of
  // that render, rather than a fallback followed by one unsliced render of the whole screen.
  // A failure is left to the screen's error page, which offers a retry.
  await firstScreen.load().catch(() => undefined);
  // A transition renders in slices that yield to the browser, instead of one long task that
  // blocks input on a slow phone (Total Blocking Time).
  const root = createRoot(document.getElementById("root")!);
  startTransition(() => root.render(<App />));
}

void start();
makeInstallableAfterLoad();
