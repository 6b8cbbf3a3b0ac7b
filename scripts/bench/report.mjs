// `npm run bench` / `npm run bench:report -- <name>…`: runs each `npm run bench:<name>` in turn, shows what it
// prints, and writes it into docs/benchmarks.md under its own heading with the machine and the date, so the
// figures there are what a bench printed rather than hand-edited. Only the named benches' sections change.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const FILE = path.join(import.meta.dirname, "../../docs/benchmarks.md");
const INTRO = `# Benchmarks

Written by \`npm run bench\` (\`scripts/bench/report.mjs\`): each section is what one \`npm run bench:<name>\`
printed, with the machine and the date it ran on. \`npm run bench:report -- <name>…\` runs some of them and
rewrites only their sections. Do not edit a section by hand: run its bench again. Other work on a shared
machine moves timings by ±20 %; counts (rows, recall, words) do not move. What each request costs on
Cloudflare's meters, with the budgets \`npm run bench:cost\` enforces, is in [capacity.md](capacity.md).
`;

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error("usage: node scripts/bench/report.mjs <bench name>… (e.g. safety for npm run bench:safety)");
  process.exit(2);
}

/** The machine as a reader needs it to weigh a figure: cores, memory, Node, load. */
function machine() {
  const cpus = os.cpus();
  const load = os.loadavg().map((value) => value.toFixed(2)).join(" / ");
  const memory = (os.totalmem() / 2 ** 30).toFixed(1);
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${memory} GiB, Node ${process.version}, load average ${load} at the start`;
}

/** Runs one bench, echoing its standard output as it comes; its text without terminal colours. */
function runBench(name) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", `bench:${name}`], { stdio: ["ignore", "pipe", "inherit"] });
    const chunks = [];
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      chunks.push(chunk);
    });
    child.on("close", (code, signal) => {
      // eslint-disable-next-line no-control-regex -- terminal colour codes are control characters
      const text = Buffer.concat(chunks).toString("utf8").replace(/\x1b\[[0-9;]*m/g, "").trimEnd();
      resolve({ text, code: code ?? 1, signal });
    });
  });
}

/** The section of one bench, between markers a later run finds again. */
function section(name, { text, code, signal }, startedAt, about, seconds) {
  const outcome = code === 0 ? "" : `; **failed** (${signal ?? `exit ${code}`})`;
  return [
    `<!-- bench:${name} -->`,
    `## \`npm run bench:${name}\``,
    "",
    `${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC on ${about}; ${seconds} s${outcome}.`,
    "",
    "```text",
    text.replaceAll("```", "'''"),
    "```",
    `<!-- /bench:${name} -->`,
  ].join("\n");
}

/** docs/benchmarks.md with this bench's section replaced, or added at the end. */
function withSection(document, name, body) {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from >= 0 && to > from) return document.slice(0, from) + body + document.slice(to + end.length);
  return `${document.trimEnd()}\n\n${body}\n`;
}

let failed = 0;
for (const name of names) {
  const startedAt = new Date();
  const about = machine();
  console.log(`\n== npm run bench:${name} (${about})\n`);
  const result = await runBench(name);
  const seconds = Math.round((Date.now() - startedAt.getTime()) / 1000);
  if (result.code !== 0) failed++;
  // Written after each bench, so a long run that stops keeps what it measured.
  const document = existsSync(FILE) ? readFileSync(FILE, "utf8") : INTRO;
  writeFileSync(FILE, withSection(document, name, section(name, result, startedAt, about, seconds)));
}
console.log(`\n${path.relative(process.cwd(), FILE)}: ${names.length - failed} of ${names.length} benches written${failed ? `, ${failed} failed` : ""}.`);
process.exit(failed ? 1 : 0);
