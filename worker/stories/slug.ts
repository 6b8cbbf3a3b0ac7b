import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { isId } from "../db/ids";
import { stories } from "../db/schema";

const MAX_SLUG_LENGTH = 60;
const SUFFIX_ATTEMPTS = 5;

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

/**
 * Slugs that would be shadowed by a static path under /api/stories/ when used
 * with GET /api/stories/{idOrSlug}; such titles get a suffix.
 */
const RESERVED = new Set(["public", "my-stories", "liked-stories", "slug", "cover", "suggestion", "generate-story"]);

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

function randomSuffix(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(3));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A slug for a new story that no other story has. A taken, reserved or
 * id-looking slug (which /story/<id> would redirect) gets a short random suffix.
 * The unique index on stories.slug still guards the insert against a race.
 * `storyId`'s own slug does not count as taken, so a retried text step keeps it.
 */
export async function uniqueSlug(client: Db, title: string, storyId?: string): Promise<string> {
  const base = slugify(title);
  const taken = async (slug: string) => {
    const holder = await client.select({ id: stories.id }).from(stories).where(eq(stories.slug, slug)).get();
    return holder !== undefined && holder.id !== storyId;
  };
  if (!RESERVED.has(base) && !isId(base) && !(await taken(base))) return base;
  for (let attempt = 0; attempt < SUFFIX_ATTEMPTS; attempt++) {
    const candidate = `${base}-${randomSuffix()}`;
    if (!(await taken(candidate))) return candidate;
  }
  throw new Error(`No free slug for "${base}" after ${SUFFIX_ATTEMPTS} attempts`);
}
