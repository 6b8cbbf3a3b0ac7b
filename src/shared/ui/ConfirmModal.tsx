import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Modal } from "./Modal";

interface ConfirmModalProps {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  busy?: boolean;
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before an action that cannot be taken back. */
export function ConfirmModal({ title, children, confirmLabel, busy, error, onConfirm, onCancel }: ConfirmModalProps) {
  return (
    <Modal
      open
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="button primary danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
