import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { activateLocale, loadScreenMessages } from "../../src/i18n/locale";

beforeEach(async () => {
  localStorage.clear();
  document.cookie = "locale=; path=/; max-age=0";
  await activateLocale("en-US");
  // Tests render any screen directly: every catalog is loaded, as after a first visit.
  await loadScreenMessages();
});

afterEach(() => cleanup());
