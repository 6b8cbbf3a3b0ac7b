import { lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { liveTickets } from "../db/schema";
import { randomToken, sha256Hex } from "./email-tokens";
import { spendLiveTicket } from "./queries";

/**
 * Tickets for a story's live WebSocket. Browsers cannot set headers on a
 * WebSocket, and an access token in a URL ends up in logs and histories, so
 * the SPA trades its bearer token for a ticket: bound to one user and story,
 * valid LIVE_TICKET_TTL_MS, used up by the first connection.
 */
export const LIVE_TICKET_TTL_MS = 60_000;

export async function issueLiveTicket(client: Db, userId: string, storyId: string, now = Date.now()): Promise<string> {
  const ticket = randomToken();
  await client.insert(liveTickets).values({
    ticketHash: await sha256Hex(ticket),
    userId,
    storyId,
    expiresAt: new Date(now + LIVE_TICKET_TTL_MS),
  });
  return ticket;
}

/** Uses up a ticket for `storyId` in one conditional UPDATE … RETURNING: its user id, or null. */
export async function consumeLiveTicket(
  d1: D1Database,
  ticket: string,
  storyId: string,
  now = Date.now(),
): Promise<string | null> {
  if (!ticket) return null;
  return spendLiveTicket(d1, await sha256Hex(ticket), storyId, now);
}

/** Housekeeping: tickets nobody used in time. */
export async function deleteExpiredLiveTickets(client: Db, now: Date): Promise<void> {
  await client.delete(liveTickets).where(lt(liveTickets.expiresAt, now)).run();
}
