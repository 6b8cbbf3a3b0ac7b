import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import packagesReady from "../e2e/packages-ready";

// .ci/run names a file that its background apt-get fills with its exit status; the browser suite waits on it.
describe("the browser suite's wait for CI's Debian packages", () => {
  const statusFile = () => path.join(mkdtempSync(path.join(tmpdir(), "fabulo-packages-")), "status");
  afterEach(() => {
    delete process.env.FABULO_PACKAGES_STATUS;
  });

  it("returns at once where no installation runs", async () => {
    await expect(packagesReady()).resolves.toBeUndefined();
  });

  it("waits while the file is empty, and returns once apt-get has exited 0", async () => {
    const file = statusFile();
    writeFileSync(file, "");
    process.env.FABULO_PACKAGES_STATUS = file;
    let done = false;
    const waiting = packagesReady().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(done).toBe(false);
    writeFileSync(file, "0\n");
    await waiting;
    expect(done).toBe(true);
  });

  it("fails the suite with apt-get's status when the installation failed", async () => {
    const file = statusFile();
    writeFileSync(file, "100\n");
    process.env.FABULO_PACKAGES_STATUS = file;
    await expect(packagesReady()).rejects.toThrow("apt-get exited 100");
  });
});
