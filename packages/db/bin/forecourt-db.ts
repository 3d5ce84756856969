// forecourt-db: the database's command line.
//   serve   own the embedded PGlite folder, serve it over the Postgres protocol,
//           migrate, seed the demo once, check every site config, then stay up
//   migrate apply migrations to DATABASE_URL (PGlite owner or PostgreSQL)
//   seed    load the demo dataset into DATABASE_URL if it is empty (--force to add anyway)
//   check   validate every stored site config over its template's defaults (the
//           template registry, as the apps serve it); exit 1 naming each bad field
//   leads:list --site SLUG [--limit N] [--json]
//           print a site's leads, newest first (issue 5: with no destination,
//           the demo's leads stay in the database and this is how to read them)
//   sms:list --site SLUG [--limit N] [--json]
//           print a site's SMS messages from the message outbox, newest first
//           (issue 16: with no SMS provider, sign-in codes stay there)
import { parseArgs } from "node:util";
import { checkSiteConfigs, createDatabase, findSiteBySlug, type LeadListEntry, listLeads, listMessages, listSites, registryTemplateDefaults, runMigrations, seedDemo, type Database, type StoredMessage } from "../src/index";
import { databaseEnv } from "../src/env";
import { startOwner } from "../src/owner";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: "string", default: ".data/pglite" },
    port: { type: "string", default: "54320" },
    force: { type: "boolean", default: false },
    "no-seed": { type: "boolean", default: false },
    site: { type: "string" },
    limit: { type: "string", default: "50" },
    json: { type: "boolean", default: false },
  },
});

const command = positionals[0] ?? "help";

async function prepare(database: Database, seed: boolean): Promise<void> {
  await runMigrations(database.pool);
  if (seed) {
    const started = performance.now();
    const result = await seedDemo(database.db, { now: new Date(), force: values.force });
    if (result.seeded) console.log(`[db] seeded the demo: ${result.sites} sites, ${result.cars} cars in ${Math.round(performance.now() - started)} ms (dataset ${result.hash?.slice(0, 12)})`);
    else console.log("[db] demo data already present; kept as it is");
  }
  const errors = await checkSiteConfigs(database.db, registryTemplateDefaults);
  if (errors.length > 0) {
    for (const error of errors) console.error(`[db] ${error.message}`);
    throw new Error(`${errors.length} site config(s) are invalid; fix the fields named above.`);
  }
}

async function main(): Promise<void> {
  switch (command) {
    case "serve": {
      const owner = await startOwner({ dir: values.dir!, port: Number(values.port) });
      const database = createDatabase(owner.url, { max: 4 });
      const shutdown = async (code: number) => {
        await database.close().catch(() => undefined);
        await owner.stop().catch(() => undefined);
        process.exit(code);
      };
      process.on("SIGINT", () => void shutdown(0));
      process.on("SIGTERM", () => void shutdown(0));
      try {
        await prepare(database, !values["no-seed"]);
      } catch (error) {
        console.error(`[db] ${(error as Error).message}`);
        await shutdown(1);
      }
      await database.close();
      console.log(`[db] ready ${owner.url} (folder ${owner.dir})`);
      return;
    }
    case "migrate":
    case "seed":
    case "check": {
      const database = createDatabase(databaseEnv().DATABASE_URL, { max: 2 });
      try {
        if (command === "migrate") await runMigrations(database.pool);
        else if (command === "seed") await prepare(database, true);
        else {
          const errors = await checkSiteConfigs(database.db, registryTemplateDefaults);
          for (const error of errors) console.error(error.message);
          if (errors.length > 0) process.exitCode = 1;
          else console.log("every site config is valid");
        }
      } finally {
        await database.close();
      }
      return;
    }
    case "leads:list":
    case "sms:list": {
      // The demo's embedded database by default, so `pnpm leads:list --site SLUG` works beside `pnpm demo`.
      const url = process.env.DATABASE_URL ?? `postgres://postgres@127.0.0.1:${values.port}/postgres`;
      const database = createDatabase(databaseEnv({ ...process.env, DATABASE_URL: url }).DATABASE_URL, { max: 2 });
      try {
        if (command === "leads:list") await printLeads(database);
        else await printSms(database);
      } finally {
        await database.close();
      }
      return;
    }
    default:
      console.log("usage: forecourt-db serve [--dir .data/pglite] [--port 54320] [--no-seed] | migrate | seed [--force] | check | leads:list --site SLUG [--limit 50] [--json] | sms:list --site SLUG [--limit 50] [--json]");
      if (command !== "help") process.exitCode = 2;
  }
}

