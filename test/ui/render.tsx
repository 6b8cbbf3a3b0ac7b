import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { createMemoryRouter, RouterProvider, type RouteObject } from "../../src/app/router";
import { createQueryClient } from "../../src/app/query-client";
import { ServerDataProvider } from "../../src/app/ServerDataProvider";
import { sessionAtom, type Session } from "../../src/features/session/session";

/**
 * A server-data cache of the test's own (nothing carries over between tests), with the
 * app's defaults but no retry: a stubbed failure shows at once instead of after backoff.
 */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

/**
 * Renders routes at a path with the real i18n, a fresh query cache (or the one given, filled
 * beforehand as the page's first data fills the app's) and a session store in a known state.
 */
export function renderRoutes(routes: RouteObject[], path: string, session?: Session, queryClient = testQueryClient()) {
  const store = createStore();
  if (session) store.set(sessionAtom, session);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Provider store={store}>
      <ServerDataProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </ServerDataProvider>
    </Provider>,
  );
  return { ...result, router, store, queryClient };
}
