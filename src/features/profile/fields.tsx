import { useLingui } from "@lingui/react/macro";
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: ReactNode;
  error?: string;
}

/** A labelled input whose error is announced and tied to it. */
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

/** A form-level error (the server's answer), announced when it appears. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="form-error" role="alert">
      {children}
    </p>
  );
}
