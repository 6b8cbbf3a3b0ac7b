import { useEffect, useRef } from "react";
import { STORY_POLL_MAX_AGE_MS, STORY_POLL_MS } from "../../../shared/constants";
import { isFinalStatus, type GeneratingStatusName, type StoryCardJson } from "../../../shared/story-json";
import { ApiRequestError } from "../../shared/api/client";
import { fetchStoryCover, fetchStoryStatus } from "./my-stories-api";

export interface PollingCallbacks {
  /** A new, not yet final status. */
  onStatus: (status: GeneratingStatusName) => void;
  /** A final status: the fresh card, or null if it could not be loaded. */
  onFinal: (status: GeneratingStatusName, card: StoryCardJson | null) => void;
  /** The story no longer exists (404 while polling). */
  onGone: () => void;
}

type PolledStory = Pick<StoryCardJson, "_id" | "date" | "generatingStatus">;

/** Younger than a day: older stories are not polled any more (SPEC §4). */
export function isYoungEnoughToPoll(isoDate: string, now = Date.now()): boolean {
  const created = Date.parse(isoDate);
  return Number.isFinite(created) && now - created < STORY_POLL_MAX_AGE_MS;
}

export function shouldPoll(story: PolledStory, now = Date.now()): boolean {
  return !isFinalStatus(story.generatingStatus) && isYoungEnoughToPoll(story.date, now);
}

/**
 * Polls GET /api/stories/{id}/status every STORY_POLL_MS while the story is
 * young enough and not final; on a final status loads its cover card once.
 * The next request waits for the previous answer, so slow answers never pile
 * up. Everything stops on unmount.
 */
export function useStatusPolling(story: PolledStory, callbacks: PollingCallbacks): void {
  const callbacksRef = useRef(callbacks);
  useEffect(() => {
    callbacksRef.current = callbacks;
  });

  const { _id: id, date } = story;
  const active = shouldPoll(story);

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const { signal } = controller;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const isGone = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

    const finish = async (status: GeneratingStatusName) => {
      try {
        const card = await fetchStoryCover(id, signal);
        if (!signal.aborted) callbacksRef.current.onFinal(status, card);
      } catch (error) {
        if (signal.aborted) return;
        if (isGone(error)) callbacksRef.current.onGone();
        else callbacksRef.current.onFinal(status, null);
      }
    };

    const tick = async () => {
      if (!isYoungEnoughToPoll(date)) return;
      try {
        const status = await fetchStoryStatus(id, signal);
        if (signal.aborted) return;
        if (isFinalStatus(status)) {
          await finish(status);
          return;
        }
        callbacksRef.current.onStatus(status);
      } catch (error) {
        if (signal.aborted) return;
        if (isGone(error)) {
          callbacksRef.current.onGone();
          return;
        }
        // Any other failure (network, 5xx) is passing: try again next round.
      }
      timer = setTimeout(tick, STORY_POLL_MS);
    };

    timer = setTimeout(tick, STORY_POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id, date, active]);
}
