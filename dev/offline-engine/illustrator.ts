/**
 * The offline provider's illustrator: a procedural picture-book scene for a
 * chapter or the cover (see illustrations/scene.ts), rasterised to PNG inside
 * workerd. Needs no network and no account; same request, same bytes.
 */
import type { GeneratedMedia, IllustrateRequest } from "../../worker/generation/providers/provider";
import { buildScene } from "./illustrations/scene";
import { rasterise } from "./rasterise";

export async function illustrate(request: IllustrateRequest): Promise<GeneratedMedia> {
  const bytes = await rasterise(buildScene(request));
  return { bytes, contentType: "image/png" };
}
