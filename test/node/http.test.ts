import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiMessage } from "../../shared/messages";
import { API_ERRORS, ApiError, type ApiErrorCode } from "../../worker/http/errors";
import { handleError } from "../../worker/http/error-handler";
import { validate } from "../../worker/http/validate";
import type { AppEnv } from "../../worker/types";

/** A small app on the shared conventions, to pin down how every route answers bad input. */
const app = new Hono<AppEnv>()
  .post(
    "/things",
    validate(
      "json",
      z.object({
        name: z.string().trim().min(1),
        language: z.enum(["en-US", "fr-FR"], { error: ApiMessage.invalidLanguage }),
        count: z.number().int().max(10).optional(),
      }),
    ),
    (c) => c.json({ ok: true, body: c.req.valid("json") }),
  )
  .get("/conflict", () => {
    throw new ApiError("emailExists");
  })
  .get("/errors/:code", (c) => {
    throw new ApiError(c.req.param("code") as ApiErrorCode);
  })
  .get("/range", () => {
    throw new ApiError("rangeNotSatisfiable", {}, { headers: { "Content-Range": "bytes */10" } });
  })
  .get("/boom", () => {
    throw new Error("database exploded");
  });
app.onError(handleError);

const post = (body: string) =>
  app.request("/things", { method: "POST", headers: { "Content-Type": "application/json" }, body });

describe("request validation", () => {
  it("lists missing and blank required fields", async () => {
    const response = await post(JSON.stringify({ name: "  " }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Missing required fields", missingFields: ["name", "language"] });
  });

  it("names the spec's message for a field and lists every error", async () => {
    const response = await post(JSON.stringify({ name: "Zoé", language: "de-DE", count: 99 }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: { field: string }[] };
    expect(body.message).toBe("Invalid language code");
    expect(body.errors.map((e) => e.field).sort()).toEqual(["count", "language"]);
  });

  it("calls other invalid data 'Data provided is invalid'", async () => {
    const response = await post(JSON.stringify({ name: "Zoé", language: "fr-FR", count: "three" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "Data provided is invalid", errors: [{ field: "count" }] });
  });

  it("refuses malformed JSON with a 400 JSON body", async () => {
    const response = await post("{ not json");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/malformed json/i);
  });

  it("passes valid input through, trimmed", async () => {
    const response = await post(JSON.stringify({ name: " Zoé ", language: "fr-FR" }));
    expect(await response.json()).toEqual({ ok: true, body: { name: "Zoé", language: "fr-FR" } });
  });
});

describe("error handler", () => {
  it("answers an ApiError with its status and message", async () => {
    const response = await app.request("/conflict");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: "Email already exists" });
  });

  it("answers every code of the table with its status and the spec's message", async () => {
    for (const [code, entry] of Object.entries(API_ERRORS)) {
      const response = await app.request(`/errors/${code}`);
      expect(response.status, code).toBe(entry.status);
      expect(((await response.json()) as { message: string }).message, code).toBe(entry.message);
    }
    // The same spec message, two statuses (docs/product.md §8): sign-up's captcha and password reset's.
    expect(API_ERRORS.captchaFailed.status).toBe(400);
    expect(API_ERRORS.resetCaptchaFailed).toEqual({ status: 404, message: ApiMessage.captchaFailed });
  });

  it("adds a code's own details and headers, and a request's", async () => {
    const limited = await app.request("/errors/tooManyRequests");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("180");
    expect(await limited.json()).toEqual({ message: "Too many requests", retryAfter: 180 });
    const range = await app.request("/range");
    expect(range.status).toBe(416);
    expect(range.headers.get("Content-Range")).toBe("bytes */10");
  });

  it("hides unexpected failures behind a logged, generic 500", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await app.request("/boom");
    expect(response.status).toBe(500);
    const body = (await response.json()) as { message: string };
    expect(body.message).toBe("Internal server error");
    expect(JSON.stringify(body)).not.toContain("exploded");
    expect(log).toHaveBeenCalledOnce();
    expect(String(log.mock.calls[0]?.[0])).toContain("database exploded");
    log.mockRestore();
  });
});
