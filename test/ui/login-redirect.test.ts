import { describe, expect, it } from "vitest";
import { redirectTarget } from "../../src/features/auth/redirect-target";

describe("where sign-in goes", () => {
  it("back to the page that sent the visitor, with its query and hash", () => {
    expect(redirectTarget({ from: "/profile" })).toBe("/profile");
    expect(redirectTarget({ from: "/story/the-fox?x=1#top" })).toBe("/story/the-fox?x=1#top");
  });

  it("home when nothing (or nothing usable) sent the visitor", () => {
    expect(redirectTarget(null)).toBe("/");
    expect(redirectTarget({ from: "https://evil.example/" })).toBe("/");
    expect(redirectTarget({ from: 42 })).toBe("/");
    expect(redirectTarget({ from: "//evil.example/" })).toBe("/");
  });

  it("never to /login itself, which a sign-out on a protected page can leave as the origin", () => {
    expect(redirectTarget({ from: "/login" })).toBe("/");
    expect(redirectTarget({ from: "/login?next=1" })).toBe("/");
  });
});
