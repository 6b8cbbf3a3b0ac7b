import { useQueryClient } from "@tanstack/react-query";
import { startTransition, useEffect, useMemo, useState, type RefObject } from "react";
import type { WordTiming } from "../../../shared/read-along";
import { queryKeys } from "../../shared/api/query-keys";
import type { PlayerMedia } from "./player-media";
import { fetchWordTimings } from "./story-api";

/**
 * A chapter's word timings sorted by start, kept as parallel arrays so that
 * finding the word at a given time is a binary search, cheap enough for every
 * animation frame.
 */
export interface TimingIndex {
  starts: Float64Array;
  ends: Float64Array;
  words: Int32Array;
}

/** A pause between sentences keeps the last word lit; after the chapter's last word, this much longer. */
const LINGER_AFTER_LAST_WORD_S = 0.5;

function isWordTiming(value: unknown): value is WordTiming {
  if (typeof value !== "object" || value === null) return false;
  const { i, start, end } = value as Record<string, unknown>;
  return (
    Number.isInteger(i) &&
    (i as number) >= 0 &&
    typeof start === "number" &&
    typeof end === "number" &&
    Number.isFinite(start) &&
    Number.isFinite(end) &&
    end >= start
  );
}

/** Keeps the well-formed timings, sorted by start (a malformed entry must not break the player). */
export function indexTimings(timings: readonly unknown[]): TimingIndex {
  const valid = timings.filter(isWordTiming).sort((a, b) => a.start - b.start);
  return {
    starts: Float64Array.from(valid, (timing) => timing.start),
    ends: Float64Array.from(valid, (timing) => timing.end),
    words: Int32Array.from(valid, (timing) => timing.i),
  };
}

/**
 * The word being read at `time` (seconds): the last one that has started, so
 * that the highlight rests on a word through the pause after it instead of
 * blinking off; none before the first word or once the last one is over.
 */
export function wordAt(index: TimingIndex, time: number): number | null {
  const { starts, ends, words } = index;
  let low = 0;
  let high = starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (starts[middle]! <= time) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  if (found < 0) return null;
  if (found === starts.length - 1 && time > ends[found]! + LINGER_AFTER_LAST_WORD_S) return null;
  return words[found]!;
}

/** Where to seek to read from word `word`: its start, or that of the nearest timed word before it. */
export function startOfWord(index: TimingIndex, word: number): number | null {
  let best: { word: number; start: number } | null = null;
  for (let position = 0; position < index.words.length; position++) {
    const candidate = index.words[position]!;
    if (candidate <= word && (best === null || candidate > best.word)) {
      best = { word: candidate, start: index.starts[position]! };
    }
  }
  if (best) return best.start;
  return index.starts.length > 0 ? index.starts[0]! : null;
}

/**
 * A chapter's timings from the story JSON: the array itself, or the media URL
 * of one (fetched once per chapter shown). Null while loading, when there are
 * none yet (older stories) or when the file cannot be read: the player then
 * simply shows the text without highlighting.
 */
