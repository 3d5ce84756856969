// The route tree of an app against the manifest (issue 15): the committed apps match
// it, and `pnpm routes:check` exits 1 naming the file when one is edited, deleted or
// added by hand; a template's own file, marked as an override, is accepted.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkAppRoutes, templateAppDirs, writeAppRoutes } from "./app-tree";
import { OVERRIDE_MARKER, routeManifest } from "./manifest";
import { generatedAppFiles, renderRoute } from "./render";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const cli = path.join(root, "scripts/routes.ts");

function routesCheck(appDir: string) {
  const run = spawnSync(tsx, [cli, "check", "--dir", appDir], { cwd: appDir, encoding: "utf8" });
  return { status: run.status, stderr: run.stderr };
}

describe("the committed apps", () => {
  it("each match the manifest", () => {
    const apps = templateAppDirs(root);
    expect(apps.map((app) => path.basename(app))).toEqual(expect.arrayContaining(["generic", "nissan", "toyota"]));
    for (const app of apps) expect(checkAppRoutes(app), path.basename(app)).toEqual([]);
  });
});

describe("routes:check on an app's tree", () => {
  let appDir: string;
  beforeEach(() => {
    appDir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-routes-"));
    writeAppRoutes(appDir);
  });
  afterEach(() => fs.rmSync(appDir, { recursive: true, force: true }));

  it("passes on a freshly written tree, and writing again changes nothing", () => {
    expect(routesCheck(appDir).status).toBe(0);
    expect(writeAppRoutes(appDir)).toEqual({ written: [], removed: [] });
  });

  it("exits 1 naming a route file edited by hand", () => {
    const file = "app/[site]/cars/page.tsx";
    fs.appendFileSync(path.join(appDir, file), "export const revalidate = 5;\n");
    const run = routesCheck(appDir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${file}: edited`);
  });

  it("exits 1 naming a route file deleted", () => {
    const file = "app/[site]/contact/page.tsx";
    fs.rmSync(path.join(appDir, file));
    const run = routesCheck(appDir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${file}: missing`);
  });

  it("exits 1 naming a route file added by hand, and accepts it once marked as the template's own", () => {
    const file = "app/[site]/our-story/page.tsx";
    fs.mkdirSync(path.join(appDir, "app/[site]/our-story"), { recursive: true });
    fs.writeFileSync(path.join(appDir, file), "export default function OurStory() {\n  return null;\n}\n");
    const run = routesCheck(appDir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${file}: not in the manifest`);
    fs.writeFileSync(path.join(appDir, file), `// ${OVERRIDE_MARKER}: the brand's own story page\nexport default function OurStory() {\n  return null;\n}\n`);
    expect(routesCheck(appDir).status).toBe(0);
  });

  it("leaves a template's replacement of a route alone when writing", () => {
    const file = "app/[site]/fleet/page.tsx";
    const own = `// ${OVERRIDE_MARKER}: fleet buyers get the brand's own page\nexport default function Fleet() {\n  return null;\n}\n`;
    fs.writeFileSync(path.join(appDir, file), own);
    expect(writeAppRoutes(appDir).written).toEqual([]);
    expect(fs.readFileSync(path.join(appDir, file), "utf8")).toBe(own);
    expect(checkAppRoutes(appDir)).toEqual([]);
  });

  it("removes generated files the manifest no longer lists, never someone's own file", () => {
    const retired = generatedAppFiles([...routeManifest, { kind: "reexport", file: "[site]/retired/page.tsx", module: "pages/not-found", exports: { default: "UnknownSitePath" } }]);
    writeAppRoutes(appDir, retired);
    fs.writeFileSync(path.join(appDir, "app/notes.md"), "work in progress\n");
    expect(writeAppRoutes(appDir).removed).toEqual(["app/[site]/retired/page.tsx"]);
    expect(fs.existsSync(path.join(appDir, "app/[site]/retired"))).toBe(false);
    expect(checkAppRoutes(appDir)).toEqual([{ file: "app/notes.md", problem: "not in the manifest" }]);
  });
});

describe("renderRoute", () => {
  it("binds a page factory to the app's template through #template, without ../", () => {
    const vehicle = routeManifest.find((entry) => entry.file === "[site]/cars/[slug]/page.tsx")!;
    const text = renderRoute(vehicle);
    expect(text).toContain(`import { template } from "#template";`);
    expect(text).toContain("export const revalidate = 3600;");
    expect(text).not.toContain("../");
  });

  it("puts a client boundary's directive before any statement", () => {
    const error = renderRoute(routeManifest.find((entry) => entry.file === "[site]/error.tsx")!);
    const firstStatement = error.split("\n").find((line) => line.trim() !== "" && !line.startsWith("//"));
    expect(firstStatement).toBe(`"use client";`);
  });

  it("imports each route's own storefront module only", () => {
    for (const entry of routeManifest) {
      if (entry.kind === "text") continue;
      const imports = [...renderRoute(entry).matchAll(/from "([^"]+)"/g)].map((match) => match[1]);
      expect(imports.filter((source) => source !== "#template"), entry.file).toEqual([`@forecourt/storefront/${entry.module}`]);
    }
  });
});
