/**
 * How pages ask for a picture's WebP copies (ImageSource in story-json.ts): one `srcset` and the
 * `sizes` of each place a picture appears. The Worker's preload links and the SPA's <img> use the
 * same values, so the browser picks the same file for both and downloads it once.
 */
import type { ImageSource } from "./story-json";

/**
 * A story card's cover in the grid (minmax(220px, 1fr) columns inside main's padding): one column
 * on a phone, two on a tablet, ~300 px wide on a wide screen.
 */
export const CARD_IMAGE_SIZES = "(max-width: 487px) calc(100vw - 32px), (max-width: 899px) 50vw, 300px";

/** The player's chapter picture: the page's width on a phone, beside the text from 900 px. */
export const PLAYER_IMAGE_SIZES = "(max-width: 899px) calc(100vw - 24px), 540px";

export function srcSetOf(sources: readonly ImageSource[]): string {
  return sources.map((source) => `${source.url} ${source.width}w`).join(", ");
}
