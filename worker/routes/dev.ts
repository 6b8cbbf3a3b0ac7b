import { Hono } from "hono";
import { z } from "zod";
import { purgeListsFromEdge } from "../http/edge-cache";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import { requireUser } from "../auth/middleware";
import { readOutbox } from "../mail/mailer";
import { seedBulkStories } from "../seed/bulk";
import { copyPublicStory } from "../seed/copy";
import { demoContentProgress, seedDemoContent } from "../seed/demo";
import { LANGUAGES } from "../../shared/enums";
import type { AppEnv } from "../types";

/**
 * Development-only helpers. Every route here answers 404 unless ENVIRONMENT is
 * "development", so a production deploy exposes nothing.
 */
export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (c.env.ENVIRONMENT !== "development") throw new ApiError("notFound");
    await next();
  })
  // POST /api/dev/seed — demo content for a fresh checkout; safe to call again.
  .post("/seed", async (c) => c.json(await seedDemoContent(c.env)))
  // GET /api/dev/seed — whether the demo content is seeded and how many of its stories are still generating.
  .get("/seed", async (c) => c.json(await demoContentProgress(c.env)))
  // POST /api/dev/bulk-stories — many public stories over many owners, for load and browsing tests.
  .post(
    "/bulk-stories",
    validate(
      "json",
      z.object({
        count: z.number().int().min(1).max(100_000),
        language: z.enum(LANGUAGES).default("en-US"),
        owners: z.number().int().min(1).max(10_000).default(10),
      }),
    ),
    async (c) => {
      const request = c.req.valid("json");
      const seeded = await seedBulkStories(c.env, request);
      // As a publication does: a visitor's cached list would hide the new stories for a minute.
      await purgeListsFromEdge(c.env, request.language);
      return c.json(seeded);
    },
  )
  // POST /api/dev/stories/:id/copy[?narration=device] — a public, finished story copied to the caller,
  // private: where a browser test starts from a finished story of its own without waiting for one to be
  // made; with narration=device, one the reader's device reads aloud, as the offline engine never makes.
  .post("/stories/:id/copy", requireUser, validate("query", z.object({ narration: z.enum(["stored", "device"]).default("stored") })), async (c) => {
    const copy = await copyPublicStory(c.env, c.var.db, c.req.param("id"), c.get("user").id, c.req.valid("query").narration);
    if (!copy) throw new ApiError("storyNotFound");
    return c.json({ story: { _id: copy.id, slug: copy.slug, title: copy.title } }, 201);
  })
  // GET /api/dev/outbox?to=<address> — mails "sent" in development, newest first.
  .get("/outbox", validate("query", z.object({ to: z.string().trim().min(1) })), async (c) =>
    c.json({ messages: await readOutbox(c.env, c.req.valid("query").to) }),
  );
