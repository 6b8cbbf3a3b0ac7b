import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiMessage } from "../../../shared/messages";
import { SAFETY_CATEGORIES, type SafetyCategory } from "../../../shared/safety";
import { ApiRequestError } from "../../shared/api/client";

/**
 * docs/product.md §8 create-story errors. The weekly limit (403) gets its own notice with
 * an upgrade link, so it is told apart here and worded by the section.
 */
export type CreateStoryError = { kind: "weeklyLimit" } | { kind: "message"; text: string };

export function createStoryError(error: unknown, i18n: I18n): CreateStoryError {
  if (error instanceof ApiRequestError) {
    if (error.status === 403) return { kind: "weeklyLimit" };
    if (error.status === 503 && error.body.message === ApiMessage.dailyStoryBudget) {
      return { kind: "message", text: i18n._(msg`Our storytellers have written all the stories they can for today. Please come back tomorrow!`) };
    }
    if (error.status === 400) {
      const category = SAFETY_CATEGORIES.find((known) => known === error.body.category);
      if (category) return { kind: "message", text: refusalText(category, i18n) };
      const text = badIdeasText(error.body.message, i18n);
      if (text) return { kind: "message", text };
    }
  }
  return { kind: "message", text: i18n._(msg`There was an error creating your story. Please try again.`) };
}

function badIdeasText(message: string, i18n: I18n): string | null {
  switch (message) {
    case ApiMessage.ideasRequired:
      return i18n._(msg`Add at least one idea to create a story.`);
    case ApiMessage.tooManyIdeas:
      return i18n._(msg`A story can have at most 10 ideas.`);
    case ApiMessage.ideaTooLong:
      return i18n._(msg`Each idea can be at most 100 characters long.`);
    case ApiMessage.unsafeIdeas:
      return i18n._(msg`Some of these ideas are not quite right for a children's story. Could you try other ideas?`);
    default:
      return null;
  }
}

/** Ideas the moderation refused: a kind word per category, never the refused words themselves. */
function refusalText(category: SafetyCategory, i18n: I18n): string {
  switch (category) {
    case "violence":
      return i18n._(msg`Our stories stay gentle, so we can't write about violence or hurting someone. How about another idea?`);
    case "weapons":
      return i18n._(msg`Our stories stay safe, so we can't write about weapons or attacks on people. How about another idea?`);
    case "sexual":
      return i18n._(msg`That idea isn't right for a children's story. How about another one?`);
    case "grooming":
      return i18n._(
        msg`Our stories keep children safe: no grown-up asks a child to hide things from their family. If someone asks you to, please tell a grown-up you trust. How about another idea?`,
      );
    case "drugs":
      return i18n._(msg`Our stories for children leave out drugs, alcohol and smoking. How about another idea?`);
    case "self-harm":
      return i18n._(
        msg`We can't write a story about someone hurting themselves. If this is on your mind, please talk to a grown-up you trust. How about another idea?`,
      );
    case "hate":
      return i18n._(msg`Our stories are kind to everyone, so we can't write about hate or hurting people for who they are. How about another idea?`);
    case "profanity":
      return i18n._(msg`Our stories use kind words that children can hear, so we leave out swearing and rude words. How about another idea?`);
  }
}
