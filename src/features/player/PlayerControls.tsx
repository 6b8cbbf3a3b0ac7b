import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Link } from "wouter";
import { Icon } from "../../shared/ui/icons";
import { PlayerIcon, type PlayerIconName } from "./player-icons";
import type { PlayerKeyActions } from "./use-player-keys";

interface ControlProps {
  icon: PlayerIconName;
  label: string;
  onClick: () => void;
  /** aria-keyshortcuts value. */
  shortcut: string;
  disabled?: boolean;
  primary?: boolean;
}

/**
 * A control stays focusable when it cannot act (aria-disabled, not disabled):
 * a keyboard user pressing Next through the story keeps their place.
 */
function Control({ icon, label, onClick, shortcut, disabled = false, primary = false }: ControlProps) {
  return (
    <button
      type="button"
      className={`player-control${primary ? " primary" : ""}`}
      aria-disabled={disabled || undefined}
      aria-keyshortcuts={shortcut}
      onClick={disabled ? undefined : onClick}
    >
      <PlayerIcon name={icon} />
      <span className="player-control-label">{label}</span>
    </button>
  );
}

interface PlayerControlsProps extends PlayerKeyActions {
  playing: boolean;
  isFirst: boolean;
  isLast: boolean;
  /** Nothing can read the chapter aloud. */
  voiceMissing: boolean;
}

/** The bottom bar (docs/product.md §2): my stories, restart, previous, play/pause, replay, next; and its shortcuts. */
export function PlayerControls(props: PlayerControlsProps) {
  const { t } = useLingui();
  const shortcutsId = useId();
  const { playing, isFirst, isLast } = props;
  return (
    <>
      <nav className="player-controls" aria-label={t`Story controls`} aria-describedby={shortcutsId}>
        <Link to="/browse-stories#my-stories" className="player-control">
          <Icon name="stories" />
          <span className="player-control-label">
            <Trans>My stories</Trans>
          </span>
        </Link>
        <Control icon="restart" label={t`Restart`} shortcut="Home" onClick={props.restart} />
        <Control icon="previous" label={t`Previous`} shortcut="ArrowLeft" onClick={props.previous} disabled={isFirst} />
        <Control
          icon={playing ? "pause" : "play"}
          label={playing ? t`Pause` : t`Play`}
          shortcut="Space K"
          onClick={props.togglePlay}
          disabled={props.voiceMissing}
          primary
        />
        <Control icon="replay" label={t`Replay`} shortcut="R" onClick={props.replay} />
        <Control icon={isLast ? "end" : "next"} label={isLast ? t`The end` : t`Next`} shortcut="ArrowRight" onClick={props.next} />
      </nav>
      <p id={shortcutsId} className="player-shortcuts">
        <Trans>
          Keyboard: Space or K to play or pause, ← and → to change chapter, R to replay, Home to start again.
        </Trans>
      </p>
    </>
  );
}
