/**
 * Security headers for every HTML response. The same table feeds the Worker's
 * middleware (pages it renders, such as /story/<slug>) and the `_headers` file
 * that the Vite build writes for the static SPA, so both stay identical.
 * The CSP allows only what Turnstile and Stripe need, and Cloudflare Web Analytics when it
 * is on; `frame-src https:` lets /contact embed the external contact form configured in /admin.
 */

/** Where Cloudflare Web Analytics' beacon (worker/http/web-analytics.ts) loads from and reports to. */
export const WEB_ANALYTICS_ORIGINS = {
  script: "https://static.cloudflareinsights.com",
  connect: "https://cloudflareinsights.com",
} as const;

function contentSecurityPolicy(webAnalytics: boolean): string {
  // The beacon's origins are allowed only while it is on: an empty token leaves no third party in.
  const analytics = (origin: string) => (webAnalytics ? ` ${origin}` : "");
  return [
    "default-src 'self'",
    `script-src 'self' https://challenges.cloudflare.com https://js.stripe.com${analytics(WEB_ANALYTICS_ORIGINS.script)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self' https://api.stripe.com${analytics(WEB_ANALYTICS_ORIGINS.connect)}`,
    "frame-src https:",
    // The service worker and the web app manifest (scripts/vite/pwa.ts) come from this origin only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The headers of an HTML page, with or without the web-analytics beacon. */
export function htmlSecurityHeaders({ webAnalytics }: { webAnalytics: boolean }): Readonly<Record<string, string>> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(webAnalytics),
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // The microphone for this origin only: the owner records family voices (src/features/recordings).
    "Permissions-Policy": "camera=(), microphone=(self), geolocation=(), payment=(self \"https://js.stripe.com\")",
  };
}

/** Static pages' headers (fixed at build time): never the beacon, which only the Worker adds. */
export const HTML_SECURITY_HEADERS = htmlSecurityHeaders({ webAnalytics: false });

/** Headers every response gets, HTML or not. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Strict-Transport-Security": HTML_SECURITY_HEADERS["Strict-Transport-Security"]!,
};

/** The `_headers` file for static assets (Workers static assets honour it). */
export function staticHeadersFile(): string {
  const lines = Object.entries(HTML_SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  return ["/*", ...lines, "/assets/*", "  Cache-Control: public, max-age=31536000, immutable", ""].join("\n");
}
