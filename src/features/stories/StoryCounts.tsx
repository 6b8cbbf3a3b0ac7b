import { select } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { pluralForm } from "../../i18n/plural-form";
import { Icon, type IconName } from "../../shared/ui/icons";

export interface StoryCountsData {
  likes: number;
  dislikes: number;
  feedbackCount: number;
}

/** A story's likes, dislikes and feedback count: icons and numbers, read out as words. */
export function StoryCounts({ likes, dislikes, feedbackCount }: StoryCountsData) {
  const { t, i18n } = useLingui();
  // select() on the plural form rather than plural(): see plural-form.ts (the first screen's main thread).
  const likesForm = pluralForm(i18n.locale, likes);
  const dislikesForm = pluralForm(i18n.locale, dislikes);
  const feedbackForm = pluralForm(i18n.locale, feedbackCount);
  return (
    <p className="story-card-counts">
      <Count icon="like" label={t({ message: select(likesForm, { one: `${likes} like`, other: `${likes} likes` }) })} value={likes} />
      <Count
        icon="dislike"
        label={t({ message: select(dislikesForm, { one: `${dislikes} dislike`, other: `${dislikes} dislikes` }) })}
        value={dislikes}
      />
      <Count
        icon="feedback"
        label={t({
          message: select(feedbackForm, { one: `${feedbackCount} feedback message`, other: `${feedbackCount} feedback messages` }),
        })}
        value={feedbackCount}
      />
    </p>
  );
}

function Count({ icon, value, label }: { icon: IconName; value: number; label: string }) {
  return (
    <span className="story-card-count">
      <Icon name={icon} />
      <span aria-hidden="true">{value}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
