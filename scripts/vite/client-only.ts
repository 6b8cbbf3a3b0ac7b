import type { Plugin, PluginOption } from "vite";

/** Plugins for the SPA's build alone (the Worker is built in its own Vite environment). */
export function clientOnly(plugins: PluginOption[]): Plugin[] {
  return (plugins.flat(Infinity as 1) as Plugin[])
    .filter(Boolean)
    .map((plugin) => ({ ...plugin, applyToEnvironment: (environment) => environment.name === "client" }));
}
