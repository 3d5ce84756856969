// Test databases: every repository test runs on the embedded PGlite owner and on
// PostgreSQL (127.0.0.1:5432), each a fresh database of the test's own. PostgreSQL
// is required when CI is set; elsewhere a missing server skips that backend loudly.
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createDatabase, type Database } from "../client";
import { testDatabaseEnv } from "../env";
import { migrationsFolder, runMigrations } from "../migrate";
import { startOwner, type Owner } from "../owner";
import { freePort } from "./free-port";

export interface TestBackend {
  name: "pglite" | "postgres";
  database: Database;
  url: string;
  dispose(): Promise<void>;
}

/**
 * A PGlite folder with every migration applied, made once per migration set and
 * copied for each test. Creating a PGlite cluster and migrating it costs seconds of
 * CPU (over ten when the suites run together on two cores, which is where a test's
 * setup outran its 60-second hook timeout); copying a migrated folder costs a
 * fraction of that. The folder's name carries a hash of the migrations and the
 * PGlite version, so a changed migration makes a new template; it is built in a
 * folder of its own and renamed into place, so test processes starting together
 * never see half of one.
 */
async function migratedTemplate(): Promise<string> {
  const hash = createHash("sha256");
  // The installed PGlite's real path names its version (pnpm's store folder).
  hash.update(fs.realpathSync(createRequire(import.meta.url).resolve("@electric-sql/pglite")));
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  const template = path.join(os.tmpdir(), `forecourt-pglite-template-${hash.digest("hex").slice(0, 16)}`);
  if (fs.existsSync(path.join(template, "PG_VERSION"))) return template;
  const building = fs.mkdtempSync(`${template}-building-`);
  const owner = await startOwner({ dir: building, port: await freePort() });
  const database = createDatabase(owner.url, { max: 2 });
  try {
    await runMigrations(database.pool);
  } finally {
    await database.close();
    await owner.stop();
  }
  try {
    fs.renameSync(building, template);
  } catch {
    // Another test process put its template in place first: the same migrations, so use that one.
    fs.rmSync(building, { recursive: true, force: true });
  }
  return template;
}

export async function pgliteBackend(): Promise<TestBackend> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-pglite-"));
  fs.cpSync(await migratedTemplate(), dir, { recursive: true });
  const owner: Owner = await startOwner({ dir, port: await freePort() });
  const database = createDatabase(owner.url, { max: 8 });
  // Already migrated in the template: this checks the journal and applies nothing.
  await runMigrations(database.pool);
  return {
    name: "pglite",
    database,
    url: owner.url,
    async dispose() {
      await database.close();
      await owner.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const { adminUrl, required } = testDatabaseEnv();

export async function postgresBackend(): Promise<TestBackend | null> {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    if (required) throw new Error(`PostgreSQL is required in CI but ${adminUrl} refused: ${(error as Error).message}`);
    console.warn(`[db tests] PostgreSQL at ${adminUrl} is not reachable; its backend is skipped outside CI`);
    return null;
  }
  const name = `forecourt_test_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const database = createDatabase(url, { max: 8 });
  await runMigrations(database.pool);
  return {
    name: "postgres",
    database,
    url,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
