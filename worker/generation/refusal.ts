/**
 * What a refusal says. Users get a kind sentence in their language naming the category, never the word
 * that was refused (the SPA words its own per category; this one is for any other client). A model asked
 * to write again gets a hint of what to avoid.
 */
import type { Language } from "../db/schema";
import { ApiError } from "../http/errors";
import type { SafetyCategory } from "../../shared/safety";

export const SAFETY_REFUSAL_MESSAGES: Record<Language, Record<SafetyCategory, string>> = {
  "en-US": {
    violence: "Fabulo stories stay gentle, so we can't write about violence or hurting someone. How about another idea?",
    weapons: "Fabulo stories stay safe, so we can't write about weapons or attacks on people. How about another idea?",
    sexual: "That idea isn't right for a children's story. How about another one?",
    grooming:
      "Fabulo stories keep children safe: no grown-up asks a child to hide things from their family. If someone asks you to, please tell a grown-up you trust. How about another idea?",
    drugs: "Fabulo stories for children leave out drugs, alcohol and smoking. How about another idea?",
    "self-harm":
      "We can't write a story about someone hurting themselves. If this is on your mind, please talk to a grown-up you trust. How about another idea?",
    hate: "Fabulo stories are kind to everyone, so we can't write about hate or hurting people for who they are. How about another idea?",
    profanity: "Fabulo stories use kind words that children can hear, so we leave out swearing and rude words. How about another idea?",
  },
  "fr-FR": {
    violence:
      "Les histoires de Fabulo restent douces : nous ne pouvons pas parler de violence ni de faire du mal à quelqu’un. Et si vous essayiez une autre idée ?",
    weapons: "Les histoires de Fabulo restent rassurantes : pas d’armes ni d’attaques contre des personnes. Et si vous essayiez une autre idée ?",
    sexual: "Cette idée ne convient pas à une histoire pour enfants. Et si vous en essayiez une autre ?",
    grooming:
      "Les histoires de Fabulo protègent les enfants : aucun adulte n’y demande à un enfant de cacher des choses à sa famille. Si quelqu’un vous le demande, parlez-en à un adulte de confiance. Et si vous essayiez une autre idée ?",
    drugs: "Les histoires de Fabulo laissent de côté la drogue, l’alcool et le tabac. Et si vous essayiez une autre idée ?",
    "self-harm":
      "Nous ne pouvons pas écrire une histoire où quelqu’un se fait du mal. Si cela vous préoccupe, parlez-en à un adulte de confiance. Et si vous essayiez une autre idée ?",
    hate: "Les histoires de Fabulo sont bienveillantes envers tout le monde : nous ne pouvons pas parler de haine. Et si vous essayiez une autre idée ?",
    profanity:
      "Les histoires de Fabulo emploient des mots gentils que les enfants peuvent entendre : pas de gros mots ni d’injures. Et si vous essayiez une autre idée ?",
  },
};

/** Added to a model's prompt when it writes a story again after a refusal. */
export const SAFETY_REFUSAL_HINTS: Record<SafetyCategory, string> = {
  violence: "A previous version was refused for violence: no killing, hurting, blood or cruelty at all.",
  weapons: "A previous version was refused for weapons: no guns, bombs, knives or attacks on anyone.",
  sexual: "A previous version was refused for sexual content: nothing of the kind, not even a hint.",
  grooming: "A previous version was refused for grooming: no adult asks a child for secrets, photos, undressing or a meeting alone.",
  drugs: "A previous version was refused for drugs or alcohol: no drugs, alcohol, smoking or drunkenness.",
  "self-harm": "A previous version was refused for self-harm: no one hurts themselves or wishes to die.",
  hate: "A previous version was refused for hate: no insults, prejudice or extremist symbols.",
  profanity: "A previous version was refused for rude words: no swearing, vulgar words or insults.",
};

/**
 * The 400 for refused ideas: `category` (a stable code the SPA words in its own language) and a kind
 * `message` in the user's language. A judge that names no known category (a classifier's other hazards)
 * gets the spec's general message, as before categories existed.
 */
export function unsafeIdeas(category: SafetyCategory | null, language: Language): ApiError {
  if (!category) return new ApiError("unsafeIdeas");
  return new ApiError("unsafeIdeas", { category }, { message: SAFETY_REFUSAL_MESSAGES[language][category] });
}
