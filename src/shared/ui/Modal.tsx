import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, type ReactNode } from "react";

interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row under the content. */
  actions?: ReactNode;
  /** "sheet": rises from the bottom edge on a phone, centred like any dialog on wider screens. */
  variant?: "sheet";
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page
 * inert (focus stays inside), Escape closes it, focus returns to the opener.
 */
export function Modal({ open, title, onClose, children, actions, variant }: ModalProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={variant ? `modal ${variant}` : "modal"}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let React state drive closing so the parent stays in charge.
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t`Close`}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="modal-body">{children}</div>
      {actions && <div className="modal-actions">{actions}</div>}
    </dialog>
  );
}
