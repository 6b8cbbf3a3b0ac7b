import { useLayoutEffect, useRef } from "react";

export interface PlayerKeyActions {
  togglePlay: () => void;
  previous: () => void;
  next: () => void;
  replay: () => void;
  restart: () => void;
}

/** Keys typed into a field belong to the field, not to the player. */
function isTextEntry(target: Element): boolean {
  return target.closest("input, textarea, select, [contenteditable]:not([contenteditable='false'])") !== null;
}

/** Space already activates a focused button; the player must not act twice. */
function activatesOnSpace(target: Element): boolean {
  return target.closest("button, summary, [role='button']") !== null;
}

/** The player's keyboard shortcuts (listed under its controls), on the window. */
export function usePlayerKeys(actions: PlayerKeyActions): void {
  // The window listener reads the latest actions without being re-registered on every render.
  const latest = useRef(actions);
  // Layout effects: the keys work from the moment the player is on screen (a first render made as a
  // transition runs its passive effects only after the paint).
  useLayoutEffect(() => {
    latest.current = actions;
  });

  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      // An open dialog (end of story, full-screen illustration, recorder) owns the keyboard.
      if (document.querySelector("dialog[open]")) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target && isTextEntry(target)) return;
      const act = latest.current;
      switch (event.key) {
        case " ":
          if (target && activatesOnSpace(target)) return;
          if (!event.repeat) act.togglePlay();
          break;
        case "k":
        case "K":
          if (!event.repeat) act.togglePlay();
          break;
        case "ArrowLeft":
          act.previous();
          break;
        case "ArrowRight":
          act.next();
          break;
        case "r":
        case "R":
          if (!event.repeat) act.replay();
          break;
        case "Home":
          act.restart();
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
