import { Trans } from "@lingui/react/macro";
import { useId, useState } from "react";
import { MAX_READERS_PER_STORY } from "../../../shared/recordings";
import type { StoryJson } from "../../../shared/story-json";
import { Icon } from "../../shared/ui/icons";
import { ReaderRow } from "./ReaderRow";
import { RecorderDialog } from "./RecorderDialog";

/**
 * The owner's family voices on a story: record a new one, or manage those there are. Heard only by
 * the owner's account unless included in the story's shared link (never in the public library).
 */
export function FamilyVoices({ story }: { story: StoryJson }) {
  const headingId = useId();
  // undefined: closed; null: a new reader; else the reader recording.
  const [recording, setRecording] = useState<string | null | undefined>(undefined);
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
          <Icon name="voice" />
          <Trans>Record my voice</Trans>
        </button>
      )}
      {recording !== undefined && <RecorderDialog story={story} readerId={recording} onClose={() => setRecording(undefined)} />}
    </section>
  );
}
