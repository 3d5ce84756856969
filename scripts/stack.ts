// Brings up the whole product on this machine: the database owner (PGlite served
// over the Postgres protocol, or an external DATABASE_URL) and the production build
// of every template app. Used by the demo (`npm run demo`), the end-to-end tests and
// the benchmarks, each with its own ports and data folder so they can run at once.
// The templates and their demo ports come from the template registry
// (@forecourt/domain); the other stacks add an offset to each demo port.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type TemplateId, templates } from "@forecourt/domain";
import { startTurnstileStandIn } from "@forecourt/storefront/turnstile/stand-in";
import { startPaymentsGateway } from "@forecourt/storefront/payments/gateway";
import { demoPaymentKeys } from "@forecourt/storefront/reservations/runtime";
import { demoReservationSites } from "@forecourt/db/seed";
import { type AppPorts } from "./stack-ports";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export { templates };
export { type AppPorts, benchFloorPort, registryAppPorts, stackPortOffsets } from "./stack-ports";
const serveBin = path.join(root, "packages/storefront/bin/forecourt-serve.mjs");

export interface StackOptions {
  /** PGlite folder, relative to the repo root. */
  dataDir: string;
  dbPort: number;
  /** The port of each template's app (`registryAppPorts(offset)`). */
  appPorts: AppPorts;
  /** Start from an empty database (tests). */
  fresh?: boolean;
  /** Use this database instead of the embedded one (PostgreSQL in production). */
  databaseUrl?: string;
  /** The test payments gateway's port; by default the generic app's port + 10 (3010 in the demo, 4110 in the e2e stack). */
  paymentsPort?: number;
  log?: (line: string) => void;
}

export interface Stack {
  databaseUrl: string;
  origins: Record<TemplateId, string>;
  /** The bearer token the apps accept on POST /api/revalidate (`pnpm refresh`, refreshCars). */
  revalidateToken: string;
  /** The test payments gateway (issue 17): FORECOURT_STRIPE_API_URL of every app. */
  paymentsUrl: string;
  stop(): Promise<void>;
}

export function startGroup(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; name: string; log: (line: string) => void }): ChildProcess {
  // Each server in its own process group, so stopping it also stops what it spawned (next-server).
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) {
      if (line.trim()) options.log(line.startsWith(`[${options.name}]`) ? line : `[${options.name}] ${line}`);
    }
  };
  child.stdout?.on("data", forward);
  child.stderr?.on("data", forward);
  return child;
}

