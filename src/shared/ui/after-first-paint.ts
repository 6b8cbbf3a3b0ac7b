import { useEffect, useState } from "react";

/**
 * False for a component's first frame, true from the task after it has been painted.
 *
 * For an element the first paint does not need but whose arrival costs the browser a whole-page
 * restyle: it then joins in a frame of its own instead of lengthening the first one. The player's
 * <audio> is one: the first media element in a document makes Chromium load its media stylesheet
 * and restyle every element.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the frame is drawn; the task it queues runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
