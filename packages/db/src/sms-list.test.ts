// `forecourt-db sms:list --site SLUG` (issue 16: with no SMS provider, sign-in
// codes stay in the message outbox and this command prints them), run as a process.
import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueMessage } from "./repositories/messages";
import { saveGroup, saveSiteConfig } from "./repositories/sites";
import { pgliteBackend, type TestBackend } from "./testing/backends";
import { testSite } from "./testing/fixtures";

const run = promisify(execFile);
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tsx = path.resolve(packageDir, "node_modules/.bin/tsx");

describe("sms:list", () => {
  let backend: TestBackend;
  const smsList = (...args: string[]) => run(tsx, ["bin/forecourt-db.ts", "sms:list", ...args], { cwd: packageDir, env: { ...process.env, DATABASE_URL: backend.url } });

  beforeAll(async () => {
    backend = await pgliteBackend();
    const { db } = backend.database;
    const alpha = testSite({ slug: "alpha", id: 1 });
    const bravo = testSite({ slug: "bravo", id: 2 });
    await saveGroup(db, { slug: "test-group", name: "Test Group" });
    await saveSiteConfig(db, alpha);
    await saveSiteConfig(db, bravo);
    await saveSiteConfig(db, testSite({ slug: "empty", id: 3 }));
    const sms = { channel: "sms" as const, kind: "sign-in-code", state: "held" as const };
    await queueMessage(db, alpha, { ...sms, recipient: "+61400000001", body: "Your Test Motors code is 111111", now: new Date("2026-12-01T09:00:00Z") });
    await queueMessage(db, alpha, { ...sms, recipient: "+61400000002", body: "Your Test Motors code is 222222.\nIt expires in 5 minutes.", now: new Date("2026-12-01T09:05:00Z") });
    await queueMessage(db, alpha, { channel: "email", kind: "receipt", recipient: "sam@example.com", subject: "Receipt", body: "not an SMS", now: new Date("2026-12-01T09:10:00Z") });
    await queueMessage(db, bravo, { ...sms, recipient: "+61499999999", body: "Your Bravo code is 999999", now: new Date("2026-12-01T09:20:00Z") });
  });

  afterAll(async () => {
    await backend.dispose();
  });

  it("prints one line per SMS of the site, newest first: time, phone, state and the whole text", async () => {
    const { stdout } = await smsList("--site", "alpha");
    const lines = stdout.trim().split("\n");
    expect(lines[0]).toBe("Test Motors (alpha): 2 SMS messages, newest first");
    expect(lines.slice(2)).toEqual(["2026-12-01 09:05:00  +61400000002  held  Your Test Motors code is 222222. It expires in 5 minutes.", "2026-12-01 09:00:00  +61400000001  held  Your Test Motors code is 111111"]);
    // Another site's message and the email are not listed.
    expect(stdout).not.toContain("999999");
    expect(stdout).not.toContain("not an SMS");
  }, 60_000);

  it("prints JSON, says when a site has none, and names the sites when the slug is unknown", async () => {
    const json = JSON.parse((await smsList("--site", "alpha", "--limit", "1", "--json")).stdout) as Array<{ recipient: string; body: string; state: string }>;
    expect(json.map((message) => [message.recipient, message.state])).toEqual([["+61400000002", "held"]]);
    expect((await smsList("--site", "empty")).stdout).toContain("Test Motors (empty) has no SMS messages yet.");
    await expect(smsList("--site", "nobody")).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('No site with slug "nobody". Sites: alpha, bravo, empty') });
    await expect(smsList()).rejects.toMatchObject({ code: 2 });
  }, 60_000);
});
