import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { LANGUAGES, type Language } from "../../../shared/enums";
import { useChangeLocale } from "../../i18n/locale-state";
import { FormModal } from "../../shared/ui/FormModal";
import type { User } from "../session/session";
import { updateErrorText } from "./error-text";
import { FormMessage, SelectField } from "../../shared/ui/fields";
import { LANGUAGE_LABELS } from "./labels";
import { updateLanguage } from "../session/session";
import { updateUserDetails } from "./profile-api";
import { useShowNotice } from "../../shared/ui/success-notice";
import { useSetSessionUser } from "./use-set-session-user";

/** Changes the preferred language; the interface follows it. */
export function LanguageModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const setSessionUser = useSetSessionUser();
  const showNotice = useShowNotice();
  const changeLocale = useChangeLocale();
  const [language, setLanguage] = useState<Language>(user.preferredLanguage);
  const saving = useMutation({
    mutationFn: async (chosen: Language) => {
      const updated = await updateUserDetails({ preferredLanguage: chosen });
      await updateLanguage(chosen);
      setSessionUser(updated);
      showNotice(msg`Your preferred language has been updated.`);
      // Switching re-mounts every screen (this modal included); closing after it
      // keeps a failure to load the catalog visible here.
      await changeLocale(chosen);
    },
    onSuccess: onClose,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    saving.mutate(language);
  };

  return (
    <FormModal title={t`Edit preferred language`} onClose={onClose} onSubmit={submit} busy={saving.isPending}>
      <SelectField
        label={t`Preferred language`}
        name="preferredLanguage"
        value={language}
        options={LANGUAGES.map((code) => ({ value: code, label: i18n._(LANGUAGE_LABELS[code]) }))}
        onChange={(event) => setLanguage(event.target.value as Language)}
      />
      <FormMessage error={saving.isError ? updateErrorText(saving.error, i18n) : ""} />
    </FormModal>
  );
}
