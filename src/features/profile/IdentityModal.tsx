import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { FormModal } from "../../shared/ui/FormModal";
import type { User } from "../session/session";
import { updateErrorText } from "./error-text";
import { FormMessage } from "../../shared/ui/fields";
import { hasErrors, PersonFields, toPersonInput, validatePerson, type PersonErrors, type PersonValues } from "./PersonFields";
import { updateUserDetails } from "./profile-api";
import { useShowNotice } from "../../shared/ui/success-notice";
import { useSetSessionUser } from "./use-set-session-user";

/** Edits name, date of birth and gender together (they are saved as one group). */
export function IdentityModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const setSessionUser = useSetSessionUser();
  const showNotice = useShowNotice();
  const [values, setValues] = useState<PersonValues>({
    name: user.name,
    dateOfBirth: user.dateOfBirth ?? "",
    gender: user.gender,
  });
  const [errors, setErrors] = useState<PersonErrors>({});
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePerson(values, i18n);
    setErrors(found);
    setError("");
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      setSessionUser(await updateUserDetails(toPersonInput(values)));
      showNotice(msg`Your details have been updated.`);
      onClose();
    } catch (caught) {
      setError(updateErrorText(caught, i18n));
      setBusy(false);
    }
  };

  return (
    <FormModal title={t`Edit name, date of birth and gender`} onClose={onClose} onSubmit={submit} busy={busy}>
      <PersonFields values={values} errors={errors} onChange={setValues} />
      <FormMessage error={error} />
    </FormModal>
  );
}
