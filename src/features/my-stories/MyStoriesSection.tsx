import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { useCallback, useEffect, useRef, useState, type JSX } from "react";
import { LoadError } from "../../shared/ui/LoadError";
import { Pager } from "../../shared/ui/Pager";
import { ConfirmModal } from "../../shared/ui/ConfirmModal";
import { usePdfDownload } from "../stories/pdf-download";
import { createdStoryAtom } from "./created-story";
import { deleteMyStory, listMyStories, publishMyStory } from "./my-stories-api";
import { MyStoryCard, type MyStory } from "./MyStoryCard";
import { ShareModal } from "./ShareModal";
import "./my-stories.css";

type Dialog = { kind: "publish" | "delete" | "share"; story: MyStory };
type Notice = { kind: "error" | "info"; text: string };

/**
 * My stories (SPEC §2): the user's stories in a paged grid, newest first, with
 * play, make public, share, delete and PDF download on each card.
 */
export function MyStoriesSection(): JSX.Element {
  const { t } = useLingui();
  const [page, setPage] = useState(0);
  const [stories, setStories] = useState<MyStory[]>([]);
  const [totalPages, setTotalPages] = useState(0);
  const [status, setStatus] = useState<"loading" | "ready" | "error">("loading");
  const [reload, setReload] = useState(0);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [dialogBusy, setDialogBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const { download, error: pdfError } = usePdfDownload();
  const storyTitle = (story: MyStory) => story.title.trim() || t`Your new story`;

  // A story announced before this section mounted is already in the first page it loads.
  const created = useAtomValue(createdStoryAtom);
  const handledCreated = useRef(created);

  useEffect(() => {
    const controller = new AbortController();
    setStatus((current) => (current === "ready" ? current : "loading"));
    listMyStories(page, controller.signal)
      .then((answer) => {
        setStories(answer.stories);
        setTotalPages(answer.totalPages);
        setStatus("ready");
        // The last page can empty out (deletions elsewhere): show the new last one.
        if (answer.stories.length === 0 && page > 0) setPage(Math.max(0, answer.totalPages - 1));
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus("error");
      });
    return () => controller.abort();
  }, [page, reload]);

  useEffect(() => {
    if (!created || created === handledCreated.current) return;
    handledCreated.current = created;
    // Show it at once, then reload the first page for the server's full card.
    setStories((list) => [created, ...list.filter((story) => story._id !== created._id)]);
    setTotalPages((total) => Math.max(total, 1));
    setStatus((current) => (current === "error" ? "loading" : current));
    setPage(0);
    setReload((n) => n + 1);
  }, [created]);

  const onChange = useCallback((id: string, patch: Partial<MyStory>) => {
    setStories((list) => list.map((story) => (story._id === id ? { ...story, ...patch } : story)));
  }, []);

  const onGone = useCallback(
    (id: string) => {
      setStories((list) => list.filter((story) => story._id !== id));
      setNotice({ kind: "error", text: t`There was an error creating your story. Please try again.` });
    },
    [t],
  );

  const openDialog = (kind: Dialog["kind"], story: MyStory) => {
    setDialogError(undefined);
    setDialogBusy(false);
    setDialog({ kind, story });
  };
  const closeDialog = useCallback(() => setDialog(null), []);

  const publish = async (story: MyStory) => {
    setDialogBusy(true);
    setDialogError(undefined);
    try {
      const published = await publishMyStory(story._id);
      onChange(story._id, { isPublic: true, ...(published?.slug ? { slug: published.slug } : {}) });
      const title = storyTitle(story);
      setNotice({ kind: "info", text: t`“${title}” is now public.` });
      setDialog(null);
    } catch {
      setDialogError(t`The story could not be made public. Please try again.`);
    } finally {
      setDialogBusy(false);
    }
  };

  const remove = async (story: MyStory) => {
    setDialogBusy(true);
    setDialogError(undefined);
    try {
      await deleteMyStory(story._id);
      const left = stories.filter((item) => item._id !== story._id);
      setStories(left);
      setNotice({ kind: "info", text: t`The story has been deleted.` });
      setDialog(null);
      // Refill the page from the server (the next story moves up from the following page).
      if (left.length === 0 && page > 0) setPage(page - 1);
      else setReload((n) => n + 1);
    } catch {
      setDialogError(t`The story could not be deleted. Please try again.`);
    } finally {
      setDialogBusy(false);
    }
  };

  const downloadPdf = async (story: MyStory) => {
    setDownloading(story._id);
    try {
      await download(story._id);
    } finally {
      setDownloading(null);
    }
  };

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
        <LoadError onRetry={() => setReload((n) => n + 1)}>
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
                onChange={onChange}
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

      {dialog?.kind === "publish" && (
        <ConfirmModal
          title={t`Make this story public?`}
          confirmLabel={t`Make public`}
          busy={dialogBusy}
          error={dialogError}
          onConfirm={() => publish(dialog.story)}
          onCancel={closeDialog}
        >
          <p>
            <Trans>
              Everyone will be able to find and read “{dialogTitle}”. A public story cannot be made private
              again.
            </Trans>
          </p>
        </ConfirmModal>
      )}
      {dialog?.kind === "delete" && (
        <ConfirmModal
          title={t`Delete this story?`}
          confirmLabel={t`Delete for good`}
          busy={dialogBusy}
          error={dialogError}
          onConfirm={() => remove(dialog.story)}
          onCancel={closeDialog}
        >
          <p>
            <Trans>
              “{dialogTitle}” will be deleted with its pictures and voices. This cannot be undone.
            </Trans>
          </p>
        </ConfirmModal>
      )}
      {dialog?.kind === "share" && (
        <ShareModal story={dialog.story.slug ? { slug: dialog.story.slug, title: dialogTitle } : null} onClose={closeDialog} />
      )}
    </div>
  );
}
