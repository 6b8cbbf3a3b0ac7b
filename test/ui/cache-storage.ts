import { vi } from "vitest";

/**
 * The Cache Storage API for happy-dom, which has none: named caches of
 * request URL → response, with the calls saved-stories.ts makes (open, has,
 * delete; match, put, addAll, delete, keys). addAll fetches through the test's
 * fetch stub and, as browsers do, stores nothing unless every answer is OK.
 * The browser tests use Chromium's real Cache Storage.
 */
class MemoryCache implements Pick<Cache, "match" | "put" | "addAll" | "delete" | "keys"> {
  readonly entries = new Map<string, Response>();

  private key(request: RequestInfo | URL): string {
    const url = typeof request === "string" || request instanceof URL ? String(request) : request.url;
    return new URL(url, window.location.origin).href;
  }

  async match(request: RequestInfo | URL) {
    return this.entries.get(this.key(request))?.clone();
  }

  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(this.key(request), response.clone());
  }

  async addAll(requests: Iterable<RequestInfo>) {
    const urls = [...requests].map((request) => this.key(request));
    const responses = await Promise.all(urls.map((url) => fetch(url)));
    if (responses.some((response) => !response.ok)) throw new TypeError("addAll: a request failed");
    urls.forEach((url, index) => this.entries.set(url, responses[index]!));
  }

  async delete(request: RequestInfo | URL) {
    return this.entries.delete(this.key(request));
  }

  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

export function installCacheStorage() {
  const caches = new Map<string, MemoryCache>();
  const storage = {
    caches,
    async has(name: string) {
      return caches.has(name);
    },
    async open(name: string) {
      let cache = caches.get(name);
      if (!cache) {
        cache = new MemoryCache();
        caches.set(name, cache);
      }
      return cache;
    },
    async delete(name: string) {
      return caches.delete(name);
    },
  };
  vi.stubGlobal("caches", storage);
  // Cache Storage exists only on secure pages (https, localhost).
  vi.stubGlobal("isSecureContext", true);
  return storage;
}
