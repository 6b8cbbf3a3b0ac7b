/**
 * Housekeeping's share of the WebP copies: pictures finished before copies existed (or whose copies
 * failed during generation) get them a few at a time, so one cron run stays short.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import { db } from "../db/client";
import { stories, storyAssets, type PictureVariant } from "../db/schema";
import { storeVariants } from "./picture-variants";

/** Pictures given copies per run: each costs a decode, three resizes and three encodes (~0.7 s). */
export const VARIANT_BACKFILL_PER_RUN = 12;

export interface VariantBackfillReport {
  made: number;
  failed: number;
}

export async function backfillPictureVariants(env: Pick<Env, "DB" | "MEDIA">, limit = VARIANT_BACKFILL_PER_RUN): Promise<VariantBackfillReport> {
  const client = db(env);
  // Served by the partial index story_assets_missing_variants.
  const missing = await client
    .select({ storyId: storyAssets.storyId, chapter: storyAssets.chapter, r2Key: storyAssets.r2Key })
    .from(storyAssets)
    .where(and(eq(storyAssets.kind, "image"), eq(storyAssets.status, "done"), isNull(storyAssets.variants)))
    .orderBy(asc(storyAssets.updatedAt))
    .limit(limit);
  const report: VariantBackfillReport = { made: 0, failed: 0 };
  for (const asset of missing) {
    let variants: PictureVariant[];
    try {
      const source = asset.r2Key ? await env.MEDIA.get(asset.r2Key) : null;
      if (!source) throw new Error("the picture is not in R2");
      variants = await storeVariants(env.MEDIA, asset.r2Key!, new Uint8Array(await source.arrayBuffer()));
      report.made++;
    } catch (error) {
      // Recorded as "no copies" so that a picture that cannot be read is not retried on every run;
      // the browser keeps using the PNG/JPEG.
      console.error(`housekeeping: no WebP copies of ${asset.r2Key}`, error instanceof Error ? error.message : String(error));
      variants = [];
      report.failed++;
    }
    const assetRow = and(
      eq(storyAssets.storyId, asset.storyId),
      eq(storyAssets.chapter, asset.chapter),
      eq(storyAssets.kind, "image"),
    );
    const recordAsset = client.update(storyAssets).set({ variants }).where(assetRow);
    if (asset.chapter === "cover") {
      await client.batch([recordAsset, client.update(stories).set({ coverVariants: variants }).where(eq(stories.id, asset.storyId))]);
    } else {
      await recordAsset;
    }
  }
  return report;
}
