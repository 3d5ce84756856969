import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import pg from "pg";
import { acquireFolderLock, FolderOwnedError, startOwner } from "./owner";
import { freePort } from "./testing/free-port";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-owner-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});


describe("the PGlite owner", () => {
  it("refuses a folder another live process owns", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "forecourt-owner.lock"), String(process.ppid));
    expect(() => acquireFolderLock(dir)).toThrow(FolderOwnedError);
  });

  it("takes over the lock of a process that died", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "forecourt-owner.lock"), "999999999");
    const release = acquireFolderLock(dir);
    expect(fs.readFileSync(path.join(dir, "forecourt-owner.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "forecourt-owner.lock"))).toBe(false);
  });

  it("creates missing parent folders", () => {
    const dir = path.join(tempDir(), "a", "b");
    const release = acquireFolderLock(dir);
    expect(fs.existsSync(dir)).toBe(true);
    release();
  });

  it("keeps committed data across a restart", async () => {
    const dir = tempDir();
    const first = await startOwner({ dir, port: await freePort() });
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query("create table kept (v text)");
    await client.query("insert into kept values ('survives')");
    await client.end();
    await first.stop();

    const second = await startOwner({ dir, port: await freePort() });
    const reader = new pg.Client({ connectionString: second.url });
    await reader.connect();
    const { rows } = await reader.query("select v from kept");
    await reader.end();
    await second.stop();
    expect(rows).toEqual([{ v: "survives" }]);
  });

  it("keeps each connection's queries apart under mixed concurrent load (statements and transactions)", async () => {
    // Every app process and worker shares the one owner; parameterised statements of
    // different shapes from many connections, with transactions among them, must
    // each get their own answer and no update may be lost.
    const owner = await startOwner({ dir: tempDir(), port: await freePort() });
    const pool = new pg.Pool({ connectionString: owner.url, max: 12 });
    try {
      await pool.query("create table counter (id int primary key, n int not null)");
      await pool.query("insert into counter values (1, 0)");
      const increment = async () => {
        const client = await pool.connect();
        try {
          await client.query("begin");
          const { rows } = await client.query("select n from counter where id = $1 for update", [1]);
          await client.query("update counter set n = $1 where id = $2", [Number(rows[0].n) + 1, 1]);
          await client.query("commit");
        } finally {
          client.release();
        }
      };
      const statement = async (index: number) => {
        const { rows } =
          index % 3 === 0
            ? await pool.query("select $1::int + 1 as value", [index])
            : index % 3 === 1
              ? await pool.query("select $1::text || $2::text as value", [`a${index}`, "b"])
              : await pool.query("select $1::int * $2::int + $3::int as value", [index, 2, 1]);
        expect(rows[0].value).toEqual(index % 3 === 0 ? index + 1 : index % 3 === 1 ? `a${index}b` : index * 2 + 1);
      };
      await Promise.all(Array.from({ length: 600 }, (_, index) => (index % 4 === 0 ? increment() : statement(index))));
      expect((await pool.query("select n from counter where id = 1")).rows[0].n).toBe(150);
    } finally {
      await pool.end();
      await owner.stop();
    }
  }, 60_000);

  it("refuses to open a folder it already serves", async () => {
    const dir = tempDir();
    const owner = await startOwner({ dir, port: await freePort() });
    try {
      // Same process, but the lock names this pid: a second open would corrupt the folder.
      fs.writeFileSync(path.join(dir, "forecourt-owner.lock"), String(process.ppid));
      await expect(startOwner({ dir, port: await freePort() })).rejects.toThrow(/owned by process/);
    } finally {
      fs.writeFileSync(path.join(dir, "forecourt-owner.lock"), String(process.pid));
      await owner.stop();
    }
  });
});
