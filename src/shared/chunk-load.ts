import { CHUNK_LOAD_TIMEOUT_MS } from "../../shared/constants";

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super(`Code did not load within ${CHUNK_LOAD_TIMEOUT_MS} ms`);
    this.name = "ChunkLoadTimeoutError";
  }
}

/**
 * A lazily loaded chunk (a whole screen, a section, a dialog) that has not
 * arrived in CHUNK_LOAD_TIMEOUT_MS (docs/product.md §7, §9) fails, so that the screen can
 * offer a retry instead of waiting for ever on a stalled connection.
 */
export async function withChunkTimeout<T>(loading: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), CHUNK_LOAD_TIMEOUT_MS);
  });
  try {
    return await Promise.race([loading, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
