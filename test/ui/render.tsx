import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Route, Switch } from "wouter";
import { createStore, Provider } from "jotai";
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

/** `element` at /, and a paragraph standing in for each other screen named (path → text). */
export function atRoot(element: ReactNode, others: Record<string, string>) {
  return (
    <Switch>
      <Route path="/">{element}</Route>
      {Object.entries(others).map(([path, text]) => (
        <Route key={path} path={path}>
          <p>{text}</p>
        </Route>
      ))}
    </Switch>
  );
}

/**
 * Renders routes (the app's: <AppRoutes />) at a path of the browser's address with the real i18n, a fresh query cache (or the one given, filled
 * beforehand as the page's first data fills the app's) and a session store in a known state.
 */
export function renderRoutes(routes: ReactNode, path: string, session?: Session, queryClient = testQueryClient()) {
  const store = createStore();
  if (session) store.set(sessionAtom, session);
  window.history.replaceState(null, "", path);
  const result = render(
    <Provider store={store}>
      <ServerDataProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          {routes}
        </I18nProvider>
      </ServerDataProvider>
    </Provider>,
  );
  return { ...result, store, queryClient };
}
