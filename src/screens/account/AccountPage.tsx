import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";

/** Frame of the account screens (sign-in, registration, password): centred card with a way home. */
export function AccountPage({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <main className="account-page">
      <div className="card">
        <Link to="/" className="button home-button">
          <Trans>Home</Trans>
        </Link>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
