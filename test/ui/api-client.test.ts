import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiRequestError } from "../../src/shared/api/client";
import { getToken, onTokenRemoved, setToken } from "../../src/shared/api/token";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("api client", () => {
  it("sends the stored token as a bearer token", async () => {
    setToken("token-1");
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal("fetch", fetchMock);
    expect(await api("/api/health")).toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get("Authorization")).toBe("Bearer token-1");
  });

  it("refreshes once on a 401, stores the new token and retries", async () => {
    setToken("expired");
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(401, { message: "Unauthorized" }))
      .mockResolvedValueOnce(json(200, { accessToken: "fresh" }))
      .mockResolvedValueOnce(json(200, { user: "me" }));
    vi.stubGlobal("fetch", fetchMock);
    expect(await api("/api/users/user-details")).toEqual({ user: "me" });
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/users/refresh-token");
    expect((fetchMock.mock.calls[1]?.[1] as RequestInit).credentials).toBe("include");
    expect(getToken()).toBe("fresh");
    const retried = fetchMock.mock.calls[2]?.[1] as RequestInit;
    expect(new Headers(retried.headers).get("Authorization")).toBe("Bearer fresh");
  });

  it("removes the token when the refresh fails, and reports the 401", async () => {
    setToken("expired");
    const removed = vi.fn();
    const unsubscribe = onTokenRemoved(removed);
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockResolvedValueOnce(json(401, { message: "Unauthorized" }))
        .mockResolvedValueOnce(json(401, { message: "Unauthorized" })),
    );
    const failure = api("/api/users/user-details");
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(removed).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it("turns an error answer into an ApiRequestError carrying the spec's body", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => json(400, { message: "Missing required fields", missingFields: ["email"] })));
    await expect(api("/api/users/register", { method: "POST", body: {} })).rejects.toMatchObject({
      status: 400,
      body: { message: "Missing required fields", missingFields: ["email"] },
    });
  });
});
