import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Icon, type IconName } from "../../shared/ui/icons";

export interface StoryCountsData {
  likes: number;
  dislikes: number;
  feedbackCount: number;
}

/** A story's likes, dislikes and feedback count: icons and numbers, read out as words. */
export function StoryCounts({ likes, dislikes, feedbackCount }: StoryCountsData) {
  const { t } = useLingui();
  return (
    <p className="story-card-counts">
      <Count icon="like" label={t({ message: plural(likes, { one: "# like", other: "# likes" }) })} value={likes} />
      <Count icon="dislike" label={t({ message: plural(dislikes, { one: "# dislike", other: "# dislikes" }) })} value={dislikes} />
      <Count
        icon="feedback"
        label={t({ message: plural(feedbackCount, { one: "# feedback message", other: "# feedback messages" }) })}
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
