import { useLingui } from "@lingui/react/macro";
import { useCallback, useState } from "react";
import { ApiRequestError } from "../../shared/api/client";
import { fetchPdfUrl } from "./stories-api";

/**
 * Asks the API for a short-lived signed URL of the story's PDF, then sends the
 * browser there so the download starts (the file is served as an attachment).
 */
export async function downloadStoryPdf(storyId: string): Promise<void> {
  window.location.assign(await fetchPdfUrl(storyId));
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
        // The PDF route's only 404 is "PDF not found" (SPEC §8): an unknown story or one without its text.
        const notFound = caught instanceof ApiRequestError && caught.status === 404;
        setError(notFound ? t`PDF not found` : t`The PDF could not be downloaded. Please try again.`);
      }
    },
    [t],
  );
  return { download, error };
}
