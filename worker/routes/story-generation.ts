import { Hono } from "hono";
import { z } from "zod";
import { consumeLiveTicket, issueLiveTicket } from "../auth/live-tickets";
import { requireUser } from "../auth/middleware";
import { readConfig } from "../config/store";
import { LANGUAGES, type Language } from "../../shared/enums";
import { ApiError } from "../http/errors";
import { isPlainText, validate } from "../http/validate";
import { ownStoryOr404, storyOr404 } from "../stories/access";
import { createStory } from "../generation/create-story";
import { storyGenerationStub } from "../generation/story-generation";
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
    const story = await createStory(c.env, c.var.db, c.get("user"), body.storyInputs, body.profileId);
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
    const story = await ownStoryOr404(c.var.db, c.req.param("id"), c.get("user"), { admin: "allowed" });
    return c.json({ generatingStatus: story.generatingStatus });
  })
  // A ticket for the live socket, traded for the bearer token (see auth/live-tickets.ts).
  .post("/:id/live-ticket", requireUser, async (c) => {
    const story = await ownStoryOr404(c.var.db, c.req.param("id"), c.get("user"), { admin: "allowed" });
    return c.json({ ticket: await issueLiveTicket(c.var.db, c.get("user").id, story.id) });
  })
  // Live status over a WebSocket, pushed by the story's Durable Object. Browsers
  // cannot set headers on a WebSocket, so they bring a single-use ticket (never the access token).
  .get("/:id/live", async (c) => {
    if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") throw new ApiError("webSocketExpected");
    const user = c.get("user");
    if (!user) {
      // The ticket was issued to the story's owner or an admin, for this story only.
      const ticket = c.req.query("ticket");
      if (!ticket || !(await consumeLiveTicket(c.env.DB, ticket, c.req.param("id")))) throw new ApiError("unauthorized");
    }
    const id = c.req.param("id");
    const story = user ? await ownStoryOr404(c.var.db, id, user, { admin: "allowed" }) : await storyOr404(c.var.db, id);
    const url = new URL(c.req.url);
    url.search = `?story=${story.id}`;
    return storyGenerationStub(c.env, story.id).fetch(new Request(url, c.req.raw));
  });
