import path from "node:path";
import { describe, expect, it } from "vitest";
import { folderImports, mutualPairs, readSources, valueSpecifiers } from "../../scripts/folder-imports";

/** Issue 43 part 4: the lint run refuses two folders of worker/ that import each other's values. */
const pairsOf = (files: Record<string, string>) =>
  mutualPairs(folderImports(new Map(Object.entries(files)))).map(([there, back]) => [`${there.from}→${there.to}`, `${back.from}→${back.to}`]);

describe("the folder import check", () => {
  it("catches a made-up pair that imports values both ways, naming one import of each direction", () => {
    const files = {
      "orders/checkout.ts": 'import { priceOf } from "../catalogue/prices";\nexport const total = priceOf("tea");',
      "catalogue/prices.ts": 'import { ORDER_LIMIT } from "../orders/limits";\nexport const priceOf = (_: string) => ORDER_LIMIT;',
      "orders/limits.ts": "export const ORDER_LIMIT = 3;",
    };
    expect(pairsOf(files)).toEqual([["catalogue→orders", "orders→catalogue"]]);
    const [there, back] = mutualPairs(folderImports(new Map(Object.entries(files))))[0]!;
    expect([there.file, there.specifier, back.file, back.specifier]).toEqual(["catalogue/prices.ts", "../orders/limits", "orders/checkout.ts", "../catalogue/prices"]);
  });

  it("counts re-exports and dynamic imports as values, from folders nested at any depth", () => {
    expect(
      pairsOf({
        "a/deep/er/one.ts": 'export { two } from "../../../b/two";',
        "b/two.ts": 'export const two = async () => (await import("../a/deep/er/one")).two;',
      }),
    ).toEqual([["a→b", "b→a"]]);
  });

  it("lets type-only imports go both ways, and one-way value imports pass", () => {
    expect(
      pairsOf({
        "users/user.ts": 'import type { Plan } from "../billing/plans";\nimport { type Card, type Price } from "../billing/cards";\nexport type { Plan };',
        "billing/plans.ts": 'import { toJson } from "../users/json";\nexport type { Row } from "../users/user";',
        "root.ts": 'import { a } from "./users/a";\nimport { b } from "./billing/b";',
      }),
    ).toEqual([]);
    // `import { type A, b }` still brings a value.
    expect(valueSpecifiers("x.ts", 'import { type A, b } from "./mixed";\nimport type { C } from "./types";\nimport "./side-effect";')).toEqual([
      "./mixed",
      "./side-effect",
    ]);
  });

  it("finds no pair in the Worker itself", () => {
    const imports = folderImports(readSources(path.join(import.meta.dirname, "../../worker")));
    // The check sees the Worker's real graph (routes import the domains), yet no folder pair goes both ways.
    expect(imports.some((entry) => entry.from === "routes" && entry.to === "stories")).toBe(true);
    expect(mutualPairs(imports)).toEqual([]);
  });
});
