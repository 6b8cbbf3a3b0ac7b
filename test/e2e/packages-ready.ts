/**
 * Playwright's global setup: on CI, `.ci/run` installs the browsers' Debian packages beside `npm ci`, the
 * checks, the build and Vitest, none of which needs them, and names a file where the installation writes
 * its exit status. The browser suite waits for that file; anywhere else the variable is unset and this
 * returns at once.
 */
import { readFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";

export default async function packagesReady(): Promise<void> {
  const statusFile = process.env.FABULO_PACKAGES_STATUS;
  if (!statusFile) return;
  for (;;) {
    const status = (await readFile(statusFile, "utf8").catch(() => "")).trim();
    if (status === "0") return;
    if (status !== "") throw new Error(`The browsers' Debian packages failed to install (apt-get exited ${status}): see .ci/run's output above.`);
    await sleep(1_000);
  }
}
