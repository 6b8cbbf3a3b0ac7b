import { Trans, useLingui } from "@lingui/react/macro";
import { ConfirmModal } from "../../shared/ui/ConfirmModal";
import type { MyStory, useDeleteStory, usePublishStory } from "./my-stories-queries";
import { ShareModal } from "./ShareModal";

export type Dialog = { kind: "publish" | "delete" | "share"; story: MyStory };

interface MyStoryDialogProps {
  dialog: Dialog;
  /** The story's title as the section shows it. */
  dialogTitle: string;
  publishing: ReturnType<typeof usePublishStory>;
  deleting: ReturnType<typeof useDeleteStory>;
  onPublish: (story: MyStory) => void;
  onDelete: (story: MyStory) => void;
  onClose: () => void;
}

/** The dialog a card's action opens: make public or delete (each confirmed), or share. */
export function MyStoryDialog({ dialog, dialogTitle, publishing, deleting, onPublish, onDelete, onClose }: MyStoryDialogProps) {
  const { t } = useLingui();
  return (
    <>
      {dialog.kind === "publish" && (
        <ConfirmModal
          title={t`Make this story public?`}
          confirmLabel={t`Make public`}
          busy={publishing.isPending}
          error={publishing.isError ? t`The story could not be made public. Please try again.` : undefined}
          onConfirm={() => onPublish(dialog.story)}
          onCancel={onClose}
        >
          <p>
            <Trans>
              Everyone will be able to find and read “{dialogTitle}”, once our team has checked it if your account
              is new. A public story cannot be made private again.
            </Trans>
          </p>
        </ConfirmModal>
      )}
      {dialog.kind === "delete" && (
        <ConfirmModal
          title={t`Delete this story?`}
          confirmLabel={t`Delete for good`}
          busy={deleting.isPending}
          error={deleting.isError ? t`The story could not be deleted. Please try again.` : undefined}
          onConfirm={() => onDelete(dialog.story)}
          onCancel={onClose}
        >
          <p>
            <Trans>
              “{dialogTitle}” will be deleted with its pictures and voices. This cannot be undone.
            </Trans>
          </p>
        </ConfirmModal>
      )}
      {dialog.kind === "share" && (
        <ShareModal story={dialog.story.slug ? { slug: dialog.story.slug, title: dialogTitle } : null} onClose={onClose} />
      )}
    </>
  );
}
