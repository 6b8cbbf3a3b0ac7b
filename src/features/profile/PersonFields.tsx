import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { User } from "../session/session";
import { isValidDateOfBirth, todayIso } from "./age";
import { InputField, SelectField } from "../../shared/ui/fields";
import { GENDER_LABELS, GENDER_OPTIONS } from "./labels";

/** Name, date of birth and gender: the account's own and each extra profile's. */
export interface PersonValues {
  name: string;
  /** YYYY-MM-DD, or "" when not given. */
  dateOfBirth: string;
  gender: User["gender"];
}

export interface PersonErrors {
  name?: string;
  dateOfBirth?: string;
}

export function validatePerson(values: PersonValues, i18n: I18n): PersonErrors {
  const errors: PersonErrors = {};
  if (!values.name.trim()) errors.name = i18n._(msg`Name is required`);
  if (values.dateOfBirth && !isValidDateOfBirth(values.dateOfBirth)) {
    errors.dateOfBirth = i18n._(msg`Please enter a date of birth that is not in the future.`);
  }
  return errors;
}

export function hasErrors(errors: PersonErrors): boolean {
  return Boolean(errors.name || errors.dateOfBirth);
}

/** The values as the API takes them: trimmed name, null for no date of birth. */
export function toPersonInput(values: PersonValues): { name: string; dateOfBirth: string | null; gender: User["gender"] } {
  return { name: values.name.trim(), dateOfBirth: values.dateOfBirth || null, gender: values.gender };
}

interface PersonFieldsProps {
  values: PersonValues;
  errors: PersonErrors;
  onChange: (values: PersonValues) => void;
}

export function PersonFields({ values, errors, onChange }: PersonFieldsProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      <InputField
        label={t`Name`}
        name="name"
        autoComplete="off"
        required
        value={values.name}
        error={errors.name}
        onChange={(event) => onChange({ ...values, name: event.target.value })}
      />
      <InputField
        label={t`Date of birth`}
        name="dateOfBirth"
        type="date"
        max={todayIso()}
        value={values.dateOfBirth}
        error={errors.dateOfBirth}
        onChange={(event) => onChange({ ...values, dateOfBirth: event.target.value })}
      />
      <SelectField
        label={t`Gender`}
        name="gender"
        value={values.gender}
        options={GENDER_OPTIONS.map((gender) => ({ value: gender, label: i18n._(GENDER_LABELS[gender]) }))}
        onChange={(event) => onChange({ ...values, gender: event.target.value as User["gender"] })}
      />
    </>
  );
}
