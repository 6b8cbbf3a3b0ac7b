import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "wouter";
import { useSignOut } from "../auth/use-auth";
import { useSession } from "../session/session";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { BROWSE_SECTIONS } from "./nav-items";

interface SideNavProps {
  id: string;
  open: boolean;
  onNavigate: () => void;
}

/**
 * The side navigation (a drawer on phones). Section buttons that need sign-in
 * stay visible but disabled-looking for visitors; choosing one goes to /login.
 */
export function SideNav({ id, open, onNavigate }: SideNavProps) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const [pathname, navigate] = useLocation();
  const signOut = useSignOut();
  const signedIn = session.status === "signedIn";

  const goToSection = (sectionId: string, requiresSignIn: boolean) => {
    onNavigate();
    if (requiresSignIn && !signedIn) navigate("/login");
    // On the browse page already (/ or /browse-stories): stay on it, so it is not remounted and reloaded.
    // A new state each time, so that choosing the same section again scrolls to it again.
    else navigate(`${pathname === "/" ? "/" : "/browse-stories"}#${sectionId}`, { state: { section: sectionId } });
  };

  return (
    <nav id={id} className={`side-nav${open ? " open" : ""}`} aria-label={t`Main`}>
      <Link to="/" className="brand" onClick={onNavigate}>
        Fabulo
      </Link>
      <ul>
        {BROWSE_SECTIONS.map((section) => {
          const locked = section.requiresSignIn && !signedIn;
          return (
            <li key={section.id}>
              <button
                type="button"
                className="nav-button"
                aria-disabled={locked || undefined}
                title={locked ? t`Log in to use this` : undefined}
                onClick={() => goToSection(section.id, section.requiresSignIn)}
              >
                {i18n._(section.label)}
              </button>
            </li>
          );
        })}
        {signedIn && (
          <li>
            <Link to="/profile" className="nav-button" onClick={onNavigate}>
              <Trans>Profile</Trans>
            </Link>
          </li>
        )}
        {session.status === "signedIn" && session.user.role === "admin" && (
          <li>
            <Link to="/admin" className="nav-button" onClick={onNavigate}>
              <Trans>Admin</Trans>
            </Link>
          </li>
        )}
        {signedIn && (
          <li>
            <button
              type="button"
              className="nav-button"
              onClick={() => {
                onNavigate();
                signOut();
              }}
            >
              <Trans>Log out</Trans>
            </button>
          </li>
        )}
        {session.status === "signedOut" && (
          <li>
            <Link to="/login" className="nav-button primary" onClick={onNavigate}>
              <Trans>Log in</Trans>
            </Link>
          </li>
        )}
      </ul>
      <LanguageSwitcher />
    </nav>
  );
}
