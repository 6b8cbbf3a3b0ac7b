import { useState } from "react";
import type { ModerationLetThrough } from "../../../shared/configs";
import type { SaveConfirmation } from "./configs-api";

export interface LetThroughConfirmation {
  /** What the lists let through that the defaults refuse, from the last check or a refused save; null when nothing. */
  letThrough: ModerationLetThrough | null;
  confirmed: boolean;
  setConfirmed: (confirmed: boolean) => void;
  /** Shows a new finding (or none): the admin confirms it afresh. */
  show: (found: ModerationLetThrough | null) => void;
  /** What Save sends: the count the admin confirmed, if they did (the server judges the lists either way). */
  confirmation: SaveConfirmation;
}

/** The editor's side of the server's rule: moderation lists that let ideas through are saved only with their count confirmed. */
export function useLetThroughConfirmation(): LetThroughConfirmation {
  const [letThrough, setLetThrough] = useState<ModerationLetThrough | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  return {
    letThrough,
    confirmed,
    setConfirmed,
    show: (found) => {
      setLetThrough(found && found.count > 0 ? found : null);
      setConfirmed(false);
    },
    confirmation: confirmed && letThrough ? { confirmLetThrough: letThrough.count } : {},
  };
}
