// Test databases: every repository test runs on the embedded PGlite owner and on
// PostgreSQL (127.0.0.1:5432), each a fresh database of the test's own. PostgreSQL
// is required when CI is set; elsewhere a missing server skips that backend loudly.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createDatabase, type Database } from "../client";
import { testDatabaseEnv } from "../env";
import { runMigrations } from "../migrate";
import { startOwner, type Owner } from "../owner";

export interface TestBackend {
  name: "pglite" | "postgres";
  database: Database;
  url: string;
  dispose(): Promise<void>;
}

let nextPort = 55_000 + (process.pid % 2000) * 2;

export async function pgliteBackend(): Promise<TestBackend> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-pglite-"));
  const owner: Owner = await startOwner({ dir, port: nextPort++ });
  const database = createDatabase(owner.url, { max: 8 });
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
