import { DrawnIcon } from "../../shared/ui/icons";

/** The player's and the recorder's icons (shared/ui/icons.tsx draws them), loaded with the player. */
const paths = {
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
} as const;

export type PlayerIconName = keyof typeof paths;

const filled: ReadonlySet<PlayerIconName> = new Set(["previous", "play", "pause", "next"]);

export function PlayerIcon({ name }: { name: PlayerIconName }) {
  return <DrawnIcon d={paths[name]} filled={filled.has(name)} />;
}
