/**
 * The installable app and its service worker (vite-plugin-pwa, Workbox's generateSW).
 *
 * What the service worker does, and only that:
 * - precaches the shell (the build's scripts, styles, index.html, icons), so the app opens offline;
 * - navigations go to the network first (the Worker injects first data and story previews into
 *   the HTML) and fall back to the precached shell when there is none; they are never cached;
 * - /media/* is answered from the stories the reader saved for offline (SAVED_STORIES_CACHE,
 *   written by the page, see src/features/offline/saved-stories.ts) when it holds them, with range
 *   requests for the narration; nothing is added to that cache here;
 * - the API is not routed at all: no API answer, signed in or not, is cached by the worker.
 * A new deploy replaces it at once (skipWaiting + clientsClaim, outdated precaches cleaned up) and
 * the page reloads into the new shell (src/app/register-service-worker.ts), so an old page never
 * asks for bundles that are gone.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import type { Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { MANIFEST_FILE, SAVED_STORIES_CACHE } from "../../shared/constants";

const BRAND = "#3b2a7a";
const PAPER = "#fffaf2";

/**
 * The app icon: an open book under a star, on the brand colour. A maskable icon keeps its
 * drawing inside the central safe circle (80%) and fills the square to the edges.
 */
function iconSvg(maskable: boolean): string {
  const scale = maskable ? 0.72 : 0.9;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${maskable ? 0 : 112}" fill="${BRAND}"/>
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <path d="M80 190c60-34 120-34 172 0v226c-52-34-112-34-172 0z" fill="${PAPER}"/>
    <path d="M432 190c-60-34-120-34-172 0v226c52-34 112-34 172 0z" fill="#f1e3c8"/>
    <path d="M256 48l22 46 50 7-36 35 9 50-45-24-45 24 9-50-36-35 50-7z" fill="#ffd166"/>
  </g>
</svg>`;
}

/**
 * The tab icon: an F on the brand colour. Browsers get it as a PNG rather than an SVG: Chrome
 * downloads the tab icon while the page starts, and an SVG is a whole document to it (a frame,
 * a parse, a style pass and a layout on the page's main thread: 5–7 ms of CPU and 11–19 ms of
 * wall time in every traced load of the story page, just as the app renders), where a PNG is a
 * small picture to decode. 48 px covers the 16 px tab icon at a phone's 3× density.
 */
const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/><path d="M18 46V18h24v6H25v6h14v6H25v10z" fill="#ffd166"/></svg>`;

const ICONS = [
  { file: "icons/icon-192.png", size: 192, svg: iconSvg(false) },
  { file: "icons/icon-512.png", size: 512, svg: iconSvg(false) },
  { file: "icons/icon-maskable-512.png", size: 512, svg: iconSvg(true) },
  { file: "icons/apple-touch-icon.png", size: 180, svg: iconSvg(true) },
  { file: "icons/favicon-48.png", size: 48, svg: FAVICON_SVG },
] as const;

/** Renders the icons (iconSvg, the tab icon) at build time (resvg, already used by the offline illustrator). */
function appIcons(): Plugin {
  return {
    name: "fabulo-app-icons",
    apply: "build",
    async generateBundle() {
      const wasm = readFileSync(createRequire(import.meta.url).resolve("@resvg/resvg-wasm/index_bg.wasm"));
      await initWasm(wasm).catch((error: unknown) => {
        // initWasm refuses a second call in the same process (a watch rebuild): it is ready.
        if (!String(error).includes("Already initialized")) throw error;
      });
      for (const icon of ICONS) {
        const png = new Resvg(icon.svg, { fitTo: { mode: "width", value: icon.size } }).render().asPng();
        this.emitFile({ type: "asset", fileName: icon.file, source: png });
      }
    },
  };
}

/**
 * Takes the manifest's link (which vite-plugin-pwa always writes) out of the built index.html: the
 * app links it once the first screen has settled (src/app/installable.ts says why). A build whose
 * page lacks the link as expected fails, rather than shipping it in the page unnoticed.
 */
function manifestLinkedByTheApp(): Plugin {
  const link = `<link rel="manifest" href="/${MANIFEST_FILE}">`;
  return {
    name: "fabulo-manifest-linked-by-the-app",
    apply: "build",
    enforce: "post",
    generateBundle(_, bundle) {
      const page = bundle["index.html"];
      if (page?.type !== "asset") return;
      const html = String(page.source);
      if (!html.includes(link)) this.error(`index.html has no ${link} to take out`);
      page.source = html.replace(link, "");
    },
  };
}

export function pwa(): Plugin[] {
  return [
    appIcons(),
    manifestLinkedByTheApp(),
    ...VitePWA({
      registerType: "autoUpdate",
      // Registered by src/app/installable.ts after load, from its own chunk (no workbox-window).
      injectRegister: false,
      manifestFilename: MANIFEST_FILE,
      manifest: {
        name: "Fabulo — stories for children",
        short_name: "Fabulo",
        description: "Illustrated, narrated stories made from your child's ideas, in English and French.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: PAPER,
        theme_color: BRAND,
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      // The icons are build output (appIcons), not files in public/.
      includeManifestIcons: false,
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // No cache-first navigation fallback: navigations are network-first (below).
        navigateFallback: undefined,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === "navigate",
            handler: "NetworkOnly",
            options: { precacheFallback: { fallbackURL: "index.html" } },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/media/"),
            handler: "CacheFirst",
            options: {
              cacheName: SAVED_STORIES_CACHE,
              rangeRequests: true,
              // Only what the reader saved is in this cache: media passing by are not added.
              plugins: [{ cacheWillUpdate: async () => null }],
            },
          },
        ],
      },
    }),
  ];
}
