// `pnpm create-template <name> [--label "Brand"] [--port N]` (issue 15): a new brand
// template. Writes apps/<name> with what the generic app has that is not generated
// (package.json, template.ts, a starting theme.css, next.config.ts, tsconfig.json,
// eslint.config.js, postcss.config.mjs), adds the template to the template registry
// (packages/domain/src/template-registry.ts) with empty defaults, then writes the
// app's route files. A site whose config says `template: "<name>"` is then rendered
// by the new app. Nothing is installed: the next steps are printed at the end.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { templateRegistry } from "@forecourt/domain";
import { benchFloorPort, stackPortOffsets } from "./stack-ports";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const appsDir = path.join(root, "apps");
const sourceApp = path.join(appsDir, "generic");
const registryFile = path.join(root, "packages/domain/src/template-registry.ts");
/** The line in the registry file that new entries go above. */
const registryMarker = "  // create-template: new entries go above this line.";
/** Copied from apps/generic as they are: nothing in them names the template. */
const copiedFiles = ["next.config.ts", "tsconfig.json", "eslint.config.js", "postcss.config.mjs"];
/** The demo, end-to-end and benchmark stacks run each app on its demo port plus these. */
const portOffsets: number[] = Object.values(stackPortOffsets);
/** The database owners' ports of the demo, the end-to-end tests and the benchmarks, and the Lighthouse bench's floor app. */
const reservedPorts = new Set([54320, 54330, 54340, benchFloorPort]);

const usage = 'usage: pnpm create-template <name> [--label "Brand"] [--port N]\n  <name>  a lowercase slug, e.g. acme-motors: the app folder apps/<name> and what a site config\'s `template` says';

function fail(message: string): never {
  console.error(`create-template: ${message}\n${usage}`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { label: { type: "string" }, port: { type: "string" }, help: { type: "boolean", short: "h", default: false } },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (positionals.length !== 1) fail("give one template name");
const name = positionals[0]!;
if (!/^[a-z](?:[a-z0-9-]{0,38}[a-z0-9])?$/.test(name) || name.includes("--")) {
  fail(`"${name}" is not a lowercase slug (letters, digits and single hyphens, starting with a letter, at most 40 characters)`);
}
if (templateRegistry.some((template) => template.id === name)) fail(`the template registry already has "${name}"`);
if (fs.existsSync(path.join(appsDir, name))) fail(`apps/${name} already exists`);

const label = values.label?.trim() || name.split("-").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
const taken = new Set(templateRegistry.flatMap((template) => portOffsets.map((offset) => template.port + offset)));
const port = values.port === undefined ? nextFreePort() : Number(values.port);
if (!Number.isInteger(port) || port < 1024 || port + Math.max(...portOffsets) > 65535) fail(`--port must be a whole number from 1024 to ${65535 - Math.max(...portOffsets)}`);
const clash = portOffsets.map((offset) => port + offset).find((candidate) => taken.has(candidate) || reservedPorts.has(candidate));
if (clash !== undefined) fail(`port ${port} is taken: the app would answer on ${clash} in one of the stacks, which another template, a database or the bench floor uses`);

/** The next port after the registry's highest whose stack ports are all free. */
function nextFreePort(): number {
  let candidate = Math.max(...templateRegistry.map((template) => template.port)) + 1;
  while (portOffsets.some((offset) => taken.has(candidate + offset) || reservedPorts.has(candidate + offset))) candidate++;
  return candidate;
}

const appDir = path.join(appsDir, name);
const registryBefore = fs.readFileSync(registryFile, "utf8");
if (!registryBefore.includes(`${registryMarker}\n`)) fail(`the marker line "${registryMarker.trim()}" is missing from ${path.relative(root, registryFile)}`);
const written: string[] = [];

function write(relative: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(appDir, relative)), { recursive: true });
  fs.writeFileSync(path.join(appDir, relative), content);
  written.push(`apps/${name}/${relative}`);
}

/** The generic app's package.json under the new name (its scripts take the port from the registry). */
function packageJson(): string {
  const generic = JSON.parse(fs.readFileSync(path.join(sourceApp, "package.json"), "utf8")) as { name: string };
  return `${JSON.stringify({ ...generic, name: `@forecourt/app-${name}` }, null, 2)}\n`;
}

