// Fixtures and loopback stand-ins for the lead tests: two sites on one database,
// a local HTTP server standing in for a CRM or Cloudflare, and a tiny SMTP server.
// Everything listens on 127.0.0.1; no test reaches the internet.
import http from "node:http";
import net from "node:net";
import { type Location, locationSchema, type SiteConfig } from "@forecourt/domain";
import { createDatabase, type Database, type Db, saveGroup, saveSiteConfig, upsertCars } from "@forecourt/db";
import type { TestBackend } from "@forecourt/db/testing/backends";
import { testCar, testSite } from "@forecourt/db/testing/fixtures";
import { memoryRateLimitStore } from "../integrations/rate-limit";
import type { TurnstileVerifier } from "../integrations/turnstile/turnstile";
import type { LeadHandlerDeps } from "./handler";
import { issueLeadToken } from "./tokens";

export const TEST_SECRET = "test-lead-token-secret-0123456789abcdef";
export const NOW = new Date("2026-11-23T01:00:00Z");
/** A token old enough (10 s) and fresh enough to pass. */
export const tokenFor = (siteId: number, issuedAt = new Date(NOW.getTime() - 10_000)) => issueLeadToken(siteId, issuedAt, TEST_SECRET);

export function location(id: number, dealershipId: number, dealershipSlug: string, overrides: Record<string, unknown> = {}): Location {
  return locationSchema.parse({
    id,
    slug: `location-${id}`,
    name: `Location ${id}`,
    dealership_id: dealershipId,
    dealership_slug: dealershipSlug,
    address: { street: "1 Main St", city: "Brisbane", state: "qld", postcode: "4000", lat: -27.47, long: 153.02 },
    ...overrides,
  });
}

/**
 * Opens a test backend, trying the next port when the PGlite owner's port is
 * taken (its port is derived from the pid, and on a busy machine an outgoing
 * connection can hold it).
 */
export async function openBackend(open: () => Promise<TestBackend | null>): Promise<TestBackend | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await open();
    } catch (error) {
      if (attempt >= 5 || !/EADDRINUSE/.test((error as Error).message)) throw error;
    }
  }
}

/**
 * The database the code under test uses: a pool of eight, as an app has, on either
 * backend (the PGlite owner keeps each connection's Parse..Sync together; see
 * packages/db/src/owner.ts).
 */
export function leadTestDatabase(backend: TestBackend): Database {
  if (backend.name === "postgres") return { ...backend.database, close: async () => undefined };
  return createDatabase(backend.url, { max: 8 });
}

export interface LeadSites {
  /** A multi-brand group: two dealerships (a Kia franchise and a used yard), two locations, terms required: every picker shown. */
  alpha: SiteConfig;
  alphaLocations: Location[];
  /** A Nissan site: one dealership and location, Turnstile keys, no terms. */
  bravo: SiteConfig;
  bravoLocations: Location[];
}

/** Saves the two test sites and their cars: 1 and 2 are alpha's (used, new), 3 is bravo's. */
export async function seedLeadSites(db: Db): Promise<LeadSites> {
  await saveGroup(db, { slug: "test-group", name: "Test Group" });
  const alpha = await saveSiteConfig(
    db,
    testSite({
      slug: "alpha-motors",
      id: 1,
      dealership_id: 10,
      name: "Alpha Motors",
      dealerships: [
        { id: 10, slug: "alpha-north", name: "Alpha North", manufacturer: "Kia" },
        { id: 11, slug: "alpha-south", name: "Alpha South" },
      ],
      features: { termsRequired: true },
    }),
  );
  const bravo = await saveSiteConfig(
    db,
    testSite({
      slug: "bravo-motors",
      id: 2,
      dealership_id: 20,
      name: "Bravo Motors",
      manufacturer: "Nissan",
      dealerships: [{ id: 20, slug: "bravo", name: "Bravo" }],
      integrations: { turnstileSiteKey: "1x00000000000000000000AA" },
    }),
  );
  await upsertCars(db, [
    testCar({ id: 1, slug: "alpha-hilux", dealership_id: 10, dealership_slug: "alpha-north", make: "Toyota", model: "HiLux", badge: "SR5", car_type: "used", status: "in_stock", stocknum: "AN1", vin: "JTEBU3FJ00K000001" }),
    testCar({ id: 2, slug: "alpha-corolla", dealership_id: 11, dealership_slug: "alpha-south", make: "Toyota", model: "Corolla", car_type: "new", status: "in_stock", stocknum: "AS2", tag: "Test Drive Only" }),
    testCar({ id: 3, slug: "bravo-navara", dealership_id: 20, dealership_slug: "bravo", make: "Nissan", model: "Navara", car_type: "used", stocknum: "B3" }),
  ]);
  return {
    alpha,
    alphaLocations: [location(101, 10, "alpha-north"), location(102, 11, "alpha-south")],
    bravo,
    bravoLocations: [location(201, 20, "bravo")],
  };
}

