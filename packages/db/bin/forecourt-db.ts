// forecourt-db: the database's command line.
//   serve   own the embedded PGlite folder, serve it over the Postgres protocol,
//           migrate, seed the demo once, check every site config, then stay up
//   migrate apply migrations to DATABASE_URL (PGlite owner or PostgreSQL)
//   seed    load the demo dataset into DATABASE_URL if it is empty (--force to add anyway)
//   check   validate every stored site config; exit 1 naming each bad field
import { parseArgs } from "node:util";
import { checkSiteConfigs, createDatabase, runMigrations, seedDemo, type Database } from "../src/index";
import { databaseEnv } from "../src/env";
import { startOwner } from "../src/owner";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: "string", default: ".data/pglite" },
    port: { type: "string", default: "54320" },
    force: { type: "boolean", default: false },
    "no-seed": { type: "boolean", default: false },
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
  const errors = await checkSiteConfigs(database.db);
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
          const errors = await checkSiteConfigs(database.db);
          for (const error of errors) console.error(error.message);
          if (errors.length > 0) process.exitCode = 1;
          else console.log("every site config is valid");
        }
      } finally {
        await database.close();
      }
      return;
    }
    default:
      console.log("usage: forecourt-db serve [--dir .data/pglite] [--port 54320] [--no-seed] | migrate | seed [--force] | check");
      if (command !== "help") process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  console.error(`[db] ${(error as Error).message}`);
  process.exit(1);
});
