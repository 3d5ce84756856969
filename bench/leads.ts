// pnpm bench:leads: where the time of one lead goes, on the embedded PGlite owner
// and on PostgreSQL (127.0.0.1:5432, when it answers). Three layers, each run on
// the same fresh database in the same process, each with the same bounded
// concurrency (a fixed number of leads, a fixed number in flight; loopback only):
//   repository   createLead alone: the one transaction that stores the lead, its
//                outbox rows and idempotency key (the baseline)
//   handler      respondToLeadSubmission in process: token, honeypot, zod schema,
//                tenant checks, rate limit, car lookup, then the same transaction
//   HTTP         the handler behind node:http on 127.0.0.1, as a browser posts
// Prints leads per second and p50/p95 latency per lead, and each layer's cost as a
// ratio of the baseline. Figures, not pass/fail: the machine is shared.
import http from "node:http";
import type net from "node:net";
import { Readable } from "node:stream";
import { createLead, type Database } from "@forecourt/db";
import { pgliteBackend, postgresBackend, type TestBackend } from "@forecourt/db/testing/backends";
import type { SiteConfig } from "@forecourt/domain";
import { postgresRateLimitStore } from "../packages/storefront/src/integrations/rate-limit";
import type { LeadHandlerDeps } from "../packages/storefront/src/leads/handler";
import { respondToLeadSubmission } from "../packages/storefront/src/leads/http";
import { alphaGeneral, leadTestDatabase, NOW, seedLeadSites, testDeps } from "../packages/storefront/src/leads/test-support";

const count = Number(process.argv[2] ?? 400);
const inFlight = Number(process.argv[3] ?? 50);
if (!Number.isInteger(count) || count < 1 || count > 5_000 || !Number.isInteger(inFlight) || inFlight < 1 || inFlight > 200) {
  console.error("usage: pnpm bench:leads [leads 1-5000 (400)] [in flight 1-200 (50)]");
  process.exit(2);
}

interface Figures {
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
}

/** Runs `task` `count` times with at most `inFlight` at once; every call must succeed. */
async function measure(task: (index: number) => Promise<void>): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) {
        const index = next++;
        const begun = performance.now();
        await task(index);
        latencies.push(performance.now() - begun);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { seconds, perSecond: count / seconds, p50: at(0.5), p95: at(0.95) };
}

function request(body: string, index: number): Request {
  return new Request("http://alpha-motors.localhost:3000/api/leads", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${index % 250}`, "idempotency-key": `bench-${index}-${Math.random().toString(36).slice(2)}` },
    body,
  });
}

async function leadServer(site: SiteConfig, deps: LeadHandlerDeps): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const incoming = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : value] as [string, string]])),
      body: Readable.toWeb(req) as ReadableStream,
      duplex: "half",
    } as RequestInit);
    const response = await respondToLeadSubmission(incoming, site, { deps, now: NOW });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function post(port: number, agent: http.Agent, body: string, index: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = http.request(
      { host: "127.0.0.1", port, path: "/api/leads", method: "POST", agent, headers: { host: "alpha-motors.localhost:3000", "content-type": "application/json", "x-forwarded-for": `198.51.100.${index % 250}`, "idempotency-key": `bench-http-${index}` } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    call.on("error", reject);
    call.end(body);
  });
}

async function run(name: string, backend: TestBackend): Promise<void> {
  const database: Database = leadTestDatabase(backend);
  try {
    const sites = await seedLeadSites(database.db);
    const deps = testDeps(database.db, { rateLimitStore: postgresRateLimitStore(database.db), rateLimit: { max: 1_000_000, windowSeconds: 600 } });
    const site = { id: sites.alpha.id };

    const repository = await measure(async (index) => {
      const result = await createLead(database.db, site, {
        form: "general",
        category: "General Enquiry",
        name: "Jane",
        email: `bench-${index}@example.com`,
        phone: "0412 345 678",
        message: "Do you have a white HiLux?",
        dealershipSlug: "alpha-north",
        payload: { name: "Jane" },
        createdAt: NOW,
      });
      if (result.status !== "created") throw new Error(`repository: ${result.status}`);
    });

    const handler = await measure(async (index) => {
      const response = await respondToLeadSubmission(request(JSON.stringify(alphaGeneral({ location_id: undefined, email: `h-${index}@example.com` })), index), sites.alpha, { deps, now: NOW });
      if (response.status !== 201) throw new Error(`handler: ${response.status} ${await response.text()}`);
    });

    const server = await leadServer(sites.alpha, deps);
    const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });
    let overHttp: Figures;
    try {
      overHttp = await measure(async (index) => {
        const status = await post(server.port, agent, JSON.stringify(alphaGeneral({ location_id: undefined, email: `w-${index}@example.com` })), index);
        if (status !== 201) throw new Error(`HTTP: ${status}`);
      });
    } finally {
      agent.destroy();
      await server.close();
    }

    const row = (label: string, figures: Figures) =>
      `| ${name} | ${label} | ${figures.perSecond.toFixed(0)} | ${figures.p50.toFixed(1)} / ${figures.p95.toFixed(1)} ms | ${(repository.perSecond / figures.perSecond).toFixed(2)}x |`;
    console.log(row("repository (baseline)", repository));
    console.log(row("handler in process", handler));
    console.log(row("HTTP on loopback", overHttp));
  } finally {
    await database.close();
  }
}

console.log(`${count} leads per layer, ${inFlight} in flight, pool of 8 connections\n`);
console.log("| database | layer | leads/s | latency p50 / p95 | time vs baseline |");
console.log("|---|---|---:|---:|---:|");
for (const [name, open] of [
  ["PGlite owner", pgliteBackend],
  ["PostgreSQL", postgresBackend],
] as const) {
  const backend = await open();
  if (!backend) {
    console.log(`| ${name} | not reachable: skipped | | | |`);
    continue;
  }
  try {
    await run(name, backend);
  } finally {
    await backend.dispose();
  }
}
