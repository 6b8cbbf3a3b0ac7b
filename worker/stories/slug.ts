import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { stories } from "../db/schema";

const MAX_SLUG_LENGTH = 60;

/** Letters that Unicode decomposition does not reduce to ASCII. */
const LIGATURES: [RegExp, string][] = [
  [/ß/g, "ss"],
  [/æ/g, "ae"],
  [/œ/g, "oe"],
  [/ø/g, "o"],
  [/đ/g, "d"],
  [/ł/g, "l"],
  [/þ/g, "th"],
];

/** "L'été de Zoé !" → "l-ete-de-zoe": ASCII-folded, lowercase, dash-separated. */
export function slugify(title: string): string {
  let text = title.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  for (const [pattern, replacement] of LIGATURES) text = text.replace(pattern, replacement);
  let slug = text.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (slug.length > MAX_SLUG_LENGTH) {
    slug = slug.slice(0, MAX_SLUG_LENGTH);
    const lastDash = slug.lastIndexOf("-");
    if (lastDash > MAX_SLUG_LENGTH / 2) slug = slug.slice(0, lastDash);
    slug = slug.replace(/-+$/, "");
  }
  return slug || "story";
}

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";
/** 13 base32 characters: 65 random bits. */
export const SLUG_SUFFIX_LENGTH = 13;
const SUFFIXED = new RegExp(`-[${BASE32}]{${SLUG_SUFFIX_LENGTH}}$`);

function randomSuffix(): string {
  // Each byte's low five bits are uniform, so every character carries 5 random bits.
  return Array.from(crypto.getRandomValues(new Uint8Array(SLUG_SUFFIX_LENGTH)), (b) => BASE32[b & 31]).join("");
}

/**
 * The slug of a story's text: its title's words, for people, and a random
 * suffix, so a private story's link cannot be guessed from its title (stories
 * are private when their text is written; docs/product.md §6 plays any story by its link).
 * Publishing keeps the slug, so links already shared keep working.
 * A retried text step keeps the slug the story already has for this title; the
 * unique index on stories.slug still guards the write.
 */
export async function uniqueSlug(client: Db, title: string, storyId?: string): Promise<string> {
  const base = slugify(title);
  if (storyId) {
    const current = await client.select({ slug: stories.slug }).from(stories).where(eq(stories.id, storyId)).get();
    const kept = current?.slug;
    if (kept?.startsWith(`${base}-`) && kept.length === base.length + 1 + SLUG_SUFFIX_LENGTH && SUFFIXED.test(kept)) {
      return kept;
    }
  }
  return `${base}-${randomSuffix()}`;
}
