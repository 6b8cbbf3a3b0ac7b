import { useLingui } from "@lingui/react/macro";
import { useCallback, useState } from "react";
import { ApiMessage } from "../../../shared/messages";
import { ApiRequestError, client, json } from "../../shared/api/client";

/**
 * Asks the API for a short-lived signed URL of the story's PDF, then sends the
 * browser there so the download starts (the file is served as an attachment).
 */
export async function downloadStoryPdf(storyId: string): Promise<void> {
  const pdfUrl = client.api.stories[":id"]["pdf-url"];
  const { signedUrl } = await json(pdfUrl.$get({ param: { id: encodeURIComponent(storyId) } }));
  window.location.assign(signedUrl);
}

/** The PDF download with its translated error (SPEC §8: PDF not found, download error). */
export function usePdfDownload(): { download: (storyId: string) => Promise<void>; error: string | null } {
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const download = useCallback(
    async (storyId: string) => {
      setError(null);
      try {
        await downloadStoryPdf(storyId);
      } catch (caught) {
        const notFound =
          caught instanceof ApiRequestError && caught.status === 404 && caught.body.message === ApiMessage.pdfNotFound;
        setError(notFound ? t`PDF not found` : t`The PDF could not be downloaded. Please try again.`);
      }
    },
    [t],
  );
  return { download, error };
}
