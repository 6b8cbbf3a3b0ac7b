/** The access token lives in local storage (docs/product.md §4/§7); listeners hear when it goes. */
const TOKEN_KEY = "fabulo.token";
const listeners = new Set<() => void>();

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function removeToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } finally {
    for (const listener of listeners) listener();
  }
}

export function onTokenRemoved(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A JWT's claims, read without verifying them (the server verifies); null when unreadable. */
function claimsOf(token: string): { exp?: unknown; sub?: unknown } | null {
  try {
    const payload = token.split(".")[1];
    if (!payload) return null;
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    return claims && typeof claims === "object" ? claims : null;
  } catch {
    return null;
  }
}

/** A JWT's expiry in milliseconds; null when unreadable. */
export function tokenExpiry(token: string): number | null {
  const exp = claimsOf(token)?.exp;
  return typeof exp === "number" ? exp * 1000 : null;
}

/** The account a JWT names (its subject), unverified: who signed in on this device; null when unreadable. */
export function tokenSubject(token: string): string | null {
  const sub = claimsOf(token)?.sub;
  return typeof sub === "string" ? sub : null;
}
