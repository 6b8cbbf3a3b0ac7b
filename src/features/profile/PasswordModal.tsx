import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { isValidPassword } from "../../../shared/constants";
import { FormModal } from "../../shared/ui/FormModal";
import { passwordErrorText, passwordRuleText } from "./error-text";
import { CurrentPasswordField, FormMessage, InputField } from "../../shared/ui/fields";
import { updatePassword } from "./profile-api";
import { useShowNotice } from "../../shared/ui/success-notice";

interface PasswordErrors {
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

export function PasswordModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const showNotice = useShowNotice();
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<PasswordErrors>({});
  const saving = useMutation({
    mutationFn: updatePassword,
    onSuccess: () => {
      showNotice(msg`Your password has been changed.`);
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: PasswordErrors = {};
    if (!currentPassword) found.currentPassword = t`Please enter your current password.`;
    if (!isValidPassword(newPassword)) found.newPassword = passwordRuleText(i18n);
    if (newPassword !== confirmPassword) found.confirmPassword = t`Passwords do not match`;
    setErrors(found);
    saving.reset();
    if (Object.keys(found).length === 0) saving.mutate({ currentPassword, newPassword, confirmPassword });
  };

  return (
    <FormModal title={t`Edit password`} onClose={onClose} onSubmit={submit} busy={saving.isPending}>
      <CurrentPasswordField value={currentPassword} error={errors.currentPassword} onChange={setCurrentPassword} />
      <InputField
        label={t`New password`}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        value={newPassword}
        error={errors.newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
      />
      <InputField
        label={t`Confirm new password`}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        error={errors.confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
      />
      <FormMessage error={saving.isError ? passwordErrorText(saving.error, i18n) : ""} />
    </FormModal>
  );
}
