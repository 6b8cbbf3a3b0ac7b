import { Trans } from "@lingui/react/macro";
import { Link, useParams } from "react-router";

/** /story/:slug — the standalone player. */
export default function StoryPlayerPage() {
  const { slug } = useParams();
  return (
    <div className="story-player" data-slug={slug}>
      <Link to="/browse-stories#my-stories" className="button">
        <Trans>My stories</Trans>
      </Link>
    </div>
  );
}
