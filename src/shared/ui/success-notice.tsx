import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { atom, useAtom, useSetAtom } from "jotai";
import { useCallback, useEffect } from "react";
import { MESSAGE_AUTO_HIDE_MS } from "../../../shared/constants";
import { Modal } from "./Modal";

interface Notice {
  message: MessageDescriptor;
  shownAt: number;
}

/**
 * Lives in the store, not in the page: switching the interface language
 * re-mounts every screen, and the confirmation of that very change must
 * survive it (and then read in the new language).
 */
const noticeAtom = atom<Notice | null>(null);

export function useShowNotice(): (message: MessageDescriptor) => void {
  const setNotice = useSetAtom(noticeAtom);
  return useCallback((message: MessageDescriptor) => setNotice({ message, shownAt: Date.now() }), [setNotice]);
}

/** The success message modal; it closes by itself after MESSAGE_AUTO_HIDE_MS. */
export function SuccessNotice({ onClosed }: { onClosed?: () => void }) {
  const { i18n } = useLingui();
  const [notice, setNotice] = useAtom(noticeAtom);

  const close = useCallback(() => {
    setNotice(null);
    onClosed?.();
  }, [setNotice, onClosed]);

  useEffect(() => {
    if (!notice) return;
    const remaining = Math.max(0, notice.shownAt + MESSAGE_AUTO_HIDE_MS - Date.now());
    const timer = setTimeout(close, remaining);
    return () => clearTimeout(timer);
  }, [notice, close]);

  if (!notice) return null;
  return (
    <Modal
      open
      title={<Trans>Saved</Trans>}
      onClose={close}
      actions={
        <button type="button" className="button primary" onClick={close}>
          <Trans>OK</Trans>
        </button>
      }
    >
      <p role="status">{i18n._(notice.message)}</p>
    </Modal>
  );
}
