import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import { StoryPlayer } from "../../features/player/StoryPlayer";
import { isPlayable, storyPath } from "../../features/player/story-api";
import { useStoryLookup } from "../../features/player/story-queries";
import { useStoryMeta } from "../../features/player/use-story-meta";
import { FamilyVoices } from "../../features/recordings/FamilyVoices";
import { useSession } from "../../features/session/session";
import { ApiRequestError } from "../../shared/api/client";
import { LoadingOverlay } from "../../shared/ui/LoadingOverlay";
import { Modal } from "../../shared/ui/Modal";
import "./story-player.css";

/** /story/:slug — the standalone player (docs/product.md §2). */
export default function StoryPlayerPage() {
  const { slug = "" } = useParams();
  const [, navigate] = useLocation();
  const session = useSession();
  const lookup = useStoryLookup(slug);
  // The family recorder is open: the narration keeps quiet, so it is not recorded with the reader.
  const [recorderOpen, setRecorderOpen] = useState(false);
  const found = lookup.data;
  // An id moves to its slug's address.
  const redirectTo = found?.kind === "redirect" ? found.slug : null;
  useEffect(() => {
    if (redirectTo !== null) navigate(storyPath(redirectTo), { replace: true });
  }, [redirectTo, navigate]);
  const state =
    found?.kind === "story"
      ? ({ status: "ready", view: found.view } as const)
      : lookup.isError
        ? ({ status: lookup.error instanceof ApiRequestError && lookup.error.status === 404 ? "notFound" : "failed" } as const)
        : ({ status: "loading" } as const);

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
            <button type="button" className="button primary" onClick={() => void lookup.refetch()}>
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

  if (!view) return <LoadingOverlay />;

  if (!isPlayable(view.story)) {
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

  const isOwner = session.status === "signedIn" && session.user._id === view.story.user;
  return (
    <StoryPlayer key={view.story._id} story={view.story} userFeedback={view.userFeedback} silenced={recorderOpen}>
      {isOwner && <FamilyVoices story={view.story} onRecorderOpenChange={setRecorderOpen} />}
    </StoryPlayer>
  );
}
