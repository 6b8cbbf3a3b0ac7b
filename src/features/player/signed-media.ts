import { useRef, useState, type SyntheticEvent } from "react";
import type { StoryJson } from "../../../shared/story-json";

/**
 * Signed media addresses (worker/stories/media-addresses.ts): a family's recordings, and a declined or
 * hidden story's files for its owner, come with `?expires=<unix seconds>&signature=…` and stop answering
 * after 10–15 minutes. The player asks for the story again before they expire, and an <audio> keeps the
 * address it started with (a new src would restart it) until that one fails.
 */

/** Ask again this long before the first address expires, so the answer arrives in time. */
const REFRESH_AHEAD_MS = 2 * 60_000;
/** Never sooner than this: a device clock far off the server's must not make the player ask in a loop. */
const MIN_REFRESH_MS = 30_000;

function expiresAt(address: string): number | null {
  if (!address.startsWith("/media/")) return null;
  const expires = new URL(address, "https://media.invalid").searchParams.get("expires");
  return expires && /^\d+$/.test(expires) ? Number(expires) * 1000 : null;
}

function addressesIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(addressesIn);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(addressesIn);
  return [];
}

/** How long the story's addresses stay good (ms), less a margin; false when none of them expires. */
export function refreshDelay(story: StoryJson, now: number = Date.now()): number | false {
  const expiries = addressesIn(story).flatMap((address) => expiresAt(address) ?? []);
  if (expiries.length === 0) return false;
  return Math.max(MIN_REFRESH_MS, Math.min(...expiries) - REFRESH_AHEAD_MS - now);
}

/** The file an address names, whatever its signature. */
const fileOf = (address: string | null) => address?.split("?")[0] ?? null;

interface Held {
  key: string;
  address: string | null;
  /** The element could not load it (an expired signature): take the next fresh address at once. */
  failed: boolean;
}

/**
 * The src for the chapter's <audio> (`key` names what plays it). A fresher signature for the same file
 * leaves the element alone; a new file (another take, another voice) replaces it; when the element's own
 * address fails, the freshest one takes over from where it was, playing if it was.
 */
export function useHeldAddress(key: string, address: string | null) {
  const [held, setHeld] = useState<Held>({ key, address, failed: false });
  const resume = useRef<{ at: number; playing: boolean } | null>(null);
  let current = held;
  if (held.key !== key || fileOf(held.address) !== fileOf(address) || (held.failed && held.address !== address)) {
    // Derived from the props, as React allows during render (it renders again before committing).
    current = { key, address, failed: false };
    setHeld(current);
  }
  const onError = ({ currentTarget: element }: SyntheticEvent<HTMLMediaElement>) => {
    resume.current = { at: element.currentTime, playing: resume.current?.playing ?? !element.paused };
    setHeld(address !== current.address ? { key, address, failed: false } : { ...current, failed: true });
  };
  const onLoadedMetadata = ({ currentTarget: element }: SyntheticEvent<HTMLMediaElement>) => {
    const from = resume.current;
    if (!from) return;
    resume.current = null;
    element.currentTime = from.at;
    if (from.playing) element.play().catch(() => undefined);
  };
  return { src: current.address ?? undefined, onError, onLoadedMetadata };
}
