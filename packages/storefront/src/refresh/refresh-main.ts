// `pnpm refresh --site SLUG [--cars CAR-SLUG,CAR-SLUG]` as a process (see cli.ts):
//   DATABASE_URL=postgres://... FORECOURT_REVALIDATE_TOKEN=... pnpm refresh --site coral-coast-auto
// Exits 1 when an app or the site could not be refreshed (each printed), 2 on bad arguments.
import { getDatabase } from "@forecourt/db";
import { parseRefreshArgs, type RefreshCommand, reportLines } from "./cli";
import { refreshCars, refreshSite } from "./refresh";

let command: RefreshCommand;
try {
  command = parseRefreshArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const database = await getDatabase().catch((error: unknown) => {
  console.error(`[refresh] ${(error as Error).message}`);
  process.exit(1);
});
try {
  const site = command.site;
  const report = command.kind === "site" ? await refreshSite(site, { db: database.db }) : await refreshCars(command.cars.map((slug) => ({ site, slug })), { db: database.db });
  for (const line of reportLines(report)) (line.startsWith("failed") ? console.error : console.log)(`[refresh] ${line}`);
  if (!report.ok) process.exitCode = 1;
} finally {
  await database.close();
}
