import { describe, expect, it } from "vitest";
import { call, env, postJson } from "./helpers";
import { PASSWORD, bearer, jsonRequest, login, outbox, signedInUser, tokenFromOutbox, uniqueEmail } from "./users-helpers";

const putDetails = (token: string | null, body: unknown) =>
  jsonRequest("PUT", "/api/users/user-details", body, token ? bearer(token) : {});

type UserBody = { user: Record<string, unknown> };

describe("PUT /api/users/user-details", () => {
  it("is for signed-in users only", async () => {
    expect((await putDetails(null, { name: "X" })).status).toBe(401);
  });

  it("updates name, date of birth and gender", async () => {
    const { accessToken } = await signedInUser();
    const response = await putDetails(accessToken, { name: " Max ", dateOfBirth: "2015-06-30", gender: "boy" });
    expect(response.status).toBe(200);
    expect(((await response.json()) as UserBody).user).toMatchObject({ name: "Max", dateOfBirth: "2015-06-30", gender: "boy" });
    const cleared = await putDetails(accessToken, { name: "Max", dateOfBirth: "" });
    expect(((await cleared.json()) as UserBody).user).toMatchObject({ dateOfBirth: null, gender: "boy" });
  });

  it.each([
    [{ name: "" }, "Missing required fields"],
    [{ dateOfBirth: "2015-01-01" }, "Missing required fields"],
    [{ name: "Max", dateOfBirth: "2015-02-30" }, "Data provided is invalid"],
    [{ name: "Max", gender: "robot" }, "Data provided is invalid"],
    [{ preferredLanguage: "es-ES" }, "Invalid language code"],
  ])("refuses %o with 400 %s", async (body, message) => {
    const { accessToken } = await signedInUser();
    const response = await putDetails(accessToken, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
  });

  it("updates the preferred language alone", async () => {
    const { accessToken } = await signedInUser({ name: "Keep" });
    const response = await putDetails(accessToken, { preferredLanguage: "fr-FR" });
    expect(((await response.json()) as UserBody).user).toMatchObject({ preferredLanguage: "fr-FR", name: "Keep" });
  });

  it("starts an e-mail change: the new address gets the link, the old one stays until confirmed", async () => {
    const { accessToken, email, password } = await signedInUser({ preferredLanguage: "fr-FR" });
    const next = uniqueEmail("next");
    const response = await putDetails(accessToken, { email: next.toUpperCase(), currentPassword: PASSWORD });
    expect(response.status).toBe(200);
    expect(((await response.json()) as UserBody).user).toMatchObject({ email, changingEmail: next });
    const [mail] = await outbox(next);
    expect(mail!.subject).toBe("Confirmez votre nouvelle adresse e-mail");
    expect((await outbox(email)).some((m) => m.subject.includes("nouvelle"))).toBe(false);

    const token = await tokenFromOutbox(next, "/confirm-email");
    const confirmed = await postJson("/api/users/confirm-email", { token });
    expect(confirmed.status).toBe(200);
    const me = await call("/api/users/user-details", { headers: bearer(accessToken) });
    expect(((await me.json()) as UserBody).user).toMatchObject({ email: next, changingEmail: null });
    expect((await login(next, password)).status).toBe(200);
    expect((await login(email, password)).status).toBe(401);
    expect((await postJson("/api/users/confirm-email", { token })).status).toBe(400);
  });

  it("cancels a pending change when the current address is sent back", async () => {
    const { accessToken, email } = await signedInUser();
    const next = uniqueEmail("next");
    await putDetails(accessToken, { email: next, currentPassword: PASSWORD });
    const token = await tokenFromOutbox(next, "/confirm-email");
    const response = await putDetails(accessToken, { email, currentPassword: PASSWORD });
    expect(((await response.json()) as UserBody).user).toMatchObject({ email, changingEmail: null });
    expect((await postJson("/api/users/confirm-email", { token })).status).toBe(400);
  });

  it("refuses a malformed address (400 'Invalid email') and another account's (409)", async () => {
    const other = await signedInUser();
    const { accessToken } = await signedInUser();
    const invalid = await putDetails(accessToken, { email: "nope@", currentPassword: PASSWORD });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ message: "Invalid email" });
    const taken = await putDetails(accessToken, { email: other.email, currentPassword: PASSWORD });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ message: "Email already exists" });
    const me = await call("/api/users/user-details", { headers: bearer(accessToken) });
    expect(((await me.json()) as UserBody).user.changingEmail).toBeNull();
  });

  it("refuses to confirm a change once another account took the address", async () => {
    const { accessToken } = await signedInUser();
    const next = uniqueEmail("next");
    await putDetails(accessToken, { email: next, currentPassword: PASSWORD });
    const token = await tokenFromOutbox(next, "/confirm-email");
    await signedInUser({ email: next });
    const response = await postJson("/api/users/confirm-email", { token });
    expect(response.status).toBe(409);
  });
});

