import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_CONFIG } from "../../worker/config/defaults";
import { invalidateConfigCache, readConfig } from "../../worker/config/store";
import { CONFIG_VALUE_MAX_BYTES, configValueBytes, type ConfigChange } from "../../shared/configs";
import { listConfigChanges } from "../../worker/config/changes";
import { db } from "../../worker/db/client";
import { asAdmin, IDS, listKeys, NAMES, request } from "./configs-helpers";
import { env } from "./helpers";

/**
 * Configuration that cannot break the app (issue 33 part 3): bodies nested too deep or too large are
 * refused before parsing, moderation lists cannot lose coverage, destructive values that fit a key's
 * type are refused, a key can be reset, and every change is in the audit log.
 */

type Refusal = { message: string; errors?: { field: string; message: string }[] };

const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a config body nested too deep or too large", () => {
  it("1 875 levels deep answers 400 without JSON.parse seeing the text, and stores nothing", async () => {
    const parse = vi.spyOn(JSON, "parse");
    for (const method of ["PUT", "POST"]) {
      const response = await asAdmin(method, "/api/configs", `{"key":"deep","value":${nested(1875)}}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "Config value is nested too deeply" });
    }
    expect(parse.mock.calls.filter(([text]) => String(text).includes("[[[[")).length).toBe(0);
    expect(await listKeys()).toEqual([]);
  });

  it("counts brackets inside strings as text, and accepts a value at the depth limit", async () => {
    const inString = await asAdmin("PUT", "/api/configs", { key: "brackets", value: "[".repeat(200) });
    expect(inString.status).toBe(200);
    // 32 levels in all: the body object and 31 arrays.
    const atLimit = await asAdmin("PUT", "/api/configs", `{"key":"deep","value":${nested(31)}}`);
    expect(atLimit.status).toBe(200);
    const overLimit = await asAdmin("PUT", "/api/configs", `{"key":"deep","value":${nested(32)}}`);
    expect(overLimit.status).toBe(400);
  });

  it("a body far over a config value's size is refused with 413 before parsing", async () => {
    const parse = vi.spyOn(JSON, "parse");
    const response = await asAdmin("PUT", "/api/configs", { key: "big", value: "x".repeat(CONFIG_VALUE_MAX_BYTES + 8_000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "Request body too large" });
    expect(parse.mock.calls.filter(([text]) => String(text).includes("xxxx")).length).toBe(0);
    expect(await listKeys()).toEqual([]);
  });

  it("the body may hold a value at its 60 KB limit and 1 KB around it: one byte more is 413", async () => {
    const bodyOf = (bytes: number) => {
      const envelope = '{"key":"big","value":""}';
      return `{"key":"big","value":"${"x".repeat(bytes - envelope.length)}"}`;
    };
    const atLimit = await asAdmin("PUT", "/api/configs", bodyOf(CONFIG_VALUE_MAX_BYTES + 1024));
    // Read by the schema, whose own limit on the value answers.
    expect(atLimit.status).toBe(400);
    expect(await atLimit.json()).toMatchObject({ message: "Config value is too large" });
    const over = await asAdmin("PUT", "/api/configs", bodyOf(CONFIG_VALUE_MAX_BYTES + 1025));
    expect(over.status).toBe(413);
    expect(await listKeys()).toEqual([]);
  });

  it("leaves an admin 8 KB beyond the default moderation lists, which grow with each probe of the safety engine", () => {
    expect(configValueBytes(DEFAULT_CONFIG.moderationLists) + 8 * 1024).toBeLessThanOrEqual(CONFIG_VALUE_MAX_BYTES);
  });
});

describe("values that fit a key's type but would break the app", () => {
  const lists = DEFAULT_CONFIG.moderationLists;
  const DESTRUCTIVE: [string, unknown, string][] = [
    ["weeklyLimits", { free: 0, basic: 5, premium: 10 }, "value.free"],
    ["weeklyLimits", { free: 1, basic: 2.5, premium: 10 }, "value.basic"],
    ["planPrices", { free: 0, basic: 0, premium: 1299 }, "value.basic"],
    ["planPrices", { free: 500, basic: 799, premium: 1299 }, "value.free"],
    ["storySuggestions", { "en-US": [], "fr-FR": DEFAULT_CONFIG.storySuggestions["fr-FR"] }, "value.en-US"],
    ["storySuggestions", { "en-US": ["  "], "fr-FR": DEFAULT_CONFIG.storySuggestions["fr-FR"] }, "value.en-US.0"],
    ["aiNarration", { ...DEFAULT_CONFIG.aiNarration, models: { ...DEFAULT_CONFIG.aiNarration.models, "fr-FR": [] } }, "value.models.fr-FR"],
    [
      "aiNarration",
      { ...DEFAULT_CONFIG.aiNarration, models: { ...DEFAULT_CONFIG.aiNarration.models, "en-US": [{ model: "@cf/deepgram/aura-2-en", speakers: [] }, { model: "device" }] } },
      "value.models.en-US.0.speakers",
    ],
    [
      "aiNarration",
      {
        ...DEFAULT_CONFIG.aiNarration,
        models: { ...DEFAULT_CONFIG.aiNarration.models, "en-US": [{ model: "@cf/deepgram/aura-2-en", speakers: ["luna"], narrators: 3 }, { model: "device" }] },
      },
      "value.models.en-US.0.narrators",
    ],
    ["aiGuardCategories", [], "value"],
    ["aiPrompts", { ...DEFAULT_CONFIG.aiPrompts, story: "Write a nice story." }, "value.story"],
    ["aiPrompts", { ...DEFAULT_CONFIG.aiPrompts, plan: "Plan a story in {language}." }, "value.plan"],
    ["aiPrompts", { ...DEFAULT_CONFIG.aiPrompts, illustration: "A picture." }, "value.illustration"],
    ["maxStoryRepairs", 1000, "value"],
    ["moderationLists", { ...lists, en: { ...lists.en, violence: [...(lists.en.violence ?? []), "a"] } }, `value.en.violence.${lists.en.violence?.length}`],
    ["moderationLists", { ...lists, fr: { ...lists.fr, sexual: ["*x*", ...(lists.fr.sexual ?? [])] } }, "value.fr.sexual.0"],
  ];

  it.each(DESTRUCTIVE.map(([key, value, field]) => [key, field, value] as const))("%s: refused with 400 naming %s, nothing changes", async (key, field, value) => {
    for (const method of ["PUT", "POST"]) {
      const response = await asAdmin(method, "/api/configs", { key, value });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as Refusal;
      expect(answer.errors?.map((error) => error.field)).toContain(field);
    }
    expect(await listKeys()).toEqual([]);
  });

  it("a short moderation term's refusal names the term", async () => {
    const response = await asAdmin("PUT", "/api/configs", {
      key: "moderationLists",
      value: { ...lists, en: { ...lists.en, violence: ["a", ...(lists.en.violence ?? [])] } },
    });
    const answer = (await response.json()) as Refusal;
    expect(answer.errors).toContainEqual({ field: "value.en.violence.0", message: 'A term needs at least 3 letters: "a"' });
  });

  it("null still stands for the default, and every default is accepted as a value", async () => {
    for (const [key, value] of Object.entries(DEFAULT_CONFIG)) {
      const response = await asAdmin("PUT", "/api/configs", { key, value });
      expect(response.status, key).toBe(200);
      const reset = await asAdmin("PUT", "/api/configs", { key, value: null });
      expect(reset.status, key).toBe(200);
    }
  });
});

interface Figures {
  unsafe: number;
  caught: number;
  recall: number;
  safe: number;
  falsePositives: number;
}
type ByLanguage = Record<"en" | "fr", Figures>;
interface LetThrough {
  count: number;
  ideas: { idea: string; category: string; language: "en" | "fr" }[];
}
interface CheckAnswer {
  figures: ByLanguage;
  defaults: ByLanguage;
  acceptable: boolean;
  letThrough: LetThrough;
}

describe("moderation lists checked against the labelled corpus", () => {
  const lists = DEFAULT_CONFIG.moderationLists;
  const check = (value: unknown) => asAdmin("POST", "/api/configs/moderationLists/check", { value });

  it("the check gives the defaults' figures for the defaults, per language", async () => {
    const response = await check(lists);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as CheckAnswer;
    expect(answer.acceptable).toBe(true);
    expect(answer.figures).toEqual(answer.defaults);
    for (const language of ["en", "fr"] as const) {
      const figures = answer.figures[language];
      expect(figures.unsafe).toBeGreaterThan(100);
      expect(figures.safe).toBeGreaterThan(100);
      expect(figures.caught).toBeLessThanOrEqual(figures.unsafe);
      expect(figures.recall).toBeCloseTo(figures.caught / figures.unsafe, 5);
    }
  });

  it("empty lists lose recall: the check says so, and saving them is refused with the figures", async () => {
    const empty = { en: {}, fr: {}, combinations: [], safe: [] };
    const checked = (await (await check(empty)).json()) as CheckAnswer;
    expect(checked.acceptable).toBe(false);
    expect(checked.figures.en.recall).toBeLessThan(checked.defaults.en.recall);

    const saved = await asAdmin("PUT", "/api/configs", { key: "moderationLists", value: empty });
    expect(saved.status).toBe(400);
    const answer = (await saved.json()) as Refusal & CheckAnswer;
    expect(answer.message).toBe("These moderation lists catch less than the defaults");
    expect(answer.figures).toEqual(checked.figures);
    expect(answer.defaults).toEqual(checked.defaults);
    expect(answer.errors?.map((error) => error.field)).toEqual(["value.en", "value.fr"]);
    expect(await listKeys()).toEqual([]);
  });

  it("a common word added to a list raises false positives and is refused", async () => {
    const greedy = { ...lists, en: { ...lists.en, violence: [...(lists.en.violence ?? []), "the"] } };
    const checked = (await (await check(greedy)).json()) as CheckAnswer;
    expect(checked.figures.en.falsePositives).toBeGreaterThan(checked.defaults.en.falsePositives);
    const saved = await asAdmin("PUT", "/api/configs", { key: "moderationLists", value: greedy });
    expect(saved.status).toBe(400);
    expect(((await saved.json()) as Refusal).errors?.map((error) => error.field)).toContain("value.en");
    expect(await listKeys()).toEqual([]);
  });

  it("a change that keeps coverage is saved and applies", async () => {
    const more = { ...lists, en: { ...lists.en, violence: [...(lists.en.violence ?? []), "grumbleflux"] } };
    const saved = await asAdmin("PUT", "/api/configs", { key: "moderationLists", value: more });
    expect(saved.status).toBe(200);
    expect((await readConfig(env, ["moderationLists"])).moderationLists.en.violence).toContain("grumbleflux");
  });

  it("the check refuses lists that do not fit the schema with 400 naming the field", async () => {
    const response = await check({ en: { violence: "kill" }, fr: {}, combinations: [], safe: [] });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Refusal).errors?.map((error) => error.field)).toEqual(["value.en.violence"]);
  });
});

describe("moderation lists that let through what the defaults refuse (issue 44)", () => {
  const lists = DEFAULT_CONFIG.moderationLists;
  const check = async (value: unknown) => {
    const response = await asAdmin("POST", "/api/configs/moderationLists/check", { value });
    expect(response.status).toBe(200);
    return (await response.json()) as CheckAnswer;
  };
  const withSafe = (...terms: string[]) => ({ ...lists, safe: [...lists.safe, ...terms] });
  const auditRows = async () =>
    (await env.DB.prepare("SELECT key, action, confirmation FROM config_changes ORDER BY id").all<{ key: string; action: string; confirmation: string | null }>())
      .results;

  it("the defaults let nothing through, and save without a confirmation", async () => {
    expect((await check(lists)).letThrough).toEqual({ count: 0, ideas: [] });
    expect((await asAdmin("PUT", "/api/configs", { key: "moderationLists", value: lists })).status).toBe(200);
    expect(await auditRows()).toEqual([{ key: "moderationLists", action: "write", confirmation: null }]);
  });

  it('"kill" made safe: the check names the ideas it lets through and their category, though the corpus figures do not move', async () => {
    const answer = await check(withSafe("kill"));
    expect(answer.acceptable).toBe(true);
    expect(answer.letThrough.count).toBeGreaterThan(0);
    expect(answer.letThrough.ideas).toContainEqual({ idea: "kill", category: "violence", language: "en" });
    expect(answer.letThrough.ideas).toHaveLength(Math.min(answer.letThrough.count, 100));
  });

  it('"heroin" made safe is caught the same way', async () => {
    const answer = await check(withSafe("heroin"));
    expect(answer.letThrough.ideas).toContainEqual({ idea: "heroin", category: "drugs", language: "en" });
  });

  it("a term or a whole category taken out of the lists is caught", async () => {
    const violence = (lists.en.violence ?? []).filter((term) => term !== "kill");
    expect((await check({ ...lists, en: { ...lists.en, violence } })).letThrough.ideas).toContainEqual({
      idea: "kill",
      category: "violence",
      language: "en",
    });
    const { drugs: _drugs, ...withoutDrugs } = lists.fr;
    const answer = await check({ ...lists, fr: withoutDrugs });
    expect(answer.letThrough.count).toBeGreaterThan(10);
    expect(answer.letThrough.ideas.every((idea) => idea.category === "drugs")).toBe(true);
  });

  it("a safe word that undoes a combination is caught: the whole idea it let through is named", async () => {
    const answer = await check(withSafe("stairs"));
    expect(answer.letThrough.ideas.some(({ idea }) => idea.includes("stairs"))).toBe(true);
  });

  it("saving such lists is refused with the ideas unless the admin confirms how many they let through", async () => {
    const value = withSafe("kill");
    const { letThrough } = await check(value);
    for (const method of ["PUT", "POST"]) {
      const refused = await asAdmin(method, "/api/configs", { key: "moderationLists", value });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        message: "These moderation lists let through ideas the defaults refuse",
        letThrough,
        errors: [{ field: "confirmLetThrough", message: "These moderation lists let through ideas the defaults refuse" }],
      });
      // A confirmation of another count (an older check) is no confirmation.
      const stale = await asAdmin(method, "/api/configs", { key: "moderationLists", value, confirmLetThrough: letThrough.count + 1 });
      expect(stale.status).toBe(400);
    }
    expect(await listKeys()).toEqual([]);
    expect(await auditRows()).toEqual([]);

    const saved = await asAdmin("PUT", "/api/configs", { key: "moderationLists", value, confirmLetThrough: letThrough.count });
    expect(saved.status).toBe(200);
    expect((await readConfig(env, ["moderationLists"])).moderationLists.safe).toContain("kill");
    const [row] = await auditRows();
    expect(row).toMatchObject({ key: "moderationLists", action: "write" });
    expect(JSON.parse(row!.confirmation!)).toEqual({ letThrough });
    const audit = (await (await asAdmin("GET", "/api/configs/audit")).json()) as { changes: ConfigChange[] };
    expect(audit.changes[0]).toMatchObject({ key: "moderationLists", confirmation: { letThrough } });
  });
});

describe("resetting a key to its default", () => {
  it("DELETE /api/configs/{key} removes the stored value: 204, and the default applies at once", async () => {
    await asAdmin("PUT", "/api/configs", { key: "weeklyLimits", value: { free: 3, basic: 6, premium: 20 } });
    expect((await readConfig(env, ["weeklyLimits"])).weeklyLimits).toEqual({ free: 3, basic: 6, premium: 20 });
    const response = await asAdmin("DELETE", "/api/configs/weeklyLimits");
    expect(response.status).toBe(204);
    expect(await listKeys()).toEqual([]);
    expect((await readConfig(env, ["weeklyLimits"])).weeklyLimits).toEqual(DEFAULT_CONFIG.weeklyLimits);
  });

  it("a known key with nothing stored is already at its default (204); an unknown one is 404", async () => {
    expect((await asAdmin("DELETE", "/api/configs/contactEmail")).status).toBe(204);
    const unknown = await asAdmin("DELETE", "/api/configs/neverStored");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Not found" });
  });

  it("only an admin may reset", async () => {
    await asAdmin("PUT", "/api/configs", { key: "contactEmail", value: "team@example.org" });
    expect((await request("visitor", "DELETE", "/api/configs/contactEmail")).status).toBe(401);
    expect((await request("user", "DELETE", "/api/configs/contactEmail")).status).toBe(403);
    expect(await listKeys()).toEqual([{ key: "contactEmail", value: "team@example.org" }]);
  });
});

describe("the audit log", () => {
  const audit = async () => {
    const response = await asAdmin("GET", "/api/configs/audit");
    expect(response.status).toBe(200);
    return ((await response.json()) as { changes: ConfigChange[] }).changes;
  };

  it("keeps who, when, key, before and after of every write, add, init and reset, newest first", async () => {
    const started = Date.now();
    await asAdmin("POST", "/api/configs", { key: "greeting", value: "hi" });
    await asAdmin("PUT", "/api/configs", { key: "greeting", value: { text: "hello" } });
    await asAdmin("DELETE", "/api/configs/greeting");
    await asAdmin("POST", "/api/configs/init");
    const changes = await audit();
    const initialised = changes.filter((change) => change.action === "init");
    expect(initialised.map((change) => change.key).sort()).toEqual(Object.keys(DEFAULT_CONFIG).sort());
    expect(initialised.find((change) => change.key === "weeklyLimits")).toMatchObject({ before: null, after: DEFAULT_CONFIG.weeklyLimits });
    expect(changes.filter((change) => change.key === "greeting").map(({ action, before, after, actorId }) => ({ action, before, after, actorId }))).toEqual([
      { action: "reset", before: { text: "hello" }, after: null, actorId: IDS.admin },
      { action: "write", before: "hi", after: { text: "hello" }, actorId: IDS.admin },
      { action: "add", before: null, after: "hi", actorId: IDS.admin },
    ]);
    for (const change of changes) expect(change.at).toBeGreaterThanOrEqual(started);
  });

  it("records nothing for a refused write, a refused add or a reset of what was not stored", async () => {
    await asAdmin("POST", "/api/configs", { key: "dup", value: 1 });
    await asAdmin("POST", "/api/configs", { key: "dup", value: 2 });
    await asAdmin("PUT", "/api/configs", { key: "weeklyLimits", value: { free: 0, basic: 5, premium: 10 } });
    await asAdmin("DELETE", "/api/configs/contactEmail");
    expect((await audit()).map((change) => change.action)).toEqual(["add"]);
  });

  it("names each change's admin as named when they made it, and after their account is gone", async () => {
    await asAdmin("PUT", "/api/configs", { key: "greeting", value: "hi" });
    await env.DB.prepare("UPDATE users SET name = 'Ada Renamed' WHERE id = ?").bind(IDS.admin).run();
    await asAdmin("PUT", "/api/configs", { key: "greeting", value: "hello" });
    const named = (changes: ConfigChange[]) => changes.map(({ after, actorId, actorName }) => ({ after, actorId, actorName }));
    expect(named(await audit())).toEqual([
      { after: "hello", actorId: IDS.admin, actorName: "Ada Renamed" },
      { after: "hi", actorId: IDS.admin, actorName: NAMES.admin },
    ]);
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(IDS.admin).run();
    expect(named((await listConfigChanges(db(env), 0)).changes)).toEqual([
      { after: "hello", actorId: IDS.admin, actorName: "Ada Renamed" },
      { after: "hi", actorId: IDS.admin, actorName: NAMES.admin },
    ]);
  });

  it("is for admins only", async () => {
    expect((await request("visitor", "GET", "/api/configs/audit")).status).toBe(401);
    expect((await request("user", "GET", "/api/configs/audit")).status).toBe(403);
  });

  it("pages through 50 changes at a time", async () => {
    for (let index = 0; index < 55; index++) await asAdmin("PUT", "/api/configs", { key: "counter", value: index });
    invalidateConfigCache();
    const first = (await (await asAdmin("GET", "/api/configs/audit")).json()) as { changes: ConfigChange[]; hasMore: boolean };
    expect(first.changes).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    expect(first.changes[0]?.after).toBe(54);
    const second = (await (await asAdmin("GET", "/api/configs/audit?page=1")).json()) as { changes: ConfigChange[]; hasMore: boolean };
    expect(second.changes.map((change) => change.after)).toEqual([4, 3, 2, 1, 0]);
    expect(second.hasMore).toBe(false);
  });
});
