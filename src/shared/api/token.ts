/** The access token lives in local storage (SPEC §4/§7); listeners hear when it goes. */
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

/** Reads a JWT's expiry without verifying it (the server verifies); null when unreadable. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split(".")[1];
    if (!payload) return null;
    const json = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { exp?: unknown };
    return typeof json.exp === "number" ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}
