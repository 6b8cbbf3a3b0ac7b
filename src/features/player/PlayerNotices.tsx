import { Trans, useLingui } from "@lingui/react/macro";
import type { Language } from "../../../shared/enums";
import { PlayerIcon } from "./player-icons";

/**
 * The one large Play shown under the first picture when the browser will not start the narration by
 * itself (a shared link): the reader's tap starts it, and from then on chapters start on their own.
 */
export function StartButton({ onClick }: { onClick: () => void }) {
  const { t } = useLingui();
  return (
    <button type="button" className="start-button" onClick={onClick}>
      <PlayerIcon name="play" />
      <span>{t`Play the story`}</span>
    </button>
  );
}

/** Said instead of reading aloud when the device has no voice for the story's language; the text stays. */
export function NoDeviceVoice({ language }: { language: Language }) {
  return (
    <p className="device-voice-missing" role="status">
      {language === "fr-FR" ? (
        <Trans>This device has no French voice to read this story aloud. The whole story is here to read together.</Trans>
      ) : (
        <Trans>This device has no English voice to read this story aloud. The whole story is here to read together.</Trans>
      )}
    </p>
  );
}

/**
 * Said when the sleep timer has stopped the story: beside the story, not in the settings sheet where
 * the timer was chosen (closed by then). Always in the page, so that what it says is announced.
 */
export function SleepTimerNotice({ stopped }: { stopped: boolean }) {
  return (
    <p className="player-option-status" role="status">
      {stopped && <Trans>The sleep timer stopped the story. Good night!</Trans>}
    </p>
  );
}
