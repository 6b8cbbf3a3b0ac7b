// @ts-check
/**
 * ESLint: the language rules (typescript-eslint, React hooks, accessibility) and the layout's
 * boundaries, so they hold by rule rather than by review (issue 18). `npm run lint` runs it with
 * no warning allowed; `npm test` runs it after the type check.
 *
 * The boundaries (import-x/no-restricted-paths, paths resolved by the TypeScript resolver):
 *
 * - The SPA is layered: src/app → src/screens → src/features → src/shared (with src/i18n beside it).
 *   A layer imports only the layers below it. Routing is wouter's own API, imported where it is
 *   used (no layer of ours over it, and no second router library).
 * - /shared (code both sides use) imports nothing from src/ or worker/; src/shared imports no feature.
 * - A feature imports another feature only through the modules that feature lists as public in
 *   FEATURE_PUBLIC_MODULES below. Everything else in a feature folder is its own business; to use
 *   it from another feature, add it to the list (a reviewed, one-line change) or move it down to
 *   src/shared when it is not the feature's at all.
 * - The SPA imports nothing from worker/ but types (`import type`), erased at build.
 * - The development parts (dev/: the offline engine, sandbox billing) are not production's: worker/
 *   reaches them only through dev/index.ts by the `@fabulo/dev-parts` alias (which `npm run deploy`
 *   points at worker/dev-parts-absent.ts), never by a path; src/ and /shared not at all.
 * - worker/routes/ imports no drizzle-orm, nothing from worker/db/ but types, and no other route.
 * - No import cycles (import-x/no-cycle), anywhere.
 */
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * What each feature offers the others (file names inside src/features/<feature>/). A feature not
 * listed offers nothing: it is used by screens only.
 */
const FEATURE_PUBLIC_MODULES = {
  session: ["session.ts", "session-api.ts"],
  auth: ["use-auth.ts", "error-text.ts"],
  stories: ["FeedbackForm.tsx", "ReportButton.tsx", "StoryCounts.tsx", "time-ago.ts", "pdf-download.ts"],
  "my-stories": ["created-story.ts", "my-stories-queries.ts"],
  offline: ["SaveForOffline.tsx", "saved-stories.ts"],
  profile: ["profile-api.ts", "profile-queries.ts"],
  reports: ["ReportDialog.tsx", "reason-labels.ts"],
  recordings: ["FamilyVoices.tsx"],
  player: ["player-icons.tsx"],
  subscription: ["SubscriptionModal.tsx", "SubscriptionNotices.tsx", "subscription-text.ts"],
};

