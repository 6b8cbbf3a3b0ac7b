import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShareModal } from "../../src/features/my-stories/ShareModal";
import { renderSection } from "./my-stories-helpers";
import { mockServer } from "./server-stub";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(story: { slug: string | null; title: string } | null, onClose = vi.fn()) {
  // Nothing here talks to the server: any request would be a 404 and is checked below.
  const server = mockServer({});
  renderSection(<ShareModal story={story} onClose={onClose} />);
  return { ...server, onClose, dialog: screen.getByRole("dialog", { name: "Share this story" }) };
}

describe("share modal", () => {
  it("builds every share link from the encoded story URL", () => {
    const { dialog, sent } = open({ slug: "le-chat-courageux", title: "Le chat & la lune" });
    const url = `${location.origin}/story/le-chat-courageux`;
    const encoded = encodeURIComponent(url);
    const href = (name: string) => within(dialog).getByRole("link", { name }).getAttribute("href") ?? "";

    const mail = new URL(href("Share by e-mail"));
    expect(mail.protocol).toBe("mailto:");
    expect(mail.searchParams.get("subject")).toBe("A story for you: Le chat & la lune");
    expect(mail.searchParams.get("body")).toBe(`I made this story on Fabulo and I think you will like it: ${url}`);

    expect(href("Share on Facebook")).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(href("Share on Twitter (X)")).toBe(
      `https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent("Le chat & la lune")}`,
    );
    expect(new URL(href("Share on WhatsApp")).searchParams.get("text")).toBe(`Read "Le chat & la lune" on Fabulo: ${url}`);
    for (const name of ["Share on Facebook", "Share on Twitter (X)", "Share on WhatsApp"]) {
      const link = within(dialog).getByRole("link", { name });
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
    }
    expect(within(dialog).getByLabelText<HTMLInputElement>("Story link").value).toBe(url);
    expect(sent).toHaveLength(0);
  });

  it("copies the link and says so", async () => {
    const events = userEvent.setup();
    const { dialog } = open({ slug: "the-brave-cat", title: "The brave cat" });
    await events.click(within(dialog).getByRole("button", { name: "Copy link" }));
    expect(await within(dialog).findByText("Link copied")).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(`${location.origin}/story/the-brave-cat`);
  });

  it("says the story cannot be found when it has no link", () => {
    const { dialog } = open({ slug: null, title: "Nowhere" });
    expect(within(dialog).getByRole("alert").textContent).toBe("We could not find this story to share it.");
    expect(within(dialog).queryByRole("link")).toBeNull();
  });

  it("closes from its close button", async () => {
    const { dialog, onClose } = open({ slug: "the-brave-cat", title: "The brave cat" });
    const closeButtons = within(dialog).getAllByRole("button", { name: "Close" });
    await userEvent.click(closeButtons[closeButtons.length - 1]!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
