import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ConfigEntry } from "../../../shared/configs";
import { queryKeys } from "../../shared/api/query-keys";
import { fetchConfigAudit, fetchConfigs, initConfigs, resetConfig, type ConfigsBody } from "./configs-api";

const byKey = (a: ConfigEntry, b: ConfigEntry) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

const configsQuery = { queryKey: queryKeys.configs, queryFn: ({ signal }: { signal: AbortSignal }) => fetchConfigs(signal) };

/** The runtime configuration entries (admin only), by key. */
export function useConfigs() {
  return useQuery({ ...configsQuery, select: (body: ConfigsBody) => body.configs });
}

/** Today's Workers AI neurons against the budget (null with the offline provider): the same request as the list. */
export function useAiSpend() {
  return useQuery({ ...configsQuery, select: (body: ConfigsBody) => body.aiSpend ?? null });
}

/** Writes an entry the editor saved into the cached list, in key order. */
export function useConfigSaved(): (entry: ConfigEntry) => void {
  const queryClient = useQueryClient();
  return (entry: ConfigEntry) => {
    queryClient.setQueryData<ConfigsBody>(queryKeys.configs, (body) =>
      body && { ...body, configs: [...body.configs.filter((item) => item.key !== entry.key), entry].sort(byKey) },
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.configAudits });
  };
}

/** Writes the missing defaults, then asks for the list again; answers which keys it created. */
export function useInitConfigs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initConfigs,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.configs }),
  });
}

/** Resets a key to its default, then asks for the list (and the audit log) again. */
export function useResetConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.configs }),
  });
}

/** One page of the audit log; the previous page stays shown while the next loads. */
export function useConfigAudit(page: number) {
  return useQuery({
    queryKey: queryKeys.configAudit(page),
    queryFn: ({ signal }) => fetchConfigAudit(page, signal),
    placeholderData: keepPreviousData,
  });
}
