import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { LOCALES, type Locale } from "../../../shared/constants";
import { useChangeLocale } from "../../i18n/locale-state";
import { Modal } from "../../shared/ui/Modal";
import type { User } from "../session/session";
import { updateErrorText } from "./error-text";
import { FormError, SelectField } from "./fields";
import { LANGUAGE_LABELS } from "./labels";
import { updateLanguage, updateUserDetails } from "./profile-api";
import { useSetSessionUser, useShowNotice } from "./success-notice";

/** Changes the preferred language; the interface follows it. */
export function LanguageModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const setSessionUser = useSetSessionUser();
  const showNotice = useShowNotice();
  const changeLocale = useChangeLocale();
  const [language, setLanguage] = useState<Locale>(user.preferredLanguage);
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
    <Modal
      open
      title={t`Edit preferred language`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" form={formId} className="button primary" disabled={busy}>
            <Trans>Save</Trans>
          </button>
        </>
      }
    >
      <form id={formId} className="form" noValidate onSubmit={submit}>
        <SelectField
          label={t`Preferred language`}
          name="preferredLanguage"
          value={language}
          options={LOCALES.map((code) => ({ value: code, label: i18n._(LANGUAGE_LABELS[code]) }))}
          onChange={(event) => setLanguage(event.target.value as Locale)}
        />
        <FormError>{error}</FormError>
      </form>
    </Modal>
  );
}
