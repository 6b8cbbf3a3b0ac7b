import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, client, json as answerOf, withSignal } from "../../src/shared/api/client";
import { getToken, onTokenRemoved, setToken } from "../../src/shared/api/token";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("the typed client (hc<AppType>) through the same fetch", () => {
  const summary = (id: string) => client.api.stories[":id"].summary.$get({ param: { id } });

  it("builds the Worker's path and sends the bearer token", async () => {
    setToken("token-2");
    const fetchMock = vi.fn(async () => json(200, { likes: 3, dislikes: 1, feedbackCount: 2 }));
    vi.stubGlobal("fetch", fetchMock);
    const counts = await answerOf(summary("abc"));
    expect(counts).toEqual({ likes: 3, dislikes: 1, feedbackCount: 2 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/stories/abc/summary");
    expect(init.method).toBe("GET");
    expect(new Headers(init.headers).get("Authorization")).toBe("Bearer token-2");
    expect(init.credentials).toBe("include");
  });

  it("sends JSON bodies with their content type", async () => {
    const fetchMock = vi.fn(async () => json(200, { likes: 1, dislikes: 0, userReaction: "like" }));
    vi.stubGlobal("fetch", fetchMock);
    await answerOf(client.api.stories[":id"].react.$post({ param: { id: "abc" }, json: { reaction: "like" } }));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/stories/abc/react");
    expect(init.method).toBe("POST");
    expect(init.body).toBe(JSON.stringify({ reaction: "like" }));
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
  });

  it("refreshes once for concurrent 401s, then retries each request with the new token", async () => {
    setToken("expired");
    let refreshes = 0;
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      if (url === "/api/users/refresh-token") {
        refreshes += 1;
        // Answer after the other requests have had their 401: they must wait for this refresh.
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, { accessToken: "fresh" });
      }
      const auth = new Headers(init.headers).get("Authorization");
      if (auth !== "Bearer fresh") return json(401, { message: "Unauthorized" });
      return json(200, { likes: 0, dislikes: 0, feedbackCount: 0, url });
    });
    vi.stubGlobal("fetch", fetchMock);
    const answers = await Promise.all([answerOf(summary("a")), answerOf(summary("b")), answerOf(summary("c"))]);
    expect(refreshes).toBe(1);
    // The refresh carries the refresh cookie.
    const refresh = fetchMock.mock.calls.find(([url]) => url === "/api/users/refresh-token");
    expect(refresh?.[1].credentials).toBe("include");
    expect(answers.map((answer) => (answer as unknown as { url: string }).url)).toEqual([
      "/api/stories/a/summary",
      "/api/stories/b/summary",
      "/api/stories/c/summary",
    ]);
    expect(getToken()).toBe("fresh");
    // Three 401s, one refresh, three retries.
    expect(fetchMock).toHaveBeenCalledTimes(7);
  });

  it("signs out when the refresh fails, and rejects with the 401", async () => {
    setToken("expired");
    const removed = vi.fn();
    const unsubscribe = onTokenRemoved(removed);
    vi.stubGlobal("fetch", vi.fn(async () => json(401, { message: "Unauthorized" })));
    await expect(answerOf(summary("a"))).rejects.toMatchObject({ status: 401, body: { message: "Unauthorized" } });
    expect(getToken()).toBeNull();
    expect(removed).toHaveBeenCalledOnce();
    unsubscribe();
  });

  // No answer is no verdict: the family keeps its session (and its saved stories) until the server says otherwise.
  it("keeps the token when the refresh gets no answer, and rejects with the network's error", async () => {
    setToken("expired");
    const removed = vi.fn();
    const unsubscribe = onTokenRemoved(removed);
    const offline = new TypeError("Failed to fetch");
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url === "/api/users/refresh-token") throw offline;
        return json(401, { message: "Unauthorized" });
      }),
    );
    await expect(answerOf(summary("a"))).rejects.toBe(offline);
    expect(getToken()).toBe("expired");
    expect(removed).not.toHaveBeenCalled();
    unsubscribe();
  });

  it("keeps the token when the refresh gets the server's 503, and rejects with that 503", async () => {
    setToken("expired");
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url === "/api/users/refresh-token" ? json(503, { message: "Service unavailable" }) : json(401, { message: "Unauthorized" }),
      ),
    );
    await expect(answerOf(summary("a"))).rejects.toMatchObject({ status: 503, body: { message: "Service unavailable" } });
    expect(getToken()).toBe("expired");
  });

  it("turns an error answer into an ApiRequestError carrying the spec's body", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => json(404, { message: "Story not found" })));
    const failure = answerOf(summary("missing"));
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 404, body: { message: "Story not found" } });
  });

  it("passes the caller's abort signal", async () => {
    const fetchMock = vi.fn(async () => json(200, { likes: 0, dislikes: 0, feedbackCount: 0 }));
    vi.stubGlobal("fetch", fetchMock);
    const controller = new AbortController();
    await answerOf(client.api.stories[":id"].summary.$get({ param: { id: "x" } }, withSignal(controller.signal)));
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].signal).toBe(controller.signal);
  });
});


describe("the D1 bookmark (worker/http/d1-session.ts) through the same fetch", () => {
  const BOOKMARK_1 = "00000001-00000004-00005000-0b8d5a1f2c3e4d5f60718293a4b5c6d7";
  const BOOKMARK_2 = "00000002-00000009-00005000-0b8d5a1f2c3e4d5f60718293a4b5c6d7";
  const answer = (bookmark?: string) =>
    new Response(JSON.stringify({ likes: 1, dislikes: 0, userReaction: "like" }), {
      headers: { "Content-Type": "application/json", ...(bookmark ? { "x-d1-bookmark": bookmark } : {}) },
    });
  const like = () => answerOf(client.api.stories[":id"].react.$post({ param: { id: "abc" }, json: { reaction: "like" } }));
  const sentBookmark = (call: unknown) => new Headers((call as [string, RequestInit])[1].headers).get("x-d1-bookmark");

  it("sends nothing before an answer gave one, then the bookmark a write's answer gave", async () => {
    const fetchMock = vi.fn(async () => answer(BOOKMARK_1));
    vi.stubGlobal("fetch", fetchMock);
    await like();
    await answerOf(client.api.stories[":id"].summary.$get({ param: { id: "abc" } }));
    expect(sentBookmark(fetchMock.mock.calls[0])).toBeNull();
    expect(sentBookmark(fetchMock.mock.calls[1])).toBe(BOOKMARK_1);
  });

  it("keeps the newest bookmark: an older or missing one in a later answer does not take it back", async () => {
    const answers = [answer(BOOKMARK_2), answer(BOOKMARK_1), answer(), answer()];
    const fetchMock = vi.fn(async () => answers.shift()!);
    vi.stubGlobal("fetch", fetchMock);
    for (let i = 0; i < 4; i++) await like();
    expect(fetchMock.mock.calls.map(sentBookmark)).toEqual([null, BOOKMARK_2, BOOKMARK_2, BOOKMARK_2]);
  });
});
