// pnpm routes:write | routes:check: each template app's route files from the one
// route manifest (packages/storefront/src/routes/manifest.ts).
//   routes.ts write [--app NAME | --dir PATH]   make the apps' trees match the manifest
//   routes.ts check [--app NAME | --dir PATH]   exit 1, naming each file that differs
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { checkAppRoutes, templateAppDirs, writeAppRoutes } from "@forecourt/storefront/routes/app-tree";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const { positionals, values } = parseArgs({ allowPositionals: true, options: { app: { type: "string" }, dir: { type: "string" } } });
const command = positionals[0];
if (command !== "write" && command !== "check") {
  console.error("usage: routes.ts write|check [--app NAME | --dir PATH]");
  process.exit(2);
}
const apps = values.dir ? [path.resolve(values.dir)] : values.app ? [path.join(root, "apps", values.app)] : templateAppDirs(root);
const shown = (appDir: string, file: string) => path.relative(process.cwd(), path.join(appDir, file));

let failed = false;
for (const appDir of apps) {
  if (command === "write") {
    const { written, removed } = writeAppRoutes(appDir);
    for (const file of written) console.log(`wrote   ${shown(appDir, file)}`);
    for (const file of removed) console.log(`removed ${shown(appDir, file)}`);
  }
  for (const { file, problem } of checkAppRoutes(appDir)) {
    failed = true;
    const advice = problem === "not in the manifest" ? "add it to the manifest, or mark it as the template's own with '// forecourt-route: override' on its first line" : "run pnpm routes:write";
    console.error(`${shown(appDir, file)}: ${problem} (${advice})`);
  }
}
if (failed) process.exit(1);
if (command === "check") console.log(`routes: ${apps.length} app(s) match the manifest`);
