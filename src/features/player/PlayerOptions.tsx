import { Trans, useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import { PlayerIcon, type PlayerIconName } from "./player-icons";
import { isSleepTimerChoice, SLEEP_TIMER_CHOICES, type SleepTimer, type SleepTimerChoice } from "./sleep-timer";

interface PlayerOptionsProps {
  highlight: boolean;
  onToggleHighlight: () => void;
  night: boolean;
  onToggleNight: () => void;
  sleepTimer: SleepTimer;
  /** More options after these (the voice, save for offline). */
  children?: ReactNode;
}

interface ToggleProps {
  icon: PlayerIconName;
  pressed: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** An on/off option: a button whose state is aria-pressed (its label stays the same). */
function Toggle({ icon, pressed, onToggle, children }: ToggleProps) {
  return (
    <button type="button" className="player-option" aria-pressed={pressed} onClick={onToggle}>
      <PlayerIcon name={icon} />
      <span>{children}</span>
    </button>
  );
}

/**
 * Reading and bedtime options (the player's settings sheet): word highlighting, the night look,
 * the sleep timer. Toggles are buttons with aria-pressed; the timer is a native select. Labels
 * wrap between words on narrow phones, never inside one.
 */
export function PlayerOptions({ highlight, onToggleHighlight, night, onToggleNight, sleepTimer, children }: PlayerOptionsProps) {
  const { t } = useLingui();
  const timerId = useId();
  const labels: Record<SleepTimerChoice, string> = {
    off: t`Off`,
    chapter: t`End of this chapter`,
    story: t`End of this story`,
    "10": t`In 10 minutes`,
    "20": t`In 20 minutes`,
  };

  return (
    <div className="player-options">
      <Toggle icon="highlight" pressed={highlight} onToggle={onToggleHighlight}>
        <Trans>Highlight words</Trans>
      </Toggle>
      <Toggle icon="moon" pressed={night} onToggle={onToggleNight}>
        <Trans>Night look</Trans>
      </Toggle>
      <span className="player-option player-sleep-timer">
        <PlayerIcon name="timer" />
        <label htmlFor={timerId}>
          <Trans>Sleep timer</Trans>
        </label>
        <select
          id={timerId}
          value={sleepTimer.choice}
          onChange={(event) => {
            if (isSleepTimerChoice(event.target.value)) sleepTimer.choose(event.target.value);
          }}
        >
          {SLEEP_TIMER_CHOICES.map((value) => (
            <option key={value} value={value}>
              {labels[value]}
            </option>
          ))}
        </select>
      </span>
      {children}
    </div>
  );
}
