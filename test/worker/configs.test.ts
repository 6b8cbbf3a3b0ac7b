import { describe, expect, it } from "vitest";
import { DEFAULT_CONFIG } from "../../worker/config/defaults";
import { CONFIG_SCHEMAS } from "../../worker/config/schemas";
import { invalidateConfigCache, readConfig } from "../../worker/config/store";
import { SAFETY_CATEGORIES } from "../../shared/safety";
import { CONFIG_VALUE_MAX_BYTES, type ConfigEntry } from "../../shared/configs";
import { asAdmin, listKeys, request } from "./configs-helpers";
import { call, env } from "./helpers";

const endpoints: { name: string; method: string; path: string; body?: unknown; adminStatus: number }[] = [
  { name: "GET /api/configs", method: "GET", path: "/api/configs", adminStatus: 200 },
  { name: "PUT /api/configs", method: "PUT", path: "/api/configs", body: { key: "greeting", value: "hi" }, adminStatus: 200 },
  { name: "POST /api/configs", method: "POST", path: "/api/configs", body: { key: "greeting", value: "hi" }, adminStatus: 201 },
  { name: "POST /api/configs/init", method: "POST", path: "/api/configs/init", adminStatus: 200 },
  { name: "GET /api/configs/audit", method: "GET", path: "/api/configs/audit", adminStatus: 200 },
  { name: "DELETE /api/configs/{key}", method: "DELETE", path: "/api/configs/weeklyLimits", adminStatus: 204 },
  {
    name: "POST /api/configs/moderationLists/check",
    method: "POST",
    path: "/api/configs/moderationLists/check",
    body: { value: DEFAULT_CONFIG.moderationLists },
    adminStatus: 200,
  },
];

