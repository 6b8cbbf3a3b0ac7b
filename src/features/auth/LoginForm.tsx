import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import { Link, Redirect } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { EmailField, InputField, FormMessage } from "../../shared/ui/fields";
import { useSession } from "../session/session";
import { Captcha, useCaptcha } from "./Captcha";
import { completeCaptchaText, loginFailure, tooManyRequestsText } from "./error-text";
import { captchaRequiredAfter, getFailedLogins, incrementFailedLogins } from "./failed-logins";
import { redirectTarget } from "./redirect-target";
import { useSignIn } from "./use-sign-in";

export function LoginForm() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const historyState: unknown = useHistoryState();
  const captcha = useCaptcha("login");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [failedLogins, setFailedLogins] = useState(getFailedLogins);
  const [captchaForced, setCaptchaForced] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const signIn = useSignIn();
  const signingIn = useMutation({
    mutationFn: signIn,
    onError: (failure) => {
      captcha.reset();
      const kind = loginFailure(failure);
      if (kind === "captcha") setCaptchaForced(true);
      else if (kind === "credentials") setFailedLogins(incrementFailedLogins());
    },
  });

  const needsCaptcha = captchaForced || captchaRequiredAfter(failedLogins);

  // Covers both a signed-in visitor opening /login and a successful sign-in here (the session changes).
  if (session.status === "signedIn") return <Redirect to={redirectTarget(historyState)} replace />;

  const failureText = (failure: unknown): ReactNode => {
    const kind = loginFailure(failure);
    if (kind === "emailNotConfirmed") {
      return (
        <Trans>
          Your e-mail is not confirmed yet. <Link to="/resend-confirmation">Resend the confirmation e-mail</Link>
        </Trans>
      );
    }
    if (kind === "tooManyRequests") return tooManyRequestsText(i18n);
    if (kind === "captcha") return completeCaptchaText(i18n);
    return t`Login failed. Please check your credentials.`;
  };
  const error = invalid ?? (signingIn.isError ? failureText(signingIn.error) : null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !password) return setInvalid(t`Please enter your e-mail and password.`);
    if (needsCaptcha && !captcha.token) return setInvalid(completeCaptchaText(i18n));
    setInvalid(null);
    signingIn.mutate({ email: email.trim(), password, ...(needsCaptcha && captcha.token ? { recaptchaToken: captcha.token } : {}) });
  };

  return (
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
      <button type="submit" className="button primary" disabled={signingIn.isPending}>
        {signingIn.isPending ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
      </button>
    </form>
  );
}
