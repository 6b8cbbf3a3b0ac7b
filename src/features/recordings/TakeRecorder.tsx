import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import type { RecordedChapterNumber } from "../../../shared/recordings";
import { recordingErrorText } from "./recording-errors";
import { useReaderChanges } from "./recordings-queries";
import { useRecorder, type RecorderState } from "./use-recorder";

interface TakeRecorderProps {
  storyId: string;
  readerId: string;
  chapter: RecordedChapterNumber;
  /** The take was kept (uploaded). */
  onKept: () => void;
}

function MicrophoneProblem({ state }: { state: RecorderState }) {
  if (state.step === "refused")
    return <Trans>Fabulo may not use the microphone. Allow it in your browser's settings for this site, then try again.</Trans>;
  if (state.step === "absent") return <Trans>No microphone was found. Connect one, then try again.</Trans>;
  if (state.step === "unsupported") return <Trans>This browser cannot record. Try a recent Chrome, Firefox or Safari.</Trans>;
  return null;
}

/** One chapter's take: record (after 3-2-1), pause, listen back, redo, keep (uploaded with its progress). */
export function TakeRecorder({ storyId, readerId, chapter, onKept }: TakeRecorderProps) {
  const { t, i18n } = useLingui();
  const meter = useRef<HTMLMeterElement>(null);
  const recorder = useRecorder(meter);
  const { upload } = useReaderChanges(storyId);
  const [progress, setProgress] = useState(0);
  const { state } = recorder;

  const keep = (take: { blob: Blob; levels: number[] }) => {
    setProgress(0);
    upload.mutate(
      { readerId, chapter, audio: take.blob, levels: take.levels, onProgress: setProgress },
      {
        onSuccess: () => {
          recorder.reset();
          onKept();
        },
      },
    );
  };

  const problem = state.step === "refused" || state.step === "absent" || state.step === "unsupported";
  return (
    <div className="take-recorder">
      <meter ref={meter} className="level-meter" min={0} max={1} low={0.05} high={0.7} optimum={0.3} value={0} aria-label={t`Microphone level`} />
      <p className="recorder-status" role="status">
        {state.step === "asking" && <Trans>Waiting for the microphone…</Trans>}
        {state.step === "countdown" && <span className="recorder-countdown">{state.remaining}</span>}
        {state.step === "recording" && <Trans>Recording…</Trans>}
        {state.step === "paused" && <Trans>Paused</Trans>}
        {problem && <MicrophoneProblem state={state} />}
      </p>
      <div className="recorder-actions">
        {(state.step === "idle" || problem) && (
          <button type="button" className="button primary" onClick={() => void recorder.start()}>
            {problem ? <Trans>Try again</Trans> : <Trans>Record</Trans>}
          </button>
        )}
        {state.step === "recording" && (
          <button type="button" className="button" onClick={recorder.pause}>
            <Trans>Pause</Trans>
          </button>
        )}
        {state.step === "paused" && (
          <button type="button" className="button" onClick={recorder.resume}>
            <Trans>Resume</Trans>
          </button>
        )}
        {(state.step === "recording" || state.step === "paused") && (
          <button type="button" className="button primary" onClick={recorder.stop}>
            <Trans>Stop</Trans>
          </button>
        )}
        {state.step === "recorded" && (
          <>
            {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the reader's own take of the text shown above */}
            <audio controls src={state.take.url} aria-label={t`Listen back`} />
            <button type="button" className="button" onClick={recorder.reset} disabled={upload.isPending}>
              <Trans>Redo</Trans>
            </button>
            <button type="button" className="button primary" onClick={() => keep(state.take)} disabled={upload.isPending}>
              <Trans>Keep</Trans>
            </button>
          </>
        )}
      </div>
      {upload.isPending && <progress className="upload-progress" max={1} value={progress} aria-label={t`Sending the recording`} />}
      {upload.isError && (
        <p className="form-error" role="alert">
          {i18n._(recordingErrorText(upload.error))}
        </p>
      )}
    </div>
  );
}
