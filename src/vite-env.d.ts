/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />
interface ImportMetaEnv {
  /** Base URL of the API; empty (same origin) by default. */
  readonly VITE_API_BASE?: string;
}
