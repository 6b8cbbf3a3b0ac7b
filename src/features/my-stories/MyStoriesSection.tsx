import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useState, type JSX } from "react";
import { LoadError } from "../../shared/ui/LoadError";
import { Pager } from "../../shared/ui/Pager";
import { usePdfDownload } from "../stories/pdf-download";
import { useDeleteStory, useMyStories, usePublishStory, useRemoveMyStory, type MyStory } from "./my-stories-queries";
import { MyStoryCard } from "./MyStoryCard";
import { MyStoryDialog, type Dialog } from "./MyStoryDialog";
import "./my-stories.css";

type Notice = { kind: "error" | "info"; text: string };

/**
 * My stories (docs/product.md §2): the user's stories in a paged grid, newest first, with
 * play, make public, share, delete and PDF download on each card.
 */
export function MyStoriesSection(): JSX.Element {
  const { t } = useLingui();
  const { page, setPage, query } = useMyStories();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { download, error: pdfError, downloading } = usePdfDownload();
  const publishing = usePublishStory();
  const deleting = useDeleteStory();
  const removeStory = useRemoveMyStory();
  const storyTitle = (story: MyStory) => story.title.trim() || t`Your new story`;
  const stories = query.data?.stories ?? [];
  const totalPages = query.data?.totalPages ?? 0;
  const status = query.isError ? "error" : query.isPending ? "loading" : "ready";

  const onGone = useCallback(
    (id: string) => {
      removeStory(id);
      setNotice({ kind: "error", text: t`There was an error creating your story. Please try again.` });
    },
    [removeStory, t],
  );

  const openDialog = (kind: Dialog["kind"], story: MyStory) => {
    publishing.reset();
    deleting.reset();
    setDialog({ kind, story });
  };
  const closeDialog = useCallback(() => setDialog(null), []);

  const publish = (story: MyStory) =>
    publishing.mutate(story._id, {
      onSuccess: () => {
        const title = storyTitle(story);
        setNotice({ kind: "info", text: t`“${title}” is now public.` });
        setDialog(null);
      },
    });

  const remove = (story: MyStory) =>
    deleting.mutate(story._id, {
      onSuccess: () => {
        setNotice({ kind: "info", text: t`The story has been deleted.` });
        setDialog(null);
      },
    });

  const downloadPdf = (story: MyStory) => download(story._id);

  const dialogTitle = dialog ? storyTitle(dialog.story) : "";
  const pageNumber = page + 1;
  const pageCount = Math.max(totalPages, 1);

  return (
    <div className="my-stories" aria-busy={status === "loading" || undefined}>
      {notice && (
        <div className={notice.kind === "error" ? "my-stories-notice error" : "my-stories-notice"} role={notice.kind === "error" ? "alert" : "status"}>
          <span>{notice.text}</span>
          <button type="button" className="icon-button" onClick={() => setNotice(null)} aria-label={t`Dismiss`}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
      {pdfError && (
        <p className="form-error" role="alert">
          {pdfError}
        </p>
      )}

      {status === "loading" && stories.length === 0 && (
        <p role="status" className="muted">
          <Trans>Loading your stories…</Trans>
        </p>
      )}
      {status === "error" && (
        <LoadError onRetry={() => void query.refetch()}>
          <Trans>We could not load your stories.</Trans>
        </LoadError>
      )}
      {status === "ready" && stories.length === 0 && (
        <p className="my-stories-empty">
          <Trans>You have not created any stories yet.</Trans> <a href="#create-story">
            <Trans>Create your first story</Trans>
          </a>
        </p>
      )}

      {status !== "error" && stories.length > 0 && (
        <ul className="my-stories-grid">
          {stories.map((story) => (
            <li key={story._id}>
              <MyStoryCard
                story={story}
                downloading={downloading === story._id}
                onGone={onGone}
                onPublish={(item) => openDialog("publish", item)}
                onShare={(item) => openDialog("share", item)}
                onDelete={(item) => openDialog("delete", item)}
                onDownload={downloadPdf}
              />
            </li>
          ))}
        </ul>
      )}

      {status !== "error" && totalPages > 1 && (
        <Pager
          label={t`My stories pages`}
          pageNumber={pageNumber}
          pageCount={pageCount}
          onPrevious={() => setPage(page - 1)}
          onNext={() => setPage(page + 1)}
        />
      )}

      {dialog && (
        <MyStoryDialog
          dialog={dialog}
          dialogTitle={dialogTitle}
          publishing={publishing}
          deleting={deleting}
          onPublish={publish}
          onDelete={remove}
          onClose={closeDialog}
        />
      )}
    </div>
  );
}
