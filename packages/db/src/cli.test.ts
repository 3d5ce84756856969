// `forecourt-db serve` as the demo runs it: seed once, survive a hard kill, keep
// what was written, and take over the dead process's lock on restart.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "./client";
import { findSiteBySlug, listSites, saveSiteConfig } from "./repositories/sites";
import { freePort } from "./testing/free-port";

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tsx = path.resolve(packageDir, "node_modules/.bin/tsx");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-cli-"));
const port = await freePort();
const running: ChildProcess[] = [];

function serve(): Promise<{ child: ChildProcess; output: () => string; url: string }> {
  const child = spawn(tsx, ["bin/forecourt-db.ts", "serve", "--dir", dir, "--port", String(port)], { cwd: packageDir, stdio: ["ignore", "pipe", "pipe"] });
  running.push(child);
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not become ready:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = output.match(/\[db\] ready (\S+)/);
      if (ready) {
        clearTimeout(timer);
        resolve({ child, output: () => output, url: ready[1]! });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}:\n${output}`));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", () => resolve()));
}

afterAll(async () => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await Promise.all(running.map(exited));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("forecourt-db serve", () => {
  it("keeps the demo and every write across a hard kill and a restart", async () => {
    const first = await serve();
    expect(first.output()).toMatch(/seeded the demo: 14 sites, 3000 cars/);
    let database = createDatabase(first.url, { max: 1 });
    const site = (await listSites(database.db))[0]!;
    const config = (await findSiteBySlug(database.db, site.slug))!;
    await saveSiteConfig(database.db, { ...config, name: "Renamed Before The Crash" });
    await database.close();

    // Crash the owner itself (tsx runs it as a child process; the lock names its pid).
    const ownerPid = Number(fs.readFileSync(path.join(dir, "forecourt-owner.lock"), "utf8"));
    process.kill(ownerPid, "SIGKILL");
    await exited(first.child);
    // The dead owner's lock file is still there; the next owner takes it over.
    expect(fs.existsSync(path.join(dir, "forecourt-owner.lock"))).toBe(true);

    const second = await serve();
    expect(second.output()).toContain("demo data already present");
    database = createDatabase(second.url, { max: 1 });
    expect((await findSiteBySlug(database.db, site.slug))?.name).toBe("Renamed Before The Crash");
    expect(await listSites(database.db)).toHaveLength(14);
    await database.close();
    second.child.kill("SIGTERM");
    await exited(second.child);
    expect(fs.existsSync(path.join(dir, "forecourt-owner.lock"))).toBe(false);
  }, 180_000);

  it("refuses to start on a folder a live owner holds", async () => {
    const owner = await serve();
    const intruder = spawn(tsx, ["bin/forecourt-db.ts", "serve", "--dir", dir, "--port", String(port + 1)], { cwd: packageDir, stdio: ["ignore", "pipe", "pipe"] });
    running.push(intruder);
    let output = "";
    intruder.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => intruder.once("exit", resolve));
    expect(code).toBe(1);
    const ownerPid = fs.readFileSync(path.join(dir, "forecourt-owner.lock"), "utf8");
    expect(output).toContain(`is owned by process ${ownerPid}`);
    owner.child.kill("SIGTERM");
    await exited(owner.child);
  }, 120_000);
});
