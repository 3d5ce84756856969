// A dealer group's stock and sites from the command line (issue 19). Run from the
// workspace root (`pnpm stock:import ...`); DATABASE_URL, or the demo's database.
//   stock:import --group SLUG FILE [--mapping FILE] [--full] [--dry-run]
//   stock:history --group SLUG [--limit 50]
//   keys:create --group SLUG [--label TEXT]    the key alone on the last line, shown once
//   keys:revoke KEY-ID
//   site:add FILE | site:update FILE | site:check FILE
// Exit codes: 0 done, 1 refused (a bad row leaves 0: the report names it), 2 usage.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { applySiteDocument, createDatabase, createStockApiKey, type Db, groupExists, listStockAudit, recordStockAudit, revokeStockApiKey } from "@forecourt/db";
import { commandLineEnv, storefrontEnv } from "../env";
import { refreshCars, refreshSite } from "../refresh";
import { parseMappingFile } from "./feed";
import { imageStoreDir } from "./image-store";
import { formatImportReport, importStock, StockImportError } from "./import";

const usage = `usage:
  pnpm stock:import --group SLUG FILE [--mapping FILE] [--full] [--dry-run]
  pnpm stock:history --group SLUG [--limit 50]
  pnpm keys:create --group SLUG [--label TEXT]
  pnpm keys:revoke KEY-ID
  pnpm site:add FILE | pnpm site:update FILE | pnpm site:check FILE`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    group: { type: "string" },
    mapping: { type: "string" },
    full: { type: "boolean", default: false },
    "dry-run": { type: "boolean", default: false },
    limit: { type: "string", default: "50" },
    label: { type: "string" },
    port: { type: "string", default: "54320" },
  },
});

const [command, ...args] = positionals;
const actor = `cli:${os.userInfo().username}`;
// pnpm runs a root script in the workspace root; INIT_CWD is where it was typed.
const fromCaller = (file: string) => path.resolve(commandLineEnv().callerDir ?? process.cwd(), file);

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

function readFile(file: string | undefined, what: string): { name: string; text: string } {
  if (!file) fail(usage, 2);
  const full = fromCaller(file);
  try {
    return { name: file, text: fs.readFileSync(full, "utf8") };
  } catch (error) {
    return fail(`${what} ${file}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message}`);
  }
}

async function requireGroup(db: Db): Promise<string> {
  const group = values.group;
  if (!group) fail(usage, 2);
  if (!(await groupExists(db, group))) fail(`No dealer group with slug "${group}" (site:add FILE creates one with its first site)`);
  return group;
}

