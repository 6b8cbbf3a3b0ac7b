import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { newId } from "../../worker/db/ids";
import { addRecording, createPlayableStory, createUser, type StoryInsert, type TestUser } from "./fixtures";
import { call, env } from "./helpers";
import { opusFrames, webm } from "../node/recording-files";

/**
 * Issue 44, part 4: no existence oracle. Every call about a story the caller may not read — or, on a
 * private story they hold the link to, may not make (its owner's calls, its family's voices) — answers
 * exactly as it does for an id that was never made: same status, same body.
 */

interface Target {
  id: string;
  slug: string;
  readerId: string;
  take: string;
}

interface Probe {
  name: string;
  /** Only the owner (and the admins) may make it: a private story's link does not open it. */
  ownerOnly?: boolean;
  request: (target: Target) => { method?: string; path: string; json?: unknown; form?: () => FormData; headers?: Record<string, string> };
}

const PROBES: Probe[] = [
  { name: "read by id", request: (t) => ({ path: `/api/stories/${t.id}` }) },
  { name: "read by slug", request: (t) => ({ path: `/api/stories/slug/${t.slug}` }) },
  { name: "card", request: (t) => ({ path: `/api/stories/cover/${t.id}` }) },
  { name: "summary", request: (t) => ({ path: `/api/stories/${t.id}/summary` }) },
  { name: "react", request: (t) => ({ method: "POST", path: `/api/stories/${t.id}/react`, json: { reaction: "like" } }) },
  { name: "leave feedback", request: (t) => ({ method: "POST", path: `/api/stories/${t.id}/feedbacks`, json: { feedbackText: "Lovely" } }) },
  { name: "report", request: (t) => ({ method: "POST", path: `/api/stories/${t.id}/report`, json: { reason: "violence" } }) },
  { name: "a picture", request: (t) => ({ path: `/media/stories/${t.id}/cover.png` }) },
  { name: "a narration, by range", request: (t) => ({ path: `/media/stories/${t.id}/opening.mp3`, headers: { Range: "bytes=0-0" } }) },
  { name: "the story page", request: (t) => ({ path: `/story/${t.slug}` }) },
  { name: "the story page by id", request: (t) => ({ path: `/story/${t.id}` }) },
  { name: "PDF address", ownerOnly: true, request: (t) => ({ path: `/api/stories/${t.id}/pdf-url` }) },
  { name: "read feedback", ownerOnly: true, request: (t) => ({ path: `/api/stories/${t.id}/feedbacks` }) },
  { name: "status", ownerOnly: true, request: (t) => ({ path: `/api/stories/${t.id}/status` }) },
  { name: "live ticket", ownerOnly: true, request: (t) => ({ method: "POST", path: `/api/stories/${t.id}/live-ticket` }) },
  { name: "live socket", ownerOnly: true, request: (t) => ({ path: `/api/stories/${t.id}/live`, headers: { Upgrade: "websocket" } }) },
  { name: "publish", ownerOnly: true, request: (t) => ({ method: "PUT", path: `/api/stories/public/${t.id}` }) },
  { name: "delete", ownerOnly: true, request: (t) => ({ method: "DELETE", path: `/api/stories/${t.id}` }) },
  { name: "readers", ownerOnly: true, request: (t) => ({ path: `/api/stories/${t.id}/readers` }) },
  { name: "add a reader", ownerOnly: true, request: (t) => ({ method: "POST", path: `/api/stories/${t.id}/readers`, json: { name: "Grandpa" } }) },
  {
    name: "change a reader",
    ownerOnly: true,
    request: (t) => ({ method: "PATCH", path: `/api/stories/${t.id}/readers/${t.readerId}`, json: { shared: false } }),
  },
  { name: "delete a reader", ownerOnly: true, request: (t) => ({ method: "DELETE", path: `/api/stories/${t.id}/readers/${t.readerId}` }) },
  {
    name: "record a chapter",
    ownerOnly: true,
    request: (t) => ({
      method: "PUT",
      path: `/api/stories/${t.id}/readers/${t.readerId}/chapters/1`,
      form: () => {
        const form = new FormData();
        form.set("audio", new Blob([webm({ frames: opusFrames(1000) })], { type: "audio/webm" }));
        form.set("levels", JSON.stringify([0, 0.5, 0.5, 0]));
        return form;
      },
    }),
  },
  { name: "a family voice's bare address", ownerOnly: true, request: (t) => ({ path: `/media/${t.take}` }) },
];

const SHELL = "<!doctype html><html><head><title>Fabulo</title></head><body><div id=root></div></body></html>";
const WITH_SHELL = {
  ...env,
  ASSETS: { fetch: async () => new Response(SHELL, { headers: { "Content-Type": "text/html; charset=utf-8" } }) },
};

/** Status and body: what a caller can tell apart. */
async function answer(probe: Probe, target: Target, caller: TestUser | undefined): Promise<{ status: number; body: string }> {
  const req = probe.request(target);
  const headers: Record<string, string> = { ...req.headers, ...(caller?.auth ?? {}) };
  let payload: BodyInit | undefined = req.form?.();
  if (req.json !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(req.json);
  }
  const init: RequestInit = { method: req.method ?? "GET", headers, body: payload, redirect: "manual" };
  const response = req.path.startsWith("/story/") ? await app.request(req.path, init, WITH_SHELL) : await call(req.path, init);
  return { status: response.status, body: await response.text() };
}

/** A story of the owner's in this state, with a family reader (shared with its link) and one take. */
async function storyIn(owner: TestUser, values: Partial<StoryInsert>): Promise<Target> {
  const story = await createPlayableStory(owner.id, values);
  const { readerId, take } = await addRecording(story.id, { shared: true });
  return { id: story.id, slug: story.slug, readerId, take };
}

/** An id never made, with a slug and a reader of the same shapes. */
function unknownTarget(): Target {
  const id = newId();
  return { id, slug: `story-${id}`, readerId: newId(), take: `stories/${id}/readers/${newId()}/1-${newId()}.webm` };
}

const STATES: { name: string; values: Partial<StoryInsert>; probes: (probe: Probe) => boolean }[] = [
  { name: "declined", values: { isPublic: false, review: "declined", reviewReason: "reported" }, probes: () => true },
  {
    name: "hidden by reports",
    values: { isPublic: true, review: "waiting", reviewReason: "reported", hiddenAt: new Date(Date.UTC(2026, 0, 2)) },
    probes: () => true,
  },
  { name: "private, not the caller's", values: {}, probes: (probe) => probe.ownerOnly === true },
];

describe("a story the caller may not read answers as an unknown id", () => {
  it.each(STATES)(
    "$name: every call, for a visitor and another account",
    async ({ values, probes }) => {
      const owner = await createUser();
      const other = await createUser({ plan: "premium" });
      const story = await storyIn(owner, values);
      const unknown = unknownTarget();
      const swept = PROBES.filter(probes);
      for (const caller of [undefined, other]) {
        for (const probe of swept) {
          const who = `${caller ? "another account" : "a visitor"}: ${probe.name}`;
          const real = await answer(probe, story, caller);
          expect(real.status, who).toBeGreaterThanOrEqual(400);
          expect(real, who).toEqual(await answer(probe, unknown, caller));
        }
      }
      // Nothing was changed by the refused calls: the owner still has the story and its reader.
      const readers = await call(`/api/stories/${story.id}/readers`, { headers: owner.auth });
      expect(((await readers.json()) as { readers: unknown[] }).readers).toHaveLength(1);
    },
    60_000,
  );
});
