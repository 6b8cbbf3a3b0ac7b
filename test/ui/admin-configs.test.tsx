import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AI_MODEL_IDS } from "../../shared/ai-models";
import { AppRoutes } from "../../src/app/routes";
import { activateLocale } from "../../src/i18n/locale";
import type { User } from "../../src/features/session/session";
import { renderRoutes } from "./render";

const admin: User = {
  _id: "fedcba9876543210fedcba98",
  email: "admin@example.com",
  name: "Alex",
  dateOfBirth: null,
  gender: "not communicated",
  preferredLanguage: "en-US",
  changingEmail: null,
  role: "admin",
  subscriptionLevel: "free",
  subscriptionStatus: null,
  subscriptionEndDate: null,
  storiesGeneratedThisWeek: 0,
  weeklyLimit: 1,
};

interface Entry {
  key: string;
  value: unknown;
}

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * A stand-in for the configs API at the fetch boundary: answers from an
 * in-memory list, records what was sent, and can be told to refuse.
 */
interface FakeOptions {
  forbidden?: boolean;
  aiSpend?: unknown;
  /** The audit log's one page. */
  audit?: unknown[];
  /** The figures the moderation check answers; a PUT of moderationLists is refused with them when `refuseLists`. */
  figures?: unknown;
  refuseLists?: boolean;
  /** What moderationLists let through: a PUT without `confirmLetThrough` set to its count is refused with it. */
  letThrough?: { count: number; ideas: unknown[] };
}

function fakeServer(initial: Entry[], options: FakeOptions = {}) {
  let stored = [...initial];
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method, path: url.pathname, body });
    if (options.forbidden) return json(403, { message: "Forbidden" });
    const sorted = () => [...stored].sort((a, b) => (a.key < b.key ? -1 : 1));
    if (url.pathname === "/api/configs" && method === "GET") return json(200, { configs: sorted(), aiSpend: options.aiSpend ?? null });
    if (url.pathname === "/api/configs" && method === "PUT" && options.refuseLists && (body as Entry).key === "moderationLists") {
      return json(400, {
        message: "These moderation lists catch less than the defaults",
        ...(options.figures as object),
        errors: [{ field: "value.en", message: "recall 10.0% is below the defaults' 95.5%" }],
      });
    }
    const confirmed = (body as { confirmLetThrough?: number } | undefined)?.confirmLetThrough;
    if (url.pathname === "/api/configs" && method === "PUT" && options.letThrough && confirmed !== options.letThrough.count) {
      const message = "These moderation lists let through ideas the defaults refuse";
      return json(400, { message, letThrough: options.letThrough, errors: [{ field: "confirmLetThrough", message }] });
    }
    if (url.pathname === "/api/configs" && (method === "PUT" || method === "POST")) {
      const { key, value } = body as Entry;
      const entry = { key, value };
      const exists = stored.some((item) => item.key === entry.key);
      if (method === "POST" && exists) return json(409, { message: "Config key already exists" });
      stored = [...stored.filter((item) => item.key !== entry.key), entry];
      return json(method === "POST" ? 201 : 200, { config: entry });
    }
    if (url.pathname === "/api/configs/moderationLists/check" && method === "POST") return json(200, options.figures);
    if (url.pathname === "/api/configs/audit" && method === "GET") return json(200, { changes: options.audit ?? [], hasMore: false });
    if (url.pathname.startsWith("/api/configs/") && method === "DELETE") {
      const key = decodeURIComponent(url.pathname.slice("/api/configs/".length));
      stored = stored.filter((item) => item.key !== key);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === "/api/configs/init" && method === "POST") {
      const defaults: Entry[] = [
        { key: "contactEmail", value: "hello@fabulo.app" },
        { key: "weeklyLimits", value: { free: 1, basic: 5, premium: 10 } },
      ];
      const created = defaults.filter((entry) => !stored.some((item) => item.key === entry.key));
      stored = [...stored, ...created];
      return json(200, { created: created.map((entry) => entry.key), configs: sorted() });
    }
    return json(404, { message: "Not found" });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { sent, writes: () => sent.filter((call) => call.method !== "GET") };
}

/** Two English stories spent of the default budget: (600 000 − 24 046) ÷ 12 023 and ÷ 989, rounded down. */
const AI_SPEND = {
  day: "2026-11-26",
  neurons: 24046,
  budget: 600000,
  perStory: { "en-US": 12023, "fr-FR": 989 },
  storiesLeft: { "en-US": 47, "fr-FR": 582 },
};

