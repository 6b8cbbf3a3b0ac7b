import { user } from "./fixtures";

/** A stored access token of `account` (the client reads its expiry and subject; the server verifies it). */
export function storeToken(account = user._id, expiresInSeconds = 900): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "");
  const token = `${part({ alg: "HS256", typ: "JWT" })}.${part({ sub: account, exp: Math.floor(Date.now() / 1000) + expiresInSeconds })}.signature`;
  localStorage.setItem("fabulo.token", token);
  return token;
}
