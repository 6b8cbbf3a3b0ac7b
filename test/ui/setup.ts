import { notifyManager } from "@tanstack/react-query";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { activateLocale, loadScreenMessages } from "../../src/i18n/locale";

// TanStack Query tells components of new data on a 0 ms timer; tests that fake timers would
// have to advance them once per hop. As microtasks, an answer shows once its promise settles.
notifyManager.setScheduler(queueMicrotask);

beforeEach(async () => {
  localStorage.clear();
  document.cookie = "locale=; path=/; max-age=0";
  await activateLocale("en-US");
  // Tests render any screen directly: every catalog is loaded, as after a first visit.
  await loadScreenMessages();
});

afterEach(() => cleanup());
