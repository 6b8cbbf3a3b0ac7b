import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { BROWSE_SECTIONS } from "../../features/layout/nav-items";
import { useSession } from "../../features/session/session";

/**
 * The browse page (/ and /browse-stories): four sections reached by anchor.
 * Visitors see the public stories and a prompt to log in to create their own.
 */
export default function BrowsePage() {
  const { i18n } = useLingui();
  const session = useSession();
  const signedIn = session.status === "signedIn";
  return (
    <div className="browse-page">
      {BROWSE_SECTIONS.filter((section) => signedIn || !section.requiresSignIn).map((section) => (
        <section key={section.id} id={section.id} className="browse-section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{i18n._(section.label)}</h2>
        </section>
      ))}
      {session.status === "signedOut" && (
        <section className="browse-section login-prompt" aria-labelledby="login-prompt-title">
          <h2 id="login-prompt-title">
            <Trans>Make your own stories</Trans>
          </h2>
          <p>
            <Trans>Log in to create stories from your child's ideas, keep your favourites and share them.</Trans>
          </p>
          <Link className="button primary" to="/login">
            <Trans>Log in to create stories</Trans>
          </Link>
        </section>
      )}
    </div>
  );
}
