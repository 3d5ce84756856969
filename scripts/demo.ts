// `npm run demo`: the database (seeded on first start, kept across restarts) and
// every template app, then one line per demo site: `{slug} http://{slug}.localhost:{port}/`.
// Each template app answers on its port in the template registry (3000, 3001, 3002, ...).
// Options (for the end-to-end tests): --data DIR --db-port N --ports A,B,C (one per
// template, in the registry's order) --fresh --quiet
import { parseArgs } from "node:util";
import { createDatabase, listSites } from "@forecourt/db";
import { type TemplateId } from "@forecourt/domain";
import { type AppPorts, registryAppPorts, startStack, templates } from "./stack";
import { demoSiteUrl } from "@forecourt/storefront/host";

const { values } = parseArgs({
  options: {
    data: { type: "string", default: ".data/pglite" },
    "db-port": { type: "string", default: "54320" },
    ports: { type: "string" },
    fresh: { type: "boolean", default: false },
    quiet: { type: "boolean", default: false },
  },
});

function portsOption(list: string | undefined): AppPorts {
  if (list === undefined) return registryAppPorts();
  const ports = list.split(",").map(Number);
  if (ports.length !== templates.length || ports.some((port) => !Number.isInteger(port) || port < 1 || port > 65535)) {
    console.error(`--ports takes ${templates.length} ports, one per template in the registry's order (${templates.join(", ")}); got "${list}"`);
    process.exit(2);
  }
  return Object.fromEntries(templates.map((template, index) => [template, ports[index]!])) as Record<TemplateId, number>;
}

const ports = portsOption(values.ports);
const quiet = values.quiet;

const stack = await startStack({
  dataDir: values.data!,
  dbPort: Number(values["db-port"]),
  appPorts: ports,
  fresh: values.fresh,
  databaseUrl: process.env.FORECOURT_EXTERNAL_DATABASE_URL,
  log: (line) => {
    // A held SMS (a sign-in code, with no SMS provider) is shown even when quiet: it is how a shopper signs in here.
    if (!quiet || line.includes("[db]") || line.includes(" outbox] ") || /error/i.test(line)) console.log(line);
  },
});

const database = createDatabase(stack.databaseUrl, { max: 1 });
const sites = await listSites(database.db);
await database.close();

console.log("\nForecourt is up. Demo sites:");
for (const site of sites) {
  const origin = stack.origins[site.template];
  if (origin) console.log(`${site.slug} ${demoSiteUrl(site.slug, origin)}`);
}
console.log(`\nDirectory of sites: ${stack.origins.generic}/`);
// Every app caches pages and site configs: after changing a site's data in the database,
// refresh it on all of them at once (issue 15).
const appOrigins = templates.map((template) => `${template}=${stack.origins[template]}`).join(",");
console.log(`After a change, refresh a site on every app: DATABASE_URL=${stack.databaseUrl} FORECOURT_TEMPLATE_ORIGINS=${appOrigins} FORECOURT_REVALIDATE_TOKEN=${stack.revalidateToken} pnpm refresh --site SLUG [--cars CAR-SLUG,...]`);
if (!process.env.FORECOURT_SMS_PROVIDER) console.log("SMS (sign-in codes) stay in the local outbox: each is printed here as an [sms outbox] line, and `pnpm sms:list --site SLUG` lists them.");
console.log("Press Ctrl+C to stop.");

const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
