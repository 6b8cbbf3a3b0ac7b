import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { MAX_READER_NAME_LENGTH, RECORDED_CHAPTER_NUMBERS, type Reader } from "../../../shared/recordings";
import { Modal } from "../../shared/ui/Modal";
import { recordingErrorText } from "./recording-errors";
import { useReaderChanges } from "./recordings-queries";

interface ReaderRowProps {
  storyId: string;
  reader: Reader;
  onRecord: () => void;
}

/** One family voice for its owner: chapters recorded, record, rename, include in the shared link, delete. */
export function ReaderRow({ storyId, reader, onRecord }: ReaderRowProps) {
  const { t, i18n } = useLingui();
  const nameId = useId();
  const { update, remove } = useReaderChanges(storyId);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(reader.name);
  const [confirming, setConfirming] = useState(false);
  const readerName = reader.name;
  const count = reader.chapters.length;
  const total = RECORDED_CHAPTER_NUMBERS.length;
  const failure = update.error ?? remove.error;
  // The reader's choice, set in the change handler itself: the mutation's state reaches React a tick
  // later, and a controlled checkbox would show the old value in between. A failed save gives it back.
  const [sharedChoice, setSharedChoice] = useState<boolean | null>(null);
  const shared = sharedChoice ?? reader.shared;

  const rename = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ readerId: reader._id, patch: { name } }, { onSuccess: () => setRenaming(false) });
  };

  return (
    <li className="reader-row">
      {renaming ? (
        <form onSubmit={rename} className="reader-rename">
          <label htmlFor={nameId}>
            <Trans>Reader's name</Trans>
          </label>
          <input id={nameId} value={name} onChange={(event) => setName(event.target.value)} maxLength={MAX_READER_NAME_LENGTH} required />
          <button type="submit" className="button primary" disabled={update.isPending}>
            <Trans>Save</Trans>
          </button>
          <button type="button" className="button" onClick={() => setRenaming(false)}>
            <Trans>Cancel</Trans>
          </button>
        </form>
      ) : (
        <p className="reader-name">
          <strong>{reader.name}</strong> <Trans>{count} of {total} chapters recorded</Trans>
        </p>
      )}
      <label className="reader-shared">
        <input
          type="checkbox"
          checked={shared}
          disabled={update.isPending}
          onChange={(event) => {
            const next = event.target.checked;
            setSharedChoice(next);
            update.mutate({ readerId: reader._id, patch: { shared: next } }, { onError: () => setSharedChoice(null) });
          }}
        />
        <Trans>Include in the shared link</Trans>
      </label>
      <div className="reader-actions">
        <button type="button" className="button" onClick={onRecord}>
          {t`Record as ${readerName}`}
        </button>
        {!renaming && (
          <button type="button" className="button" onClick={() => setRenaming(true)}>
            {t`Rename ${readerName}`}
          </button>
        )}
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          {t`Delete ${readerName}`}
        </button>
      </div>
      {failure && (
        <p className="form-error" role="alert">
          {i18n._(recordingErrorText(failure))}
        </p>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t`Delete ${readerName}'s voice?`}
        actions={
          <>
            <button
              type="button"
              className="button danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(reader._id, { onSettled: () => setConfirming(false) })}
            >
              <Trans>Delete</Trans>
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </button>
          </>
        }
      >
        <p>
          <Trans>Every chapter this reader recorded will be deleted. This cannot be undone.</Trans>
        </p>
      </Modal>
    </li>
  );
}
