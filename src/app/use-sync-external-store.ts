/**
 * Stands in for the `use-sync-external-store/shim` package (wouter and Lingui import it):
 * React 19 has the hook, so the shim's fallback for React < 18 would only add weight to the
 * first screen's download. vite.config.ts points the shim's imports here.
 */
export { useSyncExternalStore } from "react";
