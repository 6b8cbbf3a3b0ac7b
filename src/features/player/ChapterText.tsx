import { Trans } from "@lingui/react/macro";
import type { ChapterNarrative } from "../../../shared/story-json";

interface ChapterTextProps {
  narrative: ChapterNarrative;
  /** The story's language, which may differ from the interface's. */
  lang: string;
}

/** One paragraph per non-empty line. */
function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/**
 * A chapter's text: a string is split into paragraphs by lines; a list of
 * items shows titles as headings, dialogue with the speaker's name emphasised
 * and plain text as paragraphs (SPEC §3).
 */
export function ChapterText({ narrative, lang }: ChapterTextProps) {
  if (typeof narrative === "string") {
    return (
      <div className="chapter-text" lang={lang}>
        {paragraphs(narrative).map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </div>
    );
  }
  return (
    <div className="chapter-text" lang={lang}>
      {narrative.map((item, index) => {
        if (item.type === "title") {
          return (
            <h3 key={index} className="narrative-title">
              {item.text}
            </h3>
          );
        }
        if (item.type === "dialogue") {
          const { speaker, text } = item;
          return (
            <p key={index} className="narrative-dialogue">
              <Trans>
                <strong className="narrative-speaker">{speaker}</strong>: {text}
              </Trans>
            </p>
          );
        }
        return <p key={index}>{item.text}</p>;
      })}
    </div>
  );
}
