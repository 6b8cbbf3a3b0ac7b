import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { activateLocale } from "../../src/i18n/locale";

beforeEach(async () => {
  localStorage.clear();
  document.cookie = "locale=; path=/; max-age=0";
  await activateLocale("en-US");
});

afterEach(() => cleanup());
