import { describe, expect, it } from "vitest";
import { LIVE_TICKET_TTL_MS } from "../../worker/auth/live-tickets";
import { runHousekeeping } from "../../worker/housekeeping/housekeeping";
import { body, createStory, createUser, type TestUser } from "./fixtures";
import { call, env } from "./helpers";

/**
 * Issue 13, attack 6 (live socket): /api/stories/{id}/live took the access
 * token in its URL, where proxies, logs and histories keep it. It now takes a
 * ticket: obtained with the bearer token, bound to one story, valid 60 s, used
 * up by the first connection.
 */
const upgrade = { headers: { Upgrade: "websocket" } };

async function ticketFor(user: TestUser, storyId: string): Promise<Response> {
  return call(`/api/stories/${storyId}/live-ticket`, { method: "POST", headers: user.auth });
}

const open = (storyId: string, ticket: string) => call(`/api/stories/${storyId}/live?ticket=${encodeURIComponent(ticket)}`, upgrade);

function closeSocket(response: Response) {
  response.webSocket!.accept();
  response.webSocket!.close(1000);
}

describe("the live socket takes a single-use ticket", () => {
  it("a ticket from the bearer token opens the owner's socket once", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id, { generatingStatus: "TextGenerating" });
    const issued = await ticketFor(owner, story.id);
    expect(issued.status).toBe(200);
    const { ticket } = await body<{ ticket: string }>(issued);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Stored hashed, for 60 seconds.
    const row = await env.DB.prepare("SELECT ticket_hash, expires_at FROM live_tickets").first<{ ticket_hash: string; expires_at: number }>();
    expect(row!.ticket_hash).not.toContain(ticket);
    expect(row!.expires_at - Date.now()).toBeLessThanOrEqual(LIVE_TICKET_TTL_MS);
    expect(LIVE_TICKET_TTL_MS).toBe(60_000);

    const first = await open(story.id, ticket);
    expect(first.status).toBe(101);
    closeSocket(first);
    const again = await open(story.id, ticket);
    expect(again.status).toBe(401);
  });

  it("two connections racing with one ticket: exactly one opens", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id);
    const { ticket } = await body<{ ticket: string }>(await ticketFor(owner, story.id));
    const answers = await Promise.all([open(story.id, ticket), open(story.id, ticket), open(story.id, ticket)]);
    expect(answers.map((r) => r.status).sort()).toEqual([101, 401, 401]);
    closeSocket(answers.find((r) => r.status === 101)!);
  });

  it("refuses an expired ticket, another story's ticket and an access token in the URL", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id);
    const otherStory = await createStory(owner.id);
    const { ticket: stale } = await body<{ ticket: string }>(await ticketFor(owner, story.id));
    await env.DB.prepare("UPDATE live_tickets SET expires_at = ?").bind(Date.now() - 1).run();
    expect((await open(story.id, stale)).status).toBe(401);

    const { ticket: elsewhere } = await body<{ ticket: string }>(await ticketFor(owner, otherStory.id));
    expect((await open(story.id, elsewhere)).status).toBe(401);
    // Still good for its own story: the refusal above did not use it up.
    const own = await open(otherStory.id, elsewhere);
    expect(own.status).toBe(101);
    closeSocket(own);

    const token = owner.auth.Authorization.slice("Bearer ".length);
    expect((await call(`/api/stories/${story.id}/live?access_token=${token}`, upgrade)).status).toBe(401);
  });

  it("gives tickets to the owner and the admin only", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const admin = await createUser({ role: "admin" });
    const story = await createStory(owner.id);
    expect((await call(`/api/stories/${story.id}/live-ticket`, { method: "POST" })).status).toBe(401);
    // To anyone else the story is unknown (story-existence.test.ts).
    expect((await ticketFor(stranger, story.id)).status).toBe(404);
    const adminTicket = await ticketFor(admin, story.id);
    expect(adminTicket.status).toBe(200);
    const socket = await open(story.id, (await body<{ ticket: string }>(adminTicket)).ticket);
    expect(socket.status).toBe(101);
    closeSocket(socket);
    expect((await call("/api/stories/0123456789abcdef01234567/live-ticket", { method: "POST", headers: owner.auth })).status).toBe(404);
  });
});

describe("housekeeping", () => {
  it("removes expired live tickets and sign-in failure counts untouched for 30 days", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id);
    await ticketFor(owner, story.id);
    await ticketFor(owner, story.id);
    await env.DB.prepare("UPDATE live_tickets SET expires_at = ? WHERE rowid = (SELECT min(rowid) FROM live_tickets)").bind(Date.now() - 1).run();
    const day = 24 * 60 * 60 * 1000;
    await env.DB.prepare("INSERT INTO login_failures (email_hash, failures, updated_at) VALUES ('old', 3, ?), ('recent', 3, ?)")
      .bind(Date.now() - 31 * day, Date.now() - 29 * day)
      .run();
    await runHousekeeping(env);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM live_tickets").first<{ n: number }>())!.n).toBe(1);
    const { results } = await env.DB.prepare("SELECT email_hash FROM login_failures").all<{ email_hash: string }>();
    expect(results.map((r) => r.email_hash)).toEqual(["recent"]);
  });
});
