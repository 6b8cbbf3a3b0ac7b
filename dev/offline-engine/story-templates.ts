/**
 * What the offline writer's sentences are made of, per language
 * (story-templates-en.ts, story-templates-fr.ts).
 *
 * Placeholders name a part the plan cast: `hero`, `friend` (the companion),
 * `focus` (the idea the trouble is about), `turn` (the idea that turns things
 * round), `place` (where it happens), `met` (an idea met on the way).
 * `{x}` is the definite form or the name ("the mermaid", "la sirène", "Max"),
 * `{x.a}` the first mention with its trait ("a mermaid who cannot swim"),
 * `{x.full}` the definite form with its trait, `{x.it}` the pronoun,
 * `{x.his}` / `{x.him}` English possessive and object pronouns, `{x.bare}`
 * the noun alone, `{hero.kind}` what a stock hero is, `{hero.relation}` who a
 * named hero is ("little brother"). `{skill}` and `{fear}` come from a trait
 * ("who cannot swim" → swim). `[A|B]` agrees with the hero (masculine |
 * feminine); `(a|b|c)` picks one of its words at random; `[x:A|B]` with x (singular | plural), `[x:A|B|C]` (masculine |
 * feminine | plural), `[x:A|B|C|D]` (masculine, feminine, masculine plural,
 * feminine plural). `<…>` is left out for the youngest listeners (short
 * sentences). A line starting "hero>" or "friend>" is that character's
 * dialogue. `[both:A|B]` agrees with the hero and companion together (French
 * "ils" | "elles": feminine only when both are). `{sense}` is a clause about
 * the setting (what it looks, sounds, smells or feels like). Every sentence
 * names someone or something from the plan, so no sentence reads the same
 * from story to story. A frame starting "?turn=object " (or another slot and
 * roles) is told only when that part of the plan has one of those roles.
 */
import type { Chapter, Language } from "../../shared/enums";
import type { Archetype } from "../../shared/story-plan";
import type { Gender, IdeaRole } from "./recognise";
import { en } from "./story-templates-en";
import { fr } from "./story-templates-fr";

export type Pool = readonly string[];

/** What kind of place a story happens in, for the senses of its prose. */
export const SETTING_KINDS = ["woods", "water", "building", "sky", "green", "night", "other"] as const;
export type SettingKind = (typeof SETTING_KINDS)[number];

export interface StockCharacter {
  name: string;
  /** "a small hedgehog with a big heart": what they are, said in the story. */
  kind: string;
  gender: Gender;
  /** A word the recogniser draws ("hedgehog", "girl"). */
  look: string;
}

export interface ArchetypeText {
  /** Book titles. */
  titles: Pool;
  description: Pool;
  chapterTitles: Record<Chapter, Pool>;
  /** Per chapter, the beats in order: one sentence from each pool. */
  opening: Pool[];
  buildUp: Pool[];
  dilemma: Pool[];
  resolution: Pool[];
  closing: Pool[];
  moral: Pool;
}

export interface LanguageText {
  heroes: StockCharacter[];
  friends: StockCharacter[];
  /** Stand-ins when the ideas give no thing to lose or use, or no place. */
  things: string[];
  places: string[];
  /** The hero introduced: a stock hero with its kind, a named one with who they are, or the child. */
  introStock: Pool;
  introRelation: Pool;
  introNamed: Pool;
  introFriend: Pool;
  /** The setting, when an idea is a place. */
  atPlace: Pool;
  /** How each kind of idea comes into the story on the way. */
  meet: Record<IdeaRole, Pool>;
  /** How an idea met on the way comes back once things turn out well. */
  callback: Record<IdeaRole, Pool>;
  /**
   * Prose told between a chapter's beats, per moment (set-up, journey, trouble, turning point,
   * ending): each frame names the plan's people, things or place and combines its parts
   * ("(a|b)"), so the same whole sentence rarely recurs. Taken in the order written.
   */
  moments: Record<Chapter, Pool>;
  /** Prose written for each plot, per moment, tried before the shared prose (story-prose-*.ts). */
  prose: Record<Archetype, Record<Chapter, Pool>>;
  /** What the setting looks, sounds, smells and feels like: clauses for `{sense}`. */
  senses: Record<SettingKind, Pool>;
  /** The story's last line (may repeat across stories). */
  goodnight: Pool;
  fallbackSkill: string;
  fallbackFear: string;
  archetypes: Record<Archetype, ArchetypeText>;
}


export const TEXTS: Record<Language, LanguageText> = { "en-US": en, "fr-FR": fr };
