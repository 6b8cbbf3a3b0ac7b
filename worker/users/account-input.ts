/** What account forms accept: e-mail and password sizes, the language list (SPEC §5). */
import { z } from "zod";
import { LANGUAGES } from "../db/schema";
import { ApiMessage } from "../../shared/messages";

export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 1024;

export const emailFormat = z.email();
export const isEmail = (value: string) => value.length <= MAX_EMAIL_LENGTH && emailFormat.safeParse(value).success;
export const normaliseEmail = (value: string) => value.trim().toLowerCase();

export const languageSchema = z.enum(LANGUAGES, { error: ApiMessage.invalidLanguage });
export const passwordInput = z.string().min(1).max(MAX_PASSWORD_LENGTH);

