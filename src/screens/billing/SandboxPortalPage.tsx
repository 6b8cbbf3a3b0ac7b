import { Trans } from "@lingui/react/macro";
import { useParams } from "wouter";
import { SandboxPortal } from "../../features/subscription/SandboxPortal";

/**
 * /sandbox/billing-portal/:session (sign-in required) — where POST /api/subscription/portal-session
 * sends a family in development without Stripe keys; with them, Stripe's own portal takes its place.
 */
export default function SandboxPortalPage() {
  const { session = "" } = useParams();
  return (
    <main className="profile-page sandbox-portal-page">
      <h1>
        <Trans>Billing</Trans>
      </h1>
      <SandboxPortal session={session} />
    </main>
  );
}
