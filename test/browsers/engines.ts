/**
 * Firefox ESR and WebKitGTK from Debian, driven as a person uses them, behind one small interface so
 * each journey is written once (test/browsers/journeys.spec.ts). Firefox speaks WebDriver BiDi
 * (puppeteer-core); WebKitGTK's MiniBrowser speaks WebDriver classic through WebKitWebDriver under
 * Xvfb (selenium-webdriver). Elements are found by role and accessible name with Testing Library's
 * queries run in the page (the same rules in both engines), then clicked and typed into by the
 * driver, so a click is the browser's own user gesture (autoplay, the microphone and downloads
 * depend on it).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import puppeteer, { type Browser as PuppeteerBrowser, type ElementHandle, type Page } from "puppeteer-core";
import { Builder, type WebDriver, type WebElement } from "selenium-webdriver";

export type EngineName = "firefox" | "webkit";

/** What a journey looks for: an element by ARIA role and accessible name (or a field by its label), optionally inside another. */
export type Target = ({ role: string; name?: string | RegExp } | { label: string } | { css: string }) & { within?: Target };

export interface Engine {
  readonly name: EngineName;
  /** Where the engine's downloads land. */
  readonly downloads: string;
  /** Opens a path of the app. */
  goto(path: string): Promise<void>;
  /** The page's path and query. */
  path(): Promise<string>;
  /** Runs `fn` in the page and returns its (JSON) result; a promise is awaited. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** How many elements match (0 while none is rendered). */
  count(target: Target): Promise<number>;
  /** A trusted click on the target, once it is rendered. */
  click(target: Target): Promise<void>;
  /** Replaces a text field's value, typed key by key. */
  fill(target: Target, text: string): Promise<void>;
  /** Picks a native select's option by its label or value, as choosing it from the list does. */
  select(target: Target, option: string): Promise<void>;
  /** Cuts the app off the network (every connection refused) or brings it back. */
  setOnline(online: boolean): Promise<void>;
  /** A fresh visitor in `language`: no session, storage, service worker or caches left from before. */
  reset(language: "en-US" | "fr-FR"): Promise<void>;
  close(): Promise<void>;
}

const TESTING_LIBRARY = readFileSync(createRequire(import.meta.url).resolve("@testing-library/dom/dist/@testing-library/dom.umd.min.js"), "utf8");
const FIND_TIMEOUT_MS = 20_000;

type SerialTarget = { role?: string; name?: string | { source: string; flags: string }; label?: string; css?: string; within?: SerialTarget };
const serial = (target: Target): SerialTarget => {
  const within = target.within && serial(target.within);
  if ("label" in target) return { label: target.label, within };
  if ("css" in target) return { css: target.css, within };
  const { name } = target;
  return { role: target.role, name: name instanceof RegExp ? { source: name.source, flags: name.flags } : name, within };
};

/**
 * In the page (self-contained: it is sent as source): the first element matching the target by Testing
 * Library's ByRole rules, or how many match; null before the library is injected.
 */
function queryInPage(target: SerialTarget, answer: "first" | "count"): Element | number | null {
  type Query = (container: Element, text: string, options?: object) => Element[];
  const library = (window as unknown as { TestingLibraryDom?: { queryAllByRole: Query; queryAllByLabelText: Query } }).TestingLibraryDom;
  if (!library) return null;
  const find = (scope: Element, query: SerialTarget): Element[] => {
    const scopes = query.within ? find(scope, query.within).slice(0, 1) : [scope];
    const name = typeof query.name === "object" ? new RegExp(query.name.source, query.name.flags) : query.name;
    return scopes.flatMap((inside) => {
      if (query.css !== undefined) return [...inside.querySelectorAll(query.css)];
      if (query.label !== undefined) return library.queryAllByLabelText(inside, query.label);
      return library.queryAllByRole(inside, query.role ?? "", name === undefined ? {} : { name });
    });
  };
  const found = find(document.body, target);
  return answer === "count" ? found.length : (found[0] ?? null);
}

