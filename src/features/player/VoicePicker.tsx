import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { Reader } from "../../../shared/recordings";
import { PlayerIcon } from "./player-icons";
import { NARRATOR } from "./voices";

interface VoicePickerProps {
  readers: Reader[];
  voice: string;
  onChoose: (voice: string) => void;
}

/** Who reads the story: the narrator or a family voice ("Grandma"). Shown only when there is a choice. */
export function VoicePicker({ readers, voice, onChoose }: VoicePickerProps) {
  const { t } = useLingui();
  const id = useId();
  if (readers.length === 0) return null;
  return (
    <span className="player-option player-voice">
      <PlayerIcon name="voice" />
      <label htmlFor={id}>
        <Trans>Voice</Trans>
      </label>
      <select id={id} value={voice} onChange={(event) => onChoose(event.target.value)}>
        <option value={NARRATOR}>{t`Narrator`}</option>
        {readers.map((reader) => (
          <option key={reader._id} value={reader._id}>
            {reader.name}
          </option>
        ))}
      </select>
    </span>
  );
}
