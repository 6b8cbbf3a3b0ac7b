/** The web-analytics token the pages' beacon carries (worker/http/web-analytics.ts), from the configuration. */
import { readConfig } from "./store";

/** The configured token, or "" (off); a page never fails for its analytics, so an unreadable config is off. */
export async function webAnalyticsToken(env: Pick<Env, "DB">): Promise<string> {
  try {
    return (await readConfig(env, ["webAnalyticsToken"])).webAnalyticsToken;
  } catch (error) {
    console.warn(`web analytics off: the configuration could not be read (${String(error)})`);
    return "";
  }
}
