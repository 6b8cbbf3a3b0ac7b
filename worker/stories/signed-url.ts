/**
 * Short-lived signed URLs for media whose access is limited: story PDFs, and the files of a story a
 * visitor may not read or a family recording (media-addresses.ts). An API call checks who may have
 * them and signs the path; the browser then loads it without a bearer token, and the Worker only
 * checks the signature and the expiry.
 *
 * The HMAC-SHA256 key is derived from JWT_SECRET with HKDF under its own label,
 * so a signature can never be confused with (or used to forge) an access token.
 */

/** Long enough to start a download after a click, short enough that a shared link soon dies. */
export const SIGNED_URL_TTL_SECONDS = 10 * 60;

const KEY_LABEL = "fabulo signed media url v1";
const encoder = new TextEncoder();

/** One derived key per secret for the isolate's life: HKDF per request would be wasted work. */
const derivedKeys = new Map<string, Promise<CryptoKey>>();

function signingKey(secret: string): Promise<CryptoKey> {
  let key = derivedKeys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: encoder.encode(KEY_LABEL) },
          material,
          { name: "HMAC", hash: "SHA-256", length: 256 },
          false,
          ["sign", "verify"],
        ),
      );
    // A failed derivation is not remembered, so the next request tries again.
    key.catch(() => derivedKeys.delete(secret));
    derivedKeys.set(secret, key);
  }
  return key;
}

/** What is signed: the exact path and the expiry, so neither can be swapped. */
const payload = (path: string, expires: number) => encoder.encode(`${path}\n${expires}`);

function toBase64Url(bytes: ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(text)) return null;
  const padded = text.replaceAll("-", "+").replaceAll("_", "/") + "=".repeat((4 - (text.length % 4)) % 4);
  try {
    return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * `path?expires=<unix seconds>&signature=<base64url HMAC>`, valid for `ttlSeconds`; with `stepSeconds`
 * the expiry is rounded up to a multiple of it, so paths signed within one step get the same address.
 */
export async function signPath(
  env: Pick<Env, "JWT_SECRET">,
  path: string,
  options: { now?: number; ttlSeconds?: number; stepSeconds?: number } = {},
): Promise<string> {
  const now = options.now ?? Date.now();
  const step = options.stepSeconds ?? 1;
  const expires = Math.ceil((Math.floor(now / 1000) + (options.ttlSeconds ?? SIGNED_URL_TTL_SECONDS)) / step) * step;
  const signature = await crypto.subtle.sign("HMAC", await signingKey(env.JWT_SECRET), payload(path, expires));
  const query = new URLSearchParams({ expires: String(expires), signature: toBase64Url(signature) });
  return `${path}?${query}`;
}

/**
 * True when `signature` was made by signPath for this path and `expires` has not
 * passed. WebCrypto's HMAC verify compares in constant time.
 */
export async function verifySignedPath(
  env: Pick<Env, "JWT_SECRET">,
  path: string,
  expires: string | undefined,
  signature: string | undefined,
  now: number = Date.now(),
): Promise<boolean> {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 <= now) return false;
  const bytes = fromBase64Url(signature);
  if (!bytes) return false;
  return crypto.subtle.verify("HMAC", await signingKey(env.JWT_SECRET), bytes, payload(path, expiresAt));
}
