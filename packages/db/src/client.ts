// Every process reaches the database through `pg` and DATABASE_URL: PostgreSQL in
// production, the embedded PGlite owner (owner.ts) by default. Same driver, same SQL.
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { databaseEnv } from "./env";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function createDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, idleTimeoutMillis: 30_000 });
  // An idle client's error (e.g. the owner restarting) must not crash the server process.
  pool.on("error", (error) => console.error("[db] idle client error:", error.message));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

const globalKey = Symbol.for("forecourt.database");
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Database> };

/**
 * The process-wide database, created once and kept on globalThis so that hot
 * reloads and several route bundles share one pool. A failed connection clears
 * the promise so the next request tries again.
 */
export function getDatabase(): Promise<Database> {
  const store = globalThis as GlobalWithDb;
  if (!store[globalKey]) {
    store[globalKey] = (async () => {
      const env = databaseEnv();
      const database = createDatabase(env.DATABASE_URL, { max: env.DATABASE_POOL_MAX });
      await database.pool.query("select 1");
      return database;
    })().catch((error: unknown) => {
      delete store[globalKey];
      throw error;
    });
  }
  return store[globalKey];
}

export { schema };

/** Readiness: the database answers a trivial query within `timeoutMs` (issue 14 GET /api/ready). */
export async function pingDatabase(database: Database, timeoutMs = 2_000): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query({ text: "select 1", query_timeout: timeoutMs } as pg.QueryConfig);
  } finally {
    client.release();
  }
}
