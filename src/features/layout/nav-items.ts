import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** The browse page's sections (docs/product.md §2), in page order; all but the first need sign-in. */
export const BROWSE_SECTIONS = [
  { id: "public-stories", label: msg`Discover`, requiresSignIn: false },
  { id: "favorites", label: msg`Favourites`, requiresSignIn: true },
  { id: "my-stories", label: msg`My stories`, requiresSignIn: true },
  { id: "create-story", label: msg`Create a story`, requiresSignIn: true },
] as const satisfies readonly { id: string; label: MessageDescriptor; requiresSignIn: boolean }[];

export type BrowseSectionId = (typeof BROWSE_SECTIONS)[number]["id"];
