// pnpm bench:bytes: the JavaScript each page of each template app loads, read from
// the production build (no browser, a second per app): the framework's main chunks
// plus every chunk the page's segments list in their client reference manifests,
// gzipped, in KB of 1,024 bytes. The floor (bench/floor, a bare Next.js page of the
// same Next and React) is read the same way when it is built, and each page is shown
// as its difference from it, against the JavaScript limits of bench/limits.ts (a miss
// is printed; the exit code stays 0). Checks a change's page weight in a minute; the
// Lighthouse bench measures the same pages in a browser.
//   pnpm bench:bytes [--apps generic,toyota] [--json FILE] [--root DIR]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { limitsFor, pageOfRoute } from "./limits";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({ options: { apps: { type: "string" }, json: { type: "string" }, root: { type: "string" } } });
const base = values.root ? path.resolve(values.root) : root;
const apps = (values.apps ?? fs.readdirSync(path.join(base, "apps")).join(",")).split(",").filter((app) => fs.existsSync(path.join(base, "apps", app, ".next/BUILD_ID")));
const floorNext = path.join(base, "bench/floor/.next");

function manifests(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...manifests(child));
    else if (entry.name === "page_client-reference-manifest.js") found.push(child);
  }
  return found;
}

/** Per route of one build (`.next`): KB of gzipped JavaScript the page loads. */
function pageBytes(next: string): Record<string, number> {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(next, "build-manifest.json"), "utf8")) as { rootMainFiles?: string[] };
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    const known = gzipped.get(file);
    if (known !== undefined) return known;
    const size = gzipSync(fs.readFileSync(path.join(next, file.replace(/^\/?_next\//, "")))).byteLength;
    gzipped.set(file, size);
    return size;
  };
  const byRoute: Record<string, number> = {};
  for (const file of manifests(path.join(next, "server/app"))) {
    const holder: { __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } = {};
    new Function("globalThis", fs.readFileSync(file, "utf8"))(holder);
    for (const [route, manifest] of Object.entries(holder.__RSC_MANIFEST ?? {})) {
      const chunks = new Set<string>(buildManifest.rootMainFiles ?? []);
      for (const list of Object.values(manifest.entryJSFiles ?? {})) for (const chunk of list) chunks.add(chunk);
      byRoute[route.replace(/\/page$/, "") || "/"] = [...chunks].reduce((sum, chunk) => sum + sizeOf(chunk), 0) / 1024;
    }
  }
  return byRoute;
}

const results: Record<string, Record<string, number>> = {};
for (const app of apps) results[app] = pageBytes(path.join(base, "apps", app, ".next"));
const floor = fs.existsSync(path.join(floorNext, "BUILD_ID")) ? pageBytes(floorNext)["/"] : undefined;

const routes = [...new Set(Object.values(results).flatMap((byRoute) => Object.keys(byRoute)))].sort();
/** The JavaScript limit of a route over the floor, KB ("/[site]/cars": the search page's). */
const limitOf = (route: string) => limitsFor(pageOfRoute(route)).jsOverFloorKb;
const misses: string[] = [];

if (floor === undefined) {
  console.log("bench/floor has no build: no differences shown (`pnpm exec turbo run build --filter=@forecourt/bench-floor`, or `pnpm bench:lighthouse`, builds it).");
  console.log(["route", ...apps].join("\t"));
  for (const route of routes) console.log([route, ...apps.map((app) => results[app]?.[route]?.toFixed(1) ?? "-")].join("\t"));
} else {
  console.log(`floor (bench/floor, bare Next.js): ${floor.toFixed(1)} KB. Each app's column: the page's KB, then in brackets its difference from the floor; limit: floor + KB.`);
  console.log(["route", ...apps, "limit"].join("\t"));
  for (const route of routes) {
    const limit = limitOf(route);
    const cells = apps.map((app) => {
      const size = results[app]?.[route];
      if (size === undefined) return "-";
      const over = size - floor;
      if (over > limit) misses.push(`${app} ${route}: ${size.toFixed(1)} KB is floor + ${over.toFixed(1)} KB, over + ${limit} KB`);
      return `${size.toFixed(1)} (${over >= 0 ? "+" : ""}${over.toFixed(1)})${over > limit ? " MISS" : ""}`;
    });
    console.log([route, ...cells, `+ ${limit}`].join("\t"));
  }
  console.log(misses.length === 0 ? "Every page is within its JavaScript limit." : `Misses (${misses.length}), figures not failures:\n${misses.map((miss) => `  ${miss}`).join("\n")}`);
}
if (values.json) fs.writeFileSync(values.json, `${JSON.stringify(floor === undefined ? results : { floor: { "/": floor }, ...results }, null, 2)}\n`);
