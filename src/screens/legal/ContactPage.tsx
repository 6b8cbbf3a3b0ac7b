import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { useAppConfig } from "../../shared/api/app-config";
import { LoadingOverlay } from "../../shared/ui/LoadingOverlay";

/** /contact: the external contact form from configuration, or a mail link when none is set. */
export default function ContactPage() {
  const { t } = useLingui();
  const { config, failed } = useAppConfig();
  return (
    <main className="static-page contact-page">
      <Link to="/" className="button">
        <Trans>Back to stories</Trans>
      </Link>
      <h1>
        <Trans>Contact us</Trans>
      </h1>
      {!config && !failed && <LoadingOverlay />}
      {failed && (
        <p role="alert">
          <Trans>The contact form could not be loaded. Please try again later.</Trans>
        </p>
      )}
      {config && config.contactFormUrl && (
        <iframe className="contact-form" src={config.contactFormUrl} title={t`Contact form`} loading="lazy" />
      )}
      {config && !config.contactFormUrl && (
        <p>
          <Trans>
            Write to us at <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>; we answer within two
            working days.
          </Trans>
        </p>
      )}
    </main>
  );
}
