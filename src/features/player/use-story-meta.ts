import { useEffect } from "react";
import type { StoryJson } from "../../../shared/story-json";
import { storyPath } from "./story-api";

const SITE_NAME = "Fabulo";

type HeadTag = { element: "meta"; attribute: "name" | "property"; key: string } | { element: "link"; rel: string };

function find(tag: HeadTag): HTMLMetaElement | HTMLLinkElement | null {
  return tag.element === "meta"
    ? document.head.querySelector<HTMLMetaElement>(`meta[${tag.attribute}="${tag.key}"]`)
    : document.head.querySelector<HTMLLinkElement>(`link[rel="${tag.rel}"]`);
}

/**
 * Sets one head tag and returns how to undo it. Tags that only make sense on
 * this page (canonical, og:url, the image) are removed on the way out; shared
 * ones (description, og:title…) get their previous value back.
 */
function setTag(tag: HeadTag, value: string | null, pageOnly: boolean): () => void {
  const existing = find(tag);
  const valueAttribute = tag.element === "meta" ? "content" : "href";
  const previous = existing?.getAttribute(valueAttribute) ?? null;
  let element = existing;
  if (value === null) {
    element?.remove();
  } else {
    if (!element) {
      element = document.createElement(tag.element);
      if (tag.element === "meta") element.setAttribute(tag.attribute, tag.key);
      else element.setAttribute("rel", tag.rel);
      document.head.append(element);
    }
    element.setAttribute(valueAttribute, value);
  }
  return () => {
    if (pageOnly || previous === null) {
      element?.remove();
      return;
    }
    const target = element ?? existing;
    if (!target) return;
    if (!target.isConnected) document.head.append(target);
    target.setAttribute(valueAttribute, previous);
  };
}

/**
 * The story's title, description, cover image and canonical link while the
 * player shows it. The Worker injects the same tags for link previews
 * (worker/routes/story-page.ts); this keeps them right after client-side
 * navigation, which never reloads the document.
 */
export function useStoryMeta(story: StoryJson | null): void {
  const title = story?.title;
  const description = story?.description;
  const slug = story?.slug;
  const coverImage = story?.coverImage ?? null;

  useEffect(() => {
    if (title === undefined || description === undefined || slug === undefined) return;
    const url = new URL(storyPath(slug), window.location.origin).href;
    const image = coverImage ? new URL(coverImage, window.location.origin).href : null;
    const previousTitle = document.title;
    document.title = `${title} — ${SITE_NAME}`;
    const undo = [
      setTag({ element: "meta", attribute: "name", key: "description" }, description, false),
      setTag({ element: "meta", attribute: "property", key: "og:title" }, title, false),
      setTag({ element: "meta", attribute: "property", key: "og:description" }, description, false),
      setTag({ element: "meta", attribute: "property", key: "og:url" }, url, true),
      setTag({ element: "meta", attribute: "property", key: "og:image" }, image, true),
      setTag({ element: "link", rel: "canonical" }, url, true),
    ];
    return () => {
      document.title = previousTitle;
      for (const restore of undo.reverse()) restore();
    };
  }, [title, description, slug, coverImage]);
}
