import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";

/** Frame of the static text pages: title, last update, body, a way home. */
export function LegalPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <main className="static-page">
      <Link to="/" className="button">
        <Trans>Back to stories</Trans>
      </Link>
      <h1>{title}</h1>
      <p className="muted">
        <Trans>Last updated: April 2025</Trans>
      </p>
      {children}
    </main>
  );
}
