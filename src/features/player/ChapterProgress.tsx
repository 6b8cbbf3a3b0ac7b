import { useLingui } from "@lingui/react/macro";
import { CHAPTERS } from "./story-api";

interface ChapterProgressProps {
  headingId: string;
  index: number;
  onGoTo: (index: number) => void;
}

/** "Chapter 2 of 5" (announced when it changes) and one dot per chapter to jump to it. */
export function ChapterProgress({ headingId, index, onGoTo }: ChapterProgressProps) {
  const { t } = useLingui();
  const number = index + 1;
  const total = CHAPTERS.length;
  return (
    <div className="chapter-progress">
      <h2 id={headingId} className="chapter-heading" aria-live="polite">
        {t`Chapter ${number} of ${total}`}
      </h2>
      <ol className="chapter-dots">
        {CHAPTERS.map((name, dot) => {
          const dotNumber = dot + 1;
          return (
            <li key={name}>
              <button
                type="button"
                className="chapter-dot"
                aria-label={t`Go to chapter ${dotNumber}`}
                aria-current={dot === index ? "step" : undefined}
                onClick={() => onGoTo(dot)}
              >
                <span aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
