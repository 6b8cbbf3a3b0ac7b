/** Deleting an account (GDPR art. 17): its rows, its media, its paid plan, then a last e-mail. */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { BillingProvider } from "../billing/billing-provider";
import { type Db } from "../db/client";
import { feedbacks, reactionTallies, reactions, stories, storyReports, users } from "../db/schema";
import { createMailer, type MailEnv } from "../mail/mailer";
import { renderAccountDeletedMail } from "../mail/templates";
import { deleteStoryMedia } from "../stories/queries";
import { countedDislikes, countedLikes } from "../stories/reaction-tally";
import { openReportWeight } from "../stories/reports";
import { type UserRow } from "./user-json";

/**
 * Ends a paid plan at once at the provider, before anything is deleted: if the provider refuses, the
 * account stays and the request fails, rather than leaving a subscription billing nobody.
 */
async function cancelPaidPlan(provider: BillingProvider | null, user: UserRow): Promise<void> {
  const subscriptionId = user.stripeSubscriptionId;
  if (!subscriptionId) return;
  if (!provider?.owns(subscriptionId)) return;
  await provider.cancelNow(subscriptionId);
}

/**
 * The counts on other families' stories that this account's reactions, feedback and open reports
 * make up: they go down in the same batch as the rows that the cascade removes.
 */
function othersCountStatements(client: Db, userId: string) {
  const notOwn = sql`${stories.userId} <> ${userId}`;
  const reacted = client.select({ id: reactions.storyId }).from(reactions).where(eq(reactions.userId, userId));
  return [
    // Counts move by tallies (reaction-tally.ts), folded here at once: exact even with tallies still pending.
    client.insert(reactionTallies).select(
      client
        .select({
          // Every column in the table's order, as drizzle's insert-select asks; SQLite numbers the rows.
          id: sql<number>`null`.as("id"),
          storyId: reactions.storyId,
          likes: sql<number>`-(${reactions.reaction} = 'like')`.as("likes"),
          dislikes: sql<number>`-(${reactions.reaction} = 'dislike')`.as("dislikes"),
        })
        .from(reactions)
        .innerJoin(stories, eq(stories.id, reactions.storyId))
        .where(and(eq(reactions.userId, userId), notOwn)),
    ),
    client.update(stories).set({ likes: countedLikes, dislikes: countedDislikes }).where(inArray(stories.id, reacted)),
    client.delete(reactionTallies).where(inArray(reactionTallies.storyId, reacted)),
    client
      .update(stories)
      .set({ feedbackCount: sql`max(${stories.feedbackCount} - 1, 0)` })
      .where(
        and(notOwn, inArray(stories.id, client.select({ id: feedbacks.storyId }).from(feedbacks).where(eq(feedbacks.userId, userId)))),
      ),
    client
      .update(stories)
      .set({
        reportCount: sql`max(${stories.reportCount} - 1, 0)`,
        reportWeight: openReportWeight(stories.id, { exceptUser: userId }),
        // Its last open report gone, the story leaves the admin's list (SET reads the row as it was).
        reportsSince: sql`case when ${stories.reportCount} > 1 then ${stories.reportsSince} end`,
      })
      .where(
        and(
          notOwn,
          inArray(
            stories.id,
            client
              .select({ id: storyReports.storyId })
              .from(storyReports)
              .where(and(eq(storyReports.userId, userId), isNull(storyReports.resolvedAt))),
          ),
        ),
      ),
  ] as const;
}

/**
 * Removes the account and everything it owns. The users row's foreign keys cascade to its profiles,
 * sessions, live tickets, e-mail tokens, stories (their assets, and other readers' reactions,
 * favourites, feedback and reports on them), its own reactions, feedback and reports. The rows go
 * first, then the R2 media, as when one story is deleted, then the sandbox's rows (its own database).
 * `billing` is the configured provider (billing/provider.ts's findBillingProvider), null when none is.
 */
export async function deleteAccount(env: MailEnv, client: Db, user: UserRow, billing: BillingProvider | null): Promise<void> {
  await cancelPaidPlan(billing, user);
  const owned = await client.select({ id: stories.id }).from(stories).where(eq(stories.userId, user.id));
  await client.batch([...othersCountStatements(client, user.id), client.delete(users).where(eq(users.id, user.id))]);
  for (const story of owned) await deleteStoryMedia(env.MEDIA, story.id);
  await billing?.forgetCustomer?.(user.id);
  // The account is already gone: a farewell that cannot be sent is logged, not answered as a failed deletion.
  try {
    await createMailer(env).send({ to: user.email, ...renderAccountDeletedMail(user.preferredLanguage, user.name), links: [] });
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "account-deleted-mail", error: error instanceof Error ? error.message : String(error) }));
  }
}
