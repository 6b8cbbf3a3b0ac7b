import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { chapterItems } from "../../../shared/read-along";
import { MAX_READER_NAME_LENGTH, RECORDED_CHAPTER_NUMBERS, type RecordedChapterNumber } from "../../../shared/recordings";
import type { StoryJson } from "../../../shared/story-json";
import { CHAPTERS } from "../../../shared/enums";
import { Modal } from "../../shared/ui/Modal";
import { recordingErrorText } from "./recording-errors";
import { useReaderChanges } from "./recordings-queries";
import { TakeRecorder } from "./TakeRecorder";

interface RecorderDialogProps {
  story: StoryJson;
  /** The reader recording (null: ask for a new reader's name first). */
  readerId: string | null;
  onClose: () => void;
}

function ReaderNameForm({ storyId, onCreated }: { storyId: string; onCreated: (readerId: string) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [name, setName] = useState("");
  const { create } = useReaderChanges(storyId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name, { onSuccess: (reader) => onCreated(reader._id) });
  };
  return (
    <form className="reader-name-form" onSubmit={submit}>
      <label htmlFor={id}>
        <Trans>Who is reading?</Trans>
      </label>
      <input id={id} value={name} onChange={(event) => setName(event.target.value)} maxLength={MAX_READER_NAME_LENGTH} placeholder={t`Grandma`} required />
      {create.isError && (
        <p className="form-error" role="alert">
          {i18n._(recordingErrorText(create.error))}
        </p>
      )}
      <button type="submit" className="button primary" disabled={create.isPending}>
        <Trans>Start recording</Trans>
      </button>
    </form>
  );
}

/** "Record my voice": the reader's name, then each chapter's text large with its own take. */
export function RecorderDialog({ story, readerId: initialReader, onClose }: RecorderDialogProps) {
  const { t } = useLingui();
  const [readerId, setReaderId] = useState(initialReader);
  const [chapter, setChapter] = useState<RecordedChapterNumber>(1);
  const reader = story.readers?.find((candidate) => candidate._id === readerId);
  const recorded = new Set(reader?.chapters.map((take) => take.chapter));
  const readerName = reader?.name ?? "";
  const narrative = story.narrative[CHAPTERS[chapter - 1] ?? "opening"];
  const last = RECORDED_CHAPTER_NUMBERS.length;

  return (
    <Modal open onClose={onClose} title={reader ? t`${readerName} reads the story` : t`Record my voice`}>
      {readerId === null ? (
        <ReaderNameForm storyId={story._id} onCreated={setReaderId} />
      ) : (
        <div className="recorder">
          <ol className="recorder-chapters">
            {RECORDED_CHAPTER_NUMBERS.map((number) => (
              <li key={number}>
                <button type="button" className="button" aria-current={number === chapter ? "step" : undefined} onClick={() => setChapter(number)}>
                  {recorded.has(number) ? t`Chapter ${number} (recorded)` : t`Chapter ${number}`}
                </button>
              </li>
            ))}
          </ol>
          <div className="recorder-text" lang={story.language}>
            {narrative !== null &&
              chapterItems(narrative).map((item, line) => (
                <p key={line}>{item.type === "dialogue" ? `${item.speaker}: ${item.text}` : item.text}</p>
              ))}
          </div>
          <TakeRecorder
            key={`${readerId} ${chapter}`}
            storyId={story._id}
            readerId={readerId}
            chapter={chapter}
            onKept={() => (chapter < last ? setChapter((chapter + 1) as RecordedChapterNumber) : onClose())}
          />
        </div>
      )}
    </Modal>
  );
}
