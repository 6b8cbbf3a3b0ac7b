import type { ConfigEntry } from "../../../shared/configs";
import { api } from "../../shared/api/client";

/** The /api/configs calls of SPEC §7 (admin role required on the server). */
export function fetchConfigs(signal?: AbortSignal): Promise<ConfigEntry[]> {
  return api<{ configs: ConfigEntry[] }>("/api/configs", { signal }).then((body) => body.configs);
}

/** Updates a key, creating it when missing. */
export function updateConfig(entry: ConfigEntry): Promise<ConfigEntry> {
  return api<{ config: ConfigEntry }>("/api/configs", { method: "PUT", body: entry }).then((body) => body.config);
}

/** Adds a new key; the server answers 409 when it exists. */
export function createConfig(entry: ConfigEntry): Promise<ConfigEntry> {
  return api<{ config: ConfigEntry }>("/api/configs", { method: "POST", body: entry }).then((body) => body.config);
}

/** Writes the default entries that are not stored yet; answers which keys it created. */
export function initConfigs(): Promise<{ created: string[]; configs: ConfigEntry[] }> {
  return api("/api/configs/init", { method: "POST" });
}
