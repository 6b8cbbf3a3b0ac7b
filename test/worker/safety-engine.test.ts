import { describe, expect, it } from "vitest";
import { invalidateConfigCache } from "../../worker/config/store";
import { db } from "../../worker/db/client";
import { configs } from "../../worker/db/schema";
import { foldText } from "../../worker/safety/normalise";
import { checkIdeas, checkText } from "../../worker/safety/moderation";
import { DEFAULT_MODERATION_LISTS } from "../../worker/safety/default-lists";
import { env } from "./helpers";

async function setConfig(key: string, value: unknown) {
  await db(env).insert(configs).values({ key, value, updatedAt: new Date() });
  invalidateConfigCache();
}

async function categoryOf(...ideas: string[]): Promise<string | null> {
  const verdict = await checkIdeas(env, ideas);
  return verdict.safe ? null : verdict.category;
}

describe("foldText: the reading before matching", () => {
  it.each([
    ["NFKC: full-width and mathematical letters", "ｋｉｌｌ 𝐤𝐢𝐥𝐥", "kill kill"],
    ["case and accents", "ÉGORGER Tüer", "egorger tuer"],
    ["ligatures", "Œuf ÆSOP straße", "oeuf aesop strasse"],
    ["Cyrillic and Greek look-alikes (TR39 confusables)", "kіll ѕех рοrn", "kill sex porn"],
    ["zero-width and filler characters", "ki\u200bl\u200dl s\u00ade\u2060x k\u3164ill", "kill sex kill"],
  ])("%s", (_, text, folded) => {
    expect(foldText(text)).toBe(folded);
  });
});

describe("checkIdeas: the default lists", () => {
  it("names the category of each kind of unsafe idea", async () => {
    expect(await categoryOf("a man who murdered children")).toBe("violence");
    expect(await categoryOf("how to make a bomb")).toBe("weapons");
    expect(await categoryOf("une histoire de sexe")).toBe("sexual");
    expect(await categoryOf("getting drunk on vodka")).toBe("drugs");
    expect(await categoryOf("cutting yourself with a razor")).toBe("self-harm");
    expect(await categoryOf("a nazi parade")).toBe("hate");
  });

  it.each([
    ["inflections (Snowball stems)", ["killed", "killing", "kills", "tué", "tuaient", "tuera"]],
    ["digits and symbols as letters", ["ki11 the teacher", "k!ll your parents", "a s3x story", "$ex", "k1ll", "murd3r"]],
    ["a Cyrillic look-alike", ["kіll the baby", "сосаіnе"]],
    ["separators inside words", ["s e x", "k.i.l.l", "mur-der", "k - i - l - l", "k_i_l_l the dragon", "n.a.z.i"]],
    ["stretched letters", ["kiiiiilllll", "muuurrrdeeer"]],
    ["invisible characters", ["ki\u200bll", "se\u200bx"]],
    ["phrases", ["cut off his head", "a gun to shoot", "se couper avec une lame", "school shooting"]],
  ])("sees through %s", async (_, ideas) => {
    for (const idea of ideas) expect(await categoryOf(idea), idea).not.toBeNull();
  });

  it("catches meaning split across chips, which are harmless one by one", async () => {
    expect(await categoryOf("cut off")).toBeNull();
    expect(await categoryOf("head")).toBeNull();
    expect(await categoryOf("a dragon", "cut off", "head")).toBe("violence");
    expect(await categoryOf("gun", "shoot")).toBe("weapons");
    expect(await categoryOf("se couper", "lame")).toBe("self-harm");
  });

  it.each([
    "pirates with wooden swords", "a hungry wolf", "a fire-breathing dragon", "a witch's cauldron", "a thunderstorm",
    "a ghost afraid of the dark", "a killer whale", "a cottage in Sussex", "grapes", "il est assis", "une tuile du toit",
    "tu es mon ami", "une nuée d'oiseaux", "a skillful knight", "a water pistol", "pieds nus dans l'herbe", "un orage violent",
    "du fromage râpé", "a viola concert", "1000 balloons and 3 cats", "a b c d e",
  ])("allows the ordinary %s", async (idea) => {
    expect(await categoryOf(idea)).toBeNull();
  });

  it("refuses la tuerie but not la tuile", async () => {
    expect(await categoryOf("la tuerie")).toBe("violence");
    expect(await categoryOf("la tuile")).toBeNull();
  });
});

describe("checkText: generated text", () => {
  it("judges sentence by sentence, so a combination does not join unrelated sentences", async () => {
    expect(await checkText(env, "The chef cut the carrots. The giraffe lifted its head.")).toEqual({ safe: true });
    expect((await checkText(env, "Then the knight cut off the giant's head.")).safe).toBe(false);
  });

  it("reads long text as written: spelled-out letters in a story are not joined", async () => {
    expect(await checkText(env, "Chapter 5: s, e and x were the letters on the blocks.")).toEqual({ safe: true });
  });
});

describe("moderationLists in /admin", () => {
  it("uses the configured lists at once after the cache is cleared", async () => {
    expect(await categoryOf("broccoli soup")).toBeNull();
    await setConfig("moderationLists", {
      ...DEFAULT_MODERATION_LISTS,
      en: { ...DEFAULT_MODERATION_LISTS.en, drugs: ["broccoli", "green goblin"] },
    });
    expect(await categoryOf("Broccoli soup")).toBe("drugs");
    expect(await categoryOf("the Green   Goblin")).toBe("drugs");
    expect(await categoryOf("a green dragon and a goblin")).toBeNull();
  });

  it.each([
    ["a string", "kill nothing"],
    ["a bare list", ["broccoli"]],
    ["a list where a category should be", { ...DEFAULT_MODERATION_LISTS, en: { violence: "kill" } }],
    ["an unknown category", { ...DEFAULT_MODERATION_LISTS, en: { cruelty: ["broccoli"] } }],
    ["a combination of one group", { ...DEFAULT_MODERATION_LISTS, combinations: [{ category: "violence", all: [["broccoli"]] }] }],
  ])("falls back to the defaults when an admin stores %s", async (_, value) => {
    await setConfig("moderationLists", value);
    expect(await categoryOf("kill")).toBe("violence");
    expect(await categoryOf("broccoli")).toBeNull();
  });
});
