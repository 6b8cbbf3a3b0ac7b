import { describe, expect, it } from "vitest";
import { ApiMessage } from "../../shared/messages";
import { body, createStory, createUser, type TestUser } from "./fixtures";
import { useFakeProvider } from "./generation-helpers";
import { newId } from "../../worker/db/ids";
import { call, env, postJson } from "./helpers";

// Generation starts in the background; a fast stand-in keeps these request tests quick.
useFakeProvider();

const generate = (storyInputs: unknown, auth: Record<string, string> = {}) =>
  postJson("/api/stories/generate-story", { storyInputs }, auth);

async function storyCount(userId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM stories WHERE user_id = ?").bind(userId).first<{ n: number }>();
  return row?.n ?? 0;
}

async function setLanguage(user: TestUser, language: "en-US" | "fr-FR") {
  await env.DB.prepare("UPDATE users SET preferred_language = ? WHERE id = ?").bind(language, user.id).run();
}

describe("POST /api/stories/generate-story", () => {
  it("creates the story, answers its card fields and starts generation", async () => {
    const user = await createUser();
    const response = await generate(["a dragon who is afraid of the dark", "  a treehouse  "], user.auth);
    expect(response.status).toBe(201);
    const { success, story } = await body<{ success: boolean; story: Record<string, unknown> }>(response);
    expect(success).toBe(true);
    expect(story).toMatchObject({
      title: "A dragon who is afraid of the dark",
      coverImage: null,
      generatingStatus: "Initialized",
      isPublic: false,
    });
    expect(Object.keys(story).sort()).toEqual(["_id", "coverImage", "date", "generatingStatus", "isPublic", "title"]);
    const row = await env.DB.prepare("SELECT story_inputs, language, user_id FROM stories WHERE id = ?")
      .bind(story._id)
      .first<{ story_inputs: string; language: string; user_id: string }>();
    // Ideas are trimmed as they are stored.
    expect(JSON.parse(row!.story_inputs)).toEqual(["a dragon who is afraid of the dark", "a treehouse"]);
    expect(row).toMatchObject({ language: "en-US", user_id: user.id });
  });

  it("writes the story in the user's preferred language", async () => {
    const user = await createUser();
    await setLanguage(user, "fr-FR");
    const { story } = await body<{ story: { _id: string } }>(await generate(["un chaton perdu"], user.auth));
    const row = await env.DB.prepare("SELECT language FROM stories WHERE id = ?").bind(story._id).first<{ language: string }>();
    expect(row?.language).toBe("fr-FR");
  });

  it("is for signed-in users only", async () => {
    const response = await generate(["a kite"]);
    expect(response.status).toBe(401);
  });

  it.each([
    ["no ideas", [], ApiMessage.ideasRequired],
    ["only blank ideas", ["  ", "\t"], ApiMessage.ideasRequired],
    ["eleven ideas", Array.from({ length: 11 }, (_, i) => `idea ${i}`), ApiMessage.tooManyIdeas],
    ["an idea of 101 characters", ["x".repeat(101)], ApiMessage.ideaTooLong],
  ])("refuses %s with a 400 and writes nothing", async (_, ideas, message) => {
    const user = await createUser();
    const response = await generate(ideas, user.auth);
    expect(response.status).toBe(400);
    expect((await body(response)).message).toBe(message);
    expect(await storyCount(user.id)).toBe(0);
  });

  it("accepts ten ideas of exactly 100 characters", async () => {
    const user = await createUser({ plan: "premium" });
    const response = await generate(Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(100, "a")), user.auth);
    expect(response.status).toBe(201);
  });

  it("refuses a body without storyInputs, or with non-strings, as a 400", async () => {
    const user = await createUser();
    const missing = await postJson("/api/stories/generate-story", {}, user.auth);
    expect(missing.status).toBe(400);
    expect(await body(missing)).toMatchObject({ message: ApiMessage.missingFields, missingFields: ["storyInputs"] });
    const wrongType = await generate([1, 2], user.auth);
    expect(wrongType.status).toBe(400);
    const malformed = await postJson("/api/stories/generate-story", "{not json", user.auth);
    expect(malformed.status).toBe(400);
    expect(await storyCount(user.id)).toBe(0);
  });

  it("refuses ideas unsuitable for children with their category, without naming them, and counts nothing", async () => {
    const user = await createUser();
    const response = await generate(["a friendly robot", "a pirate who wants to KILL everyone"], user.auth);
    expect(response.status).toBe(400);
    const answer = await body<{ message: string; category: string }>(response);
    expect(answer.category).toBe("violence");
    expect(JSON.stringify(answer).toLowerCase()).not.toContain("kill");
    expect(await storyCount(user.id)).toBe(0);
    // The refused attempt did not use the week's only story.
    expect((await generate(["a friendly robot"], user.auth)).status).toBe(201);
  });
});

