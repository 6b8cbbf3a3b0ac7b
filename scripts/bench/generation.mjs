// `npm run bench:generation`: whole stories through the real pipeline (queue, Durable Object,
// R2, D1) with the offline provider slowed by simulated model latencies, so the figures show
// what running the media steps in parallel buys: total time against the critical path
// (text + slowest image + slowest voice) and against the sequential sum of every step.
import { adminAccount, client, seconds, startWorker } from "./harness.mjs";

const LATENCY = { text: 3000, image: 2000, voice: 1000 };
const CRITICAL_PATH_MS = LATENCY.text + LATENCY.image + LATENCY.voice;
// One text, five pictures plus the cover, five narrations.
const SEQUENTIAL_MS = LATENCY.text + 6 * LATENCY.image + 5 * LATENCY.voice;
const CONCURRENCY = (process.env.BENCH_STORIES ?? "1,4,16").split(",").map(Number);
const FINAL = new Set(["CompletelyGenerated", "PartiallyGenerated"]);

const worker = await startWorker({
  vars: { OFFLINE_LATENCY_MS: `text=${LATENCY.text},image=${LATENCY.image},voice=${LATENCY.voice}` },
});
try {
  const token = await adminAccount(worker);
  const api = client(worker.origin, token);
  // Room for every benchmark story this week.
  const limits = { free: 1000, basic: 1000, premium: 1000 };
  const put = await api.put("/api/configs", { key: "weeklyLimits", value: limits });
  if (!put.ok && (await api.post("/api/configs", { key: "weeklyLimits", value: limits })).status >= 300) {
    throw new Error("could not raise the weekly limit");
  }

  const ideas = [["a kite", "a fox"], ["un dragon", "une lanterne"], ["a robot who bakes"], ["a picnic on the moon"]];
  console.log(`Simulated latencies: text ${LATENCY.text} ms, image ${LATENCY.image} ms, voice ${LATENCY.voice} ms`);
  console.log(`Critical path ${seconds(CRITICAL_PATH_MS)} · sequential sum ${seconds(SEQUENTIAL_MS)}\n`);
  console.log("stories  wall time   per story (median / max)   vs critical path   vs sequential   stories/min");
  for (const count of CONCURRENCY) {
    const started = Date.now();
    const created = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const response = await api.post("/api/stories/generate-story", { storyInputs: ideas[i % ideas.length] });
        if (response.status !== 201) throw new Error(`create: ${response.status} ${await response.text()}`);
        return { id: (await response.json()).story._id, start: Date.now() };
      }),
    );
    const durations = await Promise.all(
      created.map(async ({ id, start }) => {
        for (;;) {
          const { generatingStatus } = await (await api.get(`/api/stories/${id}/status`)).json();
          if (FINAL.has(generatingStatus)) {
            if (generatingStatus !== "CompletelyGenerated") console.warn(`  ${id} ended ${generatingStatus}`);
            return Date.now() - start;
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }),
    );
    const wall = Date.now() - started;
    const sorted = [...durations].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    const max = sorted.at(-1);
    console.log(
      [
        String(count).padStart(7),
        seconds(wall).padStart(10),
        `${seconds(median)} / ${seconds(max)}`.padStart(27),
        `${(median / CRITICAL_PATH_MS).toFixed(2)}×`.padStart(18),
        `${(median / SEQUENTIAL_MS).toFixed(2)}×`.padStart(15),
        ((count / wall) * 60_000).toFixed(1).padStart(13),
      ].join(" "),
    );
  }
} finally {
  await worker.stop();
}
