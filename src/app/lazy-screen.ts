import type { ComponentType } from "react";
import { CHUNK_LOAD_TIMEOUT_MS } from "../../shared/constants";

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
export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), CHUNK_LOAD_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module.default };
    } finally {
      clearTimeout(timer);
    }
  };
}
