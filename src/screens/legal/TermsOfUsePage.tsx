import { Trans } from "@lingui/react/macro";
import { MINIMUM_AGE_WITHOUT_CONSENT } from "../../../shared/constants";
import { LegalPage } from "./LegalPage";

export default function TermsOfUsePage() {
  return (
    <LegalPage title={<Trans>Terms of use</Trans>}>
      <h2>
        <Trans>Accounts</Trans>
      </h2>
      <p>
        <Trans>
          You must be at least {MINIMUM_AGE_WITHOUT_CONSENT} years old to use Fabulo, or have the permission of a parent or legal guardian who
          accepts these terms for you. Keep your password to yourself; you are responsible for what is done with your
          account.
        </Trans>
      </p>
      <h2>
        <Trans>Stories</Trans>
      </h2>
      <p>
        <Trans>
          Stories are written, illustrated and narrated by a computer from the ideas you give. Read them with your
          children and tell us if anything is not right for them. Stories you make public can be read by anyone who has
          the link.
        </Trans>
      </p>
      <h2>
        <Trans>Plans</Trans>
      </h2>
      <p>
        <Trans>
          The free plan creates one story a week. Paid plans are billed monthly and can be cancelled at any time; a
          cancelled plan stays active until the end of the period already paid.
        </Trans>
      </p>
      <h2>
        <Trans>Fair use</Trans>
      </h2>
      <p>
        <Trans>
          Do not use Fabulo to make content that is harmful to children, that you have no right to share, or to disturb
          the service. We may remove such content and close accounts that break these terms.
        </Trans>
      </p>
    </LegalPage>
  );
}
