import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import pg from "pg";
import { acquireFolderLock, FolderOwnedError, startOwner } from "./owner";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-owner-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

let port = 56_000 + (process.pid % 1000) * 2;

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
    const first = await startOwner({ dir, port: port++ });
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query("create table kept (v text)");
    await client.query("insert into kept values ('survives')");
    await client.end();
    await first.stop();

    const second = await startOwner({ dir, port: port++ });
    const reader = new pg.Client({ connectionString: second.url });
    await reader.connect();
    const { rows } = await reader.query("select v from kept");
    await reader.end();
    await second.stop();
    expect(rows).toEqual([{ v: "survives" }]);
  });

  it("refuses to open a folder it already serves", async () => {
    const dir = tempDir();
    const owner = await startOwner({ dir, port: port++ });
    try {
      // Same process, but the lock names this pid: a second open would corrupt the folder.
      fs.writeFileSync(path.join(dir, "forecourt-owner.lock"), String(process.ppid));
      await expect(startOwner({ dir, port: port++ })).rejects.toThrow(/owned by process/);
    } finally {
      fs.writeFileSync(path.join(dir, "forecourt-owner.lock"), String(process.pid));
      await owner.stop();
    }
  });
});
