import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "../../worker/db/client";
import { newId } from "../../worker/db/ids";
import { users } from "../../worker/db/schema";
import { generatedMediaKey, pdfKey } from "../../worker/stories/media-keys";
import { sniffImage } from "../../worker/stories/pdf";
import { signPath } from "../../worker/stories/signed-url";
import { ApiMessage } from "../../shared/messages";
import { CHAPTERS } from "../../shared/enums";
import type { NarrativeItem } from "../../shared/narrative";
import { addAsset, body, createPlayableStory, createStory, createUser, type StoryInsert } from "./fixtures";
import { call, env } from "./helpers";

// --- A real PNG, encoded here (zlib through CompressionStream, CRC-32 by hand) ---

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function zlib(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** An 8-bit RGB PNG: a gradient with a checker pattern, roughly as compressible as an illustration. */
async function makePng(width: number, height: number): Promise<Uint8Array> {
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0, i = 0; y < height; y++) {
    raw[i++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      raw[i++] = (x * 255) / width;
      raw[i++] = (y * 255) / height;
      raw[i++] = ((x >> 5) + (y >> 5)) & 1 ? 200 : 80;
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter set, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", await zlib(raw)),
    pngChunk("IEND", new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((offset, part) => (png.set(part, offset), offset + part.length), 0);
  return png;
}

let illustration: Promise<Uint8Array> | undefined;
/** Generation's picture size; encoded once per file, every chapter shares it. */
const storyPicture = () => (illustration ??= makePng(960, 640));

// --- Text as a PDF reader sees it: glyph codes mapped back through each font's ToUnicode ---

function latin1(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return text;
}

function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const units = unicode!.match(/.{4}/g)!.map((hex) => parseInt(hex, 16));
      map.set(code!.toLowerCase(), String.fromCharCode(...units));
    }
  }
  return map;
}

/** pdf-lib writes every stream (contents, ToUnicode) as a raw, Flate-compressed stream. */
function rawStream(value: unknown): PDFRawStream {
  if (!(value instanceof PDFRawStream)) throw new Error(`Expected a stream, got ${String(value)}`);
  return value;
}

/** Each page's text, whitespace collapsed. */
async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const fonts = page.node.Resources()!.lookup(PDFName.of("Font"), PDFDict);
    const cmaps = new Map<string, Map<string, string>>();
    for (const [name, ref] of fonts.entries()) {
      const font = doc.context.lookup(ref, PDFDict);
      const toUnicode = rawStream(font.lookup(PDFName.of("ToUnicode")));
      cmaps.set(name.decodeText(), parseToUnicode(latin1(decodePDFRawStream(toUnicode).decode())));
    }
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? Array.from({ length: contents.size() }, (_, i) => rawStream(contents.lookup(i)))
        : [rawStream(contents)];
    const ops = streams.map((stream) => latin1(decodePDFRawStream(stream).decode())).join("\n");
    let current = new Map<string, string>();
    const pieces: string[] = [];
    for (const match of ops.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (match[1]) current = cmaps.get(match[1]) ?? new Map();
      else pieces.push((match[2]!.match(/.{4}/g) ?? []).map((code) => current.get(code.toLowerCase()) ?? "\u0000").join(""));
    }
    return pieces.join(" ").replace(/\s+/g, " ").trim();
  });
}

// --- Stories ---

const FRENCH_NARRATIVE: Record<string, NarrativeItem[]> = {
  opening: [
    { type: "title", text: "Le début à l’école" },
    { type: "plain", text: "Il était une fois Léa, qui rêvait d’un œuf doré caché près de la forêt." },
    { type: "dialogue", speaker: "Léa", text: "« Ça, c’est incroyable ! »" },
  ],
  buildUp: [
    { type: "title", text: "Le chemin" },
    { type: "plain", text: "Elle marcha longtemps, le cœur léger, jusqu’à la rivière." },
  ],
  dilemma: [
    { type: "title", text: "Le choix" },
    { type: "dialogue", speaker: "Hibou", text: "Faut-il traverser, ou attendre l’aube ?" },
  ],
  resolution: [
    { type: "title", text: "La solution" },
    { type: "plain", text: "Léa construisit un pont de branches et traversa sans crainte." },
  ],
  closing: [
    { type: "title", text: "La fin" },
    { type: "plain", text: "Et l’œuf doré brilla toute la nuit. Fin." },
  ],
};

