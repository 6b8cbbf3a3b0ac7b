import { Hono } from "hono";
import { z } from "zod";
import { consumeLiveTicket, issueLiveTicket } from "../auth/live-tickets";
import { requireUser } from "../auth/middleware";
import { readConfig } from "../config/store";
import { db } from "../db/client";
import { LANGUAGES, type Language } from "../db/schema";
import { ApiError, badRequest, unauthorized } from "../http/errors";
import { isPlainText, validate } from "../http/validate";
import { assertOwner, storyOr404 } from "../stories/access";
import { checkIdeas, insertWithinWeeklyLimit, startGeneration } from "../generation/create-story";
import { accountSettings } from "../users/account-settings";
import { createProvider } from "../generation/providers";
import { audienceFor } from "../generation/story-audience";
import { storyGenerationStub } from "../generation/story-generation";
import type { AppEnv } from "../types";
import { ApiMessage } from "../../shared/messages";

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
    const suggestions = (storySuggestions as Record<string, unknown>)[language];
    return c.json({ success: true, suggestion: { suggestions: Array.isArray(suggestions) ? suggestions : [] } });
  })
  .post("/generate-story", requireUser, validate("json", generateBody), async (c) => {
    const body = c.req.valid("json");
    const checked = checkIdeas(body.storyInputs);
    if (!checked.ok) throw badRequest(checked.message);
    const creator = await accountSettings(c.env, c.get("user").id);
    if (!creator) throw unauthorized();
    // Before moderation and the weekly count: a wrong profile spends nothing.
    const audience = await audienceFor(c.env, c.get("user").id, body.profileId);
    if (!audience) throw badRequest(ApiMessage.invalidData, { errors: [{ field: "profileId", message: "Unknown profile" }] });
    // Fail closed: if the ideas cannot be checked, no story is made from them.
    const moderation = await createProvider(c.env)
      .moderate(checked.ideas, creator.language)
      .catch((error: unknown) => {
        console.error("moderation unavailable", error instanceof Error ? error.message : String(error));
        throw new ApiError(503, ApiMessage.creationUnavailable);
      });
    if (!moderation.allowed) {
      throw badRequest(ApiMessage.unsafeIdeas, {
        errors: moderation.flagged.map((idea) => ({ field: "storyInputs", message: idea })),
      });
    }
    const story = await insertWithinWeeklyLimit(c.env, { id: c.get("user").id, ...creator }, checked.ideas, new Date(), audience);
    if (!story) throw new ApiError(403, ApiMessage.weeklyLimit);
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
        },
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
    if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") throw new ApiError(426, "Expected a WebSocket upgrade");
    const user = c.get("user");
    if (!user) {
      // The ticket was issued to the story's owner or an admin, for this story only.
      const ticket = c.req.query("ticket");
      if (!ticket || !(await consumeLiveTicket(c.env, ticket, c.req.param("id")))) throw unauthorized();
    }
    const story = await storyOr404(c.env, c.req.param("id"));
    if (user) assertOwner(story, user, { allowAdmin: true });
    const url = new URL(c.req.url);
    url.search = `?story=${story.id}`;
    return storyGenerationStub(c.env, story.id).fetch(new Request(url, c.req.raw));
  });