describe("who may manage configs", () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.name}: visitor 401, user 403, admin ${endpoint.adminStatus}`, async () => {
      const visitor = await request("visitor", endpoint.method, endpoint.path, endpoint.body);
      expect(visitor.status).toBe(401);
      expect(await visitor.json()).toEqual({ message: "Unauthorized" });

      const user = await request("user", endpoint.method, endpoint.path, endpoint.body);
      expect(user.status).toBe(403);
      expect(await user.json()).toEqual({ message: "Forbidden" });

      // Neither refused caller changed anything.
      expect(await listKeys()).toEqual([]);

      const admin = await request("admin", endpoint.method, endpoint.path, endpoint.body);
      expect(admin.status).toBe(endpoint.adminStatus);
    });
  }

  it("refuses an invalid bearer token with 401", async () => {
    const response = await call("/api/configs", { headers: { Authorization: "Bearer not-a-token" } });
    expect(response.status).toBe(401);
  });
});

describe("GET /api/configs", () => {
  it("lists only stored configs, sorted by key", async () => {
    expect(await listKeys()).toEqual([]);
    await asAdmin("POST", "/api/configs", { key: "zeta", value: 1 });
    await asAdmin("POST", "/api/configs", { key: "alpha", value: "a" });
    await asAdmin("PUT", "/api/configs", { key: "Mid.key_2-x", value: [true] });
    expect(await listKeys()).toEqual([
      { key: "Mid.key_2-x", value: [true] },
      { key: "alpha", value: "a" },
      { key: "zeta", value: 1 },
    ]);
  });
});

describe("writing configs", () => {
  const values: [string, unknown][] = [
    ["string", "Bonjour « les enfants » 🐉"],
    ["empty string", ""],
    ["number", 12.5],
    ["zero", 0],
    ["boolean", false],
    ["object", { free: 2, nested: { list: [1, "two", { three: null }] } }],
    ["array", ["a dragon", "a kite"]],
    ["empty array", []],
  ];

  for (const [kind, value] of values) {
    it(`round-trips a ${kind} value through POST, PUT and GET`, async () => {
      const created = await asAdmin("POST", "/api/configs", { key: "sample", value });
      expect(created.status).toBe(201);
      expect(await created.json()).toEqual({ config: { key: "sample", value } });
      expect(await listKeys()).toEqual([{ key: "sample", value }]);

      const updated = await asAdmin("PUT", "/api/configs", { key: "sample", value: { wrapped: value } });
      expect(updated.status).toBe(200);
      expect(await updated.json()).toEqual({ config: { key: "sample", value: { wrapped: value } } });
      expect(await listKeys()).toEqual([{ key: "sample", value: { wrapped: value } }]);
    });
  }

  it("PUT creates a missing key", async () => {
    const response = await asAdmin("PUT", "/api/configs", { key: "fresh", value: { on: true } });
    expect(response.status).toBe(200);
    expect(await listKeys()).toEqual([{ key: "fresh", value: { on: true } }]);
  });

  it("POST refuses an existing key with 409 and keeps the stored value", async () => {
    await asAdmin("POST", "/api/configs", { key: "dup", value: "first" });
    const response = await asAdmin("POST", "/api/configs", { key: "dup", value: "second" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: "Config key already exists" });
    expect(await listKeys()).toEqual([{ key: "dup", value: "first" }]);
  });

  it("a new weekly limit applies to the next request", async () => {
    // Prime this isolate's cache with the default, as a story request would.
    expect((await readConfig(env, ["weeklyLimits"])).weeklyLimits).toEqual(DEFAULT_CONFIG.weeklyLimits);
    const limits = { free: 3, basic: 6, premium: 20 };
    const response = await asAdmin("PUT", "/api/configs", { key: "weeklyLimits", value: limits });
    expect(response.status).toBe(200);
    expect((await readConfig(env, ["weeklyLimits"])).weeklyLimits).toEqual(limits);
  });

  it("refuses a model outside its role's allow-list with 400 naming the field, and stores nothing", async () => {
    for (const method of ["PUT", "POST"] as const) {
      const response = await asAdmin(method, "/api/configs", {
        key: "aiModels",
        value: { text: "@cf/meta/llama-3.3-70b-instruct-fp8-fast", image: "@cf/black-forest-labs/flux-2-dev" },
      });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { message: string; errors: { field: string; message: string }[] };
      expect(answer.message).toBe("Data provided is invalid");
      expect(answer.errors).toEqual([{ field: "value.image", message: "Choose one of: @cf/black-forest-labs/flux-1-schnell" }]);
    }
    const french = await asAdmin("PUT", "/api/configs", {
      key: "aiNarration",
      value: { ...DEFAULT_CONFIG.aiNarration, models: { ...DEFAULT_CONFIG.aiNarration.models, "fr-FR": [{ model: "@cf/myshell-ai/melotts" }] } },
    });
    expect(french.status).toBe(400);
    expect(((await french.json()) as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual(["value.models.fr-FR"]);
    expect(await listKeys()).toEqual([]);
  });

  it("a config added with POST is read back by readConfig at once", async () => {
    expect((await readConfig(env, ["contactEmail"])).contactEmail).toBe(DEFAULT_CONFIG.contactEmail);
    await asAdmin("POST", "/api/configs", { key: "contactEmail", value: "team@example.org" });
    expect((await readConfig(env, ["contactEmail"])).contactEmail).toBe("team@example.org");
  });
});

describe("config validation", () => {
  for (const method of ["PUT", "POST"]) {
    it(`${method}: a missing or blank key is 'Key is required'`, async () => {
      for (const body of [{ value: 1 }, { key: "", value: 1 }, { key: "   ", value: 1 }]) {
        const response = await asAdmin(method, "/api/configs", body);
        expect(response.status).toBe(400);
        expect(((await response.json()) as { message: string }).message).toBe("Key is required");
      }
      expect(await listKeys()).toEqual([]);
    });

    it(`${method}: refuses keys outside 1–100 of [A-Za-z0-9._-]`, async () => {
      for (const key of ["has space", "slash/key", "é", "a".repeat(101), "semi;colon", 42]) {
        const response = await asAdmin(method, "/api/configs", { key, value: 1 });
        expect(response.status, String(key)).toBe(400);
        expect(((await response.json()) as { message: string }).message).not.toBe("Internal server error");
      }
      const longest = await asAdmin(method, "/api/configs", { key: "a".repeat(100), value: 1 });
      expect(longest.status).toBeLessThan(300);
    });

    it(`${method}: a missing value is a missing field`, async () => {
      const response = await asAdmin(method, "/api/configs", { key: "k" });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "Missing required fields", missingFields: ["value"] });
      expect(await listKeys()).toEqual([]);
    });

    it(`${method}: null is a value (docs/product.md §3), stored and listed as null; on a known key the default applies`, async () => {
      for (const key of ["feature.flag", "weeklyLimits"]) {
        const response = await asAdmin(method, "/api/configs", { key, value: null });
        expect(response.status, key).toBe(method === "POST" ? 201 : 200);
        expect(await response.json()).toEqual({ config: { key, value: null } });
      }
      expect(await listKeys()).toEqual([
        { key: "feature.flag", value: null },
        { key: "weeklyLimits", value: null },
      ]);
      invalidateConfigCache();
      expect(await readConfig(env, ["weeklyLimits"])).toEqual({ weeklyLimits: DEFAULT_CONFIG.weeklyLimits });
    });

    it(`${method}: refuses a value over ${CONFIG_VALUE_MAX_BYTES / 1024} KB and accepts one at the limit`, async () => {
      // A JSON string's stored form adds two quote characters.
      const tooLarge = await asAdmin(method, "/api/configs", { key: "big", value: "x".repeat(CONFIG_VALUE_MAX_BYTES - 1) });
      expect(tooLarge.status).toBe(400);
      expect(((await tooLarge.json()) as { message: string }).message).toBe("Config value is too large");
      expect(await listKeys()).toEqual([]);

      const atLimit = await asAdmin(method, "/api/configs", { key: "big", value: "x".repeat(CONFIG_VALUE_MAX_BYTES - 2) });
      expect(atLimit.status).toBeLessThan(300);
    });

    it(`${method}: malformed JSON is a 400`, async () => {
      const response = await asAdmin(method, "/api/configs", "{ key: ");
      expect(response.status).toBe(400);
    });
  }

  it("names an invalid key's problem", async () => {
    const response = await asAdmin("POST", "/api/configs", { key: "bad key", value: 1 });
    expect(await response.json()).toMatchObject({
      message: "Invalid config key",
      errors: [{ field: "key", message: "Invalid config key" }],
    });
  });
});

describe("POST /api/configs/init", () => {
  it("writes every default on an empty store", async () => {
    const response = await asAdmin("POST", "/api/configs/init");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { created: string[]; configs: ConfigEntry[] };
    const keys = Object.keys(DEFAULT_CONFIG).sort();
    expect(body.created).toEqual(keys);
    expect(body.configs.map((entry) => entry.key)).toEqual(keys);
    expect(body.configs.find((entry) => entry.key === "weeklyLimits")?.value).toEqual({ free: 1, basic: 5, premium: 10 });
    expect(await listKeys()).toEqual(body.configs);
  });

  it("never overwrites an edited key, and creates nothing the second time", async () => {
    const edited = { free: 2, basic: 7, premium: 15 };
    await asAdmin("PUT", "/api/configs", { key: "weeklyLimits", value: edited });
    await asAdmin("POST", "/api/configs", { key: "custom", value: "kept" });

    const first = (await (await asAdmin("POST", "/api/configs/init")).json()) as { created: string[]; configs: ConfigEntry[] };
    expect(first.created).not.toContain("weeklyLimits");
    expect(first.created).toContain("storySuggestions");
    expect(first.configs.find((entry) => entry.key === "weeklyLimits")?.value).toEqual(edited);
    expect(first.configs.find((entry) => entry.key === "custom")?.value).toBe("kept");
    expect((await readConfig(env, ["weeklyLimits"])).weeklyLimits).toEqual(edited);

    const second = (await (await asAdmin("POST", "/api/configs/init")).json()) as { created: string[]; configs: ConfigEntry[] };
    expect(second.created).toEqual([]);
    expect(second.configs).toEqual(first.configs);
  });
});

describe("default configuration", () => {
  it("offers at least 12 suggestions per language and moderation lists in both languages", () => {
    expect(DEFAULT_CONFIG.storySuggestions["en-US"].length).toBeGreaterThanOrEqual(12);
    expect(DEFAULT_CONFIG.storySuggestions["fr-FR"].length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(DEFAULT_CONFIG.moderationLists.en)).toEqual([...SAFETY_CATEGORIES]);
    expect(Object.keys(DEFAULT_CONFIG.moderationLists.fr)).toEqual([...SAFETY_CATEGORIES]);
    expect(DEFAULT_CONFIG.aiModels).toEqual({
      plan: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
      text: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
      image: "@cf/black-forest-labs/flux-1-schnell",
    });
    // Narration: every chain ends with the reader's device; French goes straight to it (MeloTTS refuses lang fr).
    expect(DEFAULT_CONFIG.aiNarration.models["en-US"].map((entry) => entry.model)).toEqual(["@cf/deepgram/aura-2-en", "device"]);
    expect(DEFAULT_CONFIG.aiNarration.models["fr-FR"].map((entry) => entry.model)).toEqual(["device"]);
    expect(DEFAULT_CONFIG.aiNarration.alignmentModel).toBe("@cf/openai/whisper-large-v3-turbo");
    expect(DEFAULT_CONFIG.aiPrompts.story).toContain("{ingredients}");
    expect(DEFAULT_CONFIG.aiPrompts.story).toContain("{language}");
    expect(DEFAULT_CONFIG.aiPrompts.illustration).toContain("{scene}");
  });
});

describe("each configuration value read through its key's schema", () => {
  it("every default fits its own schema", () => {
    for (const [key, schema] of Object.entries(CONFIG_SCHEMAS)) {
      expect(schema.safeParse(DEFAULT_CONFIG[key as keyof typeof DEFAULT_CONFIG]).success, key).toBe(true);
    }
  });

  // What an admin might mistype, per key: each gives the default, never the broken value.
  const MALFORMED: [keyof typeof DEFAULT_CONFIG, unknown][] = [
    ["weeklyLimits", { free: "3", basic: 5, premium: 10 }],
    ["weeklyLimits", null],
    ["planPrices", { free: 0, basic: 7.5, premium: 1299 }],
    ["storySuggestions", { "en-US": "a dragon" }],
    ["aiModels", { text: "" }],
    ["aiNarration", { models: { "en-US": [] } }],
    ["aiGuardModel", 42],
    ["aiGuardModel", "@cf/meta/llama-3.3-70b-instruct-fp8-fast"],
    ["aiModels", { text: "@cf/meta/llama-3.3-70b-instruct-fp8-fast", image: "@cf/black-forest-labs/flux-2-dev" }],
    ["aiNarration", { models: { "en-US": [{ model: "@cf/deepgram/aura-2-en" }], "fr-FR": [{ model: "device" }] }, alignmentModel: "" }],
    ["aiNarration", { models: { "en-US": [{ model: "device" }], "fr-FR": [{ model: "@cf/deepgram/aura-2-en" }, { model: "device" }] }, alignmentModel: "" }],
    ["aiGuardCategories", ["S15"]],
    ["aiDailyNeuronBudget", -5],
    ["aiPrompts", { plan: "", story: "x", illustration: "y" }],
    ["moderationLists", { terms: "everything" }],
    ["maxStoryRepairs", -1],
    ["reportsToHide", 2.5],
    ["reportsToHide", 0],
    ["publishReview", "nobody"],
    ["publishReview", true],
    ["contactFormUrl", "javascript:alert(1)"],
    ["contactEmail", "not an address"],
  ];

  it.each(MALFORMED)("a malformed %s gives the default", async (key, value) => {
    await env.DB.prepare("INSERT OR REPLACE INTO configs (key, value, updated_at) VALUES (?, ?, 0)").bind(key, JSON.stringify(value)).run();
    invalidateConfigCache();
    expect((await readConfig(env, [key]))[key]).toEqual(DEFAULT_CONFIG[key]);
  });

  it("a value that fits is read as stored", async () => {
    await env.DB.prepare("INSERT OR REPLACE INTO configs (key, value, updated_at) VALUES ('weeklyLimits', ?, 0)")
      .bind(JSON.stringify({ free: 3, basic: 5, premium: 10 }))
      .run();
    invalidateConfigCache();
    expect((await readConfig(env, ["weeklyLimits"])).weeklyLimits).toEqual({ free: 3, basic: 5, premium: 10 });
  });
});
