import { Hono } from "hono";
import { z } from "zod";
import { requireLogin, requireUser } from "../auth/middleware";
import { ID_PATTERN } from "../../shared/ids";
import { LANGUAGES, REACTIONS } from "../../shared/enums";
import { ApiError } from "../http/errors";
import { isPlainText, validate } from "../http/validate";
import {
  deleteStory,
  findStoryByIdOrSlug,
  findStoryBySlug,
  listFeedbacks,
  listLikedStories,
  listOwnStories,
  listPublicStories,
  loadStoryCard,
  loadStoryView,
  sameForEveryVisitor,
  toggleReaction,
} from "../stories/queries";
import { leaveFeedback } from "../stories/feedback";
import { publishReviewMode, publishStory } from "../stories/review";
import { canRead, ownStoryOr404, readableStoryOr404 } from "../stories/access";
import { edgeEntries, purgeStoryFromEdge, servedFromEdge } from "../http/edge-cache";
import type { AppEnv } from "../types";
import { ApiMessage } from "../../shared/messages";
import { FEEDBACK_PAGE_SIZE } from "../../shared/constants";

/** The public list's `exclude` grows as the visitor pages; the SPA wraps after 96 seen. */
const MAX_EXCLUDE = 200;
const MAX_PAGE = 100_000;

const publicQuery = z.object({
  lang: z.enum(LANGUAGES, { error: ApiMessage.invalidLanguage }).default("en-US"),
  exclude: z
    .string()
    .max(MAX_EXCLUDE * 25)
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((id) => id.trim())
        .filter((id) => id !== ""),
    )
    .pipe(z.array(z.string().regex(ID_PATTERN)).max(MAX_EXCLUDE)),
});

const listPageQuery = z.object({ page: z.coerce.number().int().min(0).max(MAX_PAGE).default(0) });

const feedbackPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  // Pages are 5 long (docs/product.md §9); a larger request is served 5 at a time.
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(FEEDBACK_PAGE_SIZE)
    .transform((limit) => Math.min(limit, FEEDBACK_PAGE_SIZE)),
});

const reactBody = z.object({ reaction: z.enum(REACTIONS) });

// Blank and missing text must answer "Feedback text is required" (docs/product.md §5),
// which `validate` would report as missing fields: the text rules run below.
const feedbackBody = z.object({
  feedbackText: z
    .string()
    .refine((text) => isPlainText(text, { multiline: true }))
    .nullish(),
});

/**
 * /api/stories — reading, lists, reactions, feedback, publishing and deletion.
 * Static paths come first and GET /:idOrSlug last: Hono runs the first route
 * registered that matches, so a later static GET would be shadowed by it.
 */
export const storyRoutes = new Hono<AppEnv>()
  .get("/public", validate("query", publicQuery), async (c) => {
    const { lang, exclude } = c.req.valid("query");
    // The first page is every visitor's; later ones depend on what each has seen.
    return servedFromEdge(c.req.raw, c.env, exclude.length === 0 ? edgeEntries.publicList(lang) : null, async () => ({
      response: c.json({ success: true, stories: await listPublicStories(c.var.db, lang, exclude, c.get("user")?.id) }),
      shareable: true,
    }));
  })
  .get("/my-stories", requireUser, validate("query", listPageQuery), async (c) => {
    return c.json(await listOwnStories(c.env, c.var.db, c.get("user").id, c.req.valid("query").page));
  })
  .get("/liked-stories", requireUser, validate("query", listPageQuery), async (c) => {
    return c.json(await listLikedStories(c.env, c.var.db, c.get("user").id, c.req.valid("query").page));
  })
  .get("/slug/:slug", async (c) =>
    servedFromEdge(c.req.raw, c.env, edgeEntries.storyView(c.req.param("slug")), async () => {
      const client = c.var.db;
      const story = await findStoryBySlug(client, c.req.param("slug"));
      if (!story || !canRead(story, c.get("user"))) throw new ApiError("storyNotFound");
      return { response: c.json(await loadStoryView(c.env, client, story, c.get("user"))), shareable: sameForEveryVisitor(story) };
    }),
  )
  .get("/cover/:id", async (c) => {
    const reader = c.get("user");
    const story = await loadStoryCard(c.env, c.var.db, c.req.param("id"), reader?.id, (row) => canRead(row, reader));
    if (!story) throw new ApiError("storyNotFound");
    return c.json({ story });
  })
  .get("/:id/summary", async (c) => {
    const story = await readableStoryOr404(c.var.db, c.req.param("id"), c.get("user"));
    return c.json({ likes: story.likes, dislikes: story.dislikes, feedbackCount: story.feedbackCount });
  })
  .post("/:id/react", requireLogin, validate("json", reactBody), async (c) => {
    const user = c.get("user");
    const story = await readableStoryOr404(c.var.db, c.req.param("id"), user);
    return c.json(await toggleReaction(c.env, c.var.db, story.id, user.id, c.req.valid("json").reaction));
  })
  .get("/:id/feedbacks", requireUser, validate("query", feedbackPageQuery), async (c) => {
    const story = await ownStoryOr404(c.var.db, c.req.param("id"), c.get("user"), { admin: "refused" });
    const { page, limit } = c.req.valid("query");
    return c.json(await listFeedbacks(c.var.db, story.id, page, limit));
  })
  .post("/:id/feedbacks", requireLogin, validate("json", feedbackBody), async (c) => {
    const user = c.get("user");
    const story = await readableStoryOr404(c.var.db, c.req.param("id"), user);
    return c.json({ feedback: await leaveFeedback(c.var.db, story, user, c.req.valid("json").feedbackText) }, 201);
  })
  .put("/public/:id", requireUser, async (c) => {
    const user = c.get("user");
    const story = await ownStoryOr404(c.var.db, c.req.param("id"), user, { admin: "refused" });
    const client = c.var.db;
    // An admin's decline stands: the owner cannot undo it.
    if (story.review === "declined") throw new ApiError("declinedByReview");
    const published = story.isPublic
      ? story
      : await publishStory(client, story, await publishReviewMode(c.env), user.role);
    await purgeStoryFromEdge(c.env, published);
    return c.json({ story: (await loadStoryView(c.env, client, published, user)).story });
  })
  .delete("/:id", requireUser, async (c) => {
    const story = await ownStoryOr404(c.var.db, c.req.param("id"), c.get("user"), { admin: "allowed" });
    await deleteStory(c.var.db, c.env.MEDIA, story.id);
    await purgeStoryFromEdge(c.env, story);
    return c.json({ success: true });
  })
  // Keep last (see above).
  .get("/:idOrSlug", async (c) =>
    servedFromEdge(c.req.raw, c.env, edgeEntries.story(c.req.param("idOrSlug")), async () => {
      const client = c.var.db;
      const story = await findStoryByIdOrSlug(client, c.req.param("idOrSlug"));
      if (!story || !canRead(story, c.get("user"))) throw new ApiError("storyNotFound");
      return { response: c.json({ story: (await loadStoryView(c.env, client, story, c.get("user"))).story }), shareable: sameForEveryVisitor(story) };
    }),
  );
