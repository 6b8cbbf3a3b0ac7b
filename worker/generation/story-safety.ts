/**
 * Generated text is judged before it is stored: the title, the description and every chapter (each
 * line and each speaker's name) by the moderation engine, then, on a provider that has one, the whole
 * story by its second opinion (Llama Guard on Workers AI). The pipeline writes a refused story once
 * more; what is still refused then is withheld: a chapter is never stored nor shown, a title or a
 * description is replaced by a plain one.
 */
import { CHAPTERS, type Chapter } from "../db/schema";
import type { NarrativeItem } from "../../shared/narrative";
import type { SafetyCategory } from "../../shared/safety";
import { checkText } from "./moderation";
import type { StoryProvider, StoryText } from "./providers/provider";

export interface StoryReview {
  safe: boolean;
  /** Why it was refused, when the judge named a category. */
  category: SafetyCategory | null;
  title: boolean;
  description: boolean;
  /** Chapters refused. */
  chapters: Chapter[];
}

/** Every line of a chapter as it would be shown or read, speakers included. */
function chapterText(chapter: NarrativeItem[] | string): string {
  if (typeof chapter === "string") return chapter;
  return chapter.map((item) => (item.type === "dialogue" ? `${item.speaker}:\n${item.text}` : item.text)).join("\n");
}

type Part = "title" | "description" | Chapter;

/** What the plan says pictures show (who, where, each moment): illustration prompts are built from it. */
function planText(story: StoryText): string {
  const plan = story.plan;
  if (!plan) return "";
  return [
    plan.setting,
    ...plan.characters.map((character) => [character.name, character.kind, character.look].filter(Boolean).join(", ")),
    ...CHAPTERS.map((chapter) => plan.scenes[chapter].moment),
  ].join("\n");
}

/**
 * `ideas`: the user's ideas, so a second opinion judges the story as the answer to them. The plan's
 * visual fields are judged with the story (as part of its description), so the pictures built only
 * from reviewed text need no second look.
 */
export async function reviewStory(env: Pick<Env, "DB">, provider: StoryProvider, story: StoryText, ideas?: string[]): Promise<StoryReview> {
  const plan = planText(story);
  const parts: [Part, string][] = [
    ["title", story.title],
    ["description", plan ? `${story.description}\n${plan}` : story.description],
    ...CHAPTERS.map((chapter): [Part, string] => [chapter, chapterText(story.narrative[chapter])]),
  ];
  const refused = new Set<Part>();
  let category: SafetyCategory | null = null;
  for (const [part, text] of parts) {
    const verdict = await checkText(env, text);
    if (!verdict.safe) {
      refused.add(part);
      category ??= verdict.category;
    }
  }
  if (refused.size === 0 && provider.reviewText) {
    // One question for the whole story; only when it is refused, one per part to find which.
    const [whole] = await provider.reviewText([parts.map(([, text]) => text).join("\n\n")], ideas);
    if (whole && !whole.allowed) {
      category = whole.category;
      const verdicts = await provider.reviewText(parts.map(([, text]) => text), ideas);
      verdicts.forEach((verdict, index) => {
        if (!verdict.allowed) refused.add(parts[index]![0]);
      });
      // Refused as a whole though no part alone is: none of its chapters can be trusted.
      if (refused.size === 0) for (const chapter of CHAPTERS) refused.add(chapter);
    }
  }
  return {
    safe: refused.size === 0,
    category,
    title: refused.has("title"),
    description: refused.has("description"),
    chapters: CHAPTERS.filter((chapter) => refused.has(chapter)),
  };
}

/** The story without what the review refused: a plain title from the (moderated) ideas, no description, no refused chapter. */
export function withholdRefused(story: StoryText, review: StoryReview, ideas: readonly string[]): { text: StoryText; withheld: Chapter[] } {
  const first = ideas[0] ?? "";
  return {
    text: {
      title: review.title ? first.charAt(0).toUpperCase() + first.slice(1) : story.title,
      description: review.description ? "" : story.description,
      narrative: story.narrative,
    },
    withheld: review.chapters,
  };
}
