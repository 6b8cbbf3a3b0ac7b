/**
 * How long a file's blob address outlives the click that downloads it. The browser fetches the blob after
 * the click, in its own time: revoked at once, a busy Chromium sometimes never started the download (a
 * family's data export in CI, stop 54). FileSaver.js keeps it 40 s for the same reason.
 */
export const BLOB_ADDRESS_LIFETIME_MS = 60_000;

/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), BLOB_ADDRESS_LIFETIME_MS);
}
