import type { ComponentType } from "react";
import { matchRoutes, type RouteObject } from "./router";
import { CHUNK_LOAD_TIMEOUT_MS, type Locale } from "../../shared/constants";
import { loadScreenMessages, preloadScreenMessages } from "../i18n/locale";

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super(`Screen did not load within ${CHUNK_LOAD_TIMEOUT_MS} ms`);
    this.name = "ChunkLoadTimeoutError";
  }
}

type ScreenModule = Promise<{ default: ComponentType }>;

/** What each screen loader fetches, so the first one can start before the app renders. */
const screenCode = new WeakMap<object, { load: () => ScreenModule; firstScreen: boolean }>();

/**
 * A route's `lazy` loader for a screen chunk: the chunk is fetched when the
 * route is first visited; one that has not arrived in CHUNK_LOAD_TIMEOUT_MS
 * fails, and the route's error element offers a retry.
 */
export function lazyScreen(load: () => ScreenModule, options: { firstScreen?: boolean } = {}) {
  const loader = async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), CHUNK_LOAD_TIMEOUT_MS);
    });
    try {
      // Screens other than the first also need their strings (a separate catalog).
      const loading = Promise.all([load(), options.firstScreen ? null : loadScreenMessages()]);
      const [module] = await Promise.race([loading, timeout]);
      return { Component: module.default };
    } finally {
      clearTimeout(timer);
    }
  };
  screenCode.set(loader, { load, firstScreen: options.firstScreen ?? false });
  return loader;
}

/**
 * Starts downloading the code (and strings) of the screens at `pathname`, so
 * that they arrive alongside the first catalog instead of after the first
 * render. Only fetches: the router still loads and shows them as usual, and
 * reports a failure itself.
 */
export function preloadScreens(routes: RouteObject[], pathname: string, locale: Locale): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const code = route.lazy ? screenCode.get(route.lazy) : undefined;
    if (!code) continue;
    code.load().catch(() => undefined);
    if (!code.firstScreen) preloadScreenMessages(locale);
  }
}
