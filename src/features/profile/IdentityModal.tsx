import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
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
  const saving = useMutation({
    mutationFn: (person: PersonValues) => updateUserDetails(toPersonInput(person)),
    onSuccess: (updated) => {
      setSessionUser(updated);
      showNotice(msg`Your details have been updated.`);
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePerson(values, i18n);
    setErrors(found);
    saving.reset();
    if (!hasErrors(found)) saving.mutate(values);
  };

  return (
    <FormModal title={t`Edit name, date of birth and gender`} onClose={onClose} onSubmit={submit} busy={saving.isPending}>
      <PersonFields values={values} errors={errors} onChange={setValues} />
      <FormMessage error={saving.isError ? updateErrorText(saving.error, i18n) : ""} />
    </FormModal>
  );
}
