/**
 * Derives safety/engine/confusables-data.ts from Unicode's confusables.txt (UTS #39, "Unicode Security
 * Mechanisms"): every character that looks like a Latin letter or digit, with the letters it stands for.
 *
 *   node safety/scripts/confusables.mjs path/to/confusables.txt
 *
 * Only what the moderation engine needs is kept, so the Worker does not carry the whole 700 KB file:
 * - sources that are not ASCII (ASCII is the skeleton's own alphabet: TR39 reads "m" as "rn", "1" as "l",
 *   which would corrupt ordinary words) and that NFKC + case folding does not already turn into their target;
 * - targets that fold (NFKD, marks removed, lower case) to ASCII letters and digits; a target spelled as the
 *   skeleton of an ASCII letter ("rn" for "m") is written as that letter.
 * The notice that the Unicode License v3 asks for is copied into the generated file.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const source = process.argv[2];
if (!source) {
  console.error("usage: node safety/scripts/confusables.mjs path/to/confusables.txt");
  process.exit(1);
}
const text = readFileSync(source, "utf8");
const version = /^# Version: (.+)$/m.exec(text)?.[1]?.trim() ?? "unknown";
const date = /^# Date: (.+)$/m.exec(text)?.[1]?.trim() ?? "unknown";

const fromHex = (hex) => String.fromCodePoint(...hex.trim().split(/\s+/).map((code) => parseInt(code, 16)));
const fold = (value) => value.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

const entries = [];
for (const line of text.split("\n")) {
  const match = /^([0-9A-F ]+);\s*([0-9A-F ]+);\s*MA/.exec(line);
  if (match) entries.push([fromHex(match[1]), fromHex(match[2])]);
}

// The skeleton of ASCII letters that TR39 itself maps ("m" → "rn"), to turn such targets back into the letter.
const asciiSkeleton = new Map();
for (const [from, to] of entries) {
  if (/^[a-z]$/.test(from) && /^[a-z]+$/i.test(to)) asciiSkeleton.set(fold(to), from);
}

const map = new Map();
for (const [from, to] of entries) {
  // eslint-disable-next-line no-control-regex -- ASCII, control characters included
  if ([...from].length !== 1 || /^[\x00-\x7f]$/.test(from)) continue;
  let target = fold(to);
  if (!/^[a-z0-9]+$/.test(target)) continue;
  target = asciiSkeleton.get(target) ?? target;
  if (fold(from.normalize("NFKC")) === target) continue;
  map.set(from, target);
}

const pairs = [...map].sort(([a], [b]) => a.codePointAt(0) - b.codePointAt(0));
const out = `/**
 * Characters that look like Latin letters or digits, and what they stand for: derived from Unicode's
 * confusables.txt (UTS #39), version ${version}, dated ${date}, by safety/scripts/confusables.mjs
 * (${pairs.length} of its mappings; see the script for the selection). Generated: do not edit by hand.
 *
 * UNICODE LICENSE V3
 *
 * COPYRIGHT AND PERMISSION NOTICE
 *
 * Copyright © 1991-2025 Unicode, Inc.
 *
 * NOTICE TO USER: Carefully read the following legal agreement. BY DOWNLOADING, INSTALLING, COPYING OR
 * OTHERWISE USING DATA FILES, AND/OR SOFTWARE, YOU UNEQUIVOCALLY ACCEPT, AND AGREE TO BE BOUND BY, ALL OF
 * THE TERMS AND CONDITIONS OF THIS AGREEMENT. IF YOU DO NOT AGREE, DO NOT DOWNLOAD, INSTALL, COPY,
 * DISTRIBUTE OR USE THE DATA FILES OR SOFTWARE.
 *
 * Permission is hereby granted, free of charge, to any person obtaining a copy of data files and any
 * associated documentation (the "Data Files") or software and any associated documentation (the
 * "Software") to deal in the Data Files or Software without restriction, including without limitation
 * the rights to use, copy, modify, merge, publish, distribute, and/or sell copies of the Data Files or
 * Software, and to permit persons to whom the Data Files or Software are furnished to do so, provided
 * that either (a) this copyright and permission notice appear with all copies of the Data Files or
 * Software, or (b) this copyright and permission notice appear in associated Documentation.
 *
 * THE DATA FILES AND SOFTWARE ARE PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,
 * INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
 * NONINFRINGEMENT OF THIRD PARTY RIGHTS.
 *
 * IN NO EVENT SHALL THE COPYRIGHT HOLDER OR HOLDERS INCLUDED IN THIS NOTICE BE LIABLE FOR ANY CLAIM, OR
 * ANY SPECIAL INDIRECT OR CONSEQUENTIAL DAMAGES, OR ANY DAMAGES WHATSOEVER RESULTING FROM LOSS OF USE,
 * DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF
 * OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THE DATA FILES OR SOFTWARE.
 *
 * Except as contained in this notice, the name of a copyright holder shall not be used in advertising or
 * otherwise to promote the sale, use or other dealings in these Data Files or Software without prior
 * written authorization of the copyright holder.
 */

/** Pairs separated by spaces: one look-alike character, then the ASCII letters or digits it stands for. */
export const CONFUSABLE_PAIRS =
  ${JSON.stringify(pairs.map(([from, to]) => from + to).join(" "))};
`;
const target = path.join(import.meta.dirname, "../engine/confusables-data.ts");
writeFileSync(target, out);
console.log(`${pairs.length} mappings from confusables.txt ${version} → ${path.relative(process.cwd(), target)}`);
