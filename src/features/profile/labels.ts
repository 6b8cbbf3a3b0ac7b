import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Locale } from "../../../shared/constants";
import type { User } from "../session/session";

export const GENDER_OPTIONS: readonly User["gender"][] = ["boy", "girl", "not communicated"];

export const GENDER_LABELS: Record<User["gender"], MessageDescriptor> = {
  boy: msg`Boy`,
  girl: msg`Girl`,
  "not communicated": msg`Not communicated`,
};

export const LANGUAGE_LABELS: Record<Locale, MessageDescriptor> = {
  "en-US": msg`English`,
  "fr-FR": msg`French`,
};