/** A finished French story with a real 960×640 PNG for the cover and every chapter. */
async function createIllustratedStory(ownerId: string, values: Partial<StoryInsert> = {}) {
  const id = newId();
  const png = await storyPicture();
  const story = await createStory(ownerId, {
    id,
    slug: "lea-et-l-oeuf-dore",
    title: "Léa et l’œuf doré",
    description: "Une histoire « magique » à la forêt.",
    language: "fr-FR",
    coverKey: generatedMediaKey(id, "cover", "image/png"),
    narrative: FRENCH_NARRATIVE,
    ...values,
  });
  await env.MEDIA.put(generatedMediaKey(id, "cover", "image/png"), png);
  for (const chapter of CHAPTERS) {
    await addAsset(id, chapter, "image");
    await env.MEDIA.put(generatedMediaKey(id, chapter, "image/png"), png);
  }
  return story;
}

const pdfUrl = (id: string, auth?: { Authorization: string }) => call(`/api/stories/${id}/pdf-url`, { headers: auth });

async function signedUrlOf(id: string, auth: { Authorization: string }): Promise<string> {
  const response = await pdfUrl(id, auth);
  expect(response.status).toBe(200);
  const { signedUrl } = await body<{ signedUrl: string }>(response);
  return signedUrl;
}

describe("GET /api/stories/{id}/pdf-url", () => {
  it("asks a visitor to sign in", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id, { isPublic: true });
    const response = await pdfUrl(story.id);
    expect(response.status).toBe(401);
  });

  it("gives the owner a signed, expiring same-origin link on any plan, even for a private story", async () => {
    const owner = await createUser({ plan: "free" });
    const story = await createPlayableStory(owner.id);
    const before = Math.floor(Date.now() / 1000);
    const signedUrl = await signedUrlOf(story.id, owner.auth);
    const url = new URL(signedUrl, "http://localhost");
    expect(url.pathname).toBe(`/media/pdf/${story.id}`);
    expect(url.searchParams.get("signature")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = Number(url.searchParams.get("expires"));
    expect(expires).toBeGreaterThanOrEqual(before + 600);
    expect(expires).toBeLessThanOrEqual(before + 601 + 5);
  });

  it("refuses another free user, asking for an upgrade", async () => {
    const owner = await createUser();
    const other = await createUser({ plan: "free" });
    const story = await createPlayableStory(owner.id, { isPublic: true });
    const response = await pdfUrl(story.id, other.auth);
    expect(response.status).toBe(403);
    expect(await body(response)).toMatchObject({ message: ApiMessage.pdfUpgradeRequired });
  });

  it.each(["basic", "premium"] as const)("lets another %s user download a public story", async (plan) => {
    const owner = await createUser();
    const other = await createUser({ plan });
    const story = await createPlayableStory(owner.id, { isPublic: true });
    const response = await pdfUrl(story.id, other.auth);
    expect(response.status).toBe(200);
    expect((await body<{ signedUrl: string }>(response)).signedUrl).toContain(`/media/pdf/${story.id}?`);
  });

  it("refuses another paying user a private story, as if it had none", async () => {
    const owner = await createUser();
    const other = await createUser({ plan: "basic" });
    const story = await createPlayableStory(owner.id, { isPublic: false });
    const response = await pdfUrl(story.id, other.auth);
    expect(response.status).toBe(404);
    expect(await body(response)).toEqual({ message: ApiMessage.pdfNotFound });
  });

  it("lets an admin download any story", async () => {
    const owner = await createUser();
    const admin = await createUser({ role: "admin", plan: "free" });
    const story = await createPlayableStory(owner.id, { isPublic: false });
    expect((await pdfUrl(story.id, admin.auth)).status).toBe(200);
  });

  it("checks the plan in D1, not the possibly stale one in the token", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id, { isPublic: true });
    const downgraded = await createUser({ plan: "basic" });
    await db(env).update(users).set({ subscriptionLevel: "free" }).where(eq(users.id, downgraded.id));
    expect((await pdfUrl(story.id, downgraded.auth)).status).toBe(403);
    const upgraded = await createUser({ plan: "free" });
    await db(env).update(users).set({ subscriptionLevel: "premium" }).where(eq(users.id, upgraded.id));
    expect((await pdfUrl(story.id, upgraded.auth)).status).toBe(200);
  });

  it.each(["0123456789abcdef01234567", "not-an-id"])("answers an unknown story (%s) with 'PDF not found'", async (id) => {
    const user = await createUser();
    const response = await pdfUrl(id, user.auth);
    expect(response.status).toBe(404);
    expect(await body(response)).toMatchObject({ message: "PDF not found" });
  });

  it("answers 'PDF not found' for a story still generating or without text", async () => {
    const owner = await createUser();
    const generating = await createPlayableStory(owner.id, { generatingStatus: "ImageGenerating" });
    const textless = await createStory(owner.id, { generatingStatus: "CompletelyGenerated", narrative: null });
    for (const story of [generating, textless]) {
      const response = await pdfUrl(story.id, owner.auth);
      expect(response.status).toBe(404);
      expect(await body(response)).toMatchObject({ message: ApiMessage.pdfNotFound });
    }
  });
});