/** A valid general enquiry for alpha (every picker shown, terms required). */
export function alphaGeneral(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    form: "general",
    token: tokenFor(1),
    website: "",
    category: "General Enquiry",
    dealership_slug: "alpha-north",
    location_id: 101,
    name: "Jane",
    email: "jane@example.com",
    phone: "0412 345 678",
    message: "Do you have a white HiLux?",
    terms: true,
    ...overrides,
  };
}

export const neverTurnstile: TurnstileVerifier = {
  verify: () => Promise.reject(new Error("Turnstile must not be called in this test")),
};

export function testDeps(db: Db, overrides: Partial<LeadHandlerDeps> = {}): LeadHandlerDeps {
  return {
    db,
    rateLimitStore: memoryRateLimitStore(),
    turnstile: neverTurnstile,
    tokenSecret: TEST_SECRET,
    rateLimit: { max: 1_000_000, windowSeconds: 600 },
    log: () => undefined,
    ...overrides,
  };
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface LocalServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A loopback HTTP server answering each request with `respond` (a CRM, Cloudflare's siteverify...). */
export async function localServer(respond: (request: RecordedRequest, index: number) => { status: number; body?: string; destroy?: boolean } | Promise<{ status: number; body?: string; destroy?: boolean }>): Promise<LocalServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const recorded = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      const index = requests.push(recorded) - 1;
      const reply = await respond(recorded, index);
      if (reply.destroy) {
        // The request arrived, the answer is lost: the sender must retry, and the receiver sees a duplicate.
        req.socket.destroy();
        return;
      }
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(reply.body ?? "{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface SmtpMessage {
  from: string;
  to: string[];
  data: string;
}

/** Just enough SMTP (RFC 5321) for nodemailer to hand over a message, kept in `messages`. */
export async function localSmtpServer(options: { failFirst?: number } = {}): Promise<{ url: string; messages: SmtpMessage[]; close(): Promise<void> }> {
  const messages: SmtpMessage[] = [];
  let transactions = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    let buffer = "";
    let inData = false;
    let message: SmtpMessage = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 localhost test SMTP");
    socket.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          message.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          transactions++;
          if (transactions <= (options.failFirst ?? 0)) {
            reply("451 4.3.0 try again later");
          } else {
            messages.push(message);
            reply("250 2.0.0 queued");
          }
          message = { from: "", to: [], data: "" };
          continue;
        }
        const end = buffer.indexOf("\r\n");
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 localhost");
        else if (verb === "MAIL") {
          message.from = line.slice(10).trim();
          reply("250 2.1.0 ok");
        } else if (verb === "RCPT") {
          message.to.push(line.slice(8).trim());
          reply("250 2.1.5 ok");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 end with <CRLF>.<CRLF>");
        } else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
        } else if (verb === "RSET" || verb === "NOOP") reply("250 ok");
        else reply("502 5.5.1 not implemented");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