const templateTs = `// This app renders the sites whose config says template: "${name}"; its label, scope class
// and defaults are that entry of the template registry (packages/domain/src/template-registry.ts).
import { templateDefinition } from "@forecourt/storefront/tenant/template";

export const template = templateDefinition("${name}");
`;

const themeCss = `/*
 * ${label} template: tokens under its scope class, over the generic look of
 * tooling/tailwind/theme.css (every token and its default is listed there). The values
 * below are those defaults: edit them to the brand's. Text pairs must keep a contrast
 * of at least 4.5:1 (WCAG 2.2 AA), focus rings and the active-link bar at least 3:1.
 * Shared components are restyled by their data-slot / data-variant / data-state
 * attributes (see apps/toyota/theme.css); no component is forked per template. These
 * rules are unlayered on purpose: they beat the components' utility classes. A
 * dealer's own colours (its site config's branding) are set over these at runtime.
 */
.template-${name} {
  --color-foreground: #0f172a;
  --color-link: #1d4ed8;
  --color-ring: #1d4ed8;

  --color-primary: #1d4ed8;
  --color-primary-foreground: #ffffff;
  --color-secondary: #e2e8f0;
  --color-secondary-foreground: #0f172a;
  --color-accent: #b45309;
  --color-accent-foreground: #ffffff;

  --color-header-background: #ffffff;
  --color-header-foreground: #0f172a;
  --color-header-accent: #1d4ed8;
  --color-header-ring: #1d4ed8;

  --color-footer-background: #0f172a;
  --color-footer-foreground: #f8fafc;
  --color-footer-muted: #cbd5e1;
  --color-footer-ring: #93c5fd;

  --radius-md: 0.5rem;
}

/* A slot rule, for example:
.template-${name} [data-slot="site-header"] {
  border-bottom: 3px solid var(--color-primary);
}
*/
`;

const registryEntry = `  // The ${label} template.
  entry({
    id: ${JSON.stringify(name)},
    label: ${JSON.stringify(label)},
    themeClass: ${JSON.stringify(`template-${name}`)},
    port: ${port},
    defaults: {
      // What this template's sites start from, under each site's own config: any part of a
      // site config (site-config.ts), e.g. features: { menuOpensOn: "hover" }, search: { ctaPosition: 9 }.
    },
  }),
`;

try {
  write("package.json", packageJson());
  write("template.ts", templateTs);
  write("theme.css", themeCss);
  for (const file of copiedFiles) write(file, fs.readFileSync(path.join(sourceApp, file), "utf8"));
  fs.writeFileSync(registryFile, registryBefore.replace(`${registryMarker}\n`, `${registryEntry}${registryMarker}\n`));

  // The route files under app/ and proxy.ts come from the storefront's route manifest.
  execFileSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/routes.ts", "write", "--app", name], { cwd: root, stdio: "inherit" });
  written.push(`apps/${name}/app/** and apps/${name}/proxy.ts (generated by scripts/routes.ts)`);
} catch (error) {
  fs.rmSync(appDir, { recursive: true, force: true });
  fs.writeFileSync(registryFile, registryBefore);
  console.error(`create-template: stopped, nothing kept: ${(error as Error).message}`);
  process.exit(1);
}

console.log(`Created the ${label} template "${name}":`);
for (const file of written) console.log(`  ${file}`);
console.log(`  ${path.relative(root, registryFile)}: the "${name}" entry (port ${port}, empty defaults)`);
console.log(`
Next steps:
  1. npx -y pnpm@10.34.9 install      links apps/${name}'s dependencies (and adds it to pnpm-lock.yaml)
  2. Put the template's defaults in its registry entry (packages/domain/src/template-registry.ts)
     and its look in apps/${name}/theme.css.
  3. Point a site at it: its config says template: "${name}" (a demo site: its entry in
     packages/db/src/seed/sites.ts, then remove .data/pglite so the demo seeds again).
  4. npm run demo                      the ${label} app answers on port ${port}: http://{site}.localhost:${port}/`);
