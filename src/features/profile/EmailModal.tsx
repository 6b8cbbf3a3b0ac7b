import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { ApiRequestError } from "../../shared/api/client";
import { FormModal } from "../../shared/ui/FormModal";
import { Modal } from "../../shared/ui/Modal";
import type { User } from "../session/session";
import { invalidEmailText, updateErrorText } from "./error-text";
import { CurrentPasswordField, FormMessage, InputField } from "../../shared/ui/fields";
import { updateUserDetails } from "./profile-api";
import { useShowNotice } from "../../shared/ui/success-notice";
import { useSetSessionUser } from "./use-set-session-user";

/** Shown after asking for a change and on the profile while it is pending. */
export function pendingEmailMessage(email: string): MessageDescriptor {
  return msg`We sent a confirmation link to ${email}. Your e-mail changes once you confirm it.`;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The server's 405 is the current password's refusal: shown on that field, not under the form. */
function isWrongPassword(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 405;
}

/**
 * Changes the e-mail: the new address only takes over once its confirmation
 * link is followed. Asks yes/no before sending (docs/product.md §5). The current password
 * is required, so a session alone cannot move the account to another inbox.
 */
export function EmailModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const setSessionUser = useSetSessionUser();
  const showNotice = useShowNotice();
  const [email, setEmail] = useState(user.email);
  const [step, setStep] = useState<"edit" | "confirm">("edit");
  const [currentPassword, setCurrentPassword] = useState("");
  const [fieldError, setFieldError] = useState("");
  const [passwordError, setPasswordError] = useState("");
  const address = email.trim();
  const sending = useMutation({
    mutationFn: () => updateUserDetails({ email: address, currentPassword }),
    onSuccess: (updated) => {
      setSessionUser(updated);
      showNotice(updated.changingEmail ? pendingEmailMessage(updated.changingEmail) : msg`Your e-mail has been updated.`);
      onClose();
    },
    onError: (caught) => {
      if (isWrongPassword(caught)) setPasswordError(updateErrorText(caught, i18n));
      setStep("edit");
    },
  });
  const busy = sending.isPending || sending.isSuccess;
  const error = sending.isError && !isWrongPassword(sending.error) ? updateErrorText(sending.error, i18n) : "";

  const review = (event: FormEvent) => {
    event.preventDefault();
    sending.reset();
    if (!address) return setFieldError(t`Please enter your new e-mail address.`);
    if (!EMAIL_SHAPE.test(address)) return setFieldError(invalidEmailText(i18n));
    // Sending the current address again is allowed only to cancel a pending change.
    if (address.toLowerCase() === user.email.toLowerCase() && !user.changingEmail) {
      return setFieldError(t`This is already your e-mail address.`);
    }
    setFieldError("");
    if (!currentPassword) return setPasswordError(t`Please enter your current password.`);
    setPasswordError("");
    setStep("confirm");
  };

  if (step === "confirm") {
    return (
      <Modal
        open
        title={t`Change your e-mail?`}
        onClose={onClose}
        actions={
          <>
            <button type="button" className="button" onClick={() => setStep("edit")} disabled={busy}>
              <Trans>No</Trans>
            </button>
            <button type="button" className="button primary" onClick={() => sending.mutate()} disabled={busy}>
              <Trans>Yes</Trans>
            </button>
          </>
        }
      >
        <p>
          <Trans>Do you want to use {address} as your e-mail address? We will send a confirmation link to it.</Trans>
        </p>
      </Modal>
    );
  }

  return (
    <FormModal title={t`Edit e-mail`} onClose={onClose} onSubmit={review}>
      <InputField
        label={t`New e-mail`}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={fieldError}
        onChange={(event) => setEmail(event.target.value)}
      />
      <CurrentPasswordField value={currentPassword} error={passwordError} onChange={setCurrentPassword} />
      <FormMessage error={error} />
    </FormModal>
  );
}
