import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type APIRequestContext } from "@playwright/test";
import type { Reader } from "../../shared/recordings";
import { apiToken, createAccount, finishedDemoStory, finishedStoryOf, GENERATION_TIMEOUT, latestLink, PASSWORD, uniqueEmail } from "../e2e/helpers";
import { launchFirefox, launchWebKit, type Engine, type EngineName, type Target } from "./engines";

/**
 * The journeys a family takes, in Firefox ESR and WebKitGTK (Chromium runs the whole suite in
 * test/e2e): one browser session per engine, a fresh visitor per test. What an engine cannot do is
 * asserted as the person sees it: WebKit and Firefox refuse to start sound before a tap (the "Play the
 * story" button), an engine without a voice for the story's language says so.
 */
const LABELS = {
  "en-US": {
    email: "E-mail",
    password: "Password",
    name: "Name",
    robot: "I am not a robot (development check)",
    register: "Create my account",
    thanks: "Thank you for signing up!",
    confirmed: "Your e-mail address is confirmed. You can now log in.",
    logIn: "Log in",
    logOut: "Log out",
    language: "Language",
    discover: "Discover",
    ideas: "Your ideas",
    start: "Start creating",
    play: "Play",
    startStory: "Play the story",
    myStories: "My stories",
    pdf: "Download PDF",
    chapter: (n: number) => `Chapter ${n} of 5`,
    highlight: "Highlight words",
    save: "Save for offline",
    saved: "Saved on this device: it plays without a network.",
    onThisDevice: "On this device",
    open: (title: string) => `Open “${title}”`,
    record: "Record my voice",
    who: "Who is reading?",
    startRecording: "Start recording",
    recordTake: "Record",
    recording: "Recording…",
    stop: "Stop",
    keep: "Keep",
    voice: "Voice",
    recorded: (n: number) => `Chapter ${n} (recorded)`,
    noVoice: "This device has no English voice to read this story aloud. The whole story is here to read together.",
    storyIdeas: ["a sleepy owl", "a red umbrella"],
  },
  "fr-FR": {
    email: "E-mail",
    password: "Mot de passe",
    name: "Prénom",
    robot: "Je ne suis pas un robot (vérification de développement)",
    register: "Créer mon compte",
    thanks: "Merci pour votre inscription !",
    confirmed: "Votre adresse e-mail est confirmée. Vous pouvez maintenant vous connecter.",
    logIn: "Se connecter",
    logOut: "Se déconnecter",
    language: "Langue",
    discover: "Découvrir",
    ideas: "Vos idées",
    start: "Lancer la création",
    play: "Lire",
    startStory: "Écouter l’histoire",
    myStories: "Mes histoires",
    pdf: "Télécharger le PDF",
    chapter: (n: number) => `Chapitre ${n} sur 5`,
    highlight: "Surligner les mots",
    save: "Garder hors connexion",
    saved: "Gardée sur cet appareil : elle se lit même sans réseau.",
    onThisDevice: "Sur cet appareil",
    open: (title: string) => `Ouvrir « ${title} »`,
    record: "Enregistrer ma voix",
    who: "Qui lit ?",
    startRecording: "Commencer l'enregistrement",
    recordTake: "Enregistrer",
    recording: "Enregistrement…",
    stop: "Arrêter",
    keep: "Garder",
    voice: "Voix",
    recorded: (n: number) => `Chapitre ${n} (enregistré)`,
    noVoice: "Cet appareil n’a pas de voix française pour lire cette histoire à voix haute. Toute l’histoire est là, à lire ensemble.",
    storyIdeas: ["une chouette endormie", "un parapluie rouge"],
  },
} as const;

type Language = keyof typeof LABELS;
const OTHER: Record<Language, Language> = { "en-US": "fr-FR", "fr-FR": "en-US" };

/** What each engine's MediaRecorder makes with the app's preferences (src/features/recordings/use-recorder.ts). */
const RECORDS: Record<EngineName, string> = { firefox: "audio/webm", webkit: "audio/mp4" };

/** Recordings the real engines made (test/node/fixtures/README.md says how), each to be heard in every engine. */
const FIXTURES = path.resolve("test/node/fixtures");
const ENGINE_RECORDINGS = readdirSync(FIXTURES).filter((name) => /-mediarecorder-/.test(name));

const test = base.extend<object, { engine: Engine }>({
  engine: [
    async ({}, use, workerInfo) => {
      const appPort = Number(new URL(String(workerInfo.project.use.baseURL)).port);
      const engine =
        workerInfo.project.name === "firefox"
          ? await launchFirefox(appPort, path.resolve("test/e2e/speech"))
          : await launchWebKit(appPort, Number(process.env.WEBKIT_DRIVER_PORT ?? appPort + 1));
      await use(engine);
      await engine.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * The player's reading settings (highlight, night look, sleep timer, save for offline): every journey
 * reaches them through here, so a change of where they live (a phone's settings sheet) is one line.
 */
async function setting(engine: Engine, name: string): Promise<Target> {
  return { role: "button", name };
}

/** Signed in as `account` without the login form (the sign-up journey covers it): the session's token in storage. */
async function signedIn(engine: Engine, request: APIRequestContext, account: { email: string; password: string }) {
  const token = await apiToken(request, account);
  await engine.evaluate((value: string) => localStorage.setItem("fabulo.token", value), token);
}

const bodyText = (engine: Engine) => engine.evaluate(() => document.body.innerText);
const audioTime = (engine: Engine) => engine.evaluate(() => document.querySelector<HTMLAudioElement>("audio.chapter-audio")?.currentTime ?? 0);
const highlightedWord = (engine: Engine) =>
  engine.evaluate(() => Number(document.querySelector<HTMLElement>('main .chapter-text [aria-current="true"]')?.dataset.word ?? -1));

for (const language of ["en-US", "fr-FR"] as const) {
  const l = LABELS[language];
  test.describe(language, () => {
    test("signs up, confirms the address from the e-mail, signs in and switches the language", async ({ engine, request }) => {
      await engine.reset(language);
      const email = uniqueEmail(`${engine.name}-${language}`);
      await engine.goto("/register");
      await engine.fill({ label: l.email }, email);
      await engine.fill({ label: l.password }, PASSWORD);
      await engine.fill({ label: l.name }, "Camille");
      await engine.click({ role: "checkbox", name: l.robot });
      await engine.click({ role: "button", name: l.register });
      await expect.poll(() => engine.count({ role: "dialog", name: l.thanks })).toBe(1);

      await engine.goto(await latestLink(request, email, "/confirm-email"));
      await expect.poll(() => bodyText(engine)).toContain(l.confirmed);

      await engine.goto("/login");
      await engine.fill({ label: l.email }, email);
      await engine.fill({ label: l.password }, PASSWORD);
      await engine.click({ role: "button", name: l.logIn });
      await expect.poll(() => engine.count({ role: "button", name: l.logOut }), { timeout: 20_000 }).toBe(1);
      expect(await engine.path()).toMatch(/^\/(browse-stories)?(#.*)?$/);

      const next = OTHER[language];
      await engine.select({ role: "combobox", name: l.language }, next);
      await expect.poll(() => engine.count({ role: "heading", name: LABELS[next].discover }), { timeout: 20_000 }).toBe(1);
      await expect.poll(() => engine.count({ role: "button", name: LABELS[next].logOut })).toBe(1);
    });
  });
}