const renderAdmin = () => renderRoutes(<AppRoutes />, "/admin", { status: "signedIn", user: admin });

async function openEditor(key: string) {
  await userEvent.click(await screen.findByRole("button", { name: `Edit ${key}` }));
  return screen.findByRole("dialog", { name: `Edit ${key}` });
}

beforeEach(() => {
  vi.unstubAllGlobals();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("admin configuration page", () => {
  it("lists the stored keys with their pretty-printed JSON values", async () => {
    const server = fakeServer([
      { key: "weeklyLimits", value: { free: 1, basic: 5, premium: 10 } },
      { key: "contactEmail", value: "hello@fabulo.app" },
    ]);
    renderAdmin();
    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual(["contactEmail", "weeklyLimits"]);
    expect(within(items[1]!).getByText(/"premium": 10/).textContent).toBe(
      JSON.stringify({ free: 1, basic: 5, premium: 10 }, null, 2),
    );
    expect(within(items[0]!).getByText('"hello@fabulo.app"')).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit weeklyLimits" })).toBeTruthy();
    expect(server.sent).toEqual([{ method: "GET", path: "/api/configs", body: undefined }]);
  });

  it("shows the stories left today and today's Workers AI neurons against the budget when the server gives them", async () => {
    fakeServer([{ key: "contactEmail", value: "hello@fabulo.app" }], { aiSpend: AI_SPEND });
    renderAdmin();
    expect(await screen.findByText("Stories left today: 47 in English or 582 in French.")).toBeTruthy();
    expect(
      screen.getByText("Workers AI today: 24046 of 600000 neurons (aiDailyNeuronBudget). A story costs about 12023 in English, 989 in French."),
    ).toBeTruthy();
  });

  it("says the stories left today in French", async () => {
    await activateLocale("fr-FR");
    fakeServer([{ key: "contactEmail", value: "hello@fabulo.app" }], { aiSpend: AI_SPEND });
    renderAdmin();
    expect(await screen.findByText("Histoires restantes aujourd’hui : 47 en anglais ou 582 en français.")).toBeTruthy();
  });

  it("has no stories-left line when the budget is off (0)", async () => {
    fakeServer([{ key: "contactEmail", value: "hello@fabulo.app" }], { aiSpend: { ...AI_SPEND, budget: 0, storiesLeft: null } });
    renderAdmin();
    expect(await screen.findByText(/Workers AI today: 24046 neurons, no daily budget/)).toBeTruthy();
    expect(screen.queryByText(/Stories left today/)).toBeNull();
  });

  it("shows no Workers AI line with the offline provider", async () => {
    fakeServer([{ key: "contactEmail", value: "hello@fabulo.app" }]);
    renderAdmin();
    await screen.findAllByRole("listitem");
    expect(screen.queryByText(/Workers AI today/)).toBeNull();
  });

  it("collapses long values behind a preview", async () => {
    const suggestions = Array.from({ length: 20 }, (_, index) => `idea number ${index}`);
    fakeServer([{ key: "storySuggestions", value: suggestions }]);
    const { container } = renderAdmin();
    await screen.findByRole("button", { name: "Edit storySuggestions" });
    const details = container.querySelector("details.config-value");
    expect(details).not.toBeNull();
    expect(details?.hasAttribute("open")).toBe(false);
    expect(details?.querySelector("summary")?.textContent).toMatch(/^\["idea number 0",.*…$/);
  });

  it("shows 'Not valid format' for invalid JSON and disables Save", async () => {
    const server = fakeServer([{ key: "weeklyLimits", value: { free: 1, basic: 5, premium: 10 } }]);
    renderAdmin();
    const dialog = await openEditor("weeklyLimits");
    const editor = within(dialog).getByLabelText("Value (JSON)");
    const save = within(dialog).getByRole("button", { name: "Save" });
    expect(save.hasAttribute("disabled")).toBe(false);
    expect(within(dialog).queryByText("Not valid format")).toBeNull();

    await userEvent.clear(editor);
    await userEvent.type(editor, "{{free: 2}");
    expect(within(dialog).getByText("Not valid format")).toBeTruthy();
    expect(editor.getAttribute("aria-invalid")).toBe("true");
    expect(save.hasAttribute("disabled")).toBe(true);
    await userEvent.click(save);
    expect(server.writes()).toEqual([]);
  });

  it.each([
    ["en-US", "Edit contactEmail", "Value (JSON)", "Save", "This value is too large (60 KB at most)."],
    ["fr-FR", "Modifier contactEmail", "Valeur (JSON)", "Enregistrer", "Cette valeur est trop volumineuse (60 Ko au maximum)."],
  ] as const)("%s: says a value over the limit is too large, naming the limit, and sends nothing", async (locale, edit, label, saveName, message) => {
    await activateLocale(locale);
    const server = fakeServer([{ key: "contactEmail", value: "hello@fabulo.app" }]);
    renderAdmin();
    await userEvent.click(await screen.findByRole("button", { name: edit }));
    const dialog = await screen.findByRole("dialog", { name: edit });
    const editor = within(dialog).getByLabelText(label);
    await userEvent.clear(editor);
    await userEvent.click(editor);
    await userEvent.paste(JSON.stringify("x".repeat(61 * 1024)));
    expect(within(dialog).getByText(message)).toBeTruthy();
    const save = within(dialog).getByRole("button", { name: saveName });
    expect(save.hasAttribute("disabled")).toBe(true);
    await userEvent.click(save);
    expect(server.writes()).toEqual([]);
  });

  it("sends a successful edit as PUT with the parsed value and shows it", async () => {
    const server = fakeServer([{ key: "weeklyLimits", value: { free: 1, basic: 5, premium: 10 } }]);
    renderAdmin();
    const dialog = await openEditor("weeklyLimits");
    const editor = within(dialog).getByLabelText("Value (JSON)");
    await userEvent.clear(editor);
    await userEvent.type(editor, '{{"free": 2, "basic": 6, "premium": 12}');
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.writes()).toEqual([
      { method: "PUT", path: "/api/configs", body: { key: "weeklyLimits", value: { free: 2, basic: 6, premium: 12 } } },
    ]);
    expect(screen.getByText(/"premium": 12/)).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Saved weeklyLimits.");
  });

  it("offers each model role of aiModels exactly its allow-list, keeps a stored id outside it visible, and sends the chosen id", async () => {
    const llama = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
    const flux = "@cf/black-forest-labs/flux-1-schnell";
    const server = fakeServer([{ key: "aiModels", value: { plan: llama, text: "@cf/meta/llama-3.1-8b-instruct", image: flux } }]);
    renderAdmin();
    const dialog = await openEditor("aiModels");
    const options = (label: string) =>
      within(within(dialog).getByLabelText(label)).getAllByRole<HTMLOptionElement>("option").map((option) => ({
        text: option.textContent,
        disabled: option.disabled,
      }));
    const allowed = (ids: readonly string[]) => ids.map((id) => ({ text: id, disabled: false }));

    expect(options("Story plan model")).toEqual(allowed(AI_MODEL_IDS.text));
    expect(options("Picture model")).toEqual(allowed(AI_MODEL_IDS.picture));
    expect(options("Chapters model")).toEqual([
      { text: "@cf/meta/llama-3.1-8b-instruct (not allowed)", disabled: true },
      ...allowed(AI_MODEL_IDS.text),
    ]);
    const chapters = within(dialog).getByLabelText<HTMLSelectElement>("Chapters model");
    expect(chapters.value).toBe("@cf/meta/llama-3.1-8b-instruct");

    await userEvent.selectOptions(chapters, llama);
    expect(JSON.parse((within(dialog).getByLabelText("Value (JSON)") as HTMLTextAreaElement).value)).toEqual({ plan: llama, text: llama, image: flux });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.writes()).toEqual([
      { method: "PUT", path: "/api/configs", body: { key: "aiModels", value: { plan: llama, text: llama, image: flux } } },
    ]);
  });

  it("turns the safety model on from Off and picks Whisper for the word timings, inside aiNarration", async () => {
    const models = { "en-US": [{ model: "device" }], "fr-FR": [{ model: "device" }] };
    const server = fakeServer([
      { key: "aiGuardModel", value: "" },
      { key: "aiNarration", value: { models, alignmentModel: "" } },
    ]);
    renderAdmin();
    let dialog = await openEditor("aiGuardModel");
    const guard = within(dialog).getByLabelText<HTMLSelectElement>("Safety check model");
    expect([...guard.options].map((option) => option.textContent)).toEqual(["Off (no second check)", ...AI_MODEL_IDS.safety]);
    await userEvent.selectOptions(guard, "@cf/meta/llama-guard-3-8b");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    dialog = await openEditor("aiNarration");
    const timings = within(dialog).getByLabelText<HTMLSelectElement>("Word timings model");
    expect([...timings.options].map((option) => option.textContent)).toEqual(["None (estimated timings)", ...AI_MODEL_IDS.wordTimings]);
    await userEvent.selectOptions(timings, "@cf/openai/whisper-large-v3-turbo");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    expect(server.writes().map((call) => call.body)).toEqual([
      { key: "aiGuardModel", value: "@cf/meta/llama-guard-3-8b" },
      { key: "aiNarration", value: { models, alignmentModel: "@cf/openai/whisper-large-v3-turbo" } },
    ]);
  });

  it("shows no model select for other keys", async () => {
    fakeServer([{ key: "weeklyLimits", value: { free: 1, basic: 5, premium: 10 } }]);
    renderAdmin();
    const dialog = await openEditor("weeklyLimits");
    expect(within(dialog).queryByRole("combobox")).toBeNull();
  });

  it("accepts null as a value (docs/product.md §3) and sends it", async () => {
    const server = fakeServer([{ key: "weeklyLimits", value: { free: 1, basic: 5, premium: 10 } }]);
    renderAdmin();
    const dialog = await openEditor("weeklyLimits");
    const editor = within(dialog).getByLabelText("Value (JSON)");
    await userEvent.clear(editor);
    await userEvent.type(editor, "null");
    expect(within(dialog).queryByText("Not valid format")).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.writes()).toEqual([{ method: "PUT", path: "/api/configs", body: { key: "weeklyLimits", value: null } }]);
  });

  it("requires a key when adding a config and sends nothing", async () => {
    const server = fakeServer([]);
    renderAdmin();
    await userEvent.click(await screen.findByRole("button", { name: "Add config" }));
    const dialog = await screen.findByRole("dialog", { name: "Add config" });
    await userEvent.type(within(dialog).getByLabelText("Value (JSON)"), '"hello"');
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(within(dialog).getByText("Key is required")).toBeTruthy();
    expect(within(dialog).getByLabelText("Key").getAttribute("aria-invalid")).toBe("true");
    expect(server.writes()).toEqual([]);
  });

  it("adds a config with POST, and explains a key that already exists", async () => {
    const server = fakeServer([{ key: "contactEmail", value: "hello@fabulo.app" }]);
    renderAdmin();
    await userEvent.click(await screen.findByRole("button", { name: "Add config" }));
    let dialog = await screen.findByRole("dialog", { name: "Add config" });
    await userEvent.type(within(dialog).getByLabelText("Key"), "contactEmail");
    await userEvent.type(within(dialog).getByLabelText("Value (JSON)"), '"team@example.org"');
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("This key already exists")).toBeTruthy();

    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await userEvent.click(screen.getByRole("button", { name: "Add config" }));
    dialog = await screen.findByRole("dialog", { name: "Add config" });
    await userEvent.type(within(dialog).getByLabelText("Key"), "featureFlags");
    await userEvent.type(within(dialog).getByLabelText("Value (JSON)"), "[[true, 3]");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("button", { name: "Edit featureFlags" })).toBeTruthy();
    expect(server.writes()).toEqual([
      { method: "POST", path: "/api/configs", body: { key: "contactEmail", value: "team@example.org" } },
      { method: "POST", path: "/api/configs", body: { key: "featureFlags", value: [true, 3] } },
    ]);
  });

  it("refuses a key with characters the server would refuse, before sending", async () => {
    const server = fakeServer([]);
    renderAdmin();
    await userEvent.click(await screen.findByRole("button", { name: "Add config" }));
    const dialog = await screen.findByRole("dialog", { name: "Add config" });
    await userEvent.type(within(dialog).getByLabelText("Key"), "has space");
    await userEvent.type(within(dialog).getByLabelText("Value (JSON)"), "1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("Use 1 to 100 letters, digits, dots, dashes or underscores.")).toBeTruthy();
    expect(server.writes()).toEqual([]);
  });

  it("tells a signed-in non-admin they have no access when the API answers 403", async () => {
    fakeServer([], { forbidden: true });
    renderAdmin();
    expect(await screen.findByText("You do not have access to this page")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add config" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Init" })).toBeNull();
  });

  it("shows an error with a retry when the list cannot be loaded", async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json(500, { message: "Internal server error" }))
      .mockResolvedValueOnce(json(200, { configs: [{ key: "contactEmail", value: "hello@fabulo.app" }] }));
    vi.stubGlobal("fetch", fetchMock);
    renderAdmin();
    expect(await screen.findByText("The configuration could not be loaded.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Edit contactEmail" })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("initialises the defaults, reloads the list and says how many keys were created", async () => {
    const server = fakeServer([{ key: "weeklyLimits", value: { free: 3, basic: 5, premium: 10 } }]);
    renderAdmin();
    await userEvent.click(await screen.findByRole("button", { name: "Init" }));

    expect(await screen.findByRole("button", { name: "Edit contactEmail" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("1 key created from the defaults.");
    expect(server.sent.map((call) => `${call.method} ${call.path}`)).toEqual([
      "GET /api/configs",
      "POST /api/configs/init",
      "GET /api/configs",
    ]);
    // The edited value is still what is listed.
    expect(screen.getByText(/"free": 3/)).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Init" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("No key created: every default is already stored."),
    );
  });

  it("resets a key after asking, and the list no longer holds it", async () => {
    const server = fakeServer([
      { key: "weeklyLimits", value: { free: 3, basic: 5, premium: 10 } },
      { key: "contactEmail", value: "team@example.org" },
    ]);
    renderAdmin();
    await userEvent.click(await screen.findByRole("button", { name: "Reset weeklyLimits" }));
    const dialog = await screen.findByRole("dialog", { name: "Reset weeklyLimits?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Reset to default" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("weeklyLimits is back to its default."));
    expect(screen.queryByRole("button", { name: "Edit weeklyLimits" })).toBeNull();
    expect(screen.getByRole("button", { name: "Edit contactEmail" })).toBeTruthy();
    expect(server.writes().map((call) => `${call.method} ${call.path}`)).toEqual(["DELETE /api/configs/weeklyLimits"]);
  });

  it("cancelling a reset sends nothing", async () => {
    const server = fakeServer([{ key: "weeklyLimits", value: { free: 3, basic: 5, premium: 10 } }]);
    renderAdmin();
    await userEvent.click(await screen.findByRole("button", { name: "Reset weeklyLimits" }));
    await userEvent.click(within(await screen.findByRole("dialog", { name: "Reset weeklyLimits?" })).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Edit weeklyLimits" })).toBeTruthy();
    expect(server.writes()).toEqual([]);
  });

  const FIGURES = {
    figures: { en: { unsafe: 177, caught: 18, recall: 18 / 177, safe: 207, falsePositives: 0 }, fr: { unsafe: 180, caught: 170, recall: 170 / 180, safe: 205, falsePositives: 3 } },
    defaults: { en: { unsafe: 177, caught: 169, recall: 169 / 177, safe: 207, falsePositives: 1 }, fr: { unsafe: 180, caught: 170, recall: 170 / 180, safe: 205, falsePositives: 2 } },
    acceptable: false,
  };

  it("checks moderation lists before saving and shows recall and false positives per language beside the defaults", async () => {
    const lists = { en: {}, fr: {}, combinations: [], safe: [] };
    const server = fakeServer([{ key: "moderationLists", value: lists }], { figures: FIGURES });
    renderAdmin();
    const dialog = await openEditor("moderationLists");
    await userEvent.click(within(dialog).getByRole("button", { name: "Check against the corpus" }));
    const table = await within(dialog).findByRole("table", { name: "On the labelled corpus, these lists and the defaults" });
    const rows = within(table).getAllByRole("row").map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Language", "Unsafe ideas caught", "Safe ideas refused"],
      ["English", "10.2% (defaults 95.5%)", "0 (defaults 1)"],
      ["French", "94.4% (defaults 94.4%)", "3 (defaults 2)"],
    ]);
    expect(server.writes()).toEqual([{ method: "POST", path: "/api/configs/moderationLists/check", body: { value: lists } }]);
  });

  it("a save the server refuses for coverage shows why and the figures", async () => {
    fakeServer([{ key: "moderationLists", value: { en: {}, fr: {}, combinations: [], safe: [] } }], { figures: FIGURES, refuseLists: true });
    renderAdmin();
    const dialog = await openEditor("moderationLists");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("Not saved: these lists catch fewer unsafe ideas, or refuse more safe ones, than the defaults."),
    ).toBeTruthy();
    expect(within(dialog).getByRole("table")).toBeTruthy();
    expect(within(dialog).getByText("10.2% (defaults 95.5%)")).toBeTruthy();
  });

  const LET_THROUGH = {
    count: 3,
    ideas: [
      { idea: "kill", category: "violence", language: "en" },
      { idea: "how to kill", category: "violence", language: "en" },
      { idea: "heroïne", category: "drugs", language: "fr" },
    ],
  };

  it("names what the lists let through by category, and saves them only once the admin confirms their count", async () => {
    const lists = { en: {}, fr: {}, combinations: [], safe: ["kill", "heroin"] };
    const server = fakeServer([{ key: "moderationLists", value: lists }], {
      figures: { ...FIGURES, acceptable: true, letThrough: LET_THROUGH },
      letThrough: LET_THROUGH,
    });
    renderAdmin();
    const dialog = await openEditor("moderationLists");
    await userEvent.click(within(dialog).getByRole("button", { name: "Check against the corpus" }));
    const found = await within(dialog).findByRole("region", { name: "These lists let through 3 ideas the defaults refuse" });
    expect([...found.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      "Violence or gore: kill, how to kill",
      "Drugs or alcohol: heroïne",
    ]);
    expect(found.querySelector('q[lang="fr"]')?.textContent).toBe("heroïne");

    // Unconfirmed: the server refuses the save.
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("Not saved: these lists let through ideas the defaults refuse. Read them, and confirm to save anyway."),
    ).toBeTruthy();

    await userEvent.click(within(found).getByRole("checkbox", { name: "I confirm: let these 3 ideas through" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit moderationLists" })).toBeNull());
    expect(server.writes().filter((call) => call.method === "PUT")).toEqual([
      { method: "PUT", path: "/api/configs", body: { key: "moderationLists", value: lists } },
      { method: "PUT", path: "/api/configs", body: { key: "moderationLists", value: lists, confirmLetThrough: 3 } },
    ]);
  });

  it("a save the server refuses for what it lets through shows the ideas, and an edit asks for the confirmation again", async () => {
    const lists = { en: {}, fr: {}, combinations: [], safe: ["kill"] };
    const server = fakeServer([{ key: "moderationLists", value: lists }], { letThrough: LET_THROUGH });
    renderAdmin();
    const dialog = await openEditor("moderationLists");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    const found = await within(dialog).findByRole("region", { name: "These lists let through 3 ideas the defaults refuse" });
    expect(within(dialog).getByText("Not saved: these lists let through ideas the defaults refuse. Read them, and confirm to save anyway.")).toBeTruthy();
    await userEvent.click(within(found).getByRole("checkbox", { name: "I confirm: let these 3 ideas through" }));
    // Any edit of the value forgets the confirmation: what it lets through must be checked again.
    await userEvent.type(within(dialog).getByLabelText("Value (JSON)"), " ");
    expect(within(dialog).queryByRole("region", { name: "These lists let through 3 ideas the defaults refuse" })).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByRole("region", { name: "These lists let through 3 ideas the defaults refuse" })).toBeTruthy();
    expect(server.writes().map((call) => (call.body as { confirmLetThrough?: number }).confirmLetThrough)).toEqual([undefined, undefined]);
  });

  it("the audit log tab lists who changed which key, when, and the values before and after", async () => {
    const at = Date.UTC(2026, 10, 26, 9, 30);
    const audit = [
      { id: 2, key: "weeklyLimits", action: "reset", actorId: admin._id, actorName: "Alex", before: { free: 3, basic: 5, premium: 10 }, after: null, at },
      { id: 1, key: "weeklyLimits", action: "write", actorId: admin._id, actorName: null, before: null, after: { free: 3, basic: 5, premium: 10 }, at },
    ];
    fakeServer([], { audit });
    renderAdmin();
    await userEvent.click(await screen.findByRole("tab", { name: "Audit log" }));
    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => item.querySelector(".audit-summary")?.textContent)).toEqual(["weeklyLimits · Back to default", "weeklyLimits · Edited"]);
    expect(within(items[0]!).getByText(/ by Alex$/)).toBeTruthy();
    // No name (a deleted account): the id stands in.
    expect(within(items[1]!).getByText(new RegExp(` by ${admin._id}$`))).toBeTruthy();
    expect(within(items[0]!).getByText("Nothing stored: the default applies")).toBeTruthy();
    expect(within(items[0]!).getByText(/"free": 3/)).toBeTruthy();
    expect(window.location.hash).toBe("#audit");
  });
});