export function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
      resolve();
    }, 5000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs: number, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = "";
    const timer = setTimeout(() => reject(new Error(`${name} did not become ready within ${timeoutMs / 1000} s`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = buffer.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    };
    child.stdout?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with code ${code} before it was ready:\n${buffer.slice(-2000)}`));
    });
  });
}

export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = "";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${lastError})`);
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const children: ChildProcess[] = [];
  const closers: Array<() => Promise<void>> = [];
  const stop = async () => {
    await Promise.all(children.splice(0).reverse().map(stopGroup));
    await Promise.all(closers.splice(0).map((close) => close()));
  };
  try {
    const tsx = path.join(root, "node_modules/.bin/tsx");
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const dataDir = path.resolve(root, options.dataDir);
      if (options.fresh) fs.rmSync(dataDir, { recursive: true, force: true });
      const db = startGroup(tsx, ["bin/forecourt-db.ts", "serve", "--dir", dataDir, "--port", String(options.dbPort)], {
        cwd: path.join(root, "packages/db"),
        env: process.env,
        name: "db",
        log,
      });
      children.push(db);
      const ready = await waitForLine(db, /\[db\] ready (postgres:\/\/\S+)/, 180_000, "the database");
      databaseUrl = ready.split(" ")[2]!;
    } else {
      const migrate = startGroup(tsx, ["bin/forecourt-db.ts", "seed"], { cwd: path.join(root, "packages/db"), env: { ...process.env, DATABASE_URL: databaseUrl }, name: "db", log });
      await new Promise<void>((resolve, reject) => migrate.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`database setup failed (${code})`)))));
    }

    // Cloudflare Turnstile's stand-in (script and siteverify, Cloudflare's test keys):
    // the demo site with the captcha on shows the widget and its leads pass, offline.
    // It refuses to start when FORECOURT_DEPLOYMENT=production.
    const turnstile = await startTurnstileStandIn({ host: "127.0.0.1" });
    closers.push(() => turnstile.close());

    // The Stripe-compatible test gateway (issue 17): the `stripe` SDK in every app and
    // the worker is pointed at it (FORECOURT_STRIPE_API_URL), and each reserving demo
    // site's webhook endpoint is registered with the test keys made from its slug, as a
    // dealer would register theirs in Stripe's dashboard. It refuses to start with
    // FORECOURT_DEPLOYMENT=production.
    const payments = await startPaymentsGateway({ host: "127.0.0.1", port: options.paymentsPort ?? options.appPorts.generic + 10 });
    closers.push(() => payments.close());
    for (const site of demoReservationSites) {
      const keys = demoPaymentKeys(site.slug);
      payments.addWebhookEndpoint(keys.secretKey, { url: `http://${site.slug}.localhost:${options.appPorts[site.template]}/api/reservations/webhook`, secret: keys.webhookSecret });
    }
    log(`[payments] test gateway at ${payments.url} (Stripe's test cards; no real money)`);

    const origins = Object.fromEntries(templates.map((template) => [template, `http://localhost:${options.appPorts[template]}`])) as Stack["origins"];
    // One per start unless set, like the lead token secret: a refresh after a change
    // (`pnpm refresh`, refreshCars) reaches every app with it.
    const revalidateToken = process.env.FORECOURT_REVALIDATE_TOKEN ?? randomBytes(24).toString("base64url");
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      FORECOURT_TURNSTILE_SCRIPT_URL: turnstile.scriptUrl,
      FORECOURT_TURNSTILE_VERIFY_URL: turnstile.verifyUrl,
      FORECOURT_TEMPLATE_ORIGINS: templates.map((template) => `${template}=${origins[template]}`).join(","),
      // Production builds refuse to sign lead tokens without a secret; one per start is
      // enough here (a form left open across a restart fetches a fresh token on retry).
      FORECOURT_LEAD_TOKEN_SECRET: process.env.FORECOURT_LEAD_TOKEN_SECRET ?? randomBytes(32).toString("base64url"),
      FORECOURT_REVALIDATE_TOKEN: revalidateToken,
      FORECOURT_STRIPE_API_URL: payments.url,
      // Each app process keeps the pages it generates to itself (next-config.mjs): this
      // stack's pages hold this stack's stand-in addresses and data.
      FORECOURT_PAGE_CACHE: "memory",
    };
    templates.forEach((template) => {
      const appDir = path.join(root, "apps", template);
      if (!fs.existsSync(path.join(appDir, ".next/BUILD_ID"))) throw new Error(`apps/${template} has no production build: run \`pnpm build\` first`);
      // Pages a server wrote to disk before (a `next start` by hand, or a build restored
      // from turbo's cache over a folder that had them) would be read as this stack's.
      fs.rmSync(path.join(appDir, ".next/server/route-cache"), { recursive: true, force: true });
      // Behind Forecourt's app server (packages/storefront/src/server), which owns the
      // X-Forwarded-* headers, never a bare `next start`.
      children.push(
        startGroup(process.execPath, [serveBin, "--dir", appDir, "--port", String(options.appPorts[template])], { cwd: appDir, env, name: template, log }),
      );
    });
    // The lead delivery worker (issue 5) and the message worker (issue 16): with no
    // destination and no SMS provider configured (the demo) they find nothing to send;
    // leads stay in the database for `pnpm leads:list`, and SMS messages stay held in
    // the outbox for `pnpm sms:list`. The app that holds a message prints it as an
    // `[sms outbox]` line, which startGroup forwards to the terminal with the app's name.
    children.push(startGroup(tsx, ["src/leads/worker-main.ts"], { cwd: path.join(root, "packages/storefront"), env: { ...env, NODE_ENV: "production" }, name: "leads", log }));
    await Promise.all(templates.map((template) => waitForHttp(`${origins[template].replace("localhost", "127.0.0.1")}/`, 120_000)));
    return { databaseUrl, origins, revalidateToken, paymentsUrl: payments.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
