import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PublicStories } from "../../src/features/stories/PublicStories";
import { StoryCard } from "../../src/features/stories/StoryCard";
import { activateLocale } from "../../src/i18n/locale";
import { renderWith, storyCard, stubServer } from "./stories-helpers";

afterEach(() => vi.unstubAllGlobals());

/** Emoji need an emoji font: where none is installed they draw as empty boxes. */
const EMOJI = /\p{Extended_Pictographic}/u;

/** The control's drawing is the player's SVG icon, hidden from assistive technology. */
function expectSvgIcon(control: HTMLElement) {
  const svg = control.querySelector("svg");
  expect(svg, control.outerHTML).not.toBeNull();
  expect(svg!.getAttribute("aria-hidden")).toBe("true");
  expect(svg!.getAttribute("focusable")).toBe("false");
  expect(control.textContent).not.toMatch(EMOJI);
}

const STORY = storyCard(3, { likes: 4, dislikes: 1, feedbackCount: 2 });

describe("reaction icons", () => {
  it("like, dislike and feedback buttons draw SVG icons and are named in words", async () => {
    stubServer(() => ({ body: { success: true, stories: [STORY] } }));
    renderWith(<PublicStories />);
    const card = await screen.findByRole("article", { name: STORY.title });
    for (const name of ["Like: 4", "Dislike: 1", "Give feedback: 2"]) expectSvgIcon(within(card).getByRole("button", { name }));
  });

  it("Report draws its flag too, not the “⚑” text glyph", async () => {
    stubServer(() => ({ body: { success: true, stories: [STORY] } }));
    renderWith(<PublicStories />);
    const card = await screen.findByRole("article", { name: STORY.title });
    const report = within(card).getByRole("button", { name: `Report “${STORY.title}”` });
    expectSvgIcon(report);
    expect(report.textContent).toBe("Report");
  });

  it("the feedback form's choices too, in French", async () => {
    await activateLocale("fr-FR");
    stubServer(() => ({ body: { success: true, stories: [STORY] } }));
    renderWith(<PublicStories />);
    const card = await screen.findByRole("article", { name: STORY.title });
    await userEvent.click(within(card).getByRole("button", { name: "Donner votre avis : 2" }));
    const dialog = await screen.findByRole("dialog");
    for (const name of ["J’ai aimé", "Je n’ai pas aimé"]) expectSvgIcon(within(dialog).getByRole("button", { name }));
  });

  it("a card's counts show icons and read as words", async () => {
    renderWith(<StoryCard story={STORY} />);
    const counts = screen.getByText("4 likes").closest("p")!;
    expect(counts.textContent).not.toMatch(EMOJI);
    expect(counts.querySelectorAll("svg[aria-hidden='true']")).toHaveLength(3);
    expect(within(counts).getByText("1 dislike")).toBeTruthy();
    expect(within(counts).getByText("2 feedback messages")).toBeTruthy();
  });
});
