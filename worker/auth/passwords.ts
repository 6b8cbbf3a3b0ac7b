/**
 * Password hashing: PBKDF2-SHA256 over HMAC(pepper, password), per-user salt.
 * Stored as `pbkdf2-sha256$v1$<iterations>$<saltB64>$<hashB64>` so the cost or
 * the scheme can change later: verifyPassword reports `needsRehash` for any
 * hash not in the current format, and the login handler re-hashes then.
 */
const SCHEME = "pbkdf2-sha256";
const VERSION = "v1";
/** Workers' Web Crypto refuses more than 100 000 PBKDF2 iterations. */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(value: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(value), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Compares without an early exit, so the time does not reveal how many bytes matched. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** The pepper lives outside D1, so a leaked database alone cannot be brute-forced. */
async function pepper(secret: string, password: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(password)));
}

async function derive(secret: string, password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const material = await crypto.subtle.importKey("raw", await pepper(secret, password), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, material, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(env: Pick<Env, "PASSWORD_PEPPER">, password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(env.PASSWORD_PEPPER, password, salt, PBKDF2_ITERATIONS);
  return [SCHEME, VERSION, PBKDF2_ITERATIONS, toBase64(salt), toBase64(hash)].join("$");
}

export interface PasswordCheck {
  ok: boolean;
  /** True when the stored hash is valid but older than the current format: re-hash it now. */
  needsRehash: boolean;
}

export async function verifyPassword(
  env: Pick<Env, "PASSWORD_PEPPER">,
  password: string,
  stored: string,
): Promise<PasswordCheck> {
  const [scheme, version, iterationsText, saltText, hashText] = stored.split("$");
  const iterations = Number(iterationsText);
  const salt = saltText ? fromBase64(saltText) : null;
  const expected = hashText ? fromBase64(hashText) : null;
  if (
    scheme !== SCHEME ||
    version !== VERSION ||
    !Number.isInteger(iterations) ||
    iterations < 1 ||
    iterations > PBKDF2_ITERATIONS ||
    !salt ||
    !expected
  ) {
    // Unusable hashes (such as the demo author's "disabled") still cost one derivation.
    await dummyVerify(env, password);
    return { ok: false, needsRehash: false };
  }
  const actual = await derive(env.PASSWORD_PEPPER, password, salt, iterations);
  const ok = constantTimeEqual(actual, expected);
  return { ok, needsRehash: ok && iterations !== PBKDF2_ITERATIONS };
}

const DUMMY_SALT = new Uint8Array(SALT_BYTES);

/** Spends the same time as a real check, for unknown e-mails, so timing does not reveal accounts. */
export async function dummyVerify(env: Pick<Env, "PASSWORD_PEPPER">, password: string): Promise<void> {
  await derive(env.PASSWORD_PEPPER, password, DUMMY_SALT, PBKDF2_ITERATIONS);
}
