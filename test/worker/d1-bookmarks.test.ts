import { describe, expect, it } from "vitest";
import { BOOKMARK_HEADER } from "../../shared/d1-bookmark";
import { body, createStory, createUser } from "./fixtures";
import { call, postJson } from "./helpers";

// D1's bookmark as the Sessions API gives it: four hex fields.
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

const summary = (storyId: string, headers: Record<string, string> = {}) => call(`/api/stories/${storyId}/summary`, { headers });

describe("D1 sessions: the bookmark the client carries", () => {
  it("a read with the bookmark a like returned sees the like", async () => {
    const owner = await createUser();
    const reader = await createUser();
    const story = await createStory(owner.id, { isPublic: true });

    const liked = await postJson(`/api/stories/${story.id}/react`, { reaction: "like" }, reader.auth);
    expect(liked.status).toBe(200);
    const bookmark = liked.headers.get(BOOKMARK_HEADER);
    expect(bookmark).toMatch(BOOKMARK);

    const read = await summary(story.id, { ...reader.auth, [BOOKMARK_HEADER]: bookmark! });
    expect(read.status).toBe(200);
    expect(await body(read)).toMatchObject({ likes: 1 });
    // The answer's bookmark is never older than the one sent: the client keeps moving forward.
    expect(read.headers.get(BOOKMARK_HEADER)! >= bookmark!).toBe(true);
  });

  it("a later write moves the bookmark on", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id, { isPublic: true });
    const first = (await postJson(`/api/stories/${story.id}/react`, { reaction: "like" }, owner.auth)).headers.get(BOOKMARK_HEADER)!;
    const second = (await postJson(`/api/stories/${story.id}/react`, { reaction: "dislike" }, owner.auth)).headers.get(BOOKMARK_HEADER)!;
    expect(second > first).toBe(true);
  });

  it("a request without a bookmark is answered, with one to carry", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id, { isPublic: true, likes: 2 });
    const read = await summary(story.id);
    expect(read.status).toBe(200);
    expect(await body(read)).toMatchObject({ likes: 2 });
    expect(read.headers.get(BOOKMARK_HEADER)).toMatch(BOOKMARK);
  });

  it.each([
    ["garbled", "not-a-bookmark"],
    ["SQL", "'; DROP TABLE stories; --"],
    ["a constraint, not a bookmark", "first-primary"],
    ["too long", `${"0".repeat(8)}-${"0".repeat(8)}-${"0".repeat(8)}-${"0".repeat(33)}`],
    ["upper case", "0000000A-00000004-00005000-0B8D5A1F2C3E4D5F60718293A4B5C6D7"],
  ])("a malformed bookmark (%s) is ignored, never a 500", async (_name, sent) => {
    const owner = await createUser();
    const story = await createStory(owner.id, { isPublic: true, likes: 3 });
    const read = await summary(story.id, { [BOOKMARK_HEADER]: sent });
    expect(read.status).toBe(200);
    expect(await body(read)).toMatchObject({ likes: 3 });
    const write = await postJson(`/api/stories/${story.id}/react`, { reaction: "like" }, { ...owner.auth, [BOOKMARK_HEADER]: sent });
    expect(write.status).toBe(200);
    expect(await body(write)).toMatchObject({ likes: 4 });
  });
});
