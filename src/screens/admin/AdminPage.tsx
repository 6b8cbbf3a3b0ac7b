import { Trans } from "@lingui/react/macro";

/** /admin (sign-in required): configuration management. */
export default function AdminPage() {
  return (
    <div className="admin-page">
      <h1>
        <Trans>Configuration</Trans>
      </h1>
    </div>
  );
}
