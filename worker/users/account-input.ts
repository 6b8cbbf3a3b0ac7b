/** What account and profile forms accept: e-mail and password sizes, the language list, a person (docs/product.md §5). */
import { z } from "zod";
import { GENDERS, LANGUAGES } from "../db/schema";
import { isPlainText } from "../http/validate";
import { ApiMessage } from "../../shared/messages";

export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 1024;

export const emailFormat = z.email();
export const isEmail = (value: string) => value.length <= MAX_EMAIL_LENGTH && emailFormat.safeParse(value).success;
export const normaliseEmail = (value: string) => value.trim().toLowerCase();

export const languageSchema = z.enum(LANGUAGES, { error: ApiMessage.invalidLanguage });
export const passwordInput = z.string().min(1).max(MAX_PASSWORD_LENGTH);


const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() <= Date.now();
};

/** A date of birth: `YYYY-MM-DD`, a real date not in the future; empty or null clears it. */
export const dateOfBirthSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine(isCalendarDate)
    .nullable()
    .optional(),
);

export const genderSchema = z.enum(GENDERS);
/** A person's name, shown to others (feedback authors): plain text on one line. */
export const nameSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((name) => isPlainText(name));
