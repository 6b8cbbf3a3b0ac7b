import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type APIRequestContext } from "@playwright/test";
import { apiToken, createAccount, finishedStoryOf } from "./helpers";

export type Language = "en-US" | "fr-FR";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * An owner (a new account, or `account`) with one finished, public story (a demo story's copy, published
 * through the API) and `feedbacks` readers who each reacted and left a message, one after the other, so
 * the newest is the last.
 */
export async function ownerWithFeedback(
  request: APIRequestContext,
  language: Language,
  feedbacks: number,
  account?: { email: string; password: string; name: string },
) {
  const owner = account ?? (await createAccount(request, { tag: `owner-${language}`, language, name: "Camille" }));
  const token = await apiToken(request, owner);
  const { story } = await finishedStoryOf(request, owner, language);
  expect((await request.put(`/api/stories/public/${story._id}`, { headers: bearer(token) })).status()).toBe(200);
  const readers: string[] = [];
  for (let i = 1; i <= feedbacks; i++) {
    const name = `Reader ${i}`;
    const reader = await createAccount(request, { tag: `reader-${language}`, language, name });
    const readerToken = await apiToken(request, reader);
    const reaction = i % 2 === 1 ? "like" : "dislike";
    expect((await request.post(`/api/stories/${story._id}/react`, { headers: bearer(readerToken), data: { reaction } })).status()).toBe(200);
    const sent = await request.post(`/api/stories/${story._id}/feedbacks`, {
      headers: bearer(readerToken),
      data: { feedbackText: `Message number ${i}` },
    });
    expect(sent.status()).toBe(201);
    readers.push(name);
  }
  const { title, slug } = (await (await request.get(`/api/stories/${story._id}`)).json()).story as { title: string; slug: string };
  return { owner, token, storyId: story._id, title, slug, readers };
}

/** Recordings real engines made (test/node/fixtures: Chromium's, Firefox's and WebKit's), each to be heard in every engine. */
const RECORDINGS = fileURLToPath(new URL("../node/fixtures/", import.meta.url));
export const ENGINE_RECORDINGS = readdirSync(RECORDINGS).filter((name) => name.includes("-mediarecorder-"));

/**
 * Each engine recording as chapter 1 of a reader of its own on the story (named after its file, e.g.
 * "webkit m4a"), uploaded as the recorder does; the readers' names.
 */
export async function uploadEngineRecordings(request: APIRequestContext, storyId: string, token: string): Promise<string[]> {
  const names: string[] = [];
  for (const file of ENGINE_RECORDINGS) {
    const name = file.replace(/-mediarecorder-.*\.(\w+)$/, " $1");
    const created = await request.post(`/api/stories/${storyId}/readers`, { headers: bearer(token), data: { name } });
    expect(created.status()).toBe(201);
    const { _id } = (await created.json()) as { _id: string };
    const put = await request.put(`/api/stories/${storyId}/readers/${_id}/chapters/1`, {
      headers: bearer(token),
      multipart: {
        audio: { name: file, mimeType: "application/octet-stream", buffer: readFileSync(path.join(RECORDINGS, file)) },
        levels: JSON.stringify(new Array(100).fill(0.3)),
      },
    });
    expect(put.status(), file).toBe(200);
    names.push(name);
  }
  return names;
}
