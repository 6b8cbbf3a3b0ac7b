import { Trans, useLingui } from "@lingui/react/macro";
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";

/**
 * The form-field kit every form uses (account screens, profile and plan dialogs): a labelled
 * input or select, the presets that recur (e-mail, current password), and the form's one message.
 */

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: ReactNode;
  /** The field's own error, announced and tied to the input. */
  error?: string;
}

/** A labelled input whose error, if any, is announced and tied to it. */
export function InputField({ label, error, ...input }: InputFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The e-mail field every account form starts with. */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <InputField
      label={<Trans>E-mail</Trans>}
      type="email"
      name="email"
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The current password, asked before a password or e-mail change. */
export function CurrentPasswordField({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <InputField
      label={t`Current password`}
      name="currentPassword"
      type="password"
      autoComplete="current-password"
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: ReactNode;
  options: { value: string; label: string }[];
}

export function SelectField({ label, options, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The one place a form's message shows: its error (the server's answer, announced as an alert)
 * or, without one, its success (announced politely). Nothing when neither is given.
 */
export function FormMessage({ error, success }: { error?: ReactNode; success?: ReactNode }) {
  if (error) {
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p className="form-success" role="status">
        {success}
      </p>
    );
  }
  return null;
}
