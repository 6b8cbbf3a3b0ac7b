import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { REPORT_TEXT_MAX_LENGTH } from "../../../shared/constants";
import { ApiMessage } from "../../../shared/messages";
import type { ReportRequest } from "../../../shared/reports";
import { REPORT_REASONS, type ReportReason } from "../../../shared/safety";
import { ApiRequestError } from "../../shared/api/client";
import { CountedTextArea } from "../../shared/ui/CountedTextArea";
import { Modal } from "../../shared/ui/Modal";
import { useReasonLabels } from "./reason-labels";
import { reportStory } from "./reports-api";
import "./reports.css";

interface ReportDialogProps {
  storyId: string;
  storyTitle: string;
  onClose: () => void;
}

/**
 * Report a story: a reason (radio buttons), an optional text of at most 500 characters, send or
 * cancel. The Modal (a native <dialog>) keeps focus inside and closes on Escape. After sending, the
 * dialog thanks the reader and says an adult will read it (every report reaches an admin's list); an
 * earlier report of the same reader (409) is said as such.
 */
export function ReportDialog({ storyId, storyTitle, onClose }: ReportDialogProps) {
  const { t } = useLingui();
  const labels = useReasonLabels();
  const formId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const sending = useMutation({ mutationFn: (report: ReportRequest) => reportStory(storyId, report) });
  const length = text.trim().length;
  const max = REPORT_TEXT_MAX_LENGTH;
  const tooLong = length > max;

  const failureText = (caught: unknown): string => {
    const message = caught instanceof ApiRequestError ? caught.body.message : null;
    if (message === ApiMessage.alreadyReported) return t`You have already reported this story. Thank you!`;
    if (message === ApiMessage.loginRequired) return t`You need to be logged in to perform this action`;
    return t`Your report could not be sent. Please try again.`;
  };
  const error = invalid ?? (sending.isError ? failureText(sending.error) : null);
  const busy = sending.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason === null) return setInvalid(t`Please choose what is wrong with this story.`);
    if (tooLong) return setInvalid(t`Your message can be at most ${max} characters.`);
    setInvalid(null);
    sending.mutate(length > 0 ? { reason, text: text.trim() } : { reason });
  };

  if (sending.isSuccess) {
    return (
      <Modal
        open
        onClose={onClose}
        title={<Trans>Report sent</Trans>}
        actions={
          <button type="button" className="button primary" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        }
      >
        <p role="status">
          <Trans>Thank you, an adult will look at it.</Trans>
        </p>
      </Modal>
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={<Trans>Report this story</Trans>}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" form={formId} className="button primary" disabled={busy}>
            <Trans>Send report</Trans>
          </button>
        </>
      }
    >
      <form id={formId} className="form report-form" noValidate onSubmit={submit}>
        <p className="muted">
          <Trans>
            Tell us what is not right for children in “{storyTitle}”. It stays between you and our team.
          </Trans>
        </p>
        <fieldset className="report-reasons">
          <legend>
            <Trans>What is wrong with this story?</Trans>
          </legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className="report-reason">
              <input
                type="radio"
                name={`${formId}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {labels[value]}
            </label>
          ))}
        </fieldset>
        <CountedTextArea
          label={<Trans>Tell us more (optional)</Trans>}
          value={text}
          onChange={setText}
          max={max}
          rows={3}
        />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
