import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
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
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError("");
    setBusy(true);
    try {
      const updated = await updateUserDetails({ preferredLanguage: language });
      await updateLanguage(language);
      setSessionUser(updated);
      showNotice(msg`Your preferred language has been updated.`);
      // Switching re-mounts every screen (this modal included); closing after it
      // keeps a failure to load the catalog visible here.
      await changeLocale(language);
      onClose();
    } catch (caught) {
      setError(updateErrorText(caught, i18n));
      setBusy(false);
    }
  };

  return (
    <FormModal title={t`Edit preferred language`} onClose={onClose} onSubmit={submit} busy={busy}>
      <SelectField
        label={t`Preferred language`}
        name="preferredLanguage"
        value={language}
        options={LANGUAGES.map((code) => ({ value: code, label: i18n._(LANGUAGE_LABELS[code]) }))}
        onChange={(event) => setLanguage(event.target.value as Language)}
      />
      <FormMessage error={error} />
    </FormModal>
  );
}
