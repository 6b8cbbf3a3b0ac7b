import { Trans } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";

interface CountedTextAreaProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Characters allowed once trimmed (what the server counts). */
  max: number;
  rows?: number;
}

/**
 * A labelled text area with a live "n / max characters" counter read with it, marked invalid past
 * the limit (feedback and report texts: the server trims, then counts).
 */
export function CountedTextArea({ label, value, onChange, max, rows = 4 }: CountedTextAreaProps) {
  const textId = useId();
  const counterId = useId();
  const length = value.trim().length;
  const tooLong = length > max;
  return (
    <div className="field">
      <label htmlFor={textId}>{label}</label>
      <textarea
        id={textId}
        rows={rows}
        value={value}
        aria-describedby={counterId}
        aria-invalid={tooLong || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={counterId} className={`char-count${tooLong ? " over" : ""}`}>
        <Trans>
          {length} / {max} characters
        </Trans>
      </p>
    </div>
  );
}
