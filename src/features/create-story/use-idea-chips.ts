import { useState } from "react";
import { MAX_IDEA_LENGTH, MAX_IDEAS } from "../../../shared/constants";

const sameIdea = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** The chosen ideas and the one being typed (docs/product.md §5: blank or repeated ideas are not added). */
export function useIdeaChips() {
  const [ideas, setIdeas] = useState<string[]>([]);
  const [draft, setDraft] = useState("");
  const full = ideas.length >= MAX_IDEAS;
  /** Adds a chip unless it is blank, already there, or the list is full; true when it may be. */
  const add = (raw: string): boolean => {
    const idea = raw.trim().slice(0, MAX_IDEA_LENGTH);
    if (idea === "" || full) return false;
    setIdeas((list) => (list.some((existing) => sameIdea(existing, idea)) ? list : [...list, idea]));
    return true;
  };
  return {
    ideas,
    draft,
    setDraft,
    full,
    add,
    /** Adds the typed idea and empties the field; true when it may have been added. */
    addDraft: (): boolean => {
      const added = add(draft);
      if (added) setDraft("");
      return added;
    },
    remove: (idea: string) => setIdeas((list) => list.filter((existing) => existing !== idea)),
    clear: () => {
      setIdeas([]);
      setDraft("");
    },
    /** The suggestions not chosen yet. */
    unchosen: (suggested: string[]) => suggested.filter((idea) => !ideas.some((chosen) => sameIdea(chosen, idea))),
  };
}

export type IdeaChips = ReturnType<typeof useIdeaChips>;
