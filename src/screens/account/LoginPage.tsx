import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent, type ReactNode } from "react";
import { Link, Redirect } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { Captcha, useCaptcha } from "../../features/auth/Captcha";
import { captchaRequiredAfter, getFailedLogins, incrementFailedLogins } from "../../features/auth/failed-logins";
import { completeCaptchaText, loginFailure, tooManyRequestsText } from "../../features/auth/error-text";
import { EmailField, InputField, FormMessage } from "../../shared/ui/fields";
import { useSignIn } from "../../features/auth/use-sign-in";
import { useSession } from "../../features/session/session";
import { AccountPage } from "./AccountPage";

/**
 * Where to go after sign-in: the page that sent the visitor here, else home. Never /login itself: a
 * sign-out on a protected page can leave its redirect to /login naming /login as where it came from,
 * and signing in would then go nowhere.
 */
export function redirectTarget(state: unknown): string {
  if (state && typeof state === "object" && "from" in state && typeof state.from === "string" && state.from.startsWith("/") && !state.from.startsWith("//")) {
    const path = state.from.split(/[?#]/)[0];
    if (path !== "/login") return state.from;
  }
  return "/";
}

export default function LoginPage() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const historyState: unknown = useHistoryState();
  const signIn = useSignIn();
  const captcha = useCaptcha("login");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [failedLogins, setFailedLogins] = useState(getFailedLogins);
  const [captchaForced, setCaptchaForced] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ReactNode>(null);

  const needsCaptcha = captchaForced || captchaRequiredAfter(failedLogins);

  // Covers both a signed-in visitor opening /login and a successful sign-in here (the session changes).
  if (session.status === "signedIn") return <Redirect to={redirectTarget(historyState)} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(t`Please enter your e-mail and password.`);
      return;
    }
    if (needsCaptcha && !captcha.token) {
      setError(completeCaptchaText(i18n));
      return;
    }
    setError(null);
    setSending(true);
    try {
      await signIn({ email: email.trim(), password, ...(needsCaptcha && captcha.token ? { recaptchaToken: captcha.token } : {}) });
    } catch (failure) {
      captcha.reset();
      const kind = loginFailure(failure);
      if (kind === "emailNotConfirmed") {
        setError(
          <Trans>
            Your e-mail is not confirmed yet. <Link to="/resend-confirmation">Resend the confirmation e-mail</Link>
          </Trans>,
        );
      } else if (kind === "tooManyRequests") {
        setError(tooManyRequestsText(i18n));
      } else if (kind === "captcha") {
        setCaptchaForced(true);
        setError(completeCaptchaText(i18n));
      } else {
        setFailedLogins(incrementFailedLogins());
        setError(t`Login failed. Please check your credentials.`);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <AccountPage title={<Trans>Log in</Trans>}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <EmailField value={email} onChange={setEmail} />
        <InputField
          label={<Trans>Password</Trans>}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {needsCaptcha && <Captcha {...captcha.props} />}
        <FormMessage error={error} />
        <button type="submit" className="button primary" disabled={sending}>
          {sending ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
        </button>
      </form>
      <p className="account-links">
        <Link to="/forgot-password">
          <Trans>Forgot your password?</Trans>
        </Link>
        <Link to="/register">
          <Trans>No account yet? Create one</Trans>
        </Link>
      </p>
    </AccountPage>
  );
}