/** Retries `attempt` until it returns something, or fails naming what was looked for. */
async function waitFor<T>(what: string, attempt: () => Promise<T | null>, timeout = FIND_TIMEOUT_MS): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = await attempt();
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`Not found within ${timeout} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function describe(target: Target): string {
  const what =
    "label" in target ? `field “${target.label}”` : "css" in target ? target.css : `${target.role}${target.name === undefined ? "" : ` “${String(target.name)}”`}`;
  return target.within ? `${what} in ${describe(target.within)}` : what;
}

/**
 * In the page, before a click: the target in view and focused, as a keyboard user reaches it (actions
 * that show only while the pointer is over their card, or focus is in it, show).
 */
function reachInPage(element: HTMLElement) {
  element.scrollIntoView({ block: "center" });
  element.focus({ preventScroll: true });
}

/**
 * A door between the browser and the app: the browser opens the app through it, and closing it refuses
 * every connection, as a phone without network would (the same for both engines: WebDriver classic
 * has no network switch).
 */
async function openGate(appPort: number): Promise<{ port: number; setOpen: (open: boolean) => void; close: () => Promise<void> }> {
  let open = true;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    if (!open) return void client.destroy();
    const upstream = connect(appPort, "127.0.0.1");
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the gate has no port");
  return {
    port: address.port,
    setOpen: (value) => {
      open = value;
      if (!value) for (const socket of sockets) socket.destroy();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Clears what a previous journey left on the app's origin (run in the page). */
async function clearOrigin(language: string) {
  for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
  for (const name of await caches.keys()) await caches.delete(name);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split("; ")) document.cookie = `${cookie.split("=")[0]}=; max-age=0; path=/`;
  localStorage.setItem("fabulo.locale", language);
}

/** In the page: the option chosen and the change event React listens to (a select's list is the browser's own UI). */
function chooseInPage(select: HTMLSelectElement, option: string): boolean {
  const value = [...select.options].find((candidate) => candidate.label === option || candidate.value === option)?.value;
  if (value === undefined) return false;
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
  return true;
}

const chosen = (target: Target, option: string, done: boolean) => {
  if (!done) throw new Error(`No option “${option}” in ${describe(target)}`);
};

const WINDOW = { width: 1280, height: 900 };

/**
 * A sound card for Firefox: PulseAudio with one null sink, which plays to nowhere in real time. Firefox
 * fails an audio-only element whose output cannot open (MEDIA_ERR_DECODE); with no output at all every
 * take stopped after its first 40 ms, and only the player's own recovery crept it on (stop 55's CI).
 * ALSA's null device would open, but it has no clock: the recorder's graph ran unthrottled on it.
 */
async function startSoundServer(home: string): Promise<{ server: string; stop: () => void }> {
  const socket = path.join(home, "pulse-native");
  const script = path.join(home, "pulse.pa");
  await writeFile(
    script,
    [
      "load-module module-null-sink sink_name=silence",
      "set-default-sink silence",
      `load-module module-native-protocol-unix auth-anonymous=1 socket=${socket}`,
    ].join("\n") + "\n",
  );
  const pulse = spawn("pulseaudio", ["-n", "-F", script, "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no", "--log-target=stderr"], {
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, HOME: home, XDG_RUNTIME_DIR: home },
  });
  let log = "";
  let ended = "";
  pulse.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  pulse.on("error", (error) => (ended = String(error)));
  pulse.on("exit", (code, signal) => (ended ||= `exit ${code ?? signal}`));
  const stop = () => void pulse.kill("SIGTERM");
  // It never exits on its own (Firefox may leave it idle between journeys): it goes with this process.
  process.once("exit", stop);
  await waitFor("PulseAudio's socket", async () => {
    if (ended) throw new Error(`pulseaudio did not start (${ended}): ${log}`);
    return existsSync(socket) ? true : null;
  });
  return { server: `unix:${socket}`, stop };
}

/**
 * Firefox ESR: headless, a fake microphone (a tone), downloads into a folder of ours, autoplay as
 * Firefox ships it, and speech-dispatcher's voices through `speechConfig` (copied: Firefox writes there).
 */
export async function launchFirefox(appPort: number, speechConfig: string): Promise<Engine> {
  const gate = await openGate(appPort);
  const origin = `http://localhost:${gate.port}`;
  const home = await mkdtemp(path.join(tmpdir(), "fabulo-firefox-"));
  const downloads = path.join(home, "downloads");
  const config = path.join(home, "config");
  await mkdir(downloads);
  await cp(speechConfig, config, { recursive: true });
  const sound = await startSoundServer(home);
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: "firefox",
    executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
    headless: true,
    // ESR refuses the screen-orientation override: the size is the window's.
    args: [`--width=${WINDOW.width}`, `--height=${WINDOW.height}`],
    env: { ...process.env, XDG_CONFIG_HOME: config, ALSA_CONFIG_PATH: path.join(config, "asound.conf"), PULSE_SERVER: sound.server },
    extraPrefsFirefox: {
      "media.navigator.streams.fake": true,
      "media.navigator.permission.disabled": true,
      // Firefox's own default (block audible autoplay), which the automation profile turns off.
      "media.autoplay.default": 1,
      "browser.download.folderList": 2,
      "browser.download.dir": downloads,
      "browser.download.useDownloadDir": true,
      "browser.download.always_ask_before_handling_new_types": false,
      "pdfjs.disabled": true,
    },
  });
  let page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  const inject = async () => {
    if (!(await page.evaluate(() => "TestingLibraryDom" in window))) await page.evaluate(TESTING_LIBRARY);
  };
  const element = (target: Target) =>
    waitFor(describe(target), async () => {
      await inject();
      const handle = await page.evaluateHandle(queryInPage, serial(target), "first" as const);
      return (handle.asElement() as ElementHandle<Element> | null) ?? null;
    });
  return {
    name: "firefox",
    downloads,
    goto: async (to) => void (await page.goto(`${origin}${to}`)),
    path: async () => page.evaluate(() => location.pathname + location.search + location.hash),
    evaluate: (fn, ...args) => page.evaluate(fn as (...inPage: unknown[]) => unknown, ...args) as never,
    count: async (target) => {
      await inject();
      return ((await page.evaluate(queryInPage, serial(target), "count" as const)) as number | null) ?? 0;
    },
    click: async (target) => {
      const found = (await element(target)) as ElementHandle<HTMLElement>;
      await found.evaluate(reachInPage);
      await found.click();
    },
    fill: async (target, text) => {
      const field = await element(target);
      await field.click({ count: 3 });
      await field.type(text);
    },
    select: async (target, option) => {
      const select = (await element(target)) as ElementHandle<HTMLSelectElement>;
      chosen(target, option, await select.evaluate(chooseInPage, option));
    },
    setOnline: async (online) => gate.setOpen(online),
    reset: async (language) => {
      await page.close();
      page = await browser.newPage();
      await page.goto(`${origin}/privacy-policy`);
      await page.evaluate(clearOrigin, language);
    },
    close: async () => {
      await browser.close();
      sound.stop();
      await gate.close();
    },
  };
}

