import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect } from "@playwright/test";
import type { Reader } from "../../shared/recordings";
import {
  apiToken,
  createAccount,
  finishedDemoStory,
  finishedStoryOf,
  GENERATION_TIMEOUT,
  latestLink,
  PASSWORD,
  uniqueEmail,
  type FinishedStory,
} from "../e2e/helpers";
import { uploadEngineRecordings } from "../e2e/families";
import { audioState, highlightsSeen, watchHighlights } from "../e2e/media-state";
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
    add: "Add",
    start: "Start creating",
    play: "Play",
    pause: "Pause",
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
    settings: "Settings",
    settingsSheet: "Player settings",
    close: "Close",
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
    add: "Ajouter",
    start: "Lancer la création",
    play: "Lire",
    pause: "Pause",
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
    settings: "Réglages",
    settingsSheet: "Réglages de lecture",
    close: "Fermer",
    recorded: (n: number) => `Chapitre ${n} (enregistré)`,
    noVoice: "Cet appareil n’a pas de voix française pour lire cette histoire à voix haute. Toute l’histoire est là, à lire ensemble.",
    storyIdeas: ["une chouette endormie", "un parapluie rouge"],
  },
} as const;

type Language = keyof typeof LABELS;
const OTHER: Record<Language, Language> = { "en-US": "fr-FR", "fr-FR": "en-US" };

/** What each engine's MediaRecorder makes with the app's preferences (src/features/recordings/use-recorder.ts). */
const RECORDS: Record<EngineName, string> = { firefox: "audio/webm", webkit: "audio/mp4" };


interface OwnStory {
  owner: { email: string; password: string };
  story: FinishedStory;
  token: string;
}

const test = base.extend<object, { engine: Engine; ownStory: (language: Language) => Promise<OwnStory> }>({
  /**
   * One finished story per language for the engine's journeys that need an owner (the recorder, the
   * offline save, the other engines' recordings): a demo story's copy, once per engine and language,
   * by the first journey that needs it; each journey adds only what it is about.
   */
  ownStory: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: String(workerInfo.project.use.baseURL) });
      const made = new Map<Language, Promise<OwnStory>>();
      const make = async (language: Language): Promise<OwnStory> => {
        const owner = await createAccount(api, { tag: `${workerInfo.project.name}-owner-${language}`, language });
        const { story } = await finishedStoryOf(api, owner, language);
        // Private, as a family's own story is: offline, its saved copy stays the signed-in parent's.
        return { owner, story, token: await apiToken(api, owner) };
      };
      await use((language) => {
        if (!made.has(language)) made.set(language, make(language));
        return made.get(language)!;
      });
      await api.dispose();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  engine: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing
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
 * The player's settings sheet (highlight, night look, sleep timer, voice, save for offline), opened with
 * its one "Settings" button as a reader does; every journey reaches those settings inside it.
 */
