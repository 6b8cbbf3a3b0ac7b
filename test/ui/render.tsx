import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { createMemoryRouter, RouterProvider, type RouteObject } from "../../src/app/router";
import { sessionAtom, type Session } from "../../src/features/session/session";

/** Renders routes at a path with the real i18n and a session store in a known state. */
export function renderRoutes(routes: RouteObject[], path: string, session?: Session) {
  const store = createStore();
  if (session) store.set(sessionAtom, session);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </Provider>,
  );
  return { ...result, router, store };
}
