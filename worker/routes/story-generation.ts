import { Hono } from "hono";
import { z } from "zod";
import { consumeLiveTicket, issueLiveTicket } from "../auth/live-tickets";
import { requireUser } from "../auth/middleware";
import { readConfig } from "../config/store";
import { db } from "../db/client";
import { LANGUAGES, type Language } from "../db/schema";
import { ApiError } from "../http/errors";
import { isPlainText, validate } from "../http/validate";
import { assertOwner, storyOr404 } from "../stories/access";
import { checkIdeas, hasWeeklyRoom, insertWithinWeeklyLimit, startGeneration } from "../generation/create-story";
import { enforceRateLimit } from "../auth/rate-limit";
import { checkIdeas as checkSafety } from "../generation/moderation";
import { unsafeIdeas } from "../safety/refusal";
import { loadCaller } from "../users/caller";
import { createProvider } from "../generation/providers/choose-provider";
import { audienceFor } from "../generation/story-audience";
import { storyGenerationStub } from "../generation/story-generation";
import { giveBackNeurons, storyEstimate, takeNeurons } from "../generation/providers/workers-ai/budget";
import type { AppEnv } from "../types";
import { ApiMessage } from "../../shared/messages";
import type { NewStoryJson } from "../../shared/story-json";

// Loose bounds here keep absurd bodies out; checkIdeas applies the product's rules and messages.
const generateBody = z.object({
  storyInputs: z.array(z.string().max(1_000).refine((idea) => isPlainText(idea, { multiline: true }))).max(100),
  /** Who the story is for: the caller's own account id or one of their extra profiles' ids. */
  profileId: z.string().max(64).optional(),
});

const suggestionQuery = z.object({ lang: z.enum(LANGUAGES, { error: ApiMessage.invalidLanguage }).optional() });

/**
 * /api/stories — creating a story and following its generation. Mounted before
 * the reading routes, whose GET /:idOrSlug would otherwise take /suggestion.
 */
export const storyGenerationRoutes = new Hono<AppEnv>()
  .get("/suggestion", validate("query", suggestionQuery), async (c) => {
    const language: Language = c.req.valid("query").lang ?? c.get("user")?.language ?? "en-US";
    const { storySuggestions } = await readConfig(c.env, ["storySuggestions"]);
    return c.json({ success: true, suggestion: { suggestions: storySuggestions[language] } });
  })
  .post("/generate-story", requireUser, validate("json", generateBody), async (c) => {
    const body = c.req.valid("json");
    const checked = checkIdeas(body.storyInputs);
    if (!checked.ok) throw new ApiError(checked.code);
    const { id: userId, role } = c.get("user");
    // Cheap before costly: the weekly limit (one D1 read), then the per-user rate, then moderation (the
    // engine, then a model's second opinion). Refused ideas spend no weekly quota, so the rate limit is
    // what bounds attempts at the moderation; admins (staff, the benchmarks) are not rate-limited.
    const creator = await loadCaller(c.env, c.get("user"));
    // Before anything costly: a wrong profile spends nothing.
    const audience = await audienceFor(c.env, userId, body.profileId);
    if (!audience) throw new ApiError("invalidData", { errors: [{ field: "profileId", message: "Unknown profile" }] });
    if (!(await hasWeeklyRoom(c.env, { id: userId, plan: creator.subscriptionLevel }))) throw new ApiError("weeklyLimit");
    if (role !== "admin") await enforceRateLimit(c.env.STORY_LIMITER, userId);
    const engine = await checkSafety(c.env, checked.ideas);
    if (!engine.safe) throw unsafeIdeas(engine.category, creator.preferredLanguage);
    // Fail closed: if the second opinion cannot be had, no story is made from the ideas.
    const opinion = await createProvider(c.env)
      .moderate(checked.ideas, creator.preferredLanguage)
      .catch((error: unknown) => {
        console.error("moderation unavailable", error instanceof Error ? error.message : String(error));
        throw new ApiError("creationUnavailable");
      });
    if (!opinion.allowed) throw unsafeIdeas(opinion.category, creator.preferredLanguage);
    // Workers AI spends neurons: past today's budget no story is made, and no weekly quota is spent.
    const neurons = c.env.AI_PROVIDER === "workers-ai" ? await storyEstimate(c.env, audience.ageBand, creator.preferredLanguage) : 0;
    if (neurons > 0 && !(await takeNeurons(c.env, neurons))) throw new ApiError("dailyStoryBudget");
    const story = await insertWithinWeeklyLimit(c.env, { id: userId, plan: creator.subscriptionLevel, language: creator.preferredLanguage }, checked.ideas, new Date(), audience);
    if (!story) {
      if (neurons > 0) await giveBackNeurons(c.env, neurons);
      throw new ApiError("weeklyLimit");
    }
    await startGeneration(c.env, story.id);
    return c.json(
      {
        success: true,
        story: {
          _id: story.id,
          title: story.title,
          coverImage: null,
          generatingStatus: "Initialized",
          isPublic: false,
          date: story.createdAt.toISOString(),
        } satisfies NewStoryJson,
      },
      201,
    );
  })
  .get("/:id/status", requireUser, async (c) => {
    const story = await storyOr404(c.env, c.req.param("id"));
    assertOwner(story, c.get("user"), { allowAdmin: true });
    return c.json({ generatingStatus: story.generatingStatus });
  })
  // A ticket for the live socket, traded for the bearer token (see auth/live-tickets.ts).
  .post("/:id/live-ticket", requireUser, async (c) => {
    const story = await storyOr404(c.env, c.req.param("id"));
    assertOwner(story, c.get("user"), { allowAdmin: true });
    return c.json({ ticket: await issueLiveTicket(db(c.env), c.get("user").id, story.id) });
  })
  // Live status over a WebSocket, pushed by the story's Durable Object. Browsers
  // cannot set headers on a WebSocket, so they bring a single-use ticket (never the access token).
  .get("/:id/live", async (c) => {
    if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") throw new ApiError("webSocketExpected");
    const user = c.get("user");
    if (!user) {
      // The ticket was issued to the story's owner or an admin, for this story only.
      const ticket = c.req.query("ticket");
      if (!ticket || !(await consumeLiveTicket(c.env, ticket, c.req.param("id")))) throw new ApiError("unauthorized");
    }
    const story = await storyOr404(c.env, c.req.param("id"));
    if (user) assertOwner(story, user, { allowAdmin: true });
    const url = new URL(c.req.url);
    url.search = `?story=${story.id}`;
    return storyGenerationStub(c.env, story.id).fetch(new Request(url, c.req.raw));
  });
