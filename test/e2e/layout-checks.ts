import type { Page } from "@playwright/test";

export interface BrokenLabel {
  label: string;
  word: string;
  /** "split": the word runs over two lines; "overflow": the word sticks out of its control. */
  problem: "split" | "overflow";
}

/**
 * The interface's own labels (buttons, links, form labels, tabs, headings…)
 * on screen that break inside a word or stick out of their box (a break right
 * after a compound's hyphen is allowed). Each word of
 * each visible text node is measured with Range.getClientRects: a word drawn
 * on two lines has boxes at two heights. Story titles and other user content
 * are not labels and may wrap anywhere.
 */
export function brokenLabels(page: Page): Promise<BrokenLabel[]> {
  return page.evaluate(() => {
    const SELECTOR =
      "button, a, label, legend, summary, [role='button'], [role='tab'], h1, h2, dt, .plan-card-name, .plan-card-price, .my-story-tag";
    // Story titles, readers' messages and the admin's configuration keys and values are data, not labels.
    const USER_CONTENT =
      ".story-card-title, .my-story-title, .owner-feedback-text, .owner-feedback-name, .config-key, .config-value";
    const found: { label: string; word: string; problem: "split" | "overflow" }[] = [];
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== "hidden" && style.display !== "none" && box.width > 1 && box.height > 1;
    };
    for (const element of document.querySelectorAll<HTMLElement>(SELECTOR)) {
      if (!visible(element) || element.closest(".visually-hidden") || element.closest(USER_CONTENT)) continue;
      // Only text drawn by this label, not a nested label's (it is checked on its own).
      const label = element.innerText.trim().replace(/\s+/g, " ").slice(0, 80);
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(".visually-hidden") || parent.closest(USER_CONTENT) || !visible(parent)) continue;
        const text = node.textContent ?? "";
        // A compound may break after its own hyphen ("e-" / "mail"), as print does; nowhere else.
        for (const match of text.matchAll(/[^\s\-‐]+[-‐]?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0.5);
          const lines = new Set(rects.map((rect) => Math.round(rect.bottom)));
          if (lines.size > 1) found.push({ label, word: match[0], problem: "split" });
          const box = element.getBoundingClientRect();
          const overflow = getComputedStyle(element).display !== "inline";
          if (overflow && rects.some((rect) => rect.right > box.right + 1 || rect.left < box.left - 1)) {
            found.push({ label, word: match[0], problem: "overflow" });
          }
        }
      }
    }
    return found;
  });
}

/** Whether the page is wider than the screen (something forces sideways scrolling). */
export function scrollsSideways(page: Page): Promise<boolean> {
  // Against the screen: a phone widens its layout viewport (innerWidth) to fit what overflows.
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth) > screen.width + 1);
}

/**
 * What is drawn over something else inside each element matching `scope` (e.g. each story card):
 * pairs of its controls, texts and progress whose boxes cross. Pictures are backgrounds and may lie
 * under them; an element and what it holds are one thing; hidden ones (no display, hidden, or fully
 * transparent through an ancestor) do not count.
 */
export function overlaps(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const PARTS = "a, button, select, input, label, [role='status'], h1, h2, h3, p, time, .my-story-tag, .spinner";
    const drawn = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === "none" || style.visibility === "hidden" || Number(style.opacity) === 0) return false;
      }
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${[...element.classList].map((name) => `.${name}`).join("")} “${(element.textContent ?? "").trim().slice(0, 40)}”`;
    const found: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      const parts = [...root.querySelectorAll(PARTS)].filter(drawn);
      parts.forEach((one, i) => {
        for (const other of parts.slice(i + 1)) {
          if (one.contains(other) || other.contains(one)) continue;
          const a = one.getBoundingClientRect();
          const b = other.getBoundingClientRect();
          const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (width > 1 && height > 1) found.push(`${describe(one)} over ${describe(other)}`);
        }
      });
    }
    return found;
  }, scope);
}
