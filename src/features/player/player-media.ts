import { useEffect, useLayoutEffect, useRef } from "react";

/**
 * What the player, its read-along and its sleep timer need of a chapter's narration: the part of
 * HTMLMediaElement that both the stored narration's <audio> and the device's own voice (DeviceVoice)
 * provide, with the media events (play, pause, ended, timeupdate, seeked, canplaythrough).
 */
export interface PlayerMedia extends EventTarget {
  play(): Promise<void>;
  pause(): void;
  readonly paused: boolean;
  /** Seconds into the chapter; setting it reads from there. */
  currentTime: number;
  readonly duration: number;
  volume: number;
  readonly readyState: number;
}

/** HTMLMediaElement.HAVE_ENOUGH_DATA. */
export const HAVE_ENOUGH_DATA = 4;

/**
 * Listens to the narration's media events by name (the <audio> gets them as props; the device's voice,
 * which is no element, through this). Handlers are read when the event comes: no re-subscription per render.
 */
export function useMediaEvents(target: PlayerMedia | null, handlers: Record<string, () => void>): void {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!target) return;
    const listeners = Object.keys(latest.current).map((type) => [type, () => latest.current[type]?.()] as const);
    for (const [type, listener] of listeners) target.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) target.removeEventListener(type, listener);
    };
  }, [target]);
}