describe("GET /media/pdf/{id} (signed download)", () => {
  it("builds the book with its pictures and French text, then serves it from R2", async () => {
    const owner = await createUser();
    const story = await createIllustratedStory(owner.id);
    const signedUrl = await signedUrlOf(story.id, owner.auth);

    const response = await call(signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="lea-et-l-oeuf-dore.pdf"');
    expect(response.headers.get("Cache-Control")).toMatch(/^private, max-age=\d+$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(latin1(bytes.subarray(0, 5))).toBe("%PDF-");
    expect(Number(response.headers.get("Content-Length"))).toBe(bytes.length);

    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(6);
    expect(doc.getTitle()).toBe("Léa et l’œuf doré");
    expect(doc.catalog.lookup(PDFName.of("Lang"), PDFString).decodeText()).toBe("fr-FR");
    // Cover and five chapters each carry a picture.
    const pagesWithImages = doc.getPages().filter((page) => {
      const xObjects = page.node.Resources()?.lookup(PDFName.of("XObject"));
      return xObjects instanceof PDFDict && xObjects.keys().length > 0;
    });
    expect(pagesWithImages).toHaveLength(6);

    const texts = await pdfPageTexts(bytes);
    expect(texts[0]).toContain("Léa et l’œuf doré");
    expect(texts[0]).toContain("Une histoire « magique » à la forêt.");
    expect(texts[1]).toContain("Le début à l’école");
    expect(texts[1]).toContain("Il était une fois Léa, qui rêvait d’un œuf doré caché près de la forêt.");
    expect(texts[1]).toContain("Léa: « Ça, c’est incroyable ! »");
    expect(texts[2]).toContain("le cœur léger");
    expect(texts[3]).toContain("Hibou: Faut-il traverser, ou attendre l’aube ?");
    expect(texts[5]).toContain("Et l’œuf doré brilla toute la nuit. Fin.");
    expect(texts.join(" ")).not.toContain("\u0000");

    // Cached for the next download: the second answer is the stored object.
    const stored = await env.MEDIA.get(pdfKey(story.id));
    expect(stored).not.toBeNull();
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(bytes);
    await env.MEDIA.put(pdfKey(story.id), "%PDF-1.7 cached copy", { httpMetadata: { contentType: "application/pdf" } });
    const again = await call(signedUrl);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe("%PDF-1.7 cached copy");
  });

  it("rebuilds a partially generated story each time instead of caching it", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id, { generatingStatus: "PartiallyGenerated" });
    const response = await call(await signedUrlOf(story.id, owner.auth));
    expect(response.status).toBe(200);
    const doc = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    // The fixture's pictures are not images: the pages are printed without them.
    expect(doc.getPageCount()).toBe(6);
    expect(await env.MEDIA.head(pdfKey(story.id))).toBeNull();
  });

  it("runs a long chapter onto the next page", async () => {
    const owner = await createUser();
    const paragraph = "Once upon a time a very small dragon learned to read the stars above the sleepy village.";
    const story = await createStory(owner.id, {
      title: "The long night",
      narrative: {
        ...Object.fromEntries(CHAPTERS.map((chapter) => [chapter, `The ${chapter} line.`])),
        dilemma: [
          { type: "title", text: "A very long night" },
          ...Array.from({ length: 60 }, (_, i) => ({ type: "plain", text: `${i + 1}. ${paragraph}` })),
        ],
      },
    });
    const response = await call(await signedUrlOf(story.id, owner.auth));
    const bytes = new Uint8Array(await response.arrayBuffer());
    const texts = await pdfPageTexts(bytes);
    expect(texts.length).toBeGreaterThan(6);
    const continued = texts.findIndex((text) => text.includes("60. Once upon a time"));
    expect(continued).toBeGreaterThan(3);
    expect(texts[3]).toContain("1. Once upon a time");
    expect(texts.at(-1)).toContain("The closing line.");
  });

  it("refuses a tampered, foreign, missing or expired signature", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id);
    const other = await createPlayableStory(owner.id);
    const url = new URL(await signedUrlOf(story.id, owner.auth), "http://localhost");
    const signature = url.searchParams.get("signature")!;
    const expires = url.searchParams.get("expires")!;
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    const expired = await signPath(env, `/media/pdf/${story.id}`, { now: Date.now() - 11 * 60 * 1000 });
    const attempts = [
      `/media/pdf/${story.id}?expires=${expires}&signature=${flipped}`,
      `/media/pdf/${story.id}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/media/pdf/${other.id}?expires=${expires}&signature=${signature}`,
      `/media/pdf/${story.id}?expires=${expires}`,
      `/media/pdf/${story.id}`,
      expired,
    ];
    for (const attempt of attempts) {
      const response = await call(attempt);
      expect(response.status, attempt).toBe(403);
      expect(await body(response)).toMatchObject({ message: ApiMessage.pdfLinkInvalid });
    }
    expect(await env.MEDIA.head(pdfKey(story.id))).toBeNull();
    expect((await call(url.pathname + url.search)).status).toBe(200);
  });

  it("answers 'PDF not found' when the story was deleted after signing", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id);
    const signedUrl = await signedUrlOf(story.id, owner.auth);
    expect((await call(`/api/stories/${story.id}`, { method: "DELETE", headers: owner.auth })).status).toBe(200);
    const response = await call(signedUrl);
    expect(response.status).toBe(404);
    expect(await body(response)).toMatchObject({ message: ApiMessage.pdfNotFound });
  });

  it("is the only way to a PDF: the public media route refuses it", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id, { isPublic: true });
    await env.MEDIA.put(pdfKey(story.id), "%PDF-1.7 secret");
    const response = await call(`/media/${pdfKey(story.id)}`);
    expect(response.status).toBe(404);
    // Other media of the story are still public.
    expect((await call(`/media/${generatedMediaKey(story.id, "cover", "image/png")}`)).status).toBe(200);
  });
});

describe("sniffImage", () => {
  it("trusts the bytes, not the name", async () => {
    expect(sniffImage(await storyPicture())).toBe("png");
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe("jpeg");
    expect(sniffImage(new Uint8Array([1]))).toBeNull();
    expect(sniffImage(new TextEncoder().encode("<svg></svg>"))).toBeNull();
  });
});
