import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { ApiRequestError } from "../../shared/api/client";
import { fetchPdfUrl } from "./stories-api";

/**
 * Asks the API for a short-lived signed URL of the story's PDF, then sends the
 * browser there so the download starts (the file is served as an attachment).
 */
export async function downloadStoryPdf(storyId: string): Promise<void> {
  window.location.assign(await fetchPdfUrl(storyId));
}

/** The PDF download with its translated error (docs/product.md §8: PDF not found, download error) and the story in progress. */
export function usePdfDownload(): { download: (storyId: string) => void; error: string | null; downloading: string | null } {
  const { t } = useLingui();
  const pdf = useMutation({ mutationFn: downloadStoryPdf });
  // The PDF route's only 404 is "PDF not found" (docs/product.md §8): an unknown story or one without its text.
  const notFound = pdf.error instanceof ApiRequestError && pdf.error.status === 404;
  const error = !pdf.isError ? null : notFound ? t`PDF not found` : t`The PDF could not be downloaded. Please try again.`;
  return { download: (storyId) => pdf.mutate(storyId), error, downloading: pdf.isPending ? pdf.variables : null };
}
