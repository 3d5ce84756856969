// `pnpm search:reindex --site SLUG | --all` as a process (see reindex.ts):
//   DATABASE_URL=postgres://... ALGOLIA_ADMIN_KEY=... pnpm search:reindex --all
// Exits 1 when a site could not be reindexed (each failure is printed), 2 on bad arguments.
import { getDatabase } from "@forecourt/db";
import { storefrontEnv } from "../env";
import { parseReindexArgs, reindex, type ReindexTarget } from "./reindex";

let target: ReindexTarget;
try {
  target = parseReindexArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const env = storefrontEnv();
const database = await getDatabase();
try {
  const result = await reindex(target, {
    db: database.db,
    adminKey: env.ALGOLIA_ADMIN_KEY ?? null,
    now: new Date(),
    versionCheckSeconds: env.FORECOURT_SEARCH_VERSION_CHECK_SECONDS,
    log: (line) => console.log(`[search:reindex] ${line}`),
  });
  if (result.failed.length > 0) {
    console.error(`[search:reindex] ${result.failed.length} site(s) not reindexed: ${result.failed.map((failure) => failure.site).join(", ")}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`[search:reindex] ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
