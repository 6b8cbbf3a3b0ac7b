import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";

export function Footer() {
  const { t } = useLingui();
  return (
    <footer className="site-footer">
      <nav aria-label={t`Legal and contact`}>
        <Link to="/privacy-policy">
          <Trans>Privacy policy</Trans>
        </Link>
        <Link to="/terms-of-use">
          <Trans>Terms of use</Trans>
        </Link>
        <Link to="/contact">
          <Trans>Contact</Trans>
        </Link>
      </nav>
      <p>
        <Trans>© Fabulo — stories made with your children.</Trans>
      </p>
    </footer>
  );
}
