// pnpm bench:bytes: the JavaScript each page of each template app loads, read from
// the production build (no browser, a second per app): the framework's main chunks
// plus every chunk the page's segments list in their client reference manifests,
// gzipped, in KB of 1,024 bytes. Checks a change's page weight in a minute; the
// Lighthouse bench measures the same pages in a browser.
//   pnpm bench:bytes [--apps generic,toyota] [--json FILE]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({ options: { apps: { type: "string" }, json: { type: "string" }, root: { type: "string" } } });
const base = values.root ? path.resolve(values.root) : root;
const apps = (values.apps ?? fs.readdirSync(path.join(base, "apps")).join(",")).split(",").filter((app) => fs.existsSync(path.join(base, "apps", app, ".next/BUILD_ID")));

function manifests(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...manifests(child));
    else if (entry.name === "page_client-reference-manifest.js") found.push(child);
  }
  return found;
}

const results: Record<string, Record<string, number>> = {};
for (const app of apps) {
  const next = path.join(base, "apps", app, ".next");
  const buildManifest = JSON.parse(fs.readFileSync(path.join(next, "build-manifest.json"), "utf8")) as { rootMainFiles?: string[] };
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    const known = gzipped.get(file);
    if (known !== undefined) return known;
    const size = gzipSync(fs.readFileSync(path.join(next, file.replace(/^\/?_next\//, "")))).byteLength;
    gzipped.set(file, size);
    return size;
  };
  results[app] = {};
  for (const file of manifests(path.join(next, "server/app"))) {
    const holder: { __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } = {};
    new Function("globalThis", fs.readFileSync(file, "utf8"))(holder);
    for (const [route, manifest] of Object.entries(holder.__RSC_MANIFEST ?? {})) {
      const chunks = new Set<string>(buildManifest.rootMainFiles ?? []);
      for (const list of Object.values(manifest.entryJSFiles ?? {})) for (const chunk of list) chunks.add(chunk);
      results[app][route.replace(/\/page$/, "") || "/"] = [...chunks].reduce((sum, chunk) => sum + sizeOf(chunk), 0) / 1024;
    }
  }
}

const routes = [...new Set(Object.values(results).flatMap((byRoute) => Object.keys(byRoute)))].sort();
console.log(["route", ...apps].join("\t"));
for (const route of routes) console.log([route, ...apps.map((app) => results[app]?.[route]?.toFixed(1) ?? "-")].join("\t"));
if (values.json) fs.writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
