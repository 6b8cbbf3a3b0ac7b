import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import type { Language } from "../../shared/enums";
import { loadScreenMessages, preloadScreenMessages } from "../i18n/locale";
import { withChunkTimeout } from "../shared/chunk-load";
import { LoadingOverlay } from "../shared/ui/LoadingOverlay";

export { ChunkLoadTimeoutError } from "../shared/chunk-load";

type ScreenModule = Promise<{ default: ComponentType }>;

/** A screen whose code is fetched on its first visit, and drawn at once on later ones. */
export type LazyScreen = (() => ReactNode) & {
  /** Loads the code (and the strings of screens other than the first); rejects as the screen would. */
  load(): Promise<unknown>;
  /** Starts the downloads only, before the catalog is active (main.tsx); failures are left to load(). */
  fetch(locale: Language): void;
};

/**
 * A screen chunk, fetched when the route is first visited. One that has not arrived in
 * CHUNK_LOAD_TIMEOUT_MS fails, and the route's error boundary offers a retry; the next visit
 * tries again.
 */
export function lazyScreen(code: () => ScreenModule, options: { firstScreen?: boolean } = {}): LazyScreen {
  let Screen: ComponentType | undefined;
  let attempt: Promise<ComponentType> | undefined;
  let failed = false;
  // A failed attempt stays for the render that shows its error; the next load() tries again.
  const load = () => {
    if (!attempt || failed) {
      failed = false;
      // Screens other than the first also need their strings (a separate catalog).
      attempt = withChunkTimeout(Promise.all([code(), options.firstScreen ? null : loadScreenMessages()])).then(
        ([module]) => (Screen = module.default),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      );
    }
    return attempt;
  };
  // Drawn by the render that reaches it when its code is here (no overlay, no second render); a
  // failure is thrown to the route's error boundary.
  const Lazy = () => {
    const [outcome, setOutcome] = useState<{ error: unknown }>();
    useEffect(() => {
      if (Screen) return;
      let current = true;
      (attempt ?? load()).then(
        () => current && setOutcome({ error: undefined }),
        (error: unknown) => current && setOutcome({ error }),
      );
      return () => {
        current = false;
      };
    }, []);
    if (Screen) return <Screen />;
    if (outcome?.error) throw outcome.error;
    return <LoadingOverlay />;
  };
  return Object.assign(Lazy, {
    load,
    fetch(locale: Language) {
      code().catch(() => undefined);
      if (!options.firstScreen) preloadScreenMessages(locale);
    },
  });
}
