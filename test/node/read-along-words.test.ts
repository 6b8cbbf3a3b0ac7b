import { describe, expect, it } from "vitest";
import { chapterItems, narrationWords } from "../../shared/read-along";

describe("narrationWords: the words both the narrator and the player index", () => {
  it("splits items on white space, keeps punctuation on the word and skips speaker names", () => {
    const words = narrationWords([
      { type: "title", text: "The Brave Kite" },
      { type: "plain", text: "Mia ran — fast!" },
      { type: "dialogue", speaker: "Max", text: "Wait  for me." },
    ]);
    expect(words).toEqual([
      { item: 0, text: "The" },
      { item: 0, text: "Brave" },
      { item: 0, text: "Kite" },
      { item: 1, text: "Mia" },
      { item: 1, text: "ran" },
      { item: 1, text: "fast!" },
      { item: 2, text: "Wait" },
      { item: 2, text: "for" },
      { item: 2, text: "me." },
    ]);
  });

  it("reads a string chapter line by line, blank lines dropped", () => {
    expect(chapterItems("Il était une fois\n\n  un chat. ")).toEqual([
      { type: "plain", text: "Il était une fois" },
      { type: "plain", text: "un chat." },
    ]);
    expect(narrationWords("Il était une fois\n\nun chat.").map((w) => [w.item, w.text])).toEqual([
      [0, "Il"],
      [0, "était"],
      [0, "une"],
      [0, "fois"],
      [1, "un"],
      [1, "chat."],
    ]);
  });
});
