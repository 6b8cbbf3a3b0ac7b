import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { useAtomValue } from "jotai";
import { localeAtom } from "../i18n/locale-state";
import { useSavedStoriesFollowSession } from "../features/offline/device-reader";
import { useSessionBootstrap } from "../features/session/session";
import { createQueryClient } from "./query-client";
import { AppRoutes } from "./routes";
import { ServerDataProvider } from "./ServerDataProvider";

/** The SPA's one cache of server data (main.tsx fills it with the first data the page carries). */
export const queryClient = createQueryClient();

export function App() {
  useSessionBootstrap();
  useSavedStoriesFollowSession();
  // Re-keying on the locale re-renders every screen in the new language.
  const locale = useAtomValue(localeAtom);
  return (
    <ServerDataProvider client={queryClient}>
      <I18nProvider i18n={i18n} key={locale}>
        <AppRoutes />
      </I18nProvider>
    </ServerDataProvider>
  );
}
