import type { StoryCardJson } from "../../../shared/story-json";

/** What POST /api/stories/generate-story answers with (docs/product.md §7): the first fields of a My stories card. */
export type NewStory = Pick<StoryCardJson, "_id" | "title" | "coverImage" | "generatingStatus" | "isPublic" | "date">;