/** The site `--site` names and `--limit`, or null after saying what is wrong (exit 2 for usage, 1 for an unknown site). */
async function siteAndLimit(database: Database, usage: string) {
  const slug = values.site;
  const limit = Number(values.limit);
  if (!slug || !Number.isInteger(limit) || limit < 1) {
    console.error(`usage: ${usage} --site SLUG [--limit 50] [--json]`);
    process.exitCode = 2;
    return null;
  }
  const site = await findSiteBySlug(database.db, slug, registryTemplateDefaults);
  if (!site) {
    const known = (await listSites(database.db)).map((entry) => entry.slug);
    console.error(`No site with slug "${slug}". Sites: ${known.join(", ") || "(none)"}`);
    process.exitCode = 1;
    return null;
  }
  return { site, limit };
}

async function printLeads(database: Database): Promise<void> {
  const found = await siteAndLimit(database, "leads:list");
  if (!found) return;
  const { site, limit } = found;
  const entries = await listLeads(database.db, site, { limit });
  if (values.json) {
    console.log(JSON.stringify(entries, null, 2));
    return;
  }
  if (entries.length === 0) {
    console.log(`${site.name} (${site.slug}) has no leads yet.`);
    return;
  }
  console.log(`${site.name} (${site.slug}): ${entries.length} lead${entries.length === 1 ? "" : "s"}, newest first${entries.length === limit ? ` (the latest ${limit}; --limit N for more)` : ""}\n`);
  console.log(leadsTable(entries));
}

/**
 * One line per SMS message, newest first: when, the phone, the state, and the
 * whole text (never cut: with no provider, the sign-in code is in it).
 */
async function printSms(database: Database): Promise<void> {
  const found = await siteAndLimit(database, "sms:list");
  if (!found) return;
  const { site, limit } = found;
  const messages = await listMessages(database.db, site, { channel: "sms", limit });
  if (values.json) {
    console.log(JSON.stringify(messages, null, 2));
    return;
  }
  if (messages.length === 0) {
    console.log(`${site.name} (${site.slug}) has no SMS messages yet.`);
    return;
  }
  console.log(`${site.name} (${site.slug}): ${messages.length} SMS message${messages.length === 1 ? "" : "s"}, newest first${messages.length === limit ? ` (the latest ${limit}; --limit N for more)` : ""}\n`);
  console.log(smsLines(messages));
}

function smsLines(messages: StoredMessage[]): string {
  const rows = messages.map((message) => [message.createdAt.toISOString().replace("T", " ").slice(0, 19), message.recipient, message.state, message.body.replace(/\s+/g, " ").trim()]);
  const widths = [0, 1, 2].map((index) => Math.max(...rows.map((row) => row[index]!.length)));
  return rows.map((row) => row.map((cell, index) => (index < 3 ? cell.padEnd(widths[index]!) : cell)).join("  ")).join("\n");
}

/** A plain-text table that stays readable in a terminal: long cells are cut with an ellipsis. */
function leadsTable(entries: LeadListEntry[]): string {
  const columns: Array<[string, (lead: LeadListEntry) => string, number]> = [
    ["received", (lead) => lead.createdAt.toISOString().replace("T", " ").slice(0, 19), 19],
    ["lead id", (lead) => lead.id, 36],
    ["form", (lead) => lead.form, 14],
    ["category", (lead) => [lead.category, lead.subcategory].filter(Boolean).join(" / "), 34],
    ["name", (lead) => [lead.name, lead.lastName].filter(Boolean).join(" "), 22],
    ["email", (lead) => lead.email ?? "", 28],
    ["phone", (lead) => lead.phone ?? "", 14],
    ["make", (lead) => lead.manufacturerSlug ?? "", 14],
    ["car", (lead) => (lead.carId ? `${lead.carMake} ${lead.carModel} #${lead.carStocknum ?? lead.carId} (${lead.carType}, ${lead.carStatus})` : ""), 40],
    // spec 3 'Lead' form_completed and offer_accepted, set by the valuation journey (issue 18).
    ["valuation", (lead) => (lead.valuationId ? `form_completed=${lead.formCompleted} offer_accepted=${lead.offerAccepted}` : ""), 44],
    ["delivery", (lead) => (lead.spam ? "spam, kept" : lead.deliveries.pending + lead.deliveries.delivered === 0 ? "stored" : `${lead.deliveries.delivered} sent, ${lead.deliveries.pending} pending`), 18],
  ];
  const cut = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);
  const rows = entries.map((lead) => columns.map(([, cell, width]) => cut(cell(lead).replace(/\s+/g, " "), width)));
  const widths = columns.map(([title], index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)));
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index]!)).join("  ").trimEnd();
  return [line(columns.map(([title]) => title)), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

main().catch((error: unknown) => {
  console.error(`[db] ${(error as Error).message}`);
  process.exit(1);
});
