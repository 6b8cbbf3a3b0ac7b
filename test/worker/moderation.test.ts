import { describe, expect, it } from "vitest";
import { invalidateConfigCache } from "../../worker/config/store";
import { db } from "../../worker/db/client";
import { configs } from "../../worker/db/schema";
import { moderateIdeas, moderateText } from "../../worker/generation/moderation";
import { env } from "./helpers";

async function setConfig(key: string, value: unknown) {
  await db(env).insert(configs).values({ key, value, updatedAt: new Date() });
  invalidateConfigCache();
}

async function refused(idea: string, language: "en-US" | "fr-FR" = "en-US"): Promise<boolean> {
  return !(await moderateIdeas(env, [idea], language)).allowed;
}

describe("moderateIdeas: the default blocklists", () => {
  it("allows gentle ideas", async () => {
    expect(await moderateIdeas(env, ["a dragon who is afraid of the dark", "a picnic on the moon"], "en-US")).toEqual({ allowed: true });
    expect(await moderateIdeas(env, ["un pinceau magique", "une girafe qui apprend à danser"], "fr-FR")).toEqual({ allowed: true });
  });

  it("flags English and French words, naming only the offending ideas as typed", async () => {
    expect(await moderateIdeas(env, ["a brave knight", "a pirate who wants to kill", "a picnic"], "en-US")).toEqual({
      allowed: false,
      flagged: ["a pirate who wants to kill"],
    });
    expect(await moderateIdeas(env, ["un chaton", "un meurtre au château", "de la drogue"], "fr-FR")).toEqual({
      allowed: false,
      flagged: ["un meurtre au château", "de la drogue"],
    });
  });

  it("applies both languages' lists whatever the interface language", async () => {
    expect(await refused("un pirate qui veut kill", "fr-FR")).toBe(true);
    expect(await refused("a dragon who wants to tuer", "en-US")).toBe(true);
  });

  it.each([
    ["upper case", "A KNIGHT WHO WANTS TO KILL"],
    ["mixed case", "MuRdEr in the garden"],
    ["accents missing where the list has them", "cocaine in a box"],
    ["accents added where the list has none", "un dragon qui veut tüer"],
    ["accented capitals", "ÉGORGER le loup"],
    ["trailing punctuation", "kill!!!"],
    ["punctuation inside the word", "k.i.l.l the dragon"],
    ["hyphens inside the word", "K-I-L-L them all"],
    ["letters spelled out with repeated spaces", "k   i  l l the dragon"],
    ["letters spelled out with dashes", "s - e - x"],
    ["stretched letters", "kiiiiilll the knight"],
    ["look-alike digits", "a s3x story"],
    ["look-alike symbols", "$ex"],
    ["a zero-width space inside the word", "ki\u200bll"],
    ["a plural the list does not spell out", "two murders"],
    ["a plural the list spells out", "drugs"],
    ["the word between other words and punctuation", "the dragon, (naked), went home"],
  ])("sees through %s: %s", async (_, idea) => {
    expect(await refused(idea)).toBe(true);
  });

  it.each([
    ["a blocked word inside a longer one", "a skillful knight"],
    ["a county containing one", "a cottage in Sussex"],
    ["another county", "the Essex coast"],
    ["a French word containing one", "un violon magique"],
    ["a French word one letter away", "une nuée d'oiseaux"],
    ["a different word with a doubled letter", "the wedding of two ducks"],
    ["a word starting with one", "a field of rapeseed"],
    ["a word ending with one", "a kind therapist"],
    ["single letters that spell nothing blocked", "a b c d e"],
    ["numbers", "1000 balloons and 3 cats"],
  ])("allows %s: %s", async (_, idea) => {
    expect(await refused(idea)).toBe(false);
  });
});

describe("moderateIdeas: the blocklist edited in /admin", () => {
  it("uses the configured lists instead of the defaults, at once after the cache is cleared", async () => {
    expect(await refused("broccoli soup")).toBe(false);
    expect(await refused("kill")).toBe(true);

    await setConfig("moderationBlocklist", { "en-US": ["broccoli", "green goblin"], "fr-FR": ["épinard"] });

    expect(await refused("Broccoli soup")).toBe(true);
    expect(await refused("des EPINARDS", "fr-FR")).toBe(true);
    expect(await refused("the Green   Goblin")).toBe(true);
    expect(await refused("a green dragon and a goblin")).toBe(false);
    expect(await refused("kill")).toBe(false);
  });

  it("keeps the default lists when the configured value is not a list of words", async () => {
    await setConfig("moderationBlocklist", "kill nothing");
    expect(await refused("kill")).toBe(true);
  });

  it("accepts a bare list as one list", async () => {
    await setConfig("moderationBlocklist", ["broccoli"]);
    expect(await refused("broccoli")).toBe(true);
  });
});

describe("moderateText: generated text", () => {
  it("flags blocked words, whole words only, naming them", async () => {
    expect(await moderateText(env, "The knight did not want to kill the dragon.\nThey had tea.")).toEqual({
      allowed: false,
      flagged: ["kill"],
    });
    expect(await moderateText(env, "Le MEURTRE du Cocaïne-Express")).toEqual({ allowed: false, flagged: ["meurtre", "cocaine"] });
    expect(await moderateText(env, "The skilled knight from Sussex played the violin.")).toEqual({ allowed: true });
  });

  it("reads long text as written, without the readings meant to catch disguised words", async () => {
    // Single letters and digits are common in stories; spelled-out readings would raise false alarms.
    expect(await moderateText(env, "Chapter 5: s, e and x were the letters on the blocks.")).toEqual({ allowed: true });
  });
});
