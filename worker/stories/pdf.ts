/**
 * The downloadable story book: a cover page (cover picture, title, description)
 * and one page per chapter (illustration, then its text; a long chapter runs
 * on to the next page). Built with pdf-lib; the text is set in Nunito (OFL),
 * embedded and subset, because the PDF standard fonts only know WinAnsi and
 * French needs œ, « », ’ and friends.
 */
import fontkit from "@pdf-lib/fontkit";
import regularFontBytes from "@expo-google-fonts/nunito/400Regular/Nunito_400Regular.ttf";
import boldFontBytes from "@expo-google-fonts/nunito/800ExtraBold/Nunito_800ExtraBold.ttf";
import { and, eq } from "drizzle-orm";
import { PageSizes, PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from "pdf-lib";
import type { Db } from "../db/client";
import { CHAPTERS, storyAssets, type Chapter, type Language } from "../db/schema";
import { BROWSABLE_STATUSES } from "./queries";
import { toChapterNarrative, type ChapterNarrative, type StoryRow } from "./story-json";

/** Everything the book is made of, read from D1 and R2 beforehand so rendering is pure. */
export interface PdfSources {
  title: string;
  description: string;
  language: Language;
  cover: Uint8Array | null;
  chapters: { chapter: Chapter; narrative: ChapterNarrative | null; image: Uint8Array | null }[];
}

/** A story has a book once its text exists and generation has finished (fully, or but for a part). */
export function canHavePdf(story: StoryRow): boolean {
  if (!BROWSABLE_STATUSES.includes(story.generatingStatus)) return false;
  const narrative = story.narrative;
  if (typeof narrative !== "object" || narrative === null) return false;
  return CHAPTERS.some((chapter) => toChapterNarrative(narrative[chapter]) !== null);
}

/** The story's text and its finished pictures (the cover and one per chapter). */
export async function loadPdfSources(client: Db, media: R2Bucket, story: StoryRow): Promise<PdfSources> {
  const assets = await client
    .select({ chapter: storyAssets.chapter, r2Key: storyAssets.r2Key })
    .from(storyAssets)
    .where(and(eq(storyAssets.storyId, story.id), eq(storyAssets.kind, "image"), eq(storyAssets.status, "done")))
    .all();
  const read = async (key: string | null | undefined): Promise<Uint8Array | null> => {
    if (!key) return null;
    const object = await media.get(key);
    return object ? new Uint8Array(await object.arrayBuffer()) : null;
  };
  const narrative = story.narrative ?? {};
  const [cover, ...images] = await Promise.all([
    read(story.coverKey),
    ...CHAPTERS.map((chapter) => read(assets.find((asset) => asset.chapter === chapter)?.r2Key)),
  ]);
  return {
    title: story.title,
    description: story.description,
    language: story.language,
    cover: cover ?? null,
    chapters: CHAPTERS.map((chapter, index) => ({
      chapter,
      narrative: toChapterNarrative(narrative[chapter]),
      image: images[index] ?? null,
    })),
  };
}

export async function buildStoryPdf(client: Db, media: R2Bucket, story: StoryRow): Promise<Uint8Array> {
  return renderStoryPdf(await loadPdfSources(client, media, story));
}

// --- Layout -----------------------------------------------------------------

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 54;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Room kept at the foot of every page for the page number. */
const BOTTOM = MARGIN + 18;

const BODY_SIZE = 15;
const BODY_LEADING = 1.5;

const PAPER = rgb(1, 0.98, 0.94);
const INK = rgb(0.17, 0.16, 0.24);
const TITLE_INK = rgb(0.22, 0.19, 0.45);
const MUTED = rgb(0.45, 0.43, 0.52);
const WHITE = rgb(1, 1, 1);
/** One colour per chapter, for its badge, title and speakers. */
const ACCENTS: Record<Chapter, RGB> = {
  opening: rgb(0.91, 0.5, 0.22),
  buildUp: rgb(0.18, 0.56, 0.47),
  dilemma: rgb(0.5, 0.35, 0.78),
  resolution: rgb(0.2, 0.47, 0.8),
  closing: rgb(0.85, 0.33, 0.5),
};

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

interface Run {
  text: string;
  font: PDFFont;
  color: RGB;
}

interface Paragraph {
  runs: Run[];
  size: number;
  /** Line height as a multiple of the size. */
  leading: number;
  align: "left" | "center";
  spaceAfter: number;
  /** Room kept below the last line so a title is not left alone at the foot of a page. */
  keepWithNext?: number;
}

/** A piece of a laid-out line: text in one style at an x offset. */
interface Piece extends Run {
  x: number;
}

interface Line {
  pieces: Piece[];
  width: number;
}

/** Code points each font can draw, so unknown characters (emoji…) are dropped rather than shown as boxes. */
const characterSets = new WeakMap<PDFFont, Set<number>>();

function drawable(text: string, font: PDFFont): string {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  let out = "";
  for (const char of text.normalize("NFC").replace(/\s+/g, " ")) {
    if (char === " " || set.has(char.codePointAt(0) ?? 0)) out += char;
  }
  return out;
}

/** Splits a word wider than the line into pieces that fit. */
function breakWord(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const parts: string[] = [];
  let current = "";
  for (const char of text) {
    if (current !== "" && font.widthOfTextAtSize(current + char, size) > maxWidth) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  if (current !== "") parts.push(current);
  return parts;
}

/**
 * Greedy line breaking across styled runs. A "word" is a stretch without
 * whitespace and may span runs ("Anna" in bold then ":" in regular), so it is
 * never split between two lines.
 */
function layout(paragraph: Paragraph, maxWidth: number): Line[] {
  const { size } = paragraph;
  const words: Run[][] = [];
  let word: Run[] = [];
  for (const run of paragraph.runs) {
    for (const part of drawable(run.text, run.font).split(/( )/)) {
      if (part === " ") {
        if (word.length > 0) words.push(word);
        word = [];
      } else if (part !== "") {
        word.push({ ...run, text: part });
      }
    }
  }
  if (word.length > 0) words.push(word);

  const lines: Line[] = [];
  let line: Line = { pieces: [], width: 0 };
  const place = (pieces: Run[]) => {
    let x = line.width;
    for (const piece of pieces) {
      const last = line.pieces.at(-1);
      const width = piece.font.widthOfTextAtSize(piece.text, size);
      // Consecutive text in one style becomes one piece, i.e. one drawText call.
      if (last && last.font === piece.font && last.color === piece.color) last.text += piece.text;
      else line.pieces.push({ ...piece, x });
      x += width;
    }
    line.width = x;
  };
  for (const pieces of words) {
    const width = pieces.reduce((sum, piece) => sum + piece.font.widthOfTextAtSize(piece.text, size), 0);
    const space = line.pieces.length > 0 ? pieces[0]!.font.widthOfTextAtSize(" ", size) : 0;
    if (line.pieces.length > 0 && line.width + space + width > maxWidth) {
      lines.push(line);
      line = { pieces: [], width: 0 };
    }
    if (line.pieces.length > 0) place([{ ...pieces[0]!, text: " " }]);
    if (line.pieces.length === 0 && width > maxWidth) {
      // Only a single-style word can be this long in practice; break it by characters.
      const first = pieces[0]!;
      const chunks = breakWord(pieces.map((piece) => piece.text).join(""), first.font, size, maxWidth);
      chunks.forEach((chunk, index) => {
        place([{ ...first, text: chunk }]);
        if (index < chunks.length - 1) {
          lines.push(line);
          line = { pieces: [], width: 0 };
        }
      });
    } else {
      place(pieces);
    }
  }
  if (line.pieces.length > 0) lines.push(line);
  return lines;
}

/** Writes paragraphs top-down from `y`, turning to a fresh page when one is full. */
class Flow {
  constructor(
    private page: PDFPage,
    public y: number,
    private readonly newPage: () => PDFPage,
  ) {}

  /** Moves to the next page unless `height` still fits above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height >= BOTTOM) return;
    this.page = this.newPage();
    this.y = PAGE_HEIGHT - MARGIN;
  }

  write(paragraph: Paragraph): void {
    const lineHeight = paragraph.size * paragraph.leading;
    const lines = layout(paragraph, CONTENT_WIDTH);
    lines.forEach((line, index) => {
      this.ensure(lineHeight + (index === lines.length - 1 ? (paragraph.keepWithNext ?? 0) : 0));
      const baseline = this.y - paragraph.size;
      const left = paragraph.align === "center" ? MARGIN + (CONTENT_WIDTH - line.width) / 2 : MARGIN;
      for (const piece of line.pieces) {
        this.page.drawText(piece.text, {
          x: left + piece.x,
          y: baseline,
          size: paragraph.size,
          font: piece.font,
          color: piece.color,
        });
      }
      this.y -= lineHeight;
    });
    this.y -= paragraph.spaceAfter;
  }
}

function paperPage(doc: PDFDocument, color: RGB = PAPER): PDFPage {
  const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  page.drawRectangle({ x: 0, y: 0, width: PAGE_WIDTH, height: PAGE_HEIGHT, color });
  return page;
}

/** The image format from its first bytes: keys say .png, but a provider may hand back JPEG. */
export function sniffImage(bytes: Uint8Array): "png" | "jpeg" | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  return null;
}

async function embedImage(doc: PDFDocument, bytes: Uint8Array | null): Promise<PDFImage | null> {
  if (!bytes) return null;
  const format = sniffImage(bytes);
  if (!format) return null;
  try {
    return format === "png" ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  } catch (error) {
    // A damaged picture should not cost the family the whole book: print it without.
    console.warn("Story PDF: skipping an image that could not be decoded", error);
    return null;
  }
}

/** Draws the image centred, fitted into the box, on a white mat; returns the height used. */
function drawFramed(page: PDFPage, image: PDFImage, top: number, maxHeight: number): number {
  const mat = 8;
  const scale = Math.min((CONTENT_WIDTH - 2 * mat) / image.width, (maxHeight - 2 * mat) / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const x = (PAGE_WIDTH - width) / 2;
  const y = top - mat - height;
  const frame = { x: x - mat, y: y - mat, width: width + 2 * mat, height: height + 2 * mat };
  page.drawRectangle({ ...frame, x: frame.x + 4, y: frame.y - 4, color: INK, opacity: 0.12 });
  page.drawRectangle({ ...frame, color: WHITE });
  page.drawImage(image, { x, y, width, height });
  return height + 2 * mat;
}

function chapterParagraphs(narrative: ChapterNarrative, fonts: Fonts, accent: RGB): Paragraph[] {
  const body = (runs: Run[]): Paragraph => ({ runs, size: BODY_SIZE, leading: BODY_LEADING, align: "left", spaceAfter: 7 });
  if (typeof narrative === "string") {
    return narrative
      .split(/\n+/)
      .filter((line) => line.trim() !== "")
      .map((line) => body([{ text: line, font: fonts.regular, color: INK }]));
  }
  return narrative.map((item) => {
    if (item.type === "title") {
      return {
        runs: [{ text: item.text, font: fonts.bold, color: accent }],
        size: 22,
        leading: 1.3,
        align: "left",
        spaceAfter: 8,
        keepWithNext: BODY_SIZE * BODY_LEADING,
      };
    }
    if (item.type === "dialogue") {
      return body([
        { text: `${item.speaker}:`, font: fonts.bold, color: accent },
        { text: ` ${item.text}`, font: fonts.regular, color: INK },
      ]);
    }
    return body([{ text: item.text, font: fonts.regular, color: INK }]);
  });
}

function drawCover(doc: PDFDocument, sources: PdfSources, fonts: Fonts, cover: PDFImage | null): void {
  const page = paperPage(doc, rgb(0.99, 0.95, 0.88));
  // Without any picture the title sits a little above the middle of the page.
  const top = cover ? PAGE_HEIGHT - MARGIN - drawFramed(page, cover, PAGE_HEIGHT - MARGIN, 440) - 36 : PAGE_HEIGHT * 0.62;
  const flow = new Flow(page, top, () => paperPage(doc));
  flow.write({
    runs: [{ text: sources.title, font: fonts.bold, color: TITLE_INK }],
    size: 30,
    leading: 1.2,
    align: "center",
    spaceAfter: 14,
  });
  if (sources.description.trim() !== "") {
    flow.write({
      runs: [{ text: sources.description, font: fonts.regular, color: MUTED }],
      size: 14,
      leading: 1.45,
      align: "center",
      spaceAfter: 0,
    });
  }
  const brand = "Fabulo";
  const brandWidth = fonts.bold.widthOfTextAtSize(brand, 14);
  page.drawText(brand, { x: (PAGE_WIDTH - brandWidth) / 2, y: MARGIN, size: 14, font: fonts.bold, color: ACCENTS.dilemma });
}

function drawChapter(
  doc: PDFDocument,
  number: number,
  chapter: PdfSources["chapters"][number],
  fonts: Fonts,
  image: PDFImage | null,
): void {
  const accent = ACCENTS[chapter.chapter];
  const page = paperPage(doc);
  // A numbered badge and a rule in the chapter's colour.
  const badgeY = PAGE_HEIGHT - MARGIN - 14;
  page.drawCircle({ x: MARGIN + 14, y: badgeY, size: 14, color: accent });
  const label = String(number);
  page.drawText(label, {
    x: MARGIN + 14 - fonts.bold.widthOfTextAtSize(label, 15) / 2,
    y: badgeY - 5,
    size: 15,
    font: fonts.bold,
    color: WHITE,
  });
  page.drawLine({
    start: { x: MARGIN + 38, y: badgeY },
    end: { x: PAGE_WIDTH - MARGIN, y: badgeY },
    thickness: 2,
    color: accent,
    opacity: 0.35,
  });
  let top = PAGE_HEIGHT - MARGIN - 44;
  if (image) top -= drawFramed(page, image, top, 340) + 24;
  const flow = new Flow(page, top, () => paperPage(doc));
  if (!chapter.narrative) return;
  for (const paragraph of chapterParagraphs(chapter.narrative, fonts, accent)) flow.write(paragraph);
}

/** The finished book as PDF bytes. */
export async function renderStoryPdf(sources: PdfSources): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts: Fonts = {
    regular: await doc.embedFont(regularFontBytes, { subset: true }),
    bold: await doc.embedFont(boldFontBytes, { subset: true }),
  };
  doc.setTitle(sources.title, { showInWindowTitleBar: true });
  doc.setSubject(sources.description);
  doc.setLanguage(sources.language);
  doc.setCreator("Fabulo");
  doc.setProducer("Fabulo");

  const chapters = sources.chapters.filter((chapter) => chapter.narrative !== null || chapter.image !== null);
  const [cover, ...images] = await Promise.all([
    embedImage(doc, sources.cover),
    ...chapters.map((chapter) => embedImage(doc, chapter.image)),
  ]);
  // Without a cover picture, the opening illustration stands in.
  drawCover(doc, sources, fonts, cover ?? images[0] ?? null);
  chapters.forEach((chapter, index) => drawChapter(doc, index + 1, chapter, fonts, images[index] ?? null));

  doc.getPages().forEach((page, index) => {
    if (index === 0) return;
    const label = String(index + 1);
    const width = fonts.regular.widthOfTextAtSize(label, 10);
    page.drawText(label, { x: (PAGE_WIDTH - width) / 2, y: MARGIN - 18, size: 10, font: fonts.regular, color: MUTED });
  });
  return doc.save();
}
