import { describe, expect, it } from "vitest";
import { db } from "../../worker/db/client";
import { isId } from "../../worker/db/ids";
import { generatedMediaKey, pdfKey, storyMediaPrefix } from "../../worker/stories/media-keys";
import { slugify, uniqueSlug } from "../../worker/stories/slug";
import { isMediaKey } from "../../worker/routes/media";
import { createStory, createUser } from "./fixtures";
import { env } from "./helpers";

describe("slugify", () => {
  it.each([
    ["L'été de Zoé !", "l-ete-de-zoe"],
    ["Çà et là, Noël", "ca-et-la-noel"],
    ["Straße & Œuvre — Ærø", "strasse-oeuvre-aero"],
    ["  --Hello   World--  ", "hello-world"],
    ["🐉🐉", "story"],
    ["", "story"],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("keeps slugs short and ASCII", () => {
    const slug = slugify("Une très longue histoire ".repeat(10));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe("uniqueSlug", () => {
  it("suffixes a taken slug, a reserved one and one that looks like an id", async () => {
    const client = db(env);
    expect(await uniqueSlug(client, "Le dragon")).toBe("le-dragon");
    const owner = await createUser();
    await createStory(owner.id, { slug: "le-dragon" });
    const second = await uniqueSlug(client, "Le dragon");
    expect(second).toMatch(/^le-dragon-[0-9a-f]{6}$/);
    expect(await uniqueSlug(client, "Public")).toMatch(/^public-[0-9a-f]{6}$/);
    const idLike = await uniqueSlug(client, "0123456789abcdef01234567");
    expect(isId(idLike)).toBe(false);
  });
});

describe("media keys", () => {
  it("puts everything under the story prefix, in keys GET /media accepts", () => {
    const id = "0123456789abcdef01234567";
    const keys = [
      generatedMediaKey(id, "buildUp", "image/png"),
      generatedMediaKey(id, "closing", "audio/mpeg"),
      generatedMediaKey(id, "cover", "image/png"),
      pdfKey(id),
    ];
    expect(keys).toEqual([
      `stories/${id}/buildup.png`,
      `stories/${id}/closing.mp3`,
      `stories/${id}/cover.png`,
      `stories/${id}/story.pdf`,
    ]);
    for (const key of keys) {
      expect(key.startsWith(storyMediaPrefix(id))).toBe(true);
      expect(isMediaKey(key)).toBe(true);
    }
  });
});
