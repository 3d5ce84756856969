// The data versions that processes caching data compare against (the embedded
// search index watches `cars`, the site config cache `sites`). Every writer bumps
// through this one function, inside its own transaction where it has one, so the
// version and the data it covers commit together.
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { dataVersions } from "../schema";

/** A database or a transaction: anything that can insert. */
type Writer = Pick<Db, "insert">;

export type DataVersionName = "cars" | "sites";

/** Adds one to the named version (creating it at 1) and returns the new value. */
export async function bumpDataVersion(db: Writer, name: DataVersionName): Promise<number> {
  const [row] = await db
    .insert(dataVersions)
    .values({ name, version: 1 })
    .onConflictDoUpdate({ target: dataVersions.name, set: { version: sql`${dataVersions.version} + 1`, updatedAt: sql`now()` } })
    .returning({ version: dataVersions.version });
  return row!.version;
}
