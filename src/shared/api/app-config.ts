import { useEffect, useState } from "react";
import type { InferResponseType } from "hono/client";
import { client, json } from "./client";

const appConfig = client.api["app-config"];

/**
 * Public settings (worker/routes/app-config.ts): the Turnstile site key, the contact form, who takes
 * payments (Stripe, the local sandbox or nobody) and the monthly prices in euro cents by plan.
 */
export type AppConfig = InferResponseType<typeof appConfig.$get>;

let pending: Promise<AppConfig> | null = null;

/** Public settings from the Worker, fetched once per page load. */
export function loadAppConfig(): Promise<AppConfig> {
  pending ??= json(appConfig.$get()).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

export function useAppConfig(): { config: AppConfig | null; failed: boolean } {
  const [state, setState] = useState<{ config: AppConfig | null; failed: boolean }>({ config: null, failed: false });
  useEffect(() => {
    let active = true;
    loadAppConfig().then(
      (config) => active && setState({ config, failed: false }),
      () => active && setState({ config: null, failed: true }),
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}