describe("weekly limit", () => {
  it("lets a free account create one story a week, then answers 403 with the spec's message", async () => {
    const user = await createUser();
    expect((await generate(["a kite"], user.auth)).status).toBe(201);
    const second = await generate(["a boat"], user.auth);
    expect(second.status).toBe(403);
    expect((await body(second)).message).toBe(ApiMessage.weeklyLimit);
    expect(await storyCount(user.id)).toBe(1);
  });

  it("follows the plan: basic 5, premium 10", async () => {
    for (const [plan, limit] of [["basic", 5], ["premium", 10]] as const) {
      const user = await createUser({ plan });
      for (let i = 0; i < limit; i++) expect((await generate([`idea ${i}`], user.auth)).status).toBe(201);
      expect((await generate(["one more"], user.auth)).status).toBe(403);
    }
  });

  it("reads the plan from the account, not from an older token", async () => {
    const user = await createUser({ plan: "free" });
    await env.DB.prepare("UPDATE users SET subscription_level = 'basic' WHERE id = ?").bind(user.id).run();
    expect((await generate(["a"], user.auth)).status).toBe(201);
    expect((await generate(["b"], user.auth)).status).toBe(201);
  });

  it("keeps counting a story its owner deleted: deleting does not give the slot back", async () => {
    const user = await createUser();
    const { story } = await body<{ story: { _id: string } }>(await generate(["a kite"], user.auth));
    expect((await call(`/api/stories/${story._id}`, { method: "DELETE", headers: user.auth })).status).toBe(200);
    expect(await storyCount(user.id)).toBe(0);
    const again = await generate(["another kite"], user.auth);
    expect(again.status).toBe(403);
    const details = await body<{ user: { storiesGeneratedThisWeek: number } }>(
      await call("/api/users/user-details", { headers: user.auth }),
    );
    expect(details.user.storiesGeneratedThisWeek).toBe(1);
  });

  it("does not count stories from before Monday 00:00 UTC", async () => {
    const user = await createUser();
    await createStory(user.id, { createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) });
    expect((await generate(["a kite"], user.auth)).status).toBe(201);
  });

  it("applies a limit changed in configuration to the next request", async () => {
    const user = await createUser();
    expect((await generate(["a"], user.auth)).status).toBe(201);
    const { invalidateConfigCache } = await import("../../worker/config/store");
    await env.DB.prepare("INSERT INTO configs (key, value, updated_at) VALUES ('weeklyLimits', ?, 0)")
      .bind(JSON.stringify({ free: 2, basic: 5, premium: 10 }))
      .run();
    invalidateConfigCache();
    expect((await generate(["b"], user.auth)).status).toBe(201);
    expect((await generate(["c"], user.auth)).status).toBe(403);
  });

  it("falls back to the spec's limit when the configured one is malformed", async () => {
    const user = await createUser();
    const { invalidateConfigCache } = await import("../../worker/config/store");
    await env.DB.prepare("INSERT INTO configs (key, value, updated_at) VALUES ('weeklyLimits', ?, 0)")
      .bind(JSON.stringify({ free: "many", basic: 5, premium: 10 }))
      .run();
    invalidateConfigCache();
    expect((await generate(["a"], user.auth)).status).toBe(201);
    expect((await generate(["b"], user.auth)).status).toBe(403);
  });

  it("accepts exactly one of 20 concurrent requests on a free account", async () => {
    const user = await createUser();
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => generate([`idea ${i}`], user.auth)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // The others meet the weekly limit, or the per-user rate limit first (10 a minute).
    expect(statuses.filter((s) => s === 403 || s === 429)).toHaveLength(19);
    expect(await storyCount(user.id)).toBe(1);
  });
});

describe("GET /api/stories/suggestion", () => {
  it("answers the configured suggestions in the caller's language", async () => {
    const english = await body<{ success: boolean; suggestion: { suggestions: string[] } }>(
      await call("/api/stories/suggestion"),
    );
    expect(english.success).toBe(true);
    expect(english.suggestion.suggestions).toContain("a magic paintbrush");
    const french = await body<{ suggestion: { suggestions: string[] } }>(await call("/api/stories/suggestion?lang=fr-FR"));
    expect(french.suggestion.suggestions).toContain("un pinceau magique");
    expect((await call("/api/stories/suggestion?lang=xx")).status).toBe(400);
  });

  it("follows an admin's edit of the suggestions", async () => {
    const { invalidateConfigCache } = await import("../../worker/config/store");
    await env.DB.prepare("INSERT INTO configs (key, value, updated_at) VALUES ('storySuggestions', ?, 0)")
      .bind(JSON.stringify({ "en-US": ["a purple cow"], "fr-FR": ["une vache violette"] }))
      .run();
    invalidateConfigCache();
    const answer = await body<{ suggestion: { suggestions: string[] } }>(await call("/api/stories/suggestion"));
    expect(answer.suggestion.suggestions).toEqual(["a purple cow"]);
  });
});

