import { Trans } from "@lingui/react/macro";
import { useId, useLayoutEffect, useState } from "react";
import { MAX_READERS_PER_STORY } from "../../../shared/recordings";
import type { StoryJson } from "../../../shared/story-json";
import { PlayerIcon } from "../player/player-icons";
import { ReaderRow } from "./ReaderRow";
import { RecorderDialog } from "./RecorderDialog";

interface FamilyVoicesProps {
  story: StoryJson;
  /** Told when the recorder opens (true) and closes (false): the player keeps quiet meanwhile. */
  onRecorderOpenChange?: (open: boolean) => void;
}

/**
 * The owner's family voices on a story: record a new one, or manage those there are. Heard only by
 * the owner's account unless included in the story's shared link (never in the public library).
 */
export function FamilyVoices({ story, onRecorderOpenChange }: FamilyVoicesProps) {
  const headingId = useId();
  // undefined: closed; null: a new reader; else the reader recording.
  const [recording, setRecording] = useState<string | null | undefined>(undefined);
  const recorderOpen = recording !== undefined;
  // Before the recorder is painted (a layout effect), and told "closed" should this section leave the page.
  useLayoutEffect(() => {
    if (!recorderOpen || !onRecorderOpenChange) return;
    onRecorderOpenChange(true);
    return () => onRecorderOpenChange(false);
  }, [recorderOpen, onRecorderOpenChange]);
  const readers = story.readers ?? [];
  return (
    <section className="family-voices" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Family voices</Trans>
      </h2>
      {readers.length > 0 && (
        <ul className="reader-list">
          {readers.map((reader) => (
            <ReaderRow key={reader._id} storyId={story._id} reader={reader} onRecord={() => setRecording(reader._id)} />
          ))}
        </ul>
      )}
      {readers.length < MAX_READERS_PER_STORY && (
        <button type="button" className="button primary" onClick={() => setRecording(null)}>
          <PlayerIcon name="voice" />
          <Trans>Record my voice</Trans>
        </button>
      )}
      {recorderOpen && <RecorderDialog story={story} readerId={recording} onClose={() => setRecording(undefined)} />}
    </section>
  );
}