async function openSettings(engine: Engine, language: Language): Promise<Target> {
  const sheet = { role: "dialog", name: LABELS[language].settingsSheet };
  // Tapped again while no sheet shows, as a reader would: headless ESR on two busy cores now and then
  // loses a click (the sheet never opened in 20 s, in both tries of one run); an open sheet is never tapped.
  await expect
    .poll(
      async () => {
        if ((await engine.count(sheet)) === 0) await engine.click({ role: "button", name: LABELS[language].settings });
        return engine.count(sheet);
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toBe(1);
  return sheet;
}

/** Closes the settings sheet with its Close button, back to the story. */
async function closeSettings(engine: Engine, language: Language) {
  const sheet = { role: "dialog", name: LABELS[language].settingsSheet };
  await engine.click({ role: "button", name: LABELS[language].close, within: sheet });
  await expect.poll(() => engine.count(sheet)).toBe(0);
}

/** Signed in as `account` without the login form (the sign-up journey covers it): the session's token in storage. */
async function signIn(engine: Engine, token: string) {
  await engine.evaluate((value: string) => localStorage.setItem("fabulo.token", value), token);
  // WebKit keeps storage in another process: a page opened at once may not see the token yet (and shows
  // the story as a visitor would, without its family voices). Signed in once a newly opened page sees it.
  await expect
    .poll(async () => {
      await engine.goto("/privacy-policy");
      return engine.evaluate(() => localStorage.getItem("fabulo.token"));
    })
    .toBe(token);
}

/** The chapter's narration plays: its time runs past half a second. */
async function expectPlaying(engine: Engine) {
  await expect.poll(() => audioTime(engine), { timeout: 20_000 }).toBeGreaterThan(0.5);
}

/**
 * Starts the narration with a tap: the large Play where the engine refused to start it alone, else the
 * controls' Play. Where the engine lets it start by itself, it does so a second after the chapter is
 * ready (AUDIO_AUTOPLAY_DELAY_MS), and a Play pressed in that moment lands on the button as it turns
 * into Pause: the story stops again, as it would for a person, who presses once more (Firefox's device
 * voice, twice in stop 57's rehearsal). So the press is repeated until the controls say it plays.
 */
async function pressPlay(engine: Engine, language: Language) {
  const controls = { role: "navigation", name: CONTROLS[language] };
  const start = { role: "button", name: LABELS[language].startStory };
  const pause = { role: "button", name: LABELS[language].pause, within: controls };
  await expect(async () => {
    if ((await engine.count(pause)) === 0) {
      await engine.click((await engine.count(start)) > 0 ? start : { role: "button", name: LABELS[language].play, within: controls });
    }
    await expect.poll(() => engine.count(pause), { timeout: 5_000 }).toBe(1);
  }).toPass({ timeout: 30_000 });
}

const CONTROLS: Record<Language, string> = { "en-US": "Story controls", "fr-FR": "Commandes de l’histoire" };

// A download still being written: Firefox puts an empty file under the final name at once and the bytes
// in "<name>.part" until it renames it over; other browsers write beside it under their own suffix.
const PARTIAL_DOWNLOAD = /\.(part|download|crdownload|wkdownload)$/;

/** A file the engine downloaded, once it has fully landed: no partial file left, and bytes in it. */
async function downloaded(engine: Engine, extension: string): Promise<Buffer> {
  let file = "";
  await expect
    .poll(
      () => {
        const names = readdirSync(engine.downloads);
        file = names.find((name) => name.endsWith(extension)) ?? "";
        if (!file || names.some((name) => PARTIAL_DOWNLOAD.test(name))) return 0;
        return statSync(path.join(engine.downloads, file)).size;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  return readFileSync(path.join(engine.downloads, file));
}

/** Which engine has a voice for which language here (Debian's packages, test/e2e/speech's configuration). */
const DEVICE_VOICES: Record<EngineName, Record<Language, boolean>> = {
  firefox: { "en-US": true, "fr-FR": true },
  webkit: { "en-US": true, "fr-FR": false },
};

const bodyText = (engine: Engine) => engine.evaluate(() => document.body.innerText);
/** In the page: the device voice's state, and the words the read-along shows as read. */
function speechState() {
  return {
    speaking: speechSynthesis.speaking,
    pending: speechSynthesis.pending,
    paused: speechSynthesis.paused,
    voices: speechSynthesis.getVoices().map((voice) => voice.lang),
    highlighted: document.querySelector('.chapter-text [aria-current="true"]')?.getAttribute("data-word") ?? null,
    buttons: [...document.querySelectorAll("nav button")].map((button) => button.getAttribute("aria-label") ?? button.textContent),
  };
}
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

for (const language of ["en-US", "fr-FR"] as const) {
  const l = LABELS[language];
  test.describe(language, () => {
    test("creates a story from ideas, waits for it, downloads its PDF, and the device's voice reads a story with no narration where it has one", async ({ engine, request }) => {
      test.setTimeout(240_000);
      const account = await createAccount(request, { tag: `${engine.name}-creator-${language}`, language });
      const token = await apiToken(request, account);
      await engine.reset(language);
      await signIn(engine, token);
      await engine.goto("/#create-story");
      for (const idea of l.storyIdeas) {
        await engine.fill({ label: l.ideas }, idea);
        await engine.click({ role: "button", name: l.add });
      }
      await engine.click({ role: "button", name: l.start });
      const myStories = { role: "region", name: l.myStories };
      await expect.poll(() => engine.count({ role: "link", name: l.play, within: myStories }), { timeout: GENERATION_TIMEOUT }).toBe(1);

      await engine.click({ role: "button", name: l.pdf, within: myStories });
      expect((await downloaded(engine, ".pdf")).subarray(0, 5).toString()).toBe("%PDF-");

      // A fresh tab: Firefox's BiDi keeps the download's navigation open, and a goto in that tab waits on it forever.
      await engine.reset(language);
      await signIn(engine, token);
      // A story as a Workers AI French story is: narration left to the reader's device.
      const { story: deviceRead } = await finishedStoryOf(request, account, language, "device");
      await engine.goto(`/story/${deviceRead.slug}`);
      // The page's first paint, with the other lane and Vitest beside it on two cores.
      await expect.poll(() => engine.count({ role: "heading", name: l.chapter(1) }), { timeout: 30_000 }).toBe(1);
      expect(await engine.count({ css: "audio" })).toBe(0);
      if (DEVICE_VOICES[engine.name][language]) {
        await pressPlay(engine, language);
        try {
          await expect.poll(() => highlightedWord(engine), { timeout: 30_000 }).toBeGreaterThan(0);
        } catch (error) {
          // Whether the voice is speaking, queued behind another, or absent says where the words stopped (stop 54).
          throw new Error(`the device voice read no word: ${JSON.stringify(await engine.evaluate(speechState))}`, { cause: error });
        }
        await expect.poll(() => engine.evaluate(() => speechSynthesis.speaking)).toBe(true);
      } else {
        await expect.poll(() => bodyText(engine), { timeout: 30_000 }).toContain(l.noVoice);
      }
    });

    test("plays a story with the narration after a tap, the words highlighted, and reads from a tapped word", async ({ engine, request }) => {
      const story = await finishedDemoStory(request, language);
      await engine.reset(language);
      await engine.goto(`/story/${encodeURIComponent(story.slug)}`);
      await expect.poll(() => engine.count({ role: "heading", name: l.chapter(1) })).toBe(1);
      await expect.poll(() => engine.evaluate(() => document.querySelector('.chapter-text [data-word="0"]')?.getAttribute("tabindex"))).toBe("0");
      // WebKit never starts sound on a page the reader has not touched: one large Play says so, and the
      // story waits. Firefox decides per site (its autoplay policy may already allow this origin): either
      // that Play shows and the story waits, or the story starts by itself.
      const start = { role: "button", name: l.startStory };
      await expect.poll(async () => (await engine.count(start)) > 0 || (await audioTime(engine)) > 0).toBe(true);
      if (engine.name === "webkit") expect(await engine.count(start)).toBe(1);
      if ((await engine.count(start)) > 0) {
        expect(await audioTime(engine)).toBe(0);
        await engine.click(start);
      }
      await expectPlaying(engine);
      await expect.poll(() => highlightedWord(engine), { timeout: 15_000 }).toBeGreaterThanOrEqual(0);
      const early = await highlightedWord(engine);
      await expect.poll(() => highlightedWord(engine), { timeout: 15_000 }).toBeGreaterThan(early + 2);

      const words = await engine.count({ css: ".chapter-text [data-word]" });
      const target = Math.min(words - 2, early + 12);
      await engine.click({ css: `.chapter-text [data-word="${target}"]` });
      await expect.poll(() => highlightedWord(engine)).toBeGreaterThanOrEqual(target);

      // Paused first, so that the chapter cannot end and turn the page while the sheet is open.
      await engine.click({ role: "button", name: l.pause, within: { role: "navigation", name: CONTROLS[language] } });
      await expect.poll(() => engine.evaluate(() => document.querySelector<HTMLAudioElement>("audio.chapter-audio")?.paused)).toBe(true);
      await engine.click({ role: "button", name: l.highlight, within: await openSettings(engine, language) });
      await expect.poll(() => engine.count({ css: '.chapter-text [aria-current="true"]' })).toBe(0);
    });

    test("records the five chapters, keeps them, and hears them back with the words highlighted", async ({ engine, request, ownStory }, testInfo) => {
      test.setTimeout(300_000);
      const { story, token } = await ownStory(language);
      await engine.reset(language);
      await signIn(engine, token);
      await engine.goto(`/story/${story.slug}`);
      await engine.click({ role: "button", name: l.record });
      const dialog = { role: "dialog" };
      await engine.fill({ label: l.who, within: dialog }, `Mamie ${engine.name}`);
      await engine.click({ role: "button", name: l.startRecording, within: dialog });
      for (let chapter = 1; chapter <= 5; chapter++) {
        await engine.click({ role: "button", name: l.recordTake, within: dialog });
        await expect.poll(() => engine.evaluate(() => document.querySelector("dialog .recorder-status")?.textContent), { timeout: 15_000 }).toBe(l.recording);
        const started = await engine.evaluate(() => performance.now());
        // The fake microphone (a tone) moves the level meter.
        await expect.poll(() => engine.evaluate(() => document.querySelector<HTMLMeterElement>("dialog meter")?.value ?? 0)).toBeGreaterThan(0.01);
        // A take of a second at least, by the page's clock (the take's length is the subject, not a race).
        await expect.poll(() => engine.evaluate((since: number) => performance.now() - since, started)).toBeGreaterThan(1_000);
        await engine.click({ role: "button", name: l.stop, within: dialog });
        await engine.click({ role: "button", name: l.keep, within: dialog });
        try {
          if (chapter < 5) await expect.poll(() => engine.count({ role: "button", name: l.recorded(chapter), within: dialog }), { timeout: 30_000 }).toBe(1);
          else await expect.poll(() => engine.count(dialog), { timeout: 30_000 }).toBe(0);
        } catch (error) {
          // WebKit's recorder journey has lost a kept take's mark a few times under load: what the dialog said then.
          const said = await engine.evaluate(() => document.querySelector("dialog")?.innerText.replace(/\s+/g, " ") ?? "(no dialog)");
          throw new Error(`chapter ${chapter}'s take, kept, is not marked: ${said}`, { cause: error });
        }
      }

      let reader: Reader | undefined;
      await expect
        .poll(
          async () => {
            const { readers } = (await (await request.get(`/api/stories/${story._id}/readers`, { headers: bearer(token) })).json()) as { readers: Reader[] };
            reader = readers.find((candidate) => candidate.name === `Mamie ${engine.name}`);
            return reader?.chapters.filter((take) => take.wordTimings !== null).length;
          },
          { timeout: 60_000 },
        )
        .toBe(5);
      const take = reader!.chapters[0]!;
      expect(take.mimeType).toBe(RECORDS[engine.name]);
      // Measured from the container: the seconds the take lasted, not the minutes the recorder was open.
      for (const chapter of reader!.chapters) expect(chapter.durationMs).toBeGreaterThan(800);
      for (const chapter of reader!.chapters) expect(chapter.durationMs).toBeLessThan(60_000);
      // Kept as the engine recorded it: test/node/fixtures holds one such take per engine.
      const bytes = await (await request.get(take.audio, { headers: bearer(token) })).body();
      writeFileSync(testInfo.outputPath(`${engine.name}-mediarecorder.${take.mimeType.split("/")[1]}`), bytes);

      await engine.goto(`/story/${story.slug}`);
      await engine.select({ role: "combobox", name: l.voice, within: await openSettings(engine, language) }, `Mamie ${engine.name}`);
      await closeSettings(engine, language);
      await engine.evaluate(watchHighlights);
      await pressPlay(engine, language);
      await expectPlaying(engine);
      await expect.poll(() => engine.evaluate(highlightsSeen), { timeout: 15_000 }).toBeGreaterThan(0);
    });
  });
}

test("plays the recordings every engine made: Chromium's WebM and MP4, Firefox's WebM and Ogg, WebKit's MP4", async ({ engine, request, ownStory }) => {
  test.setTimeout(GENERATION_TIMEOUT + 120_000);
  const { story, token } = await ownStory("en-US");
  const names = await uploadEngineRecordings(request, story._id, token);
  await engine.reset("en-US");
  await signIn(engine, token);
  await engine.goto(`/story/${story.slug}`);
  // Every failure of the element counts, even one the player recovers from by loading the take again.
  await engine.evaluate(() => {
    const failures: string[] = [];
    Object.assign(window, { mediaFailures: failures });
    document.addEventListener("error", ({ target }) => target instanceof HTMLMediaElement && failures.push(`${target.error?.code}: ${target.src}`), true);
  });
  for (const name of names) {
    await engine.select({ role: "combobox", name: LABELS["en-US"].voice, within: await openSettings(engine, "en-US") }, name);
    await closeSettings(engine, "en-US");
    await pressPlay(engine, "en-US");
    // The bound only stops a take that never plays (stop 53's 20 s waits were Firefox without a sound
    // card, failing each take after 40 ms: test/browsers/engines.ts gives it one).
    try {
      await expect.poll(() => audioTime(engine), { timeout: 20_000, message: name }).toBeGreaterThan(0.5);
    } catch (error) {
      // What the element was doing says whether the take stalled, ended, failed or was never asked to play.
      throw new Error(`${name} did not play: ${JSON.stringify(await engine.evaluate(audioState))}`, { cause: error });
    }
    expect(await engine.evaluate(() => (window as unknown as { mediaFailures: string[] }).mediaFailures), name).toEqual([]);
    await engine.evaluate(() => document.querySelector<HTMLAudioElement>("audio.chapter-audio")?.pause());
  }
});

// Last in the file: the network cut and restored stays out of the other journeys' way.
for (const language of ["en-US", "fr-FR"] as const) {
  const l = LABELS[language];
  test.describe(language, () => {
    test("saves a story for offline and plays it with the network off", async ({ engine, ownStory }) => {
      test.setTimeout(210_000);
      const { story, token } = await ownStory(language);
      await engine.reset(language);
      await signIn(engine, token);
      await engine.goto(`/story/${story.slug}`);
      await expect.poll(() => engine.count({ role: "heading", name: story.title })).toBe(1);
      await expect.poll(() => engine.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
      await engine.click({ role: "button", name: l.save, within: await openSettings(engine, language) });
      await expect.poll(() => bodyText(engine), { timeout: 30_000 }).toContain(l.saved);

      await engine.setOnline(false);
      try {
        await engine.goto(`/story/${story.slug}`);
        await expect.poll(() => engine.count({ role: "heading", name: story.title })).toBe(1);
        await expect.poll(() => engine.evaluate(() => document.querySelector<HTMLImageElement>(".chapter-illustration")?.naturalWidth ?? 0)).toBeGreaterThan(0);
        await pressPlay(engine, language);
        await expectPlaying(engine);

        await engine.goto("/");
        const onThisDevice = { role: "region", name: l.onThisDevice };
        await engine.click({ role: "link", name: l.open(story.title), within: onThisDevice });
        await expect.poll(() => engine.path()).toBe(`/story/${story.slug}`);
        await expect.poll(() => engine.count({ role: "heading", name: story.title })).toBe(1);
      } finally {
        await engine.setOnline(true);
      }
    });
  });
}
