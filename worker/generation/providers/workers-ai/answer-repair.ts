/**
 * Reading a text model's answer as a real model gives it, before the schema check: JSON as an object
 * (JSON mode), or as text in a fenced block or among prose; an answer stopped at `max_tokens` (the
 * binding's output has no finish reason, only `usage.completion_tokens`, so a cut answer shows as the
 * tokens reaching the limit, or as an object that never closes); a refusal in plain words. Then the
 * answer's fields are fitted to the product's limits: overlong ones clipped, a dialogue line with no
 * speaker read as narration — each repair told to the `RepairSink`.
 */
import { CHAPTERS } from "../../../db/schema";
import { PLAN_FIELD_MAX } from "../../../../shared/story-plan";
import { responseOf } from "./binding";
import type { RepairSink } from "./repairs";

/** The story's one-sentence description and a speaker's name, at most (characters). */
export const STORY_FIELD_MAX = { description: 300, speaker: PLAN_FIELD_MAX.name, chapterTitle: PLAN_FIELD_MAX.title } as const;

export type Reading =
  | { kind: "json"; value: unknown; extracted: boolean }
  | { kind: "cut"; text: string }
  | { kind: "refusal"; text: string }
  | { kind: "not-json"; text: string }
  | { kind: "none" };

/**
 * The first complete JSON object in `text`, or whether one starts and never closes (a cut answer:
 * every later "{" is inside it, so the objects nested in a cut answer are not mistaken for the answer).
 */
export function findJsonObject(text: string): { value: unknown; start: number; end: number } | { unterminated: boolean } {
  for (let start = text.indexOf("{"); start >= 0; start = text.indexOf("{", start + 1)) {
    let depth = 0;
    let inString = false;
    let end = -1;
    for (let at = start; at < text.length && end < 0; at++) {
      const character = text[at];
      if (inString) {
        if (character === "\\") at++;
        else if (character === '"') inString = false;
      } else if (character === '"') inString = true;
      else if (character === "{" || character === "[") depth++;
      else if ((character === "}" || character === "]") && --depth === 0) end = at + 1;
    }
    if (end < 0) return { unterminated: true };
    try {
      return { value: JSON.parse(text.slice(start, end)) as unknown, start, end };
    } catch {
      // Braces that balance around something that is not JSON ("{smile}"): try the next one.
    }
  }
  return { unterminated: false };
}