describe("PUT /api/users/language", () => {
  it("sets the preferred language of a signed-in user", async () => {
    const { accessToken } = await signedInUser();
    const response = await jsonRequest("PUT", "/api/users/language", { language: "fr-FR" }, bearer(accessToken));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const me = await call("/api/users/user-details", { headers: bearer(accessToken) });
    expect(((await me.json()) as UserBody).user.preferredLanguage).toBe("fr-FR");
  });

  it("refuses an unknown language and visitors", async () => {
    const { accessToken } = await signedInUser();
    const invalid = await jsonRequest("PUT", "/api/users/language", { language: "xx" }, bearer(accessToken));
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { message: string }).message).toBe("Invalid language code");
    expect((await jsonRequest("PUT", "/api/users/language", { language: "fr-FR" })).status).toBe(401);
  });
});

describe("/api/users/profiles", () => {
  type Profile = { _id: string; name: string; dateOfBirth: string | null; gender: string };
  const create = (token: string, body: unknown) => jsonRequest("POST", "/api/users/profiles", body, bearer(token));
  const list = async (token: string) =>
    ((await (await call("/api/users/profiles", { headers: bearer(token) })).json()) as { profiles: Profile[] }).profiles;

  it("creates, lists, updates and deletes the owner's profiles", async () => {
    const { accessToken } = await signedInUser();
    const created = await create(accessToken, { name: "Lina", dateOfBirth: "2019-03-04", gender: "girl" });
    expect(created.status).toBe(201);
    const { profile } = (await created.json()) as { profile: Profile };
    expect(profile).toMatchObject({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: "Lina", gender: "girl" });
    await create(accessToken, { name: "Tom" });
    expect((await list(accessToken)).map((p) => [p.name, p.gender])).toEqual([
      ["Lina", "girl"],
      ["Tom", "not communicated"],
    ]);

    const updated = await jsonRequest("PUT", `/api/users/profiles/${profile._id}`, { name: "Lina B." }, bearer(accessToken));
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as { profile: Profile }).profile).toMatchObject({
      name: "Lina B.",
      dateOfBirth: "2019-03-04",
      gender: "girl",
    });

    const deleted = await call(`/api/users/profiles/${profile._id}`, { method: "DELETE", headers: bearer(accessToken) });
    expect(deleted.status).toBe(200);
    expect((await list(accessToken)).map((p) => p.name)).toEqual(["Tom"]);
  });

  it("hides another user's profile behind 404 and leaves it untouched", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const { profile } = (await (await create(owner.accessToken, { name: "Lina" })).json()) as { profile: Profile };
    const path = `/api/users/profiles/${profile._id}`;
    expect((await jsonRequest("PUT", path, { name: "Hacked" }, bearer(other.accessToken))).status).toBe(404);
    expect((await call(path, { method: "DELETE", headers: bearer(other.accessToken) })).status).toBe(404);
    expect(await list(other.accessToken)).toEqual([]);
    expect((await list(owner.accessToken)).map((p) => p.name)).toEqual(["Lina"]);
    expect((await call("/api/users/profiles/not-an-id", { method: "DELETE", headers: bearer(owner.accessToken) })).status).toBe(404);
  });

  it("is closed to visitors", async () => {
    expect((await call("/api/users/profiles")).status).toBe(401);
    expect((await jsonRequest("POST", "/api/users/profiles", { name: "X" })).status).toBe(401);
    expect((await jsonRequest("PUT", "/api/users/profiles/aaaaaaaaaaaaaaaaaaaaaaaa", { name: "X" })).status).toBe(401);
    expect((await call("/api/users/profiles/aaaaaaaaaaaaaaaaaaaaaaaa", { method: "DELETE" })).status).toBe(401);
  });

  it("allows at most 6 profiles per account", async () => {
    const { accessToken } = await signedInUser();
    for (let i = 1; i <= 6; i++) expect((await create(accessToken, { name: `Child ${i}` })).status).toBe(201);
    const seventh = await create(accessToken, { name: "Child 7" });
    expect(seventh.status).toBe(400);
    expect(await seventh.json()).toEqual({ message: "You can have at most 6 profiles" });
    const count = await env.DB.prepare("SELECT count(*) AS n FROM profiles").first<{ n: number }>();
    expect(count!.n).toBe(6);
  });

  it("requires a name and a valid gender", async () => {
    const { accessToken } = await signedInUser();
    const missing = await create(accessToken, { name: " " });
    expect(await missing.json()).toEqual({ message: "Missing required fields", missingFields: ["name"] });
    expect((await create(accessToken, { name: "A", gender: "x" })).status).toBe(400);
  });
});
