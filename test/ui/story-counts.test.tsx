import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, renderHook } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StoryCounts } from "../../src/features/stories/StoryCounts";
import { useTimeAgo } from "../../src/features/stories/time-ago";
import { activateLocale } from "../../src/i18n/locale";
import { pluralForm } from "../../src/i18n/plural-form";

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await activateLocale("en-US");
});

const labels = (container: HTMLElement) => [...container.querySelectorAll(".visually-hidden")].map((node) => node.textContent);
const renderCounts = (likes: number, dislikes: number, feedbackCount: number) =>
  render(createElement(I18nProvider, { i18n }, createElement(StoryCounts, { likes, dislikes, feedbackCount }))).container;

describe("the first screen's cards", () => {
  // First in this file: Lingui keeps every Intl.NumberFormat it builds, so a plural() worded by an
  // earlier test would hide one built here.
  // A dozen cards are drawn at once: a plural() would build the page's first Intl.NumberFormat
  // there, ~50 ms of a phone's main thread (see src/i18n/plural-form.ts).
  it("are worded without building an Intl.NumberFormat", async () => {
    const numberFormat = vi.spyOn(Intl, "NumberFormat");
    renderCounts(3, 1, 2);
    const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nProvider, { i18n }, children);
    const timeAgo = renderHook(() => useTimeAgo(), { wrapper }).result.current;
    expect(timeAgo(new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString())).toBe("3 days ago");
    await activateLocale("fr-FR");
    renderCounts(5, 0, 0);
    expect(numberFormat).not.toHaveBeenCalled();
  });
});

describe("pluralForm", () => {
  it("gives each language's plural category: French counts 0 and 1 as one, English only 1", () => {
    expect([0, 1, 2].map((n) => pluralForm("en-US", n))).toEqual(["other", "one", "other"]);
    expect([0, 1, 2].map((n) => pluralForm("fr-FR", n))).toEqual(["one", "one", "other"]);
  });
});

describe("a story card's counts and age", () => {
  it("read out as words, singular and plural, in English and French", async () => {
    expect(labels(renderCounts(1, 0, 12))).toEqual(["1 like", "0 dislikes", "12 feedback messages"]);
    cleanup();
    await activateLocale("fr-FR");
    expect(labels(renderCounts(0, 2, 1))).toEqual(["0 j’aime", "2 je n’aime pas", "1 avis"]);
  });

});
