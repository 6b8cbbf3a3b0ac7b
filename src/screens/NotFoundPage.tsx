import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";

export default function NotFoundPage() {
  return (
    <main className="static-page">
      <h1>
        <Trans>This page does not exist</Trans>
      </h1>
      <p>
        <Link to="/" className="button primary">
          <Trans>Back to stories</Trans>
        </Link>
      </p>
    </main>
  );
}
