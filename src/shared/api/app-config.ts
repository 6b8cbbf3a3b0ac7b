import { useEffect, useState } from "react";
import { api } from "./client";

export interface AppConfig {
  environment: string;
  turnstileSiteKey: string;
  stripePublishableKey: string | null;
  /** Who takes payments: Stripe's Payment Element, the local sandbox form, or nobody (null). */
  billing: "stripe" | "sandbox" | null;
  /** Monthly prices in euro cents, by plan. */
  planPrices: Record<"free" | "basic" | "premium", number>;
  contactFormUrl: string;
  contactEmail: string;
}

let pending: Promise<AppConfig> | null = null;

/** Public settings from the Worker, fetched once per page load. */
export function loadAppConfig(): Promise<AppConfig> {
  pending ??= api<AppConfig>("/api/app-config").catch((error: unknown) => {
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
