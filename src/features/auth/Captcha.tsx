import { Turnstile, type TurnstileInstance } from "@marsidev/react-turnstile";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useRef, useState, type RefObject } from "react";
import type { CaptchaAction } from "../../../shared/constants";
import { useAppConfig } from "../../shared/api/app-config";

interface CaptchaProps {
  widgetRef: RefObject<TurnstileInstance | null>;
  onToken: (token: string | null) => void;
  /** Changes on every reset, so the offline stand-in starts unchecked again. */
  resetCount: number;
  /** Which form the token is for: the Worker refuses a token solved on another form. */
  action: CaptchaAction;
}

/** The token Cloudflare's test keys hand out; the Worker accepts it only in development. */
const DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
/** Cloudflare's documented Turnstile test site keys (always pass, always block, force challenge). */
const TEST_SITE_KEY = /^[123]x0{20}AA$/;

/**
 * Development without network: Turnstile's script cannot load, so a local
 * check box stands in and hands out the dummy token the test keys would.
 */
function OfflineCaptcha({ onToken }: { onToken: (token: string | null) => void }) {
  const { t } = useLingui();
  return (
    <label className="captcha offline-captcha">
      <input type="checkbox" onChange={(event) => onToken(event.target.checked ? DUMMY_TOKEN : null)} />
      {t`I am not a robot (development check)`}
    </label>
  );
}

/**
 * The Turnstile widget with the site key from /api/app-config; in development
 * with a test key, the offline stand-in above.
 */
export function Captcha({ widgetRef, onToken, resetCount, action }: CaptchaProps) {
  const { t, i18n } = useLingui();
  const { config, failed } = useAppConfig();
  if (failed) {
    return (
      <p className="form-error" role="alert">
        <Trans>The security check could not be loaded. Please reload the page.</Trans>
      </p>
    );
  }
  if (!config) return <div className="captcha" aria-busy="true" />;
  if (config.environment === "development" && TEST_SITE_KEY.test(config.turnstileSiteKey)) {
    return <OfflineCaptcha key={resetCount} onToken={onToken} />;
  }
  return (
    <div className="captcha" role="group" aria-label={t`Security check`}>
      <Turnstile
        ref={widgetRef}
        siteKey={config.turnstileSiteKey}
        options={{ language: i18n.locale, action }}
        onSuccess={(token) => onToken(token)}
        onExpire={() => onToken(null)}
        onError={() => onToken(null)}
      />
    </div>
  );
}

/** State for one captcha on a form: the current token and a reset for after each failed request. */
export function useCaptcha(action: CaptchaAction) {
  const [token, setToken] = useState<string | null>(null);
  const [resetCount, setResetCount] = useState(0);
  const widgetRef = useRef<TurnstileInstance | null>(null);
  const reset = useCallback(() => {
    setToken(null);
    setResetCount((count) => count + 1);
    // A Turnstile token is single-use: the server has spent it, so the widget needs a new challenge.
    widgetRef.current?.reset();
  }, []);
  return { token, reset, props: { widgetRef, onToken: setToken, resetCount, action } };
}
