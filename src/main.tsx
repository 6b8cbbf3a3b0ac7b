import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { prefetchFirstData } from "./app/first-data";
import { preloadScreens } from "./app/lazy-screen";
import { routes } from "./app/routes";
import { registerServiceWorkerAfterLoad } from "./app/service-worker";
import { detectLocale, activateLocale } from "./i18n/locale";
import "./styles/global.css";

const locale = detectLocale();
// The catalog is loaded before the first render so no English flashes for French readers;
// the screen at this address, and its first data, download meanwhile rather than after that render.
prefetchFirstData(window.location.pathname, locale);
const catalog = activateLocale(locale);
preloadScreens(routes, window.location.pathname, locale);
await catalog;
// A transition renders in slices that yield to the browser, instead of one long task that
// blocks input on a slow phone (Total Blocking Time).
const root = createRoot(document.getElementById("root")!);
startTransition(() => root.render(<App />));
registerServiceWorkerAfterLoad();
