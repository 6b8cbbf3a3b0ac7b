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

/**
 * In the page, from now on: every word of the chapter text highlighted, however briefly. A family take of
 * a second holds a whole chapter's words, each current for a few milliseconds, which a poll of
 * `aria-current` may never see (stop 56, WebKit). Evaluated in the page, like audioState.
 */
export function watchHighlights() {
  const seen: number[] = [];
  Object.assign(window, { highlightsSeen: seen });
  new MutationObserver((records) => {
    for (const { target, oldValue } of records) {
      // Set since, or set and already taken off again by the time the observer runs.
      if (target instanceof HTMLElement && target.closest("main .chapter-text") && (target.getAttribute("aria-current") === "true" || oldValue === "true")) {
        seen.push(Number(target.dataset.word ?? -1));
      }
    }
  }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["aria-current"], attributeOldValue: true });
}

/** In the page: how many highlights watchHighlights has seen. */
export function highlightsSeen() {
  return (window as unknown as { highlightsSeen: number[] }).highlightsSeen.length;
}
