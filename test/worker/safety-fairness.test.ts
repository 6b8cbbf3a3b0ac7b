/**
 * Fair safety: the fairness and grooming suites (./safety-corpus/fairness.ts) are the ones frozen before
 * tuning. Figures per language and group: npm run bench:safety.
 */
import { describe, expect, it } from "vitest";
import { FAIRNESS_SUITES, IDENTITY_GROUPS } from "./safety-corpus/fairness";

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

describe("the fairness suites", () => {
  // The held-out parts are never edited: their hashes as committed, before any rule was tuned.
  it("keep their held-out parts as committed", async () => {
    const committed: Record<string, string> = {
      "hatecheck-en": "595700e26b4554df3f420a4cfd8a324c2cd9e521c6345dcbf370682885123654",
      "madlibs-en": "46c5f8de7f9f9d4255c031284ea22b19675b557d7af0d07abc0bef56240edcc4",
      "holistic-bias-en": "dc48df02f99e4cfcc6efed63909c99944efbf74375793f63bd863daf3fe50d33",
      "mhc-fr": "6738bdc7bb6d4f054220f942d8180903e179c0a80754a67560a28e815edb976f",
      "identity-fr": "bb793e116ff000c563567cf6db3763c51d5feb38aa7ed246cf47eb9a723792a5",
      grooming: "6458d6d5d12f41705eb6ab4c1822568d8895c629c189a5b884e092fb64f330f4",
    };
    expect(FAIRNESS_SUITES.map((suite) => suite.name)).toEqual(Object.keys(committed));
    for (const suite of FAIRNESS_SUITES) expect(await sha256(suite.files.heldOut), suite.name).toBe(committed[suite.name]);
  });

  it("hold both directions in both languages, every group, and no case on both sides", () => {
    const all = FAIRNESS_SUITES.flatMap((suite) => [...suite.dev, ...suite.heldOut]);
    for (const language of ["en", "fr"]) {
      const held = FAIRNESS_SUITES.flatMap((suite) => suite.heldOut).filter((entry) => entry.language === language);
      expect(held.filter((entry) => entry.kind === "identity").length, language).toBeGreaterThanOrEqual(600);
      expect(held.filter((entry) => entry.kind === "hostile").length, language).toBeGreaterThanOrEqual(1000);
      expect(held.filter((entry) => entry.kind === "grooming").length, language).toBeGreaterThanOrEqual(30);
      for (const group of IDENTITY_GROUPS) {
        expect(held.filter((entry) => entry.kind === "identity" && entry.group === group).length, `${language} ${group}`).toBeGreaterThanOrEqual(20);
      }
    }
    for (const entry of all) expect([...IDENTITY_GROUPS, "none"], entry.text).toContain(entry.group);
    for (const suite of FAIRNESS_SUITES) {
      const dev = new Set(suite.dev.map((entry) => entry.text));
      expect(suite.heldOut.filter((entry) => dev.has(entry.text)).map((entry) => entry.text), suite.name).toEqual([]);
    }
  });
});
