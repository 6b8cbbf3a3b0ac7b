import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "../../app/router";
import { StoryPlayer } from "../../features/player/StoryPlayer";
import { isPlayable, lookUpStory, storyPath, type StoryView } from "../../features/player/story-api";
import { useStoryMeta } from "../../features/player/use-story-meta";
import { ApiRequestError } from "../../shared/api/client";
import { LoadingOverlay } from "../../shared/ui/LoadingOverlay";
import { Modal } from "../../shared/ui/Modal";
import "./story-player.css";

type PageState =
  | { status: "loading" }
  | { status: "ready"; view: StoryView }
  | { status: "notFound" }
  | { status: "failed" };

/** /story/:slug — the standalone player (SPEC §2). */
export default function StoryPlayerPage() {
  const { slug = "" } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<PageState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    lookUpStory(slug, controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        if (found.kind === "redirect") navigate(storyPath(found.slug), { replace: true });
        else setState({ status: "ready", view: found.view });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: error instanceof ApiRequestError && error.status === 404 ? "notFound" : "failed" });
      },
    );
    return () => controller.abort();
  }, [slug, attempt, navigate]);

  const view = state.status === "ready" ? state.view : null;
  useStoryMeta(view?.story ?? null);

  const goHome = () => navigate("/");

  if (state.status === "loading") return <LoadingOverlay />;

  if (state.status === "notFound") {
    return (
      <Modal
        open
        onClose={goHome}
        title={<Trans>No story found</Trans>}
        actions={
          <Link to="/" className="button primary">
            <Trans>Back to stories</Trans>
          </Link>
        }
      >
        <p>
          <Trans>This story does not exist or has been deleted.</Trans>
        </p>
      </Modal>
    );
  }

  if (state.status === "failed") {
    return (
      <Modal
        open
        onClose={goHome}
        title={<Trans>The story could not be loaded</Trans>}
        actions={
          <>
            <button type="button" className="button primary" onClick={() => setAttempt((n) => n + 1)}>
              <Trans>Try again</Trans>
            </button>
            <Link to="/" className="button">
              <Trans>Back to stories</Trans>
            </Link>
          </>
        }
      >
        <p>
          <Trans>Please check your connection and try again.</Trans>
        </p>
      </Modal>
    );
  }

  if (!isPlayable(state.view.story)) {
    return (
      <Modal
        open
        onClose={goHome}
        title={<Trans>This story cannot be read</Trans>}
        actions={
          <Link to="/" className="button primary">
            <Trans>Back to stories</Trans>
          </Link>
        }
      >
        <p>
          <Trans>Some of its text, pictures or sound are missing. Please try again later.</Trans>
        </p>
      </Modal>
    );
  }

  return <StoryPlayer key={state.view.story._id} story={state.view.story} userFeedback={state.view.userFeedback} />;
}
