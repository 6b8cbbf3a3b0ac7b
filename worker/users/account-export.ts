/** A family's copy of its data (GDPR art. 15 and 20): one JSON document, only the caller's rows. */
import { asc, eq, inArray } from "drizzle-orm";
import { db } from "../db/client";
import { feedbacks, profiles, reactions, stories, storyAssets, storyReports } from "../db/schema";
import { readersByStory } from "../stories/story-readers";
import { toStoryJson } from "../stories/story-json";
import { withMediaAddresses } from "../stories/media-addresses";
import { type UserRow, toUserJson } from "./user-json";

/**
 * Media and player links in the file are absolute: it is read away from the site. Those that answer
 * only to the family (its recordings, a declined or hidden story's files) are signed, and expire like
 * the player's (media-addresses.ts).
 */
function absolute(appUrl: string) {
  const origin = appUrl.replace(/\/$/, "");
  return (path: string | null) => (path === null ? null : `${origin}${path}`);
}

function mapValues<K extends string>(record: Record<K, string | null>, f: (v: string | null) => string | null) {
  return Object.fromEntries(Object.entries<string | null>(record).map(([k, v]) => [k, f(v)])) as Record<K, string | null>;
}

export async function exportAccount(env: Pick<Env, "DB" | "APP_URL" | "JWT_SECRET">, user: UserRow) {
  const client = db(env);
  const link = absolute(env.APP_URL);
  const ownStories = client.select().from(stories).where(eq(stories.userId, user.id)).orderBy(asc(stories.createdAt));
  const [account, [storyRows, assetRows, profileRows, reactionRows, feedbackRows, reportRows]] = await Promise.all([
    toUserJson(env, user),
    client.batch([
      ownStories,
      client
        .select()
        .from(storyAssets)
        .where(inArray(storyAssets.storyId, client.select({ id: stories.id }).from(stories).where(eq(stories.userId, user.id)))),
      client.select().from(profiles).where(eq(profiles.userId, user.id)).orderBy(asc(profiles.createdAt)),
      client
        .select({ storyId: reactions.storyId, title: stories.title, reaction: reactions.reaction, createdAt: reactions.createdAt })
        .from(reactions)
        .innerJoin(stories, eq(stories.id, reactions.storyId))
        .where(eq(reactions.userId, user.id)),
      client
        .select({ feedback: feedbacks, title: stories.title })
        .from(feedbacks)
        .innerJoin(stories, eq(stories.id, feedbacks.storyId))
        .where(eq(feedbacks.userId, user.id)),
      client
        .select({ report: storyReports, title: stories.title })
        .from(storyReports)
        .innerJoin(stories, eq(stories.id, storyReports.storyId))
        .where(eq(storyReports.userId, user.id)),
    ]),
  ]);
  const readers = await readersByStory(
    client,
    storyRows.map((row) => row.id),
  );
  return {
    exportedAt: new Date().toISOString(),
    account: { ...account, createdAt: user.createdAt.toISOString() },
    profiles: profileRows.map((row) => ({
      _id: row.id,
      name: row.name,
      dateOfBirth: row.dateOfBirth ?? null,
      gender: row.gender,
      createdAt: row.createdAt.toISOString(),
    })),
    stories: await Promise.all(storyRows.map(async (row) => {
      const story = await withMediaAddresses(env, row, {
        ...toStoryJson(row, assetRows.filter((asset) => asset.storyId === row.id), { reaction: null, feedbackText: null }),
        readers: readers.get(row.id) ?? [],
      });
      return {
        _id: story._id,
        slug: story.slug,
        link: link(`/story/${story.slug}`),
        title: story.title,
        description: story.description,
        language: story.language,
        date: story.date,
        storyInputs: row.storyInputs,
        isPublic: story.isPublic,
        generatingStatus: story.generatingStatus,
        likes: story.likes,
        dislikes: story.dislikes,
        feedbackCount: story.feedbackCount,
        coverImage: link(story.coverImage),
        narrative: story.narrative,
        images: mapValues(story.images, link),
        audio: mapValues(story.audio, link),
        // Family recordings (shared/recordings.ts), with absolute links like the story's own media.
        readers: story.readers.map((reader) => ({
          ...reader,
          chapters: reader.chapters.map((take) => ({ ...take, audio: link(take.audio), wordTimings: link(take.wordTimings) })),
        })),
      };
    })),
    reactions: reactionRows.map((row) => ({
      story: row.storyId,
      title: row.title,
      reaction: row.reaction,
      createdAt: row.createdAt.toISOString(),
    })),
    feedback: feedbackRows.map(({ feedback, title }) => ({
      story: feedback.storyId,
      title,
      reaction: feedback.reaction,
      feedbackText: feedback.feedbackText,
      createdAt: feedback.createdAt.toISOString(),
    })),
    reports: reportRows.map(({ report, title }) => ({
      story: report.storyId,
      title,
      reason: report.reason,
      text: report.text,
      createdAt: report.createdAt.toISOString(),
    })),
  };
}
