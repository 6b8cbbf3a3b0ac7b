import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BLOB_ADDRESS_LIFETIME_MS, saveFile } from "../../src/shared/save-file";

// The browser fetches a downloaded blob after the click, in its own time: revoking its address in the
// next task lost a family's data export on a busy machine (stop 54).
describe("saveFile", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:fabulo/export");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("clicks a download link named for the file, and keeps the blob's address while the browser fetches it", () => {
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    saveFile(new Blob(["{}"], { type: "application/json" }), "fabulo-my-data.json");

    expect(clicked).toEqual([{ href: "blob:fabulo/export", download: "fabulo-my-data.json" }]);
    vi.advanceTimersByTime(10_000);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(BLOB_ADDRESS_LIFETIME_MS);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:fabulo/export");
  });
});
