import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { EmailField, FormMessage } from "../../shared/ui/fields";
import { resendConfirmation } from "./account-api";
import { resendConfirmationErrorText } from "./error-text";

export function ResendConfirmationForm() {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const sending = useMutation({ mutationFn: resendConfirmation });
  const error = invalid ?? (sending.isError ? resendConfirmationErrorText(sending.error, i18n) : null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) return setInvalid(t`Please enter a valid e-mail address.`);
    setInvalid(null);
    sending.mutate(email.trim());
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <EmailField value={email} onChange={setEmail} />
      <FormMessage
        error={error}
        success={sending.isSuccess && <Trans>A new confirmation e-mail is on its way. Please check your inbox.</Trans>}
      />
      <button type="submit" className="button primary" disabled={sending.isPending}>
        {sending.isPending ? <Trans>Sending…</Trans> : <Trans>Send the e-mail again</Trans>}
      </button>
    </form>
  );
}