describe("GET /api/stories/{id}/status", () => {
  it("answers the owner and admins; 401 visitor; 404 to another user, as to an unknown id", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id, { generatingStatus: "ImageGenerating" });
    const path = `/api/stories/${story.id}/status`;
    expect(await body(await call(path, { headers: owner.auth }))).toEqual({ generatingStatus: "ImageGenerating" });
    const admin = await createUser({ role: "admin" });
    expect((await call(path, { headers: admin.auth })).status).toBe(200);
    expect((await call(path)).status).toBe(401);
    const other = await createUser();
    expect((await call(path, { headers: other.auth })).status).toBe(404);
    expect((await call("/api/stories/0123456789abcdef01234567/status", { headers: owner.auth })).status).toBe(404);
  });
});

describe("POST /api/stories/generate-story: who the story is for (profileId)", () => {
  const yearsAgo = (years: number) => {
    const date = new Date();
    date.setUTCFullYear(date.getUTCFullYear() - years);
    date.setUTCDate(date.getUTCDate() - 10);
    return date.toISOString().slice(0, 10);
  };
  async function addProfile(user: TestUser, name: string, dateOfBirth: string | null, gender = "girl") {
    const id = newId();
    await env.DB.prepare("INSERT INTO profiles (id, user_id, name, date_of_birth, gender) VALUES (?, ?, ?, ?, ?)").bind(id, user.id, name, dateOfBirth, gender).run();
    return id;
  }
  const audienceOf = (storyId: string) =>
    env.DB.prepare("SELECT age_band, hero_name, hero_gender FROM stories WHERE id = ?").bind(storyId).first<{ age_band: string; hero_name: string | null; hero_gender: string | null }>();
  const generateFor = (profileId: unknown, user: TestUser) => postJson("/api/stories/generate-story", { storyInputs: ["a kite"], profileId }, user.auth);

  it("stores the child's age band, name and gender from one of the caller's extra profiles", async () => {
    const user = await createUser({ plan: "premium" });
    const lea = await addProfile(user, "Léa", yearsAgo(4), "girl");
    const tom = await addProfile(user, "Tom", yearsAgo(10), "boy");
    const forLea = await body<{ story: { _id: string } }>(await generateFor(lea, user));
    expect(await audienceOf(forLea.story._id)).toEqual({ age_band: "3-5", hero_name: "Léa", hero_gender: "f" });
    const forTom = await body<{ story: { _id: string } }>(await generateFor(tom, user));
    expect(await audienceOf(forTom.story._id)).toEqual({ age_band: "9-12", hero_name: "Tom", hero_gender: "m" });
  });

  it("takes the main account when profileId is the caller's own id, and the default band without a date of birth or profile", async () => {
    const user = await createUser({ plan: "premium", name: "Sam" });
    await env.DB.prepare("UPDATE users SET date_of_birth = ?, gender = 'not communicated' WHERE id = ?").bind(yearsAgo(7), user.id).run();
    const own = await body<{ story: { _id: string } }>(await generateFor(user.id, user));
    expect(await audienceOf(own.story._id)).toEqual({ age_band: "6-8", hero_name: "Sam", hero_gender: null });
    const baby = await addProfile(user, "Nour", null);
    const unknownAge = await body<{ story: { _id: string } }>(await generateFor(baby, user));
    expect((await audienceOf(unknownAge.story._id))?.age_band).toBe("6-8");
    const none = await body<{ story: { _id: string } }>(await generate(["a kite"], user.auth));
    expect(await audienceOf(none.story._id)).toEqual({ age_band: "6-8", hero_name: null, hero_gender: null });
  });

  it("refuses another user's profile or account, or an unknown id, with 400 and spends no weekly slot", async () => {
    const owner = await createUser();
    const ownersChild = await addProfile(owner, "Mia", yearsAgo(5));
    const intruder = await createUser();
    for (const profileId of [ownersChild, owner.id, "ffffffffffffffffffffffff"]) {
      const response = await generateFor(profileId, intruder);
      expect(response.status).toBe(400);
      const answer = await body<{ message: string; errors: { field: string }[] }>(response);
      expect(answer.message).toBe(ApiMessage.invalidData);
      expect(answer.errors).toEqual([expect.objectContaining({ field: "profileId" })]);
    }
    expect(await storyCount(intruder.id)).toBe(0);
    // The free plan's one story of the week is still there.
    expect((await generate(["a kite"], intruder.auth)).status).toBe(201);
  });
});

