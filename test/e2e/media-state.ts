/**
 * In the page: the chapter's audio element as a media engineer would read it. A failed wait for
 * playback prints it, which tells a stalled download from a pause, an ended take or a decoding error.
 * Evaluated in the page (Playwright's page.evaluate, or the other engines' harness): it closes over nothing.
 */
export function audioState() {
  const audio = document.querySelector<HTMLAudioElement>("audio.chapter-audio");
  if (!audio) return null;
  const ranges = (range: TimeRanges) => Array.from({ length: range.length }, (_, i) => [range.start(i), range.end(i)]);
  return {
    src: audio.currentSrc.replace(/\?.*$/, ""),
    currentTime: audio.currentTime,
    duration: audio.duration,
    paused: audio.paused,
    ended: audio.ended,
    readyState: audio.readyState,
    networkState: audio.networkState,
    error: audio.error?.code ?? null,
    buffered: ranges(audio.buffered),
    played: ranges(audio.played),
    buttons: [...document.querySelectorAll("nav button")].map((button) => button.getAttribute("aria-label") ?? button.textContent),
  };
}
