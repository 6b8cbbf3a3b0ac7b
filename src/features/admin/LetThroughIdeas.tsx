import { Plural, Trans } from "@lingui/react/macro";
import { useId } from "react";
import type { ModerationLetThrough } from "../../../shared/configs";
import { SAFETY_CATEGORIES } from "../../../shared/safety";
import { useReasonLabels } from "../reports/reason-labels";

interface LetThroughIdeasProps {
  letThrough: ModerationLetThrough;
  /** In the editor: whether the admin confirmed, and how they do it. Absent in the audit log (already confirmed). */
  confirm?: { checked: boolean; onChange: (checked: boolean) => void };
}

/**
 * The ideas the default moderation lists refuse that an edit lets through (a word made safe, a term
 * or category taken out), by category, each in its language. In the editor the admin must tick the
 * box before Save sends them; the audit log shows what was confirmed.
 */
export function LetThroughIdeas({ letThrough, confirm }: LetThroughIdeasProps) {
  const labels = useReasonLabels();
  const headingId = useId();
  const { count, ideas } = letThrough;
  const more = count - ideas.length;
  return (
    <section className="let-through" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Plural
          value={count}
          one="These lists let through # idea the defaults refuse"
          other="These lists let through # ideas the defaults refuse"
        />
      </h3>
      <p className="muted">
        <Trans>The lists would no longer refuse them (the trained classifier may still refuse some).</Trans>
      </p>
      <ul>
        {SAFETY_CATEGORIES.filter((category) => ideas.some((idea) => idea.category === category)).map((category) => (
          <li key={category}>
            <strong>{labels[category]}</strong>:{" "}
            {ideas
              .filter((idea) => idea.category === category)
              .map((idea, index) => (
                <span key={`${idea.language}:${idea.idea}`}>
                  {index > 0 && ", "}
                  <q lang={idea.language}>{idea.idea}</q>
                </span>
              ))}
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="muted">
          <Plural value={more} one="… and # more" other="… and # more" />
        </p>
      )}
      {confirm && (
        <label className="let-through-confirm">
          <input type="checkbox" checked={confirm.checked} onChange={(event) => confirm.onChange(event.target.checked)} />
          <Plural value={count} one="I confirm: let this idea through" other="I confirm: let these # ideas through" />
        </label>
      )}
    </section>
  );
}
