/**
 * Icons drawn on a 24-unit grid; decorative (every control has a text label or an accessible name). The
 * first screen's are here; the player's live with it (features/player/player-icons.tsx), out of the first download.
 */
const paths = {
  stories: "M4 5.5C6.5 4 9.5 4 12 5.5V19c-2.5-1.5-5.5-1.5-8 0zM12 5.5C14.5 4 17.5 4 20 5.5V19c-2.5-1.5-5.5-1.5-8 0z",
  // A flag on its pole (a text "⚑" depends on the fonts installed).
  report: "M5 21V4M5 4h12l-2.5 4.5L17 13H5",
  // Reactions (story cards, feedback): emoji draw as empty boxes where no emoji font is installed.
  like: "M7 10v10H4V10zM7 10l4-7c1.5 0 2.5 1 2.2 2.6L12.6 9H19a2 2 0 0 1 2 2.3l-1.3 6.9A2 2 0 0 1 17.7 20H7",
  dislike: "M7 14V4H4v10zM7 14l4 7c1.5 0 2.5-1 2.2-2.6L12.6 15H19a2 2 0 0 0 2-2.3l-1.3-6.9A2 2 0 0 0 17.7 4H7",
  feedback: "M4 5h16v11H9l-5 4z",
} as const;

export type IconName = keyof typeof paths;

/** One drawn icon: a path in the icons' grid, outlined or filled. */
export function DrawnIcon({ d, filled = false }: { d: string; filled?: boolean }) {
  return (
    <svg
      className="player-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={filled ? 1 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

export function Icon({ name }: { name: IconName }) {
  return <DrawnIcon d={paths[name]} />;
}
