import { Trans } from "@lingui/react/macro";
import { memo, useMemo, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from "react";
import { chapterItems, narrationWords } from "../../../shared/read-along";
import type { ChapterNarrative } from "../../../shared/story-json";

interface ChapterTextProps {
  narrative: ChapterNarrative;
  /** The story's language, which may differ from the interface's. */
  lang: string;
  /** The words can be chosen to read from there (the chapter has word timings). */
  seekable: boolean;
  /** Reads from word `word` (an index into narrationWords of the chapter). */
  onSeek: (word: number) => void;
  ref?: Ref<HTMLDivElement>;
}

type Piece = string | { word: number; text: string };

/**
 * An item's text cut into the narration's words (kept as they are written,
 * punctuation included) and what lies between them. narrationWords decides what
 * a word is, so that a timing's `i` and `data-word` name the same word.
 */
function pieces(text: string, words: readonly { word: number; text: string }[]): Piece[] {
  const result: Piece[] = [];
  let next = 0;
  for (const token of text.split(/(\s+)/)) {
    if (token === "") continue;
    const word = words[next];
    if (word && word.text === token) {
      result.push(word);
      next++;
    } else {
      result.push(token);
    }
  }
  return result;
}

function wordFrom(target: EventTarget): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>("[data-word]") : null;
}

/**
 * A chapter's text (docs/product.md §3: a string is split into paragraphs by lines; items
 * show titles as headings, dialogue with the speaker's name emphasised, plain
 * text as paragraphs), each narrated word its own element for the read-along
 * highlight (see useReadAlong). With timings, a word is chosen by a tap or,
 * from the keyboard, by moving along the words with ← and → and pressing Enter:
 * only one word is in the tab order, so the text costs one Tab stop.
 */
export const ChapterText = memo(function ChapterText({ narrative, lang, seekable, onSeek, ref }: ChapterTextProps) {
  const items = useMemo(() => {
    const byItem = new Map<number, { word: number; text: string }[]>();
    narrationWords(narrative).forEach(({ item, text }, word) => {
      const list = byItem.get(item) ?? [];
      list.push({ word, text });
      byItem.set(item, list);
    });
    return chapterItems(narrative).map((item, index) => ({ item, pieces: pieces(item.text, byItem.get(index) ?? []) }));
  }, [narrative]);
  const [focusWord, setFocusWord] = useState(0);

  const render = (parts: Piece[]): ReactNode =>
    parts.map((part, index) =>
      typeof part === "string" ? (
        part
      ) : (
        <span key={index} className="word" data-word={part.word} tabIndex={seekable ? (part.word === focusWord ? 0 : -1) : undefined}>
          {part.text}
        </span>
      ),
    );

  const onClick = (event: MouseEvent) => {
    const element = seekable ? wordFrom(event.target) : null;
    if (!element) return;
    const word = Number(element.dataset.word);
    setFocusWord(word);
    onSeek(word);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = seekable ? wordFrom(event.target) : null;
    if (!element) return;
    const word = Number(element.dataset.word);
    if (event.key === "Enter" || event.key === " ") {
      onSeek(word);
    } else if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      // On the words the arrows move along the text instead of changing chapter.
      const target = event.currentTarget.querySelector<HTMLElement>(
        `[data-word="${word + (event.key === "ArrowRight" ? 1 : -1)}"]`,
      );
      if (target) {
        setFocusWord(Number(target.dataset.word));
        target.focus();
      }
    } else {
      return;
    }
    event.preventDefault();
  };

  return (
    // The words are the controls (focusable, one in the tab order, Enter or a tap reads from there);
    // the text only catches their bubbled clicks and keys, so it has no role of its own to give.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={ref}
      className={`chapter-text${seekable ? " seekable" : ""}`}
      lang={lang}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {items.map(({ item, pieces: parts }, index) => {
        if (item.type === "title") {
          return (
            <h3 key={index} className="narrative-title">
              {render(parts)}
            </h3>
          );
        }
        if (item.type === "dialogue") {
          const { speaker } = item;
          const text = render(parts);
          return (
            <p key={index} className="narrative-dialogue">
              <Trans>
                <strong className="narrative-speaker">{speaker}</strong>: {text}
              </Trans>
            </p>
          );
        }
        return <p key={index}>{render(parts)}</p>;
      })}
    </div>
  );
});
