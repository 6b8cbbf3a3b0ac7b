import { Trans } from "@lingui/react/macro";
import { isRouteErrorResponse, Link, useRouteError } from "./router";

/**
 * Shown when a screen fails: a chunk that did not load (network, time-out, or a
 * deploy that replaced it) offers a reload; anything else a way home.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="static-page">
      <div role="alert">
        <h1>{notFound ? <Trans>This page does not exist</Trans> : <Trans>This page could not be loaded</Trans>}</h1>
        {!notFound && (
          <p>
            <Trans>Check your connection, then try again.</Trans>
          </p>
        )}
      </div>
      <p className="actions">
        {!notFound && (
          <button type="button" className="button primary" onClick={() => window.location.reload()}>
            <Trans>Try again</Trans>
          </button>
        )}
        <Link to="/" className="button">
          <Trans>Back to stories</Trans>
        </Link>
      </p>
    </main>
  );
}
