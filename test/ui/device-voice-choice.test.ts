import { describe, expect, it } from "vitest";
import { pickVoice, speechUnits, spokenWords } from "../../src/features/player/device-voice";
import { narrationWords } from "../../shared/read-along";
import { voice } from "./speech-synthesis-double";

describe("the device's voice for a story", () => {
  const networkFrance = voice("Google français", "fr-FR", { local: false, isDefault: true });
  const localCanada = voice("Amélie", "fr-CA");
  const localFrance = voice("Thomas", "fr_FR");
  const localFranceDefault = voice("Marie", "fr-FR", { isDefault: true });
  const english = voice("Samantha", "en-US", { isDefault: true });

  it("prefers a voice on the device in the exact language, the browser's default first among them", () => {
    expect(pickVoice([networkFrance, localCanada, localFrance, english], "fr-FR")).toBe(localFrance);
    expect(pickVoice([localFrance, localFranceDefault], "fr-FR")).toBe(localFranceDefault);
  });

  it("then one on the device in the same language, then network voices", () => {
    expect(pickVoice([networkFrance, localCanada, english], "fr-FR")).toBe(localCanada);
    expect(pickVoice([networkFrance, english], "fr-FR")).toBe(networkFrance);
  });

  it("reads no story in another language's voice", () => {
    expect(pickVoice([english, voice("Afrikaans", "af")], "fr-FR")).toBeNull();
    expect(pickVoice([], "en-US")).toBeNull();
  });
});

describe("what is said in one utterance", () => {
  it("a sentence, a line, or a long sentence in pieces short enough for Chrome (which cuts ~15 s)", () => {
    const long = Array.from({ length: 60 }, (_, n) => `mot${n}`).join(" ");
    const narrative = [
      { type: "title", text: "La tempête" },
      { type: "plain", text: "Il pleut. Vraiment ? Oui ! — dit-il" },
      { type: "plain", text: long },
    ] as const;
    const words = spokenWords([...narrative]);
    // Word n is the read-along's word n: the lone marks go with the word before them.
    expect(words.map((word) => word.said.split(" ")[0])).toEqual(narrationWords([...narrative]).map((word) => word.text));
    const units = speechUnits(words).map(({ from, to }) => words.slice(from, to).map((word) => word.said).join(" "));
    expect(units.slice(0, 5)).toEqual(["La tempête", "Il pleut.", "Vraiment ?", "Oui ! —", "dit-il"]);
    expect(units.slice(5).join(" ")).toBe(long);
    expect(units.slice(5).every((unit) => unit.split(" ").length <= 24)).toBe(true);
    expect(units.length).toBe(8);
  });
});
