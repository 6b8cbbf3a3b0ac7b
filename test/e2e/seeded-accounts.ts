import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";

type Language = "en-US" | "fr-FR";

export interface Seed {
  name: string;
  language: Language;
  /** An admin, or an established reader (a month old, three stories made: their report weighs in full). */
  as: "admin" | "established";
}

export interface SeededAccount {
  email: string;
  password: string;
  name: string;
  language: Language;
}

/**
 * The accounts the tests sign in as admins or established readers, by key, one per test and language.
 * A test whose retry must not meet its first attempt's doings (its audit entries, its copied story)
 * has one per attempt: see perAttempt.
 */
export function seeds(retries: number): Record<string, Seed> {
  const entries: [string, Seed][] = [
    ["suggestions-admin", { name: "Alex", language: "en-US", as: "admin" }],
    ["models-admin", { name: "Alex", language: "fr-FR", as: "admin" }],
  ];
  for (const language of ["en-US", "fr-FR"] as const) {
    entries.push(
      [`review-admin-${language}`, { name: "Alex", language, as: "admin" }],
      [`hiding-reports-admin-${language}`, { name: "Alex", language, as: "admin" }],
      [`new-reporters-admin-${language}`, { name: "Alex", language, as: "admin" }],
    );
    for (const n of [1, 2, 3]) entries.push([`reporter-${n}-${language}`, { name: `Reader ${n}`, language, as: "established" }]);
    for (let attempt = 0; attempt <= retries; attempt++) {
      // The audit log is read by the admin's name: a retry's admin is named apart ("Ada 2").
      const name = `${language === "en-US" ? "Ada" : "Zoé"}${attempt > 0 ? ` ${attempt + 1}` : ""}`;
      entries.push([ofAttempt(`guard-rails-admin-${language}`, attempt), { name, language, as: "admin" }]);
      entries.push([ofAttempt(`screens-owner-${language}`, attempt), { name: "Camille", language, as: "admin" }]);
    }
  }
  return Object.fromEntries(entries);
}

/** Where the "seeded accounts" project writes them: the run's output directory, emptied as each run starts. */
export const seededAccountsFile = (outputDir: string) => path.join(outputDir, "seeded-accounts.json");

/** The key of an account seeded once per attempt, for a given attempt (0 is the first). */
export const ofAttempt = (key: string, attempt: number) => `${key}-${attempt}`;

/** The key of an account seeded once per attempt, for the attempt running now. */
export const perAttempt = (key: string) => ofAttempt(key, test.info().retry);

/** A seeded account, by its key in seeds(). */
export function seededAccount(key: string): SeededAccount {
  const file = seededAccountsFile(test.info().project.outputDir);
  let accounts: Record<string, SeededAccount>;
  try {
    accounts = JSON.parse(readFileSync(file, "utf8")) as Record<string, SeededAccount>;
  } catch {
    throw new Error(`${file} cannot be read: the "seeded accounts" project writes it (run with the project's dependencies)`);
  }
  const account = accounts[key];
  if (!account) throw new Error(`No seeded account "${key}" (test/e2e/seeded-accounts.ts)`);
  return account;
}
