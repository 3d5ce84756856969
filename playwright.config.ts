// End-to-end tests on production builds of every template app, in Debian's
// Chromium (no browser is ever downloaded). The stack runs on its own ports and
// its own data folder, so the tests can run while the demo runs: every template app
// of the template registry, each on its demo port plus 1100 (e2e/stack-config.ts).
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumExecutablePath } from "@forecourt/vitest-config/chromium";
import { e2eRevalidateToken, e2eStack, e2eStockRateLimit } from "./e2e/stack-config";

export default defineConfig({
  testDir: "./e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
    // Recording a trace costs every journey its screenshots and snapshots: about a
    // third of Chromium's CPU and an eighth of the suite's time on 2 cores. CI records
    // one on the retry of a failed journey; a local run keeps the trace of a failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
  },
  projects: [
    { name: "journeys", testIgnore: /site-config\.spec\.ts/ },
    // Breaking a stored site config on purpose would race the journeys that read every
    // site's config, so that test runs alone, once they are done.
    { name: "broken-config", testMatch: /site-config\.spec\.ts/, dependencies: ["journeys"] },
  ],
  webServer: {
    command: `node_modules/.bin/tsx scripts/demo.ts --data ${e2eStack.dataDir} --db-port ${e2eStack.dbPort} --ports ${e2eStack.ports.join(",")} --fresh --quiet`,
    url: `http://127.0.0.1:${e2eStack.ports[0]}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    // Every journey submits from 127.0.0.1; the limit itself is tested in the lead API tests.
    env: { FORECOURT_LEAD_RATE_LIMIT_MAX: "100000", FORECOURT_SIGN_IN_CODES_PER_CLIENT: "100000", FORECOURT_VALUATIONS_PER_CLIENT: "100000", FORECOURT_REVALIDATE_TOKEN: e2eRevalidateToken, FORECOURT_STOCK_RATE_LIMIT_MAX: String(e2eStockRateLimit) },
  },
});