async function main(db: Db): Promise<void> {
  const env = storefrontEnv();
  const canRefresh = Boolean(env.FORECOURT_REVALIDATE_TOKEN);
  switch (command) {
    case "stock:import": {
      const group = await requireGroup(db);
      const feed = readFile(args[0], "feed");
      let mapping = null;
      if (values.mapping) {
        const file = readFile(values.mapping, "mapping");
        const parsed = parseMappingFile(file.text);
        if (!parsed.ok) fail(`${file.name}: ${parsed.message}`);
        mapping = parsed.mapping;
      }
      try {
        const report = await importStock({
          db,
          group,
          fileName: feed.name,
          text: feed.text,
          mapping,
          full: values.full,
          dryRun: values["dry-run"],
          now: new Date(),
          actor,
          imageDir: imageStoreDir(env),
          photos: { timeoutMs: env.FORECOURT_STOCK_PHOTO_TIMEOUT_MS },
          refresh: canRefresh ? (ids) => refreshCars(ids.map((id) => ({ id })), { db }) : undefined,
        });
        console.log(formatImportReport(report));
        if (!canRefresh && !report.dryRun && report.created + report.updated + report.markedSold > 0) {
          console.log(`\nSearch shows the changes within ${env.FORECOURT_SEARCH_VERSION_CHECK_SECONDS} s; with FORECOURT_REVALIDATE_TOKEN set, car pages are refreshed at once too (else within the hour).`);
        }
      } catch (error) {
        if (error instanceof StockImportError) fail(error.message);
        throw error;
      }
      return;
    }
    case "stock:history": {
      const group = await requireGroup(db);
      const entries = await listStockAudit(db, group, Number(values.limit) || 50);
      if (entries.length === 0) {
        console.log(`${group} has no recorded imports, pushes or site changes yet.`);
        return;
      }
      console.log(`${group}: ${entries.length} change${entries.length === 1 ? "" : "s"}, newest first\n`);
      for (const entry of entries) {
        // jsonb keeps its own key order: print the counts in the report's.
        const order = ["read", "created", "updated", "unchanged", "rejected", "markedSold", "dealerships", "locations", "domains"];
        const counts = Object.entries(entry.counts)
          .sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
          .map(([name, count]) => `${name} ${count}`)
          .join(", ");
        console.log(`${entry.createdAt.toISOString().replace("T", " ").slice(0, 19)}  ${entry.action.padEnd(13)} ${entry.actor.padEnd(22)} ${entry.subject}${counts ? `  (${counts})` : ""}`);
      }
      return;
    }
    case "keys:create": {
      const group = await requireGroup(db);
      const { id, key } = await createStockApiKey(db, group, values.label ?? null);
      await recordStockAudit(db, { group, actor, action: "key.create", subject: `key ${id}` });
      console.log(`A stock push API key for ${group} (id ${id}). It is shown once and only its hash is stored; send it as Authorization: Bearer KEY.`);
      console.log(key);
      return;
    }
    case "keys:revoke": {
      const id = args[0];
      if (!id) fail(usage, 2);
      const group = await revokeStockApiKey(db, id, new Date());
      if (!group) fail(`No live key with id ${id}`);
      await recordStockAudit(db, { group, actor, action: "key.revoke", subject: `key ${id}` });
      console.log(`Revoked key ${id} of ${group}: requests with it now get 401.`);
      return;
    }
    case "site:add":
    case "site:update":
    case "site:check": {
      const file = readFile(args[0], "site document");
      let raw: unknown;
      try {
        raw = JSON.parse(file.text);
      } catch (error) {
        return fail(`${file.name}: not JSON: ${(error as Error).message}`);
      }
      const mode = command === "site:add" ? "add" : command === "site:update" ? "update" : "check";
      const result = await applySiteDocument(db, raw, mode);
      if (!result.ok) {
        console.error(`${file.name}: ${result.issues.length} problem${result.issues.length === 1 ? "" : "s"}; nothing was written.`);
        for (const issue of result.issues) console.error(`  ${issue.path}: ${issue.message}`);
        process.exitCode = 1;
        return;
      }
      const { site } = result;
      if (mode === "check") {
        console.log(`${file.name}: the site ${site.slug} (${site.template}) is valid: ${site.dealerships.length} dealership(s), ${result.locations} location(s), ${result.leadDestinations} lead destination(s).`);
        return;
      }
      await recordStockAudit(db, { group: site.group, actor, action: mode === "add" ? "site.add" : "site.update", subject: site.slug, counts: { dealerships: site.dealerships.length, locations: result.locations, domains: site.domains.length } });
      console.log(`${mode === "add" ? "Added" : "Updated"} the site ${site.slug} (${site.template}) of ${site.group}: every app serves it within ${env.FORECOURT_SITE_VERSION_CHECK_SECONDS} s, no restart needed.`);
      if (env.FORECOURT_DEPLOYMENT === "demo") console.log(`  http://${site.slug}.localhost:<the ${site.template} app's port>/`);
      for (const domain of site.domains) console.log(`  https://${domain}/`);
      if (mode === "update" && canRefresh) {
        const refreshed = await refreshSite(site.slug, { db });
        if (!refreshed.ok) console.log(`Cached pages not refreshed on every app: ${refreshed.problems.join("; ")}`);
      }
      return;
    }
    default:
      fail(usage, command ? 2 : 0);
  }
}

const url = commandLineEnv().databaseUrl ?? `postgres://postgres@127.0.0.1:${values.port}/postgres`;
const database = createDatabase(url, { max: 4 });
main(database.db)
  .catch((error: unknown) => {
    console.error(`[stock] ${(error as Error).message}`);
    process.exitCode = 1;
  })
  .finally(() => void database.close());
