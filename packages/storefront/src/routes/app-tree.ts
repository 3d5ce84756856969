// An app's route tree on disk against the manifest (issue 15): `writeAppRoutes`
// makes it match, `checkAppRoutes` names every difference. A template's own file
// (first line with OVERRIDE_MARKER) replaces or adds a route and is left alone.
import fs from "node:fs";
import path from "node:path";
import { OVERRIDE_MARKER } from "./manifest";
import { GENERATED_NOTICE, generatedAppFiles } from "./render";

export interface RouteProblem {
  /** Relative to the app's folder, e.g. `app/[site]/cars/page.tsx`. */
  file: string;
  problem: "missing" | "edited" | "not in the manifest";
}

/** Every file the route tree covers: all of `app/`, and `proxy.ts`. */
function treeFiles(appDir: string): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    const absolute = path.join(appDir, relative);
    if (!fs.existsSync(absolute)) return;
    for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else files.push(child);
    }
  };
  walk("app");
  if (fs.existsSync(path.join(appDir, "proxy.ts"))) files.push("proxy.ts");
  return files.sort();
}

function firstLine(file: string): string {
  const text = fs.readFileSync(file, "utf8");
  const end = text.indexOf("\n");
  return end < 0 ? text : text.slice(0, end);
}

/** The template's own route files, which the generator never touches. */
export function overrideFiles(appDir: string): string[] {
  return treeFiles(appDir).filter((file) => firstLine(path.join(appDir, file)).includes(OVERRIDE_MARKER));
}

export function checkAppRoutes(appDir: string, expected: Map<string, string> = generatedAppFiles()): RouteProblem[] {
  const overrides = new Set(overrideFiles(appDir));
  const problems: RouteProblem[] = [];
  for (const [file, text] of expected) {
    if (overrides.has(file)) continue;
    const absolute = path.join(appDir, file);
    if (!fs.existsSync(absolute)) problems.push({ file, problem: "missing" });
    else if (fs.readFileSync(absolute, "utf8") !== text) problems.push({ file, problem: "edited" });
  }
  for (const file of treeFiles(appDir)) {
    if (!expected.has(file) && !overrides.has(file)) problems.push({ file, problem: "not in the manifest" });
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file));
}

export interface WriteResult {
  written: string[];
  removed: string[];
}

/**
 * Writes every generated file that differs, and removes generated files the
 * manifest no longer lists. Files without the generated notice that the manifest
 * does not list are left for `checkAppRoutes` to report: they are someone's work.
 */
export function writeAppRoutes(appDir: string, expected: Map<string, string> = generatedAppFiles()): WriteResult {
  const overrides = new Set(overrideFiles(appDir));
  const result: WriteResult = { written: [], removed: [] };
  for (const [file, text] of expected) {
    if (overrides.has(file)) continue;
    const absolute = path.join(appDir, file);
    if (fs.existsSync(absolute) && fs.readFileSync(absolute, "utf8") === text) continue;
    fs.mkdirSync(path.dirname(absolute), { recursive: true });
    fs.writeFileSync(absolute, text);
    result.written.push(file);
  }
  for (const file of treeFiles(appDir)) {
    if (expected.has(file) || overrides.has(file)) continue;
    const absolute = path.join(appDir, file);
    if (!fs.readFileSync(absolute, "utf8").includes(GENERATED_NOTICE)) continue;
    fs.rmSync(absolute);
    result.removed.push(file);
    removeEmptyParents(appDir, path.dirname(file));
  }
  return result;
}

function removeEmptyParents(appDir: string, relative: string): void {
  let current = relative;
  while (current !== "." && current !== "app" && current !== "") {
    const absolute = path.join(appDir, current);
    if (fs.readdirSync(absolute).length > 0) return;
    fs.rmdirSync(absolute);
    current = path.dirname(current);
  }
}

/** The template apps of a workspace: folders under apps/ with a template module. */
export function templateAppDirs(root: string): string[] {
  const apps = path.join(root, "apps");
  return fs
    .readdirSync(apps, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(apps, entry.name, "template.ts")))
    .map((entry) => path.join(apps, entry.name))
    .sort();
}
