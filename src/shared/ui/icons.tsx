/** Control icons, drawn on a 24-unit grid; decorative (every control has a text label or an accessible name). */
const paths = {
  stories: "M4 5.5C6.5 4 9.5 4 12 5.5V19c-2.5-1.5-5.5-1.5-8 0zM12 5.5C14.5 4 17.5 4 20 5.5V19c-2.5-1.5-5.5-1.5-8 0z",
  restart: "M6 5v14M19 5l-10 7 10 7z",
  previous: "M16 5l-9 7 9 7z",
  play: "M8 5l11 7-11 7z",
  pause: "M7 5h3.5v14H7zM13.5 5H17v14h-3.5z",
  replay: "M5 12a7 7 0 1 0 2.05-4.95M5 4v4h4",
  next: "M8 5l9 7-9 7z",
  end: "M5 12l4.5 4.5L19 7",
  highlight: "M4 19h16M7 15l5-11 5 11M9 11h6",
  moon: "M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z",
  timer: "M12 8v5l3 2M9 2h6M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16z",
  save: "M12 4v11M7 10l5 5 5-5M5 20h14",
  saved: "M5 12l4.5 4.5L19 7M5 20h14",
  voice: "M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM5 11a7 7 0 0 0 14 0M12 18v3",
  // Two sliders: the player's settings sheet.
  settings: "M4 7h9M17 7h3M4 17h3M11 17h9M17 7a2 2 0 1 1-4 0 2 2 0 0 1 4 0zM11 17a2 2 0 1 1-4 0 2 2 0 0 1 4 0z",
  // A flag on its pole (a text "⚑" depends on the fonts installed).
  report: "M5 21V4M5 4h12l-2.5 4.5L17 13H5",
  // Reactions (story cards, feedback): emoji draw as empty boxes where no emoji font is installed.
  like: "M7 10v10H4V10zM7 10l4-7c1.5 0 2.5 1 2.2 2.6L12.6 9H19a2 2 0 0 1 2 2.3l-1.3 6.9A2 2 0 0 1 17.7 20H7",
  dislike: "M7 14V4H4v10zM7 14l4 7c1.5 0 2.5-1 2.2-2.6L12.6 15H19a2 2 0 0 0 2-2.3l-1.3-6.9A2 2 0 0 0 17.7 4H7",
  feedback: "M4 5h16v11H9l-5 4z",
} as const;

export type IconName = keyof typeof paths;

const filled: ReadonlySet<IconName> = new Set(["previous", "play", "pause", "next"]);

export function Icon({ name }: { name: IconName }) {
  const fill = filled.has(name);
  return (
    <svg
      className="player-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill={fill ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={fill ? 1 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
