// `pnpm create-template` (issue 15), for real: scaffolds a template inside apps/,
// links its dependencies without touching the lockfile, type-checks the new app and
// removes it again (app folder gone, registry and lockfile byte-identical) whether
// or not a step failed. Runs after the unit tests (vitest.scaffold.config.ts), so no
// other test of this package reads apps/ or the registry while the template exists.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { templateRegistry } from "@forecourt/domain";

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const registryFile = path.join(root, "packages/domain/src/template-registry.ts");
const lockfile = path.join(root, "pnpm-lock.yaml");
const name = `acme-test-${randomBytes(3).toString("hex")}`;
const appDir = path.join(root, "apps", name);
const registryBefore = fs.readFileSync(registryFile);
const lockfileBefore = fs.readFileSync(lockfile);

/** Puts everything back: the app folder gone, the registry as it was. Safe to call twice. */
function cleanUp(): void {
  fs.rmSync(appDir, { recursive: true, force: true });
  if (!fs.readFileSync(registryFile).equals(registryBefore)) fs.writeFileSync(registryFile, registryBefore);
}

afterAll(cleanUp);

async function createTemplate(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(path.join(root, "node_modules/.bin/tsx"), ["scripts/create-template.ts", ...args], { cwd: root, timeout: 60_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

/** Lines that are neither blank nor only a comment. */
function codeLines(source: string): number {
  return source.split("\n").filter((line) => {
    const text = line.trim();
    return text !== "" && !text.startsWith("//") && !text.startsWith("/*") && !text.startsWith("*");
  }).length;
}

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full)];
  });
}

describe("pnpm create-template", () => {
  it("scaffolds a template app that type-checks, writing at most 50 lines of code besides theme, package.json and routes, then leaves no trace", async () => {
    const port = Math.max(...templateRegistry.map((template) => template.port)) + 1;
    try {
      const created = await createTemplate(name, "--label", "Acme Test");
      expect(created.code, created.output).toBe(0);
      expect(created.output).toContain(`apps/${name}/template.ts`);
      expect(created.output).toContain("npx -y pnpm@10.34.9 install");
      expect(created.output).toContain("npm run demo");

      // The app: named, bound to its own registry entry (on the next free port) and scope class.
      const packageJson = JSON.parse(fs.readFileSync(path.join(appDir, "package.json"), "utf8")) as { name: string; scripts: Record<string, string> };
      expect(packageJson.name).toBe(`@forecourt/app-${name}`);
      expect(packageJson.scripts).toMatchObject({ dev: "forecourt-serve --dev", start: "forecourt-serve" });
      expect(fs.readFileSync(registryFile, "utf8")).toContain(`port: ${port},`);
      expect(fs.readFileSync(path.join(appDir, "template.ts"), "utf8")).toContain(`templateDefinition("${name}")`);
      expect(fs.readFileSync(path.join(appDir, "theme.css"), "utf8")).toContain(`.template-${name} {`);
      expect(fs.existsSync(path.join(appDir, "app/[site]/layout.tsx"))).toBe(true);
      expect(fs.existsSync(path.join(appDir, "app/globals.css"))).toBe(true);
      expect(fs.existsSync(path.join(appDir, "proxy.ts"))).toBe(true);

      // The registry: one new entry above the marker, the rest unchanged.
      const registry = fs.readFileSync(registryFile, "utf8");
      const added = registry.slice(registryBefore.toString().indexOf("  // create-template: new entries go above this line."));
      expect(registry.startsWith(registryBefore.toString().slice(0, registryBefore.toString().indexOf("  // create-template:")))).toBe(true);
      expect(added).toContain(`id: "${name}"`);
      expect(added).toContain(`themeClass: "template-${name}"`);
      expect(added).toContain(`port: ${port}`);
      const entry = added.slice(0, added.indexOf("  // create-template:"));

      // What it wrote, besides the theme, package.json and the route files (app/**, proxy.ts).
      const handWritten = filesUnder(appDir).filter((file) => !file.startsWith(`app${path.sep}`) && !["theme.css", "package.json", "proxy.ts"].includes(file));
      expect(handWritten.sort()).toEqual(["eslint.config.js", "next.config.ts", "postcss.config.mjs", "template.ts", "tsconfig.json"]);
      const lines = handWritten.reduce((sum, file) => sum + codeLines(fs.readFileSync(path.join(appDir, file), "utf8")), codeLines(entry));
      expect(lines).toBeLessThanOrEqual(50);

      // A second run with the same name, and a name that is not a slug, are refused.
      expect((await createTemplate(name)).output).toMatch(/already has|already exists/);
      expect((await createTemplate("Acme_Motors")).code).toBe(2);

      // Its dependencies are the generic app's, file for file: link them rather than install,
      // so pnpm-lock.yaml is never rewritten. Then type-check the app as `tsc` does in its
      // typecheck script (next typegen only adds route types; no build is needed).
      fs.symlinkSync(path.join(root, "apps/generic/node_modules"), path.join(appDir, "node_modules"), "dir");
      const tsc = path.join(root, "node_modules/typescript/bin/tsc");
      const checked = await run(process.execPath, [tsc, "-p", path.join(appDir, "tsconfig.json"), "--incremental", "false"], { cwd: root, timeout: 240_000 }).then(
        () => "",
        (error: { stdout?: string; message: string }) => error.stdout || error.message,
      );
      expect(checked).toBe("");
    } finally {
      cleanUp();
    }
    expect(fs.existsSync(appDir)).toBe(false);
    expect(fs.readFileSync(registryFile).equals(registryBefore)).toBe(true);
    expect(fs.readFileSync(lockfile).equals(lockfileBefore)).toBe(true);
  });
});
