import { describe, expect, it } from "vitest";
import { CHAPTERS } from "../../shared/enums";
import { narrationWords, type WordTiming } from "../../shared/read-along";
import type { StoryJson } from "../../shared/story-json";
import { body, createUser } from "./fixtures";
import { checkTimings } from "./narration-chapters";
import { createViaApi, waitForStatus } from "./generation-helpers";
import { call, env, postJson } from "./helpers";
import { CHAPTER_WORDS } from "../../shared/chapter-words";
import { readStoryPlan } from "../../shared/story-plan";
import { newId } from "../../worker/db/ids";
import { durationSeconds, parseMp3, pngSize } from "./media-formats";

interface AssetRow {
  chapter: string;
  kind: string;
  r2_key: string;
  content_type: string;
}

async function mediaOf(storyId: string): Promise<{ row: AssetRow; bytes: Uint8Array }[]> {
  const { results } = await env.DB.prepare(
    "SELECT chapter, kind, r2_key, content_type FROM story_assets WHERE story_id = ? AND status = 'done' ORDER BY kind, chapter",
  )
    .bind(storyId)
    .all<AssetRow>();
  return Promise.all(
    results.map(async (row) => ({ row, bytes: new Uint8Array(await (await env.MEDIA.get(row.r2_key))!.arrayBuffer()) })),
  );
}

const hex = async (bytes: Uint8Array) =>
  Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)), (b) => b.toString(16).padStart(2, "0")).join("");

// The real offline provider, end to end in workerd: template writer, procedural
// pictures through resvg, espeak-ng speech through the MP3 encoder.
describe("offline provider through the whole pipeline", () => {
  it(
    "makes complete stories whose pictures and narrations decode, different for different ideas",
    async () => {
      const user = await createUser({ plan: "basic" });
      const first = await createViaApi(user.auth, ["a dragon", "a lantern", "a rainy day"]);
      const second = await createViaApi(user.auth, ["a robot who bakes", "a birthday cake"]);
      for (const id of [first, second]) expect(await waitForStatus(id, ["CompletelyGenerated", "PartiallyGenerated"], 120_000)).toBe("CompletelyGenerated");

      const [media1, media2] = [await mediaOf(first), await mediaOf(second)];
      for (const media of [media1, media2]) {
        const images = media.filter((m) => m.row.kind === "image");
        const audio = media.filter((m) => m.row.kind === "audio");
        expect(images).toHaveLength(6);
        expect(audio).toHaveLength(5);
        for (const { row, bytes } of images) {
          expect(row.content_type).toBe("image/png");
          expect(pngSize(bytes), row.chapter).toEqual({ width: 960, height: 640 });
        }
        for (const { row, bytes } of audio) {
          expect(row.content_type).toBe("audio/mpeg");
          // Every byte belongs to a valid frame, and a chapter is read for a while.
          expect(durationSeconds(parseMp3(bytes)), row.chapter).toBeGreaterThan(5);
        }
      }
      // The story JSON names each chapter's word timings, served from R2 beside the audio, and they
      // fit the MP3 actually stored.
      const { story } = await body<{ story: StoryJson }>(await call(`/api/stories/${first}`, { headers: user.auth }));
      for (const chapter of CHAPTERS) {
        const url = story.wordTimings[chapter];
        expect(url, chapter).toBe(story.audio[chapter]!.replace(/\.mp3$/, ".timings.json"));
        const response = await call(url as string);
        expect(response.headers.get("Content-Type")).toBe("application/json");
        const timings = await body<WordTiming[]>(response);
        const audio = media1.find((m) => m.row.kind === "audio" && m.row.chapter === chapter)!;
        expect(checkTimings(timings, story.narrative[chapter]!, durationSeconds(parseMp3(audio.bytes))), chapter).toBeGreaterThanOrEqual(0.95);
      }
      // Another story from other ideas looks and sounds different.
      const digests1 = new Set(await Promise.all(media1.map((m) => hex(m.bytes))));
      for (const { row, bytes } of media2) expect(digests1.has(await hex(bytes)), `${row.kind} ${row.chapter}`).toBe(false);
    },
    180_000,
  );

  it(
    "writes for the chosen child: the child's band, the child as hero, and the plan kept for the pictures",
    async () => {
      const user = await createUser({ plan: "basic" });
      const profileId = newId();
      const born = new Date();
      born.setUTCFullYear(born.getUTCFullYear() - 4);
      await env.DB.prepare("INSERT INTO profiles (id, user_id, name, date_of_birth, gender) VALUES (?, ?, 'Léa', ?, 'girl')").bind(profileId, user.id, born.toISOString().slice(0, 10)).run();
      const response = await postJson("/api/stories/generate-story", { storyInputs: ["a kite", "a rainy day"], profileId }, user.auth);
      expect(response.status).toBe(201);
      const id = (await body<{ story: { _id: string } }>(response)).story._id;
      expect(await waitForStatus(id, ["CompletelyGenerated", "PartiallyGenerated"], 120_000)).toBe("CompletelyGenerated");

      const row = await env.DB.prepare("SELECT narrative, plan FROM stories WHERE id = ?").bind(id).first<{ narrative: string; plan: string }>();
      const plan = readStoryPlan(JSON.parse(row!.plan));
      expect(plan).toMatchObject({ ageBand: "3-5", archetype: "weather", characters: [{ name: "Léa", role: "hero" }, expect.anything()] });
      const narrative = JSON.parse(row!.narrative) as Record<string, Parameters<typeof narrationWords>[0]>;
      const [min, max] = CHAPTER_WORDS["3-5"];
      for (const chapter of Object.values(narrative)) {
        expect(narrationWords(chapter).length).toBeGreaterThanOrEqual(min);
        expect(narrationWords(chapter).length).toBeLessThanOrEqual(max);
      }
      expect(JSON.stringify(narrative)).toContain("Léa");
    },
    180_000,
  );
});
