// `npm run bench:safety`: the moderation engine (lists, combinations, classifier) on the frozen held-out
// sets and the tuning corpus (test/worker/safety-corpus/), apart: recall per category and language,
// false-positive rate per language, which layer refused what; the classifier's cross-validation figures
// (recorded by npm run train:safety); recall on public lists it was not built from; refusals among
// ordinary words; what the classifier would refuse in the offline writer's stories; and the time one
// check takes (median and p99), for an idea set and for a generated chapter. The engine's TypeScript is
// loaded through Vite's module runner (no build step); timings are V8's, as in workerd.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import path from "node:path";
import { createServer } from "vite";

const root = path.join(import.meta.dirname, "../..");
const server = await createServer({ root, configFile: false, logLevel: "error", server: { middlewareMode: true, hmr: false }, appType: "custom" });
try {
  const { classify, compileLexicon, findUnsafe, findUnsafeIdeas } = await server.ssrLoadModule("/worker/safety/engine.ts");
  const { default: classifierModel } = await server.ssrLoadModule("/worker/safety/classifier-model.json");
  const { DEFAULT_MODERATION_LISTS } = await server.ssrLoadModule("/worker/safety/default-lists.ts");
  const { SAFE_CORPUS, UNSAFE_CORPUS } = await server.ssrLoadModule("/test/worker/safety-corpus/corpus.ts");
  const { SAFETY_CATEGORIES } = await server.ssrLoadModule("/shared/safety.ts");
  const { writeStory } = await server.ssrLoadModule("/worker/generation/providers/offline/story-writer.ts");
  const { chapterScript } = await server.ssrLoadModule("/shared/narrative.ts");

  const compileStart = performance.now();
  const lexicon = compileLexicon(DEFAULT_MODERATION_LISTS);
  const compileMs = performance.now() - compileStart;

  const { FROZEN_SETS } = await server.ssrLoadModule("/test/worker/safety-corpus/frozen.ts");
  const judged = (entries) => entries.map((entry) => ({ ...entry, finding: findUnsafeIdeas(lexicon, entry.ideas) }));
  const percent = (part, whole) => (whole === 0 ? "   –  " : `${((100 * part) / whole).toFixed(1).padStart(5)}%`);
  const categories = (entries) => [...SAFETY_CATEGORIES, ...new Set(entries.map((entry) => entry.category))].filter((c, i, all) => all.indexOf(c) === i);

  // Recall per category and language, false positives per language; the ideas missed and refused are
  // listed for the tuning corpus only, so the frozen set's own words never steer the lists.
  const figures = (title, unsafeEntries, safeEntries, { listMisses }) => {
    const unsafe = judged(unsafeEntries);
    const safe = judged(safeEntries);
    console.log(`\n== ${title}: ${unsafe.length} unsafe and ${safe.length} safe idea sets ==`);
    console.log("category     language   recall (refused / unsafe)   named this category");
    for (const category of categories(unsafe)) {
      for (const language of ["en", "fr"]) {
        const rows = unsafe.filter((entry) => entry.category === category && entry.language === language);
        if (rows.length === 0) continue;
        const caught = rows.filter((entry) => entry.finding);
        const named = caught.filter((entry) => entry.finding.category === category);
        console.log(
          `${category.padEnd(12)} ${language.padEnd(10)} ${percent(caught.length, rows.length)} (${caught.length}/${rows.length})`.padEnd(51) +
            `${percent(named.length, caught.length)}`,
        );
      }
    }
    console.log("language   recall              false positives (refused / safe)");
    for (const language of ["en", "fr", "both"]) {
      const u = unsafe.filter((entry) => language === "both" || entry.language === language);
      const s = safe.filter((entry) => language === "both" || entry.language === language);
      const caught = u.filter((entry) => entry.finding).length;
      const wrong = s.filter((entry) => entry.finding).length;
      console.log(`${language.padEnd(10)} ${percent(caught, u.length)} (${caught}/${u.length})`.padEnd(31) + `${percent(wrong, s.length)} (${wrong}/${s.length})`);
    }
    // Which layer refused what: the lists, their combinations, or the classifier after both let it through.
    for (const [what, entries] of [["unsafe refused", unsafe], ["safe refused", safe]]) {
      const byLayer = ["lists", "combinations", "classifier"].map((layer) => `${layer} ${entries.filter((entry) => entry.finding?.layer === layer).length}`);
      console.log(`${what} by layer: ${byLayer.join(", ")}`);
    }
    if (!listMisses) return unsafe;
    const misses = unsafe.filter((entry) => !entry.finding);
    const falseAlarms = safe.filter((entry) => entry.finding);
    if (misses.length > 0) console.log(`missed: ${misses.map((entry) => JSON.stringify(entry.ideas.join(" + "))).join(", ")}`);
    if (falseAlarms.length > 0) console.log(`refused though safe: ${falseAlarms.map((entry) => JSON.stringify(entry.ideas.join(" + "))).join(", ")}`);
    return unsafe;
  };

  // Each frozen set apart, with the hash of its files as committed (frozen-1's is a8db228f…).
  for (const { name, files, unsafe, safe } of FROZEN_SETS) {
    const hash = createHash("sha256");
    for (const [file, text] of Object.entries(files)) hash.update(`${file}\n${text}`);
    figures(`Frozen held-out set ${name} (sha256 ${hash.digest("hex")})`, unsafe, safe, { listMisses: false });
  }
  const tuning = figures("Tuning corpus (test/worker/safety-corpus/)", UNSAFE_CORPUS, SAFE_CORPUS, { listMisses: true });
  const byForm = new Map();
  for (const entry of tuning) {
    const [caught, total] = byForm.get(entry.form) ?? [0, 0];
    byForm.set(entry.form, [caught + (entry.finding ? 1 : 0), total + 1]);
  }
  console.log(`recall by disguise: ${[...byForm].map(([form, [caught, total]]) => `${form} ${percent(caught, total).trim()}`).join(", ")}`);

  // The classifier's own cross-validation (npm run train:safety), on the training data only.
  const { folds, strength, figures: cv } = classifierModel.crossValidation;
  console.log(`\n== Classifier: ${folds}-fold cross-validation on the training data (L2 ${strength}, threshold ${classifierModel.threshold}) ==`);
  for (const row of cv) {
    console.log(
      `${row.source.padEnd(9)} ${row.language}  lists alone recall ${row.listsRecall.toFixed(1)}% FP ${row.listsFalsePositives.toFixed(1)}%; ` +
        `lists then classifier recall ${row.recall.toFixed(1)}% (of ${row.unsafe}) FP ${row.falsePositives.toFixed(1)}% (of ${row.safe})`,
    );
  }

  // Public lists the engine's lists were NOT drawn from, each word inside a child's idea.
  const require = createRequire(import.meta.url);
  const heldOut = [
    { name: "npm badwords-list (en)", language: "en", frame: (word) => `a story about ${word}`, words: require("badwords-list").array },
    {
      name: "npm french-badwords-list (fr)",
      language: "fr",
      frame: (word) => `une histoire de ${word}`,
      words: readFileSync(require.resolve("french-badwords-list/list.txt"), "utf8").split("\n").filter((word) => word.trim() !== ""),
    },
  ];
  console.log("\n== Public lists not used as a source (each word in a child's idea) ==");
  for (const { name, frame, words } of heldOut) {
    const unique = [...new Set(words.map((word) => word.trim()))];
    const missed = unique.filter((word) => !findUnsafeIdeas(lexicon, [frame(word)]));
    console.log(`${name.padEnd(32)} recall ${percent(unique.length - missed.length, unique.length)} (${unique.length - missed.length}/${unique.length})`);
  }

  // Ordinary words: every word the offline writer uses in its stories and recognises in ideas.
  console.log("\n== Ordinary words (the offline writer's vocabulary, each in a child's idea) ==");
  for (const [language, files, frame] of [
    ["en", ["story-prose-en.ts", "story-templates-en.ts", "recognise.ts"], (word) => `a story about ${word}`],
    ["fr", ["story-prose-fr.ts", "story-templates-fr.ts", "recognise.ts"], (word) => `une histoire de ${word}`],
  ]) {
    const text = files.map((file) => readFileSync(path.join(root, "worker/generation/providers/offline", file), "utf8")).join("\n");
    const strings = [...text.matchAll(/"([^"\\]{1,200})"/g)].map((match) => match[1]);
    const words = [...new Set(strings.flatMap((string) => string.toLowerCase().match(/\p{L}{3,}/gu) ?? []))];
    const refused = words.filter((word) => findUnsafeIdeas(lexicon, [frame(word)]));
    console.log(`${language}: ${percent(refused.length, words.length)} of ${words.length} words refused${refused.length ? `: ${refused.join(", ")}` : ""}`);
  }

  // Time per check: every corpus idea many times over, and generated chapters (sentence by sentence, as written).
  // The first round meets every word for the first time (stems not yet memoised, code not yet
  // optimised), as a fresh isolate does; later rounds are an isolate that has served a while.
  const timings = (work, rounds) => {
    const cold = [];
    const warm = [];
    for (let round = 0; round < rounds; round++) {
      for (const item of work.items) {
        const start = performance.now();
        work.check(item);
        (round === 0 ? cold : warm).push(performance.now() - start);
      }
    }
    const figures = (samples) => {
      samples.sort((a, b) => a - b);
      const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
      return `median ${(at(0.5) * 1000).toFixed(0)} µs, p99 ${(at(0.99) * 1000).toFixed(0)} µs`;
    };
    return `first pass ${figures(cold)}; warm ${figures(warm)} (${work.items.length} items × ${rounds - 1})`;
  };
  const ideas = [...UNSAFE_CORPUS, ...SAFE_CORPUS].map((entry) => entry.ideas);
  const chapters = [];
  for (let seed = 1; seed <= 40; seed++) {
    const story = writeStory(["a dragon", "a lighthouse"], seed % 2 ? "en-US" : "fr-FR", seed);
    for (const chapter of Object.values(story.narrative)) chapters.push(chapterScript(chapter));
  }
  // Generated text is judged by the lists only; the classifier is measured on it, sentence by sentence,
  // over the stories of 300 random idea sets (as test/worker/offline-stories-pass-safety.test.ts writes them).
  const { randomIdeaSets } = await server.ssrLoadModule("/test/worker/story-quality.ts");
  for (const language of ["en-US", "fr-FR"]) {
    let sentences = 0;
    let stories = 0;
    const refused = new Set();
    for (const [index, ideas] of randomIdeaSets(language, 300, 11).entries()) {
      const story = writeStory(ideas.map((idea) => idea.text), language, 500 + index);
      stories++;
      for (const chapter of Object.values(story.narrative)) {
        for (const sentence of chapterScript(chapter).split(/[.!?;\n]+/u)) {
          if (sentence.trim() === "") continue;
          sentences++;
          if (classify(sentence, { tolerant: false })) refused.add(index);
        }
      }
    }
    console.log(`classifier on the offline writer's ${language} stories: would refuse ${refused.size} of ${stories} (${sentences} sentences)`);
  }
  console.log(`\nlists compiled in ${compileMs.toFixed(1)} ms`);
  console.log(`one idea set (each idea, then joined): ${timings({ items: ideas, check: (item) => findUnsafeIdeas(lexicon, item) }, 5)}`);
  console.log(`one generated chapter (~${Math.round(chapters.reduce((n, c) => n + c.split(/\s+/).length, 0) / chapters.length)} words): ${timings({ items: chapters, check: (item) => findUnsafe(lexicon, item, { tolerant: false }) }, 5)}`);
} finally {
  await server.close();
}
