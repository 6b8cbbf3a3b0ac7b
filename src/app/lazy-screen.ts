import type { ComponentType } from "react";
import { CHUNK_LOAD_TIMEOUT_MS } from "../../shared/constants";
import { loadScreenMessages } from "../i18n/locale";

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super(`Screen did not load within ${CHUNK_LOAD_TIMEOUT_MS} ms`);
    this.name = "ChunkLoadTimeoutError";
  }
}

/**
 * A route's `lazy` loader for a screen chunk: the chunk is fetched when the
 * route is first visited; one that has not arrived in CHUNK_LOAD_TIMEOUT_MS
 * fails, and the route's error element offers a retry.
 */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType }>,
  options: { firstScreen?: boolean } = {},
) {
  return async () => {
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
}
