/**
 * Where to go after sign-in: the page that sent the visitor here, else home. Never /login itself: a
 * sign-out on a protected page can leave its redirect to /login naming /login as where it came from,
 * and signing in would then go nowhere.
 */
export function redirectTarget(state: unknown): string {
  if (state && typeof state === "object" && "from" in state && typeof state.from === "string" && state.from.startsWith("/") && !state.from.startsWith("//")) {
    const path = state.from.split(/[?#]/)[0];
    if (path !== "/login") return state.from;
  }
  return "/";
}
