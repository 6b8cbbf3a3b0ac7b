import { Trans } from "@lingui/react/macro";
import { useId, type FormEvent, type ReactNode } from "react";
import { Modal } from "./Modal";

interface FormModalProps {
  title: ReactNode;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** While a request is under way the submit button is disabled. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * An edit dialog: a form inside the Modal, with Cancel and Save in its action
 * row. Save submits the form (so Enter in a field does too).
 */
export function FormModal({ title, onClose, onSubmit, busy = false, children }: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      open
      title={title}
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
      <form id={formId} className="form" noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </Modal>
  );
}
