import { act, cleanup, render, screen } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_LOAD_TIMEOUT_MS } from "../../shared/constants";
import { activateLocale } from "../../src/i18n/locale";
import { lazySection } from "../../src/shared/ui/LazySection";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function renderPart(Part: ReturnType<typeof lazySection<{ name: string }>>) {
  return render(
    <I18nProvider i18n={i18n}>
      <p>Rest of the page</p>
      <Suspense fallback={<p>Loading…</p>}>
        <Part name="Noé" />
      </Suspense>
    </I18nProvider>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("sections and dialogs loaded as chunks (docs/product.md §7: 120 000 ms)", () => {
  it("time out after 120 000 ms like whole screens, then load again in place on 'Try again'", async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const Part = lazySection(() => {
      attempts += 1;
      // The first download stalls; the retry's arrives.
      return attempts === 1 ? new Promise<typeof Greeting>(() => {}) : Promise.resolve(Greeting);
    });
    renderPart(Part);
    await advance(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(screen.getByText("Loading…")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    await advance(1);
    expect(screen.getByRole("alert").textContent).toContain(
      "This part of the page could not be loaded. Check your connection, then try again.",
    );
    // Only the part failed: the page around it is still there.
    expect(screen.getByText("Rest of the page")).toBeTruthy();
    act(() => screen.getByRole("button", { name: "Try again" }).click());
    await advance(0);
    expect(screen.getByText("Hello Noé")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(attempts).toBe(2);
  });

  it("offer the same retry when the download fails, in French too", async () => {
    await activateLocale("fr-FR");
    let attempts = 0;
    const Part = lazySection(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return Greeting;
    });
    renderPart(Part);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Cette partie de la page n’a pas pu être chargée.");
    act(() => screen.getByRole("button", { name: "Réessayer" }).click());
    expect(await screen.findByText("Hello Noé")).toBeTruthy();
  });

  it("load the code once for every place that shows the part", async () => {
    const load = vi.fn(async () => Greeting);
    const Part = lazySection(load);
    renderPart(Part);
    await screen.findByText("Hello Noé");
    cleanup();
    renderPart(Part);
    await screen.findByText("Hello Noé");
    expect(load).toHaveBeenCalledTimes(1);
  });
});
