import type { ImageSource } from "../../../shared/story-json";
import { srcSetOf } from "../../../shared/image-sources";

export interface PictureAttributes {
  src?: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

/**
 * The <img> attributes of a story picture: its WebP copies as `srcset` (the browser takes the
 * smallest that is sharp enough), the PNG/JPEG as `src` for a story that has no copies yet.
 * Width and height are the copies' proportions, so the box is reserved before the picture loads.
 */
export function pictureAttributes(
  src: string | null | undefined,
  sources: readonly ImageSource[] | null | undefined,
  sizes: string,
): PictureAttributes {
  if (!src) return {};
  const smallest = sources?.[0];
  if (!sources || !smallest) return { src };
  return { src, srcSet: srcSetOf(sources), sizes, width: smallest.width, height: smallest.height };
}
