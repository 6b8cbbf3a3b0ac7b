/**
 * The Worker's folders are layered (issue 43): between two folders of worker/, values are imported one
 * way only. A pair that imports each other's values is tangled: what both need belongs one layer down.
 * Type-only imports (`import type`, `import { type X }`) are erased at build and do not count.
 * `npm run lint` runs this after ESLint; it prints each mutual pair with one import of each direction.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** One value import from a file of one folder to a file of another. */
export type FolderImport = { from: string; to: string; file: string; specifier: string };

/** The relative specifiers a module imports values from (static imports, re-exports, dynamic imports). */
export function valueSpecifiers(fileName: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const typeOnly =
        node.isTypeOnly ||
        (clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) found.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found.filter((specifier) => specifier.startsWith("."));
}

/** The folder of worker/ a path (relative to worker/) sits in; files at worker/'s root have none. */
function folderOf(relative: string): string | undefined {
  const parts = relative.split(/[\\/]/);
  return parts.length > 1 && parts[0] !== ".." ? parts[0] : undefined;
}

/** Every value import between two different folders, from sources keyed by their path relative to worker/. */
export function folderImports(sources: Map<string, string>): FolderImport[] {
  const imports: FolderImport[] = [];
  for (const [file, source] of sources) {
    const from = folderOf(file);
    if (!from) continue;
    for (const specifier of valueSpecifiers(file, source)) {
      const to = folderOf(path.posix.join(path.posix.dirname(file.split(path.sep).join("/")), specifier));
      if (to && to !== from) imports.push({ from, to, file, specifier });
    }
  }
  return imports;
}

/** The pairs of folders that import each other's values, each with one import of each direction. */
export function mutualPairs(imports: FolderImport[]): [FolderImport, FolderImport][] {
  const first = new Map<string, FolderImport>();
  for (const entry of imports) {
    const key = `${entry.from}→${entry.to}`;
    if (!first.has(key)) first.set(key, entry);
  }
  const pairs: [FolderImport, FolderImport][] = [];
  for (const there of first.values()) {
    const back = first.get(`${there.to}→${there.from}`);
    if (back && there.from < there.to) pairs.push([there, back]);
  }
  return pairs;
}

/** The Worker's TypeScript sources, keyed by their path relative to `root`. */
export function readSources(root: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith(".d.ts")) continue;
    const full = path.join(entry.parentPath, entry.name);
    sources.set(path.relative(root, full), readFileSync(full, "utf8"));
  }
  return sources;
}

if (import.meta.filename === process.argv[1]) {
  const pairs = mutualPairs(folderImports(readSources(path.join(import.meta.dirname, "../worker"))));
  for (const [there, back] of pairs) {
    console.error(
      `worker/${there.from} ↔ worker/${there.to}: worker/${there.file} imports ${there.specifier}; worker/${back.file} imports ${back.specifier}`,
    );
  }
  if (pairs.length > 0) {
    console.error(`${pairs.length} pair(s) of worker/ folders import each other's values: move what both need one layer down.`);
    process.exit(1);
  }
}
