// The embedded database: one process owns a PGlite folder and serves it over the
// Postgres wire protocol, so every other process (apps, workers, CLI) connects
// with `pg` exactly as it would to PostgreSQL. Two processes opening one PGlite
// folder corrupt it silently (an acknowledged write was seen lost), so the owner
// holds a lock file naming its pid and refuses a folder another live process owns.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface OwnerOptions {
  /** The PGlite data folder, e.g. `.data/pglite`. */
  dir: string;
  port: number;
  host?: string;
}

export interface Owner {
  url: string;
  dir: string;
  stop(): Promise<void>;
}

export class FolderOwnedError extends Error {
  override readonly name = "FolderOwnedError";
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`The database folder ${dir} is owned by process ${pid}; connect to that process instead of opening the folder again.`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the folder's lock file atomically; a stale lock (dead pid) is taken over. */
export function acquireFolderLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, "forecourt-owner.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => {
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(lockPath, "utf8"));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) throw new FolderOwnedError(dir, holder);
      fs.unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not take the lock on ${dir}`);
}

export async function startOwner(options: OwnerOptions): Promise<Owner> {
  const dir = path.resolve(options.dir);
  const release = acquireFolderLock(dir);
  const host = options.host ?? "127.0.0.1";
  let db: PGlite | undefined;
  try {
    db = await PGlite.create(dir);
    // Transactions through the multiplexer were checked: while a connection is in a
    // transaction, the server serves only that connection (owner.test.ts proves no lost update).
    // pglite-socket 0.2.17 queued single messages, so another connection's Parse could
    // land between one connection's Parse and Bind and answers went to the wrong query;
    // patches/@electric-sql__pglite-socket@0.2.17.patch keeps a connection's Parse..Sync
    // together the same way (owner.test.ts 'mixed concurrent load' fails without it).
    const server = new PGLiteSocketServer({ db, port: options.port, host, maxConnections: 200 });
    await server.start();
    const opened = db;
    return {
      dir,
      url: `postgres://postgres@${host}:${options.port}/postgres`,
      async stop() {
        await server.stop();
        await opened.close();
        release();
      },
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    release();
    throw error;
  }
}
