import { notifyManager } from "@tanstack/react-query";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { activateLocale, loadScreenMessages } from "../../src/i18n/locale";

// TanStack Query tells components of new data on a 0 ms timer; tests that fake timers would
// have to advance them once per hop. As microtasks, an answer shows once its promise settles.
notifyManager.setScheduler(queueMicrotask);

// Tests wait for what the screen shows (findBy…, waitFor); the limit only stops one that hangs. Testing
// Library's 1 s default is outrun by a busy 2-core machine rendering a whole screen.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(async () => {
  localStorage.clear();
  document.cookie = "locale=; path=/; max-age=0";
  await activateLocale("en-US");
  // Tests render any screen directly: every catalog is loaded, as after a first visit.
  await loadScreenMessages();
});

afterEach(() => cleanup());
