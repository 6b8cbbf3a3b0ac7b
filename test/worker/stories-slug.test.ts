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
  it("adds 65 random bits to the title's words, and keeps a story's own slug when its text is written again", async () => {
    const client = db(env);
    const first = await uniqueSlug(client, "Le dragon");
    expect(first).toMatch(/^le-dragon-[a-z2-7]{13}$/);
    expect(await uniqueSlug(client, "Le dragon")).not.toBe(first);
    expect(await uniqueSlug(client, "Public")).toMatch(/^public-[a-z2-7]{13}$/);
    expect(isId(await uniqueSlug(client, "0123456789abcdef01234567"))).toBe(false);
    const owner = await createUser();
    const story = await createStory(owner.id, { slug: first });
    expect(await uniqueSlug(client, "Le dragon", story.id)).toBe(first);
    expect(await uniqueSlug(client, "Another title", story.id)).toMatch(/^another-title-[a-z2-7]{13}$/);
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