/** A refusal in plain words, in English or French (the models answer in the prompt's language). */
const REFUSAL =
  /\b(?:i\s+(?:can(?:no|['’])?t|won['’]t|am\s+(?:not\s+able|unable)|['’]m\s+(?:sorry|unable|not\s+able))|unable\s+to\s+(?:help|assist|comply)|as\s+an\s+ai\b)|je\s+ne\s+(?:peux|suis)\s+pas|désolée?,?\s+(?:mais\s+)?je/i;

/** Whether the answer stopped at `max_tokens` by the binding's own count. */
function reachedLimit(answer: unknown, maxTokens: number): boolean {
  if (answer === null || typeof answer !== "object" || !("usage" in answer)) return false;
  const usage = answer.usage as { completion_tokens?: unknown } | null;
  return typeof usage?.completion_tokens === "number" && usage.completion_tokens >= maxTokens;
}

/** What the answer holds. `maxTokens`: what the call allowed, to tell a cut answer. */
export function readAnswer(answer: unknown, maxTokens: number): Reading {
  const response = responseOf(answer);
  if (response !== null && typeof response === "object") return { kind: "json", value: response, extracted: false };
  if (typeof response !== "string") return { kind: "none" };
  const found = findJsonObject(response);
  if ("value" in found) {
    // A complete object wins over the count: the model may have used its last token to close it.
    const extracted = response.slice(0, found.start).trim() !== "" || response.slice(found.end).trim() !== "";
    return { kind: "json", value: found.value, extracted };
  }
  if (found.unterminated || reachedLimit(answer, maxTokens)) return { kind: "cut", text: response };
  if (response.length < 600 && REFUSAL.test(response)) return { kind: "refusal", text: response.trim() };
  return { kind: "not-json", text: response };
}

/**
 * `text` at most `max` characters: whole sentences when they fill at least half of it, else whole
 * words, trailing punctuation dropped. No ellipsis: a clipped look or moment reads as written.
 */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  let sentences = 0;
  for (const end of flat.matchAll(/[.!?](?=\s)/g)) {
    if (end.index + 1 > max) break;
    sentences = end.index + 1;
  }
  if (sentences >= max / 2) return flat.slice(0, sentences);
  const head = flat.slice(0, max + 1);
  const space = head.lastIndexOf(" ");
  return (space >= max / 2 ? head.slice(0, space) : flat.slice(0, max)).replace(/[\s,;:\-–—]+$/, "");
}

/** A title at most `max` characters: its subtitle goes first ("Pip and the Kite: A Tale of…" keeps "Pip and the Kite"). */
export function clipTitle(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const subtitle = flat.search(/\s*[:–—]\s/);
  return clip(subtitle >= 8 ? flat.slice(0, subtitle) : flat, max);
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === "object" && !Array.isArray(value);

/** Clips `holder[key]` when it is an overlong string, and tells the sink. */
function clipField(holder: Json, key: string, max: number, where: string, note: RepairSink, cut = clip): void {
  const value = holder[key];
  if (typeof value !== "string" || value.trim().length <= max) return;
  holder[key] = cut(value, max);
  note("clipped-field", `${where} ${value.trim().length} → ${max} characters`);
}

function clipList(holder: Json, key: string, max: number, where: string, note: RepairSink): void {
  const value = holder[key];
  if (!Array.isArray(value) || value.length <= max) return;
  holder[key] = value.slice(0, max);
  note("clipped-field", `${where}: ${value.length} → ${max}`);
}

/** A plan answer fitted to the plan's limits (a copy; what does not have the expected shape is left to the schema). */
export function fitPlan(value: unknown, note: RepairSink): unknown {
  if (!isObject(value)) return value;
  const plan = structuredClone(value);
  clipField(plan, "title", PLAN_FIELD_MAX.title, "plan title", note, clipTitle);
  clipField(plan, "setting", PLAN_FIELD_MAX.setting, "plan setting", note);
  clipList(plan, "characters", PLAN_FIELD_MAX.characters, "plan characters", note);
  if (Array.isArray(plan.characters)) {
    for (const character of plan.characters) {
      if (!isObject(character)) continue;
      clipField(character, "name", PLAN_FIELD_MAX.name, "character name", note);
      clipField(character, "kind", PLAN_FIELD_MAX.kind, "character kind", note);
      clipField(character, "look", PLAN_FIELD_MAX.look, "character look", note);
    }
  }
  if (isObject(plan.scenes)) {
    for (const chapter of CHAPTERS) {
      const scene = plan.scenes[chapter];
      if (!isObject(scene)) continue;
      clipField(scene, "moment", PLAN_FIELD_MAX.moment, `${chapter} moment`, note);
      clipList(scene, "ideas", PLAN_FIELD_MAX.sceneIdeas, `${chapter} ideas`, note);
      clipList(scene, "cast", PLAN_FIELD_MAX.sceneCast, `${chapter} cast`, note);
    }
  }
  return plan;
}

/** A chapter's items fitted: a dialogue line without a speaker becomes narration; long names and titles clipped. */
export function fitItems(items: unknown, where: string, note: RepairSink): unknown {
  if (!Array.isArray(items)) return items;
  return items.map((item: unknown) => {
    if (!isObject(item)) return item;
    const fitted = { ...item };
    if (fitted.type === "dialogue" && (typeof fitted.speaker !== "string" || fitted.speaker.trim() === "")) {
      note("missing-speaker", `${where}: a line without a speaker is read as narration`);
      return { type: "plain", text: fitted.text };
    }
    if (fitted.type === "dialogue") clipField(fitted, "speaker", STORY_FIELD_MAX.speaker, `${where} speaker`, note);
    if (fitted.type === "title") clipField(fitted, "text", STORY_FIELD_MAX.chapterTitle, `${where} title`, note, clipTitle);
    return fitted;
  });
}

/** A story answer fitted to the story's limits (a copy). */
export function fitStory(value: unknown, note: RepairSink): unknown {
  if (!isObject(value)) return value;
  const story = structuredClone(value);
  clipField(story, "description", STORY_FIELD_MAX.description, "description", note);
  if (isObject(story.chapters)) {
    for (const chapter of CHAPTERS) if (chapter in story.chapters) story.chapters[chapter] = fitItems(story.chapters[chapter], chapter, note);
  }
  return story;
}
