import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { EmailField, FormMessage } from "../../shared/ui/fields";
import { requestPasswordReset } from "./account-api";
import { Captcha, useCaptcha } from "./Captcha";
import { completeCaptchaText, forgotPasswordErrorText } from "./error-text";

export function ForgotPasswordForm() {
  const { t, i18n } = useLingui();
  const captcha = useCaptcha("forgot-password");
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const sending = useMutation({
    mutationFn: ({ address, token }: { address: string; token: string }) => requestPasswordReset(address, token),
    // The token is spent by the server whatever the answer.
    onSettled: () => captcha.reset(),
  });
  const error = invalid ?? (sending.isError ? forgotPasswordErrorText(sending.error, i18n) : null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) return setInvalid(t`Please enter your e-mail address.`);
    if (!captcha.token) return setInvalid(completeCaptchaText(i18n));
    setInvalid(null);
    sending.mutate({ address: email.trim(), token: captcha.token });
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <EmailField value={email} onChange={setEmail} />
      <Captcha {...captcha.props} />
      <FormMessage
        error={error}
        success={sending.isSuccess && <Trans>We have sent you an e-mail with a link to reset your password.</Trans>}
      />
      <button type="submit" className="button primary" disabled={sending.isPending}>
        {sending.isPending ? <Trans>Sending…</Trans> : <Trans>Send the reset link</Trans>}
      </button>
    </form>
  );
}
