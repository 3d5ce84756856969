// One flat config for the whole workspace. The layering of docs/architecture.md
// ('The layers') is enforced here: each package lists what it may not import.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const ours = ["@forecourt/ui", "@forecourt/ui/*", "@forecourt/search", "@forecourt/search/*", "@forecourt/db", "@forecourt/db/*", "@forecourt/storefront", "@forecourt/storefront/*"];

/** Paths into another package's source are never allowed: import a package by its name. */
const noDeepRelative = {
  group: ["../../packages/*", "../../../packages/*", "../../../../packages/*", "**/packages/*/src/*"],
  message: "Import a workspace package by its name, never by a path into its source.",
};

/** @param {{ patterns: Array<{group: string[], message: string}>, paths?: Array<{name: string, message: string}> }} rule */
const restrict = (rule) => ({
  "no-restricted-imports": ["error", { patterns: [noDeepRelative, ...rule.patterns], paths: rule.paths ?? [] }],
});

/**
 * Layering rules per package (docs/architecture.md 'The layers').
 * @type {Record<string, ReturnType<typeof restrict>>}
 */
export const layering = {
  domain: restrict({
    patterns: [
      { group: [...ours, "@forecourt/domain", "react", "react-dom", "next", "next/*", "pg", "drizzle-orm", "drizzle-orm/*", "node:*"], message: "domain is pure: it imports nothing of ours and nothing with side effects (zod only)." },
    ],
  }),
  ui: restrict({
    patterns: [
      { group: ["next", "next/*"], message: "ui never imports next/*: the apps hand it Link and Image through FrameworkProvider." },
      { group: ["@forecourt/search", "@forecourt/search/*", "@forecourt/db", "@forecourt/db/*", "@forecourt/storefront", "@forecourt/storefront/*", "pg", "drizzle-orm", "drizzle-orm/*"], message: "ui is presentational: props in, events out. It never reaches search, db or storefront." },
    ],
  }),
  search: restrict({
    patterns: [
      { group: ["@forecourt/db", "@forecourt/db/*", "@forecourt/storefront", "@forecourt/storefront/*", "next", "next/*", "pg", "drizzle-orm", "drizzle-orm/*"], message: "search reads records, never the database; the storefront feeds it." },
    ],
  }),
  db: restrict({
    patterns: [
      { group: ["@forecourt/ui", "@forecourt/ui/*", "@forecourt/search", "@forecourt/search/*", "@forecourt/storefront", "@forecourt/storefront/*", "next", "next/*", "react", "react-dom"], message: "db is the data layer: it knows domain types and SQL, nothing above it." },
    ],
  }),
  storefront: restrict({
    patterns: [
      { group: ["pg", "drizzle-orm", "drizzle-orm/*", "@electric-sql/*"], message: "Only packages/db writes SQL; call a repository." },
    ],
  }),
  // bench/floor: the Lighthouse bench's bare Next.js page, the framework's own cost.
  floor: restrict({
    patterns: [{ group: ["@forecourt/*"], message: "The bench's floor is bare Next.js and React: it imports nothing of Forecourt." }],
  }),
  app: restrict({
    patterns: [
      { group: ["pg", "drizzle-orm", "drizzle-orm/*", "@electric-sql/*", "@forecourt/db", "@forecourt/db/*"], message: "Apps hold only what differs per template: data goes through the storefront." },
    ],
  }),
};

/** process.env is read in one env.ts per package (docs/rules.md 'House style'). */
const envRule = {
  "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read environment variables in env.ts only." }],
};

/**
 * @param {{ layer: keyof typeof layering, tsconfigRootDir: string, react?: boolean }} options
 */
export function forecourt({ layer, tsconfigRootDir, react = false }) {
  return tseslint.config(
    { ignores: ["**/node_modules/**", "**/.next/**", "**/dist/**", "**/coverage/**", "**/storybook-static/**", "next-env.d.ts", "**/*.config.*"] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      files: ["**/*.{ts,tsx,js,mjs}"],
      languageOptions: { parserOptions: { tsconfigRootDir } },
      rules: {
        ...layering[layer],
        ...envRule,
        "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
        "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      },
    },
    { files: ["**/env.ts", "**/*.test.ts", "**/*.test.tsx", "**/scripts/**", "**/bin/**"], rules: { "no-restricted-properties": "off" } },
    ...(react ? [{ plugins: { "react-hooks": reactHooks }, rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" } }] : []),
  );
}
