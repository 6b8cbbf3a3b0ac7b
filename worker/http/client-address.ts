/** The caller's address as Cloudflare reports it (CF-Connecting-IP); local runs have none. */
export function connectingIp(request: Request): string | undefined {
  return request.headers.get("CF-Connecting-IP") ?? undefined;
}

/** The caller's address as a rate-limit key: "local" when the request carries none. */
export function clientIp(request: Request): string {
  return connectingIp(request) ?? "local";
}