export function useChapterTimings(source: string | readonly WordTiming[] | null | undefined): TimingIndex | null {
  const url = typeof source === "string" ? source : null;
  const inline = useMemo(() => (Array.isArray(source) ? indexTimings(source) : null), [source]);
  const queryClient = useQueryClient();
  // Cached per URL like any server data, but read through fetchQuery and handed over as a
  // transition: a query hook's answer re-renders the whole player in one piece (≈240 ms at a
  // phone's speed, right after the first paint), a transition in slices that yield to input.
  const [fetched, setFetched] = useState<{ url: string; data: unknown }>();
  useEffect(() => {
    if (url === null) return;
    let current = true;
    const settle = (data: unknown) => current && startTransition(() => setFetched({ url, data }));
    queryClient
      .fetchQuery({
        queryKey: queryKeys.wordTimings(url),
        queryFn: ({ signal }) => fetchWordTimings(url, signal),
        // A story's timings do not change; a file that cannot be read is simply not highlighted.
        staleTime: Infinity,
        retry: false,
      })
      .then(settle, () => settle(null));
    return () => {
      current = false;
    };
  }, [url, queryClient]);
  // A chapter shown before has its timings in the cache: they are there from the render that shows
  // it again, rather than one transition later.
  const data =
    fetched?.url === url ? fetched.data : url !== null ? (queryClient.getQueryData(queryKeys.wordTimings(url)) ?? null) : null;
  const loaded = useMemo(() => (Array.isArray(data) ? indexTimings(data) : null), [data]);
  if (inline) return inline;
  return url !== null ? loaded : null;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** How long after the reader scrolls the text stays where they put it. */
const READER_SCROLL_GRACE_MS = 4_000;
const READER_SCROLLS = ["wheel", "touchmove"] as const;

interface ReadAlongOptions {
  /** The chapter's narration: its <audio> or the device's voice. */
  audio: RefObject<PlayerMedia | null>;
  text: RefObject<HTMLElement | null>;
  timings: TimingIndex | null;
  enabled: boolean;
  /** Changes when the chapter (its <audio> and its words) does. */
  chapterKey: string;
}

/**
 * Marks the word being read with aria-current="true" while the audio plays.
 * Follows currentTime on every animation frame during playback (and on
 * seeks and pauses), touching only the two word elements whose state changes:
 * React does not re-render the text. The word is scrolled into view when it
 * leaves the visible part of the window, unless the reader has just scrolled.
 * Nothing is announced: screen readers read the text itself, not each word.
 */
export function useReadAlong({ audio: audioRef, text: textRef, timings, enabled, chapterKey }: ReadAlongOptions): void {
  useEffect(() => {
    const audio = audioRef.current;
    const text = textRef.current;
    if (!audio || !text || !timings || !enabled) return;
    const elements = new Map<number, HTMLElement>();
    text.querySelectorAll<HTMLElement>("[data-word]").forEach((element) => {
      elements.set(Number(element.dataset.word), element);
    });

    let current: HTMLElement | null = null;
    let frame = 0;
    let readerMovedAt = -Infinity;
    const readerMoved = () => {
      readerMovedAt = performance.now();
    };

    const keepInView = (element: HTMLElement) => {
      if (performance.now() - readerMovedAt < READER_SCROLL_GRACE_MS) return;
      const box = element.getBoundingClientRect();
      // The player's control bar covers the bottom of the window on phones.
      const controls = document.querySelector(".player-controls")?.getBoundingClientRect();
      const bottom = controls && controls.top > 0 ? Math.min(window.innerHeight, controls.top) : window.innerHeight;
      const margin = box.height * 2;
      if (box.top >= margin && box.bottom <= bottom - margin) return;
      element.scrollIntoView?.({ block: "center", behavior: prefersReducedMotion() ? "auto" : "smooth" });
    };

    const update = () => {
      const word = wordAt(timings, audio.currentTime);
      const next = word === null ? null : (elements.get(word) ?? null);
      if (next === current) return;
      current?.removeAttribute("aria-current");
      next?.setAttribute("aria-current", "true");
      current = next;
      if (next && !audio.paused) keepInView(next);
    };
    const tick = () => {
      update();
      frame = requestAnimationFrame(tick);
    };
    const start = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      update();
    };

    update();
    if (!audio.paused) start();
    audio.addEventListener("play", start);
    audio.addEventListener("pause", stop);
    audio.addEventListener("ended", stop);
    // Seeks and the browser's own progress events also move the highlight (frames stop in background tabs).
    audio.addEventListener("seeked", update);
    audio.addEventListener("timeupdate", update);
    for (const type of READER_SCROLLS) window.addEventListener(type, readerMoved, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      audio.removeEventListener("play", start);
      audio.removeEventListener("pause", stop);
      audio.removeEventListener("ended", stop);
      audio.removeEventListener("seeked", update);
      audio.removeEventListener("timeupdate", update);
      for (const type of READER_SCROLLS) window.removeEventListener(type, readerMoved);
      current?.removeAttribute("aria-current");
    };
  }, [audioRef, textRef, timings, enabled, chapterKey]);
}