const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/**
 * WebKitGTK's MiniBrowser under Xvfb: WebKit's mock capture device (a tone) as the microphone, its
 * downloads in a folder of ours (the XDG download directory), autoplay as WebKit ships it.
 */
export async function launchWebKit(appPort: number, driverPort: number): Promise<Engine> {
  const gate = await openGate(appPort);
  const origin = `http://localhost:${gate.port}`;
  const home = await mkdtemp(path.join(tmpdir(), "fabulo-webkit-"));
  const downloads = path.join(home, "downloads");
  await mkdir(path.join(home, "config"), { recursive: true });
  await mkdir(downloads);
  await writeFile(path.join(home, "config", "user-dirs.dirs"), `XDG_DOWNLOAD_DIR="${downloads}"\n`);
  const xvfb: ChildProcess = spawn("xvfb-run", ["-a", "-s", "-screen 0 1600x1200x24", "WebKitWebDriver", `--port=${driverPort}`], {
    stdio: "ignore",
    detached: true,
    // Without a GPU, WebKitGTK composites in software through Mesa: a spinning spinner alone kept its web
    // process a whole core busy (14 CPU-s in 15 s; 1 without compositing). Nothing here needs compositing.
    env: { ...process.env, XDG_CONFIG_HOME: path.join(home, "config"), WEBKIT_DISABLE_COMPOSITING_MODE: "1" },
  });
  const stopXvfb = () => {
    if (xvfb.pid !== undefined) process.kill(-xvfb.pid, "SIGTERM");
  };
  let driver: WebDriver;
  try {
    driver = await waitFor("WebKitWebDriver", async () => {
      try {
        return await new Builder()
          .usingServer(`http://127.0.0.1:${driverPort}`)
          .withCapabilities({
            browserName: "MiniBrowser",
            "webkitgtk:browserOptions": {
              binary: process.env.MINIBROWSER_PATH ?? MINIBROWSER,
              args: ["--automation", "--enable-media-stream=true", "--enable-mock-capture-devices=true"],
            },
          })
          .build();
      } catch (error) {
        if (error instanceof Error && /ECONNREFUSED|ECONNRESET/.test(error.message)) return null;
        throw error;
      }
    });
  } catch (error) {
    stopXvfb();
    throw error;
  }
  await driver.manage().window().setRect(WINDOW);
  const run = <R>(fn: (...args: never[]) => R, args: unknown[]) => driver.executeScript<R>(`return (${fn.toString()}).apply(null, arguments)`, ...args);
  const inject = async () => {
    if (!(await run(() => "TestingLibraryDom" in window, []))) await driver.executeScript(TESTING_LIBRARY);
  };
  const element = (target: Target) =>
    waitFor(describe(target), async () => {
      await inject();
      return (await run(queryInPage, [serial(target), "first"])) as WebElement | null;
    });
  return {
    name: "webkit",
    downloads,
    goto: (to) => driver.get(`${origin}${to}`),
    path: async () => {
      const url = new URL(await driver.getCurrentUrl());
      return url.pathname + url.search + url.hash;
    },
    evaluate: (fn, ...args) => run(fn as (...args: never[]) => unknown, args) as never,
    count: async (target) => {
      await inject();
      return ((await run(queryInPage, [serial(target), "count"])) as number | null) ?? 0;
    },
    click: async (target) => {
      const found = await element(target);
      await run(reachInPage as (...args: never[]) => void, [found]);
      await found.click();
    },
    fill: async (target, text) => {
      const field = await element(target);
      await field.clear();
      await field.sendKeys(text);
    },
    select: async (target, option) => {
      chosen(target, option, await run(chooseInPage as (...args: never[]) => boolean, [await element(target), option]));
    },
    setOnline: async (online) => gate.setOpen(online),
    reset: async (language) => {
      await driver.get(`${origin}/privacy-policy`);
      await driver.manage().deleteAllCookies();
      await run(clearOrigin, [language]);
    },
    close: async () => {
      try {
        await driver.quit();
      } finally {
        stopXvfb();
        await gate.close();
      }
    },
  };
}
