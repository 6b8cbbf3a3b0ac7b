import type { ComponentType } from "react";
import { matchRoutes, type RouteObject } from "./router";
import type { Language } from "../../shared/enums";
import { loadScreenMessages, preloadScreenMessages } from "../i18n/locale";
import { withChunkTimeout } from "../shared/chunk-load";

export { ChunkLoadTimeoutError } from "../shared/chunk-load";

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
    // Screens other than the first also need their strings (a separate catalog).
    const [module] = await withChunkTimeout(Promise.all([load(), options.firstScreen ? null : loadScreenMessages()]));
    return { Component: module.default };
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
export function preloadScreens(routes: RouteObject[], pathname: string, locale: Language): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const code = route.lazy ? screenCode.get(route.lazy) : undefined;
    if (!code) continue;
    code.load().catch(() => undefined);
    if (!code.firstScreen) preloadScreenMessages(locale);
  }
}
