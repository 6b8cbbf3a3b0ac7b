import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "../../src/i18n/locale";
import { installCacheStorage } from "./cache-storage";
import { audio, chapterHeading, control, openPlayer, resetAfterEachPlayerTest, serveStory } from "./player-helpers";

/**
 * The player's settings sit behind one button (picture and words first on a phone): "Settings" opens
 * a modal sheet, "Player settings", holding the highlight, night look, sleep timer and offline save
 * with their own labels. The browser test (player-phone.spec.ts) checks where it all lands on a phone
 * and that Tab stays inside the open sheet.
 */
const settingsButton = () => screen.getByRole("button", { name: "Settings" });
const sheet = () => screen.getByRole("dialog", { name: "Player settings" });
const OPTIONS = ["Highlight words", "Night look", "Save for offline"];

resetAfterEachPlayerTest();
beforeEach(() => localStorage.clear());

describe("the player's settings sheet", () => {
  it("is one button beside the title; the options are not on the page until it opens", async () => {
    installCacheStorage();
    serveStory();
    await openPlayer();
    expect(settingsButton().getAttribute("aria-haspopup")).toBe("dialog");
    expect(settingsButton().closest("header")?.querySelector("h1")?.textContent).toBe("The brave little fox");
    for (const name of OPTIONS) expect(screen.queryByRole("button", { name })).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Sleep timer" })).toBeNull();

    fireEvent.click(settingsButton());
    for (const name of OPTIONS) expect(within(sheet()).getByRole("button", { name })).toBeTruthy();
    expect(within(sheet()).getByRole("combobox", { name: "Sleep timer" })).toBeTruthy();
  });

  it("opens as a modal dialog (the browser keeps focus inside it) and the player's keys stay off", async () => {
    serveStory();
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    const kbd = userEvent.setup();
    await openPlayer();
    const modalsBefore = showModal.mock.calls.length;
    await kbd.click(settingsButton());
    const dialog = sheet() as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    // showModal(), not show(): the browser makes the rest of the page inert, so focus stays in the
    // sheet (happy-dom does not; the browser test tabs through it).
    expect(showModal.mock.contexts.slice(modalsBefore)).toEqual([dialog]);

    await kbd.keyboard("{ArrowRight}k");
    expect(chapterHeading()).toBe("Chapter 1 of 5");
    expect(audio().paused).toBe(true);
  });

  it("closes on Escape and with its Close button, giving the player back its keys", async () => {
    serveStory();
    const kbd = userEvent.setup();
    await openPlayer();
    fireEvent.click(settingsButton());
    const dialog = sheet() as HTMLDialogElement;
    // Browsers turn Escape on a modal <dialog> into a cancel event; happy-dom does not.
    act(() => void fireEvent(dialog, new Event("cancel", { cancelable: true })));
    expect(dialog.open).toBe(false);
    expect(screen.queryByRole("dialog", { name: "Player settings" })).toBeNull();

    fireEvent.click(settingsButton());
    fireEvent.click(within(sheet()).getByRole("button", { name: "Close" }));
    expect(dialog.open).toBe(false);
    await kbd.keyboard("{ArrowRight}");
    expect(chapterHeading()).toBe("Chapter 2 of 5");
  });

  it("its toggles and the sleep timer act on the player and keep their state between openings", async () => {
    serveStory();
    const kbd = userEvent.setup();
    await openPlayer();
    await kbd.click(settingsButton());
    const highlight = within(sheet()).getByRole("button", { name: "Highlight words" });
    const night = within(sheet()).getByRole("button", { name: "Night look" });
    expect(highlight.getAttribute("aria-pressed")).toBe("true");
    await kbd.click(highlight);
    await kbd.click(night);
    await kbd.selectOptions(within(sheet()).getByRole("combobox", { name: "Sleep timer" }), "In 10 minutes");
    expect(highlight.getAttribute("aria-pressed")).toBe("false");
    expect(night.getAttribute("aria-pressed")).toBe("true");
    expect(document.querySelector("main.story-player")?.classList.contains("night")).toBe(true);
    expect(localStorage.getItem("fabulo.player.highlightWords")).toBe("false");

    fireEvent.click(within(sheet()).getByRole("button", { name: "Close" }));
    fireEvent.click(settingsButton());
    expect(within(sheet()).getByRole("button", { name: "Highlight words" }).getAttribute("aria-pressed")).toBe("false");
    expect(within(sheet()).getByRole<HTMLSelectElement>("combobox", { name: "Sleep timer" }).value).toBe("10");
    // The sheet holds the settings, not the story's controls.
    expect(within(sheet()).queryByRole("button", { name: "Play" })).toBeNull();
    expect(control("Play")).toBeTruthy();
  });

  it("speaks French", async () => {
    await activateLocale("fr-FR");
    serveStory();
    await openPlayer();
    fireEvent.click(screen.getByRole("button", { name: "Réglages" }));
    const dialog = screen.getByRole("dialog", { name: "Réglages de lecture" });
    for (const name of ["Surligner les mots", "Mode nuit"]) expect(within(dialog).getByRole("button", { name })).toBeTruthy();
    expect(within(dialog).getByRole("combobox", { name: "Arrêt automatique" })).toBeTruthy();
  });
});
