import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiMessage } from "../../../shared/messages";
import { ApiRequestError } from "../../shared/api/client";

/**
 * SPEC §8 create-story errors. The weekly limit (403) gets its own notice with
 * an upgrade link, so it is told apart here and worded by the section.
 */
export type CreateStoryError = { kind: "weeklyLimit" } | { kind: "message"; text: string };

export function createStoryError(error: unknown, i18n: I18n): CreateStoryError {
  if (error instanceof ApiRequestError) {
    if (error.status === 403) return { kind: "weeklyLimit" };
    if (error.status === 400) {
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
