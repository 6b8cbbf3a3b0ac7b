/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** Base URL of the API; empty (same origin) by default. */
  readonly VITE_API_BASE?: string;
}
