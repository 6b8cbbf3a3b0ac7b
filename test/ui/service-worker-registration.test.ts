import { afterEach, describe, expect, it, vi } from "vitest";
import { registerServiceWorker } from "../../src/app/register-service-worker";

/** navigator.serviceWorker as the page sees it: a controller or none, register(), controllerchange. */
function stubServiceWorker(controller: object | null) {
  const container = Object.assign(new EventTarget(), {
    controller,
    register: vi.fn(async () => ({})),
  });
  // happy-dom has no service workers.
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: container });
  const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined);
  return { container, reload };
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("service worker registration", () => {
  it("registers /sw.js for the whole app", async () => {
    const { container } = stubServiceWorker(null);
    await registerServiceWorker();
    expect(container.register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
  });

  it("reloads into the new shell when a new deploy's worker takes over an open page", async () => {
    const { container, reload } = stubServiceWorker({});
    await registerServiceWorker();
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload on the first installation, when no worker controlled the page", async () => {
    const { container, reload } = stubServiceWorker(null);
    await registerServiceWorker();
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).not.toHaveBeenCalled();
  });
});
