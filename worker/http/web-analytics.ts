/**
 * Cloudflare Web Analytics (docs/product.md: "a web-analytics service"), on while the `webAnalyticsToken`
 * configuration key is set. Its beacon sets no cookie and keeps no identifier across visits; in
 * `spa` mode it counts the SPA's route changes (History API) as page views. The token is read from the
 * configuration by worker/config/web-analytics.ts, handed to securityHeaders (middleware.ts) by app.ts.
 */
import { WEB_ANALYTICS_ORIGINS } from "./security-headers";

/** The beacon as Cloudflare's snippet has it; the token is letters and digits (worker/config/schemas.ts). */
export function beaconScript(token: string): string {
  const settings = JSON.stringify({ token, spa: true });
  return `<script defer src="${WEB_ANALYTICS_ORIGINS.script}/beacon.min.js" data-cf-beacon='${settings}'></script>`;
}

/** The page with the beacon at the end of its body. */
export function withBeacon(page: Response, token: string): Response {
  return new HTMLRewriter().on("body", { element: (body) => void body.append(beaconScript(token), { html: true }) }).transform(page);
}
