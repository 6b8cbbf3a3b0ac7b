/**
 * A public, finished story copied to an account (`POST /api/dev/stories/:id/copy`, development only):
 * its text, pictures, narrations and word timings (none with `narration: "device"`) under the copy's own
 * media keys, private and never reviewed, as the account's own story would be the moment it finished
 * (though no creation: the weekly limit does not count it). Browser tests start from one where a finished
 * story is where they begin, not what they test: the offline engine spends some six CPU-seconds on each
 * story it makes, and two cores run the whole suite.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { newId } from "../db/ids";
import { stories, storyAssets, type PictureVariant } from "../db/schema";
import { pdfKey, storyMediaPrefix, storyReadersPrefix } from "../stories/media-keys";
import { uniqueSlug } from "../stories/slug";

export interface CopiedStory {
  id: string;
  slug: string;
  title: string;
}

/** Copies every object under one story's prefix to another's, the family's recordings, the PDF and `left` aside. */
async function copyMedia(media: R2Bucket, sourceId: string, copyId: string, left: ReadonlySet<string>): Promise<void> {
  const from = storyMediaPrefix(sourceId);
  // Recordings are the source's readers' own; the PDF carries the source's title page and is made on demand.
  const skipped = (key: string) => key.startsWith(storyReadersPrefix(sourceId)) || key === pdfKey(sourceId) || left.has(key);
  let cursor: string | undefined;
  do {
    const listed = await media.list({ prefix: from, cursor });
    for (const { key } of listed.objects) {
      if (skipped(key)) continue;
      const object = await media.get(key);
      if (!object) continue;
      await media.put(storyMediaPrefix(copyId) + key.slice(from.length), await object.arrayBuffer(), { httpMetadata: object.httpMetadata });
    }
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
}

/**
 * Who reads the copy aloud: the source's stored narration, or the reader's device, as for a story whose
 * narrations were done with nothing stored (a Workers AI French story: worker/stories/story-json.ts).
 */
export type CopiedNarration = "stored" | "device";

/** The copy of `sourceId` owned by `ownerId`, or null when no public, approved, finished story has that id. */
export async function copyPublicStory(
  env: Pick<Env, "MEDIA">,
  client: Db,
  sourceId: string,
  ownerId: string,
  narration: CopiedNarration = "stored",
): Promise<CopiedStory | null> {
  const source = await client
    .select()
    .from(stories)
    .where(and(eq(stories.id, sourceId), eq(stories.isPublic, true), eq(stories.review, "approved"), eq(stories.generatingStatus, "CompletelyGenerated")))
    .get();
  if (!source) return null;
  const id = newId();
  const from = storyMediaPrefix(source.id);
  const rekey = (key: string | null) => (key?.startsWith(from) ? storyMediaPrefix(id) + key.slice(from.length) : key);
  const rekeyAll = (variants: PictureVariant[] | null) => variants?.map((variant) => ({ ...variant, key: rekey(variant.key)! })) ?? null;
  const assets = await client.select().from(storyAssets).where(eq(storyAssets.storyId, source.id)).all();
  const byDevice = (asset: (typeof assets)[number]) => narration === "device" && asset.kind === "audio";
  const unread = new Set(assets.filter(byDevice).flatMap((asset) => [asset.r2Key, asset.timingsKey].filter((key) => key !== null)));
  // The media first: a row is never there before what it points at.
  await copyMedia(env.MEDIA, source.id, id, unread);
  const slug = await uniqueSlug(client, source.title);
  const now = new Date();
  await client.batch([
    client.insert(stories).values({
      id,
      slug,
      userId: ownerId,
      title: source.title,
      description: source.description,
      language: source.language,
      storyInputs: source.storyInputs,
      narrative: source.narrative,
      coverKey: rekey(source.coverKey),
      coverVariants: rekeyAll(source.coverVariants),
      generatingStatus: "CompletelyGenerated",
      ageBand: source.ageBand,
      heroName: source.heroName,
      heroGender: source.heroGender,
      plan: source.plan,
      createdAt: now,
    }),
    ...assets.map((asset) =>
      client.insert(storyAssets).values({
        ...asset,
        storyId: id,
        r2Key: byDevice(asset) ? null : rekey(asset.r2Key),
        timingsKey: byDevice(asset) ? null : rekey(asset.timingsKey),
        variants: rekeyAll(asset.variants),
        updatedAt: now,
      }),
    ),
  ]);
  return { id, slug, title: source.title };
}
