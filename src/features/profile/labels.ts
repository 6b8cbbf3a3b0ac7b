import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { GENDERS, type Language } from "../../../shared/enums";
import type { User } from "../session/session";

/** The gender choices, in the order the forms offer them. */
export const GENDER_OPTIONS: readonly User["gender"][] = GENDERS;

export const GENDER_LABELS: Record<User["gender"], MessageDescriptor> = {
  boy: msg`Boy`,
  girl: msg`Girl`,
  "not communicated": msg`Not communicated`,
};

export const LANGUAGE_LABELS: Record<Language, MessageDescriptor> = {
  "en-US": msg`English`,
  "fr-FR": msg`French`,
};