/** Every folder in src/features is a feature, so a new one is bounded from its first file. */
const FEATURES = readdirSync("src/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The SPA routes with wouter alone. */
const REACT_ROUTER = {
  group: ["react-router", "react-router-dom", "react-router/*"],
  message: "Route with wouter's API (Route, Link, useLocation…), imported from wouter where it is used.",
};
/** The SPA's one use of worker/: the API's type for the typed client, erased at build. */
const SPA_TO_WORKER = {
  group: ["**/worker", "**/worker/**"],
  allowTypeImports: true,
  message: "The SPA imports only types from worker/ (`import type`).",
};

/** The modules that call the API: each feature's *-api.ts, the client itself, the session, first data. */
const API_MODULES = ["src/features/*/*-api.ts", "src/shared/api/**", "src/features/session/session.ts", "src/app/first-data.ts"];
const API_CALLS = {
  group: ["**/shared/api/client"],
  importNames: ["api", "client", "json", "withSignal"],
  message: "Call the API from the feature's *-api.ts file; components and query hooks use its functions.",
};

const layerZones = [
  {
    target: ["./src/screens", "./src/features", "./src/shared", "./src/i18n"],
    from: "./src/app",
    message: "Only src/app imports the app shell; routing comes from wouter itself.",
  },
  {
    target: ["./src/features", "./src/shared", "./src/i18n"],
    from: "./src/screens",
    message: "Screens sit above features: a feature or src/shared never imports a screen.",
  },
  {
    target: ["./src/shared", "./src/i18n"],
    from: "./src/features",
    message: "src/shared and src/i18n sit below the features and import none of them.",
  },
  {
    target: "./shared",
    from: ["./src", "./worker"],
    message: "/shared is used by both sides and imports from neither.",
  },
  {
    target: "./worker",
    from: "./src",
    message: "The Worker imports nothing from the SPA; what both need lives in /shared.",
  },
];

/** One zone per feature: the other features may import only its public modules. */
const featureZones = FEATURES.map((feature) => ({
  target: `./src/features/!(${feature})/**`,
  from: `./src/features/${feature}`,
  except: (FEATURE_PUBLIC_MODULES[/** @type {keyof typeof FEATURE_PUBLIC_MODULES} */ (feature)] ?? []).map((file) => `./${file}`),
  message: `Import another feature only through its public modules (FEATURE_PUBLIC_MODULES in eslint.config.js).`,
}));

/** Production code and the development parts (dev/): the alias is the one way across. */
const devPartsZones = [
  {
    target: "./worker",
    from: "./dev",
    except: ["./index.ts"],
    message: "worker/ reaches dev/ only through its index, by the @fabulo/dev-parts alias that production builds replace.",
  },
  { target: ["./src", "./shared"], from: "./dev", message: "The SPA and /shared use nothing from dev/ (development parts)." },
  {
    target: "./dev/offline-engine",
    from: "./worker",
    // The engine's own Worker (engine-worker.ts) also encodes the pictures' WebP copies.
    except: ["./generation/providers/provider.ts", "./stories/picture-variants.ts"],
    message: "The offline engine uses the Worker only through worker/generation/providers/provider.ts, the picture encoder and /shared.",
  },
];
/** Every import or re-export whose source matches `test` (an esquery attribute test). */
const importsFrom = (test) =>
  ["ImportDeclaration", "ExportNamedDeclaration", "ExportAllDeclaration", "ImportExpression"].map((node) => `${node}[source.value${test}]`).join(", ");
/** A path into dev/ (`../../dev/…`) would bypass the alias, and so production's stand-in: only the alias reaches it. */
const DEV_PARTS_BY_PATH = {
  selector: importsFrom("=/^(\\.\\.?\\x2F)+dev(\\x2F|$)/"),
  message: "Import the development parts through the @fabulo/dev-parts alias (dev/index.ts), never by a path.",
};
/** The alias is the Worker's: Vite would resolve it in the SPA's bundle too (tsconfig.json does not, so the zones cannot see it). */
const DEV_PARTS_ALIAS = {
  selector: importsFrom('="@fabulo/dev-parts"'),
  message: "The SPA and /shared use nothing from dev/ (development parts).",
};

/** What ships (the Worker, the SPA, /shared, the safety engine) reads no test folder (issue 43). */
const PRODUCTION = ["./worker", "./src", "./shared", "./safety/engine"];
const safetyZones = [
  { target: PRODUCTION, from: "./test", message: "Production code imports nothing from test/: data it needs at runtime lives beside its code." },
  {
    target: PRODUCTION,
    from: ["./safety/corpora", "./safety/scripts"],
    message: "The Worker bundles only safety/engine/: the corpora and scripts are for training and measuring.",
  },
  { target: "./safety/engine", from: ["./worker", "./src"], message: "The safety engine stands alone: it imports only /shared and its packages." },
];

export default defineConfig([
  globalIgnores([
    "dist/",
    "node_modules/",
    ".wrangler/",
    "test-results/",
    "playwright-report/",
    "locales/",
    // Generated: wrangler types, and the emscripten build of espeak-ng (postinstall).
    "worker/env.d.ts",
    "dev/offline-engine/espeak/generated/",
    // The Worker's declarations for the SPA's typed client (npm run api-types).
    ".types/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // An empty interface that extends one type is how ambient declarations merge (worker/bindings.d.ts).
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      // `_`-prefixed names are deliberately unused (a parameter a signature needs, a skipped element).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Node scripts and tool configs.
    files: ["scripts/**", "safety/scripts/**", "*.config.{js,ts}"],
    languageOptions: { globals: globals.node },
  },
  {
    // The SPA and its component tests: browser globals, the rules of hooks (with the React
    // Compiler's checks: effects, refs, purity) and accessibility.
    files: ["src/**/*.{ts,tsx}", "test/ui/**/*.{ts,tsx}"],
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: globals.browser },
    plugins: { ...reactHooks.configs.flat.recommended.plugins, ...jsxA11y.flatConfigs.recommended.plugins },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A missing dependency is a stale value, a bug: an error, not the preset's warning.
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["worker/**/*.ts", "dev/**/*.ts", "safety/engine/**/*.ts", "safety/corpora/**/*.ts", "test/worker/**/*.ts", "test/node/**/*.ts"],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // Boundaries.
    files: ["src/**/*.{ts,tsx}", "shared/**/*.ts", "worker/**/*.ts", "dev/**/*.ts", "safety/engine/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      // Without these, import-x skips TypeScript files when it follows imports (no-cycle saw nothing).
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: ["./tsconfig.json", "./tsconfig.worker.json"], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      // External modules cannot lead back into ours: not following them halves the rule's time.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: [...layerZones, ...featureZones, ...devPartsZones, ...safetyZones] }],
    },
  },
  {
    files: ["worker/**/*.ts"],
    rules: { "no-restricted-syntax": ["error", DEV_PARTS_BY_PATH] },
  },
  {
    files: ["src/**/*.{ts,tsx}", "shared/**/*.ts"],
    rules: { "no-restricted-syntax": ["error", DEV_PARTS_BY_PATH, DEV_PARTS_ALIAS] },
  },
  {
    // A route parses, authorises, calls one domain function and answers (issue 30): queries and
    // multi-step flows live in the domain folders, and what two routes share lives there or in http/.
    files: ["worker/routes/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["drizzle-orm", "drizzle-orm/*"], message: "Queries live in the domain folders, not in routes." },
            { group: ["../db/*"], allowTypeImports: true, message: "Routes reach the database through domain functions." },
            { group: ["./*"], message: "A route imports no other route: move what they share to its domain or worker/http/." },
          ],
        },
      ],
    },
  },
  {
    // Components and hooks reach the API through their feature's *-api.ts (issue 18): one place per
    // resource, and the query hooks (*-queries.ts) call those functions, never the client itself.
    files: ["src/**/*.{ts,tsx}"],
    ignores: API_MODULES,
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [REACT_ROUTER, SPA_TO_WORKER, API_CALLS] }],
    },
  },
  {
    // Lean components: a component past ~150 lines is split into hooks and parts (issue 30).
    files: ["src/**/*.tsx"],
    rules: { "max-lines-per-function": ["error", { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: [...API_MODULES, "test/ui/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [REACT_ROUTER, SPA_TO_WORKER] }] },
  },

  // ---------------------------------------------------------------------------------------------
  // Temporary exemptions, each to be removed by the change named in it.

]);
