import { Trans } from "@lingui/react/macro";
import { MINIMUM_AGE_WITHOUT_CONSENT } from "../../../shared/constants";
import { LegalPage } from "./LegalPage";

export default function PrivacyPolicyPage() {
  return (
    <LegalPage title={<Trans>Privacy policy</Trans>}>
      <h2>
        <Trans>Who may use Fabulo</Trans>
      </h2>
      <p>
        <Trans>
          Fabulo is for families. You must be at least {MINIMUM_AGE_WITHOUT_CONSENT} years old to create an account, or have the permission of a
          parent or legal guardian who manages the account for you.
        </Trans>
      </p>
      <h2>
        <Trans>What we collect</Trans>
      </h2>
      <p>
        <Trans>
          Your e-mail address, your name, and, if you give them, a date of birth and a gender, so that stories suit the
          reader. The ideas you type to create a story, the stories made from them, your reactions and your feedback.
        </Trans>
      </p>
      <h2>
        <Trans>How we use it</Trans>
      </h2>
      <p>
        <Trans>
          Only to run the service: to sign you in, to create, store and play your stories, to send the e-mails you ask
          for (confirmation, password reset) and to handle your subscription. We do not sell your data and show no
          advertising.
        </Trans>
      </p>
      <h2>
        <Trans>Visit statistics</Trans>
      </h2>
      <p>
        <Trans>
          We count visits with Cloudflare Web Analytics, which sets no cookie and keeps no identifier that follows you
          from one visit or one site to another. For each page viewed it records the page's address, the page that led
          to it, the browser, the type of device, the country and how long the page took to load, only to make these
          statistics.
        </Trans>
      </p>
      <h2>
        <Trans>Payments</Trans>
      </h2>
      <p>
        <Trans>Card payments are handled by our payment provider; we never see or store your card number.</Trans>
      </p>
      <h2>
        <Trans>Your rights</Trans>
      </h2>
      <p>
        <Trans>
          You can see and change your details in your profile and delete your stories at any time. From your profile,
          “Download my data” gives you a file with your account, its profiles, its stories (their text and links to their
          pictures and narrations), your reactions and your feedback. “Delete my account” asks for your password, then
          erases the account and everything in it: profiles, stories with their pictures and narrations, reactions,
          feedback and reports. A paid plan is cancelled at once, and we send you one last e-mail to confirm.
        </Trans>
      </p>
    </LegalPage>
  );
}
