import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * Issue 43 part 3: the development parts (dev/) sit behind one boundary the production code cannot
 * cross: eslint.config.js refuses every way in but the `@fabulo/dev-parts` alias, which `npm run deploy`
 * points at worker/dev-parts-absent.ts (the deploy check's side is in deploy-check.test.ts).
 */
const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

/** The rules a module written at `file` breaks (the file need not exist: only its place counts). */
async function brokenRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe("the development parts' boundary (eslint.config.js)", () => {
  it("refuses a path from worker/ into dev/, which would bypass production's stand-in", { timeout: 120_000 }, async () => {
    const code = 'import { SandboxBilling } from "../../dev/sandbox-billing/sandbox-provider";\nexport const sandbox = SandboxBilling;\n';
    expect(await brokenRules("worker/billing/probe.ts", code)).toEqual(expect.arrayContaining(["import-x/no-restricted-paths", "no-restricted-syntax"]));
    // Even the index, by a path rather than the alias.
    const byPath = 'export { createSandboxBilling } from "../../dev/index";\n';
    expect(await brokenRules("worker/billing/probe.ts", byPath)).toEqual(["no-restricted-syntax"]);
  });

  it("lets worker/ reach dev/ through the alias only, and the SPA and /shared not at all", { timeout: 120_000 }, async () => {
    const alias = 'import { createSandboxBilling } from "@fabulo/dev-parts";\nexport const sandbox = createSandboxBilling;\n';
    expect(await brokenRules("worker/billing/probe.ts", alias)).toEqual([]);
    expect(await brokenRules("shared/probe.ts", alias)).toEqual(["no-restricted-syntax"]);
    expect(await brokenRules("src/features/subscription/probe.ts", alias)).toEqual(["no-restricted-syntax"]);
    const spa = 'export { narrate } from "../../../dev/offline-engine/narrator";\n';
    expect(await brokenRules("src/features/player/probe.ts", spa)).toEqual(expect.arrayContaining(["import-x/no-restricted-paths", "no-restricted-syntax"]));
  });
});
