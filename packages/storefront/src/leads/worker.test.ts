// The delivery worker (issue 5 'Delivery', 'Done when'): a webhook destination
// that fails 5 times then recovers receives every lead, each lead_id at least once,
// every duplicate with the same id and bytes; email through a local SMTP server;
// nothing is dropped when a destination is down, disabled or unconfigured.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLead, type Database, listDeliveryAttempts, listOutbox, type NewLead, saveLeadDestination, setLeadDestinationEnabled } from "@forecourt/db";
import { pgliteBackend, postgresBackend, type TestBackend } from "@forecourt/db/testing/backends";
import { leadSchema } from "@forecourt/domain";
import { smtpLeadMailer } from "../integrations/email/email";
import { isWebhookSignatureValid } from "../integrations/webhook/webhook";
import { type LeadSites, leadTestDatabase, localServer, localSmtpServer, NOW, openBackend, seedLeadSites } from "./test-support";
import { retryDelayMs, runWorkerOnce, startLeadWorker } from "./worker";

describe("retry delays", () => {
  const policy = { baseMs: 1000, capMs: 60_000 };
  it("grow exponentially with jitter between half and all of the delay, and never pass the cap", () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, policy, () => 0))).toEqual([500, 1000, 2000, 4000]);
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, policy, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(50, policy, () => 1)).toBe(60_000);
    expect(retryDelayMs(5000, policy, () => 0.5)).toBe(45_000);
    expect(retryDelayMs(0, policy, () => 0)).toBe(500);
  });
});

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

function lead(index: number, at: Date): NewLead {
  return {
    form: "car-enquiry",
    category: "Vehicle Enquiry",
    name: `Shopper ${index}`,
    email: `shopper${index}@example.com`,
    phone: "0412 345 678",
    message: "Is it still available?",
    car: { id: 1, make: "Toyota", model: "HiLux", stocknum: "AN1", carType: "used", status: "in_stock", vin: "JTEBU3FJ00K000001", dealershipId: 10, dealershipSlug: "alpha-north", tag: null, badge: "SR5" },
    manufacturerSlug: "toyota",
    payload: { name: `Shopper ${index}`, additional_services: ["Finance"], has_trade_in: "yes" },
    createdAt: at,
  };
}

describe.each(backends)("lead delivery worker on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  let database: Database;
  let sites: LeadSites;
  let clock: number;
  const now = () => new Date(clock);
  const quiet = () => undefined;

  beforeAll(async () => {
    backend = await openBackend(open);
    if (!backend) return;
    database = leadTestDatabase(backend);
    sites = await seedLeadSites(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await backend?.dispose();
  });

  it("delivers every lead to a webhook that fails 5 times then recovers; duplicates carry the same id", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = database;
    clock = NOW.getTime();
    // Failures of every kind: 500, 503, an answer lost after the request arrived, a 429, and an answer too late (received, but timed out).
    const crm = await localServer(async (_request, index) => {
      if (index === 0) return { status: 500 };
      if (index === 1) return { status: 503 };
      if (index === 2) return { status: 200, destroy: true };
      if (index === 3) return { status: 429 };
      if (index === 4) {
        // Well past the worker's timeout, which is itself generous: a busy CI machine must not turn the 429 into a timeout.
        await new Promise((resolve) => setTimeout(resolve, 5000));
        return { status: 200 };
      }
      return { status: 200 };
    });
    try {
      const destination = await saveLeadDestination(db, sites.alpha, { kind: "webhook", target: `${crm.url}/hooks/leads`, secret: "crm-secret" });
      const ids: string[] = [];
      for (let index = 0; index < 12; index++) {
        const result = await createLead(db, sites.alpha, lead(index, NOW));
        if (result.status === "created") ids.push(result.leadId);
      }
      const deps = { db, mailer: null, now, random: () => 0.5, webhookTimeoutMs: 2000, backoff: { baseMs: 1000, capMs: 60_000 }, batchSize: 5, log: quiet };
      let rounds = 0;
      while (rounds < 50) {
        rounds++;
        await runWorkerOnce(deps);
        const pending = (await listOutbox(db, sites.alpha)).filter((row) => row.destinationId === destination.id && row.state === "pending");
        if (pending.length === 0) break;
        clock += 30_000;
      }
      const outbox = (await listOutbox(db, sites.alpha)).filter((row) => row.destinationId === destination.id);
      expect(outbox.map((row) => row.state)).toEqual(Array(12).fill("delivered"));

      const received = crm.requests.map((request) => ({ request, body: JSON.parse(request.body) as Record<string, unknown> }));
      // Each lead_id arrived at least once, signed, with itself as the Idempotency-Key.
      expect(new Set(received.map((entry) => entry.body.lead_id))).toEqual(new Set(ids));
      for (const { request, body } of received) {
        expect(request.method).toBe("POST");
        expect(request.url).toBe("/hooks/leads");
        expect(request.headers["content-type"]).toBe("application/json");
        expect(request.headers["idempotency-key"]).toBe(body.lead_id);
        expect(isWebhookSignatureValid(request.body, request.headers["x-forecourt-signature"] as string, "crm-secret")).toBe(true);
        expect(isWebhookSignatureValid(request.body, request.headers["x-forecourt-signature"] as string, "another-secret")).toBe(false);
      }
      // The lost answer and the late answer were received, and sent again: same id, same bytes.
      const byLead = new Map<unknown, string[]>();
      for (const { request, body } of received) byLead.set(body.lead_id, [...(byLead.get(body.lead_id) ?? []), request.body]);
      const duplicated = [...byLead.values()].filter((bodies) => bodies.length > 1);
      expect(duplicated.length).toBeGreaterThanOrEqual(2);
      for (const bodies of duplicated) expect(new Set(bodies).size).toBe(1);
      expect(received.length).toBe(12 + 5);

      // spec 3 'Lead' fields, the car from its row, and the form's other fields.
      expect(received[0]!.body).toMatchObject({ website_id: 1, form: "car-enquiry", category: "Vehicle Enquiry", "Vehicle Make": "Toyota", "Vehicle Model": "HiLux", manufacturer_slug: "toyota", stock_number: "AN1", car_type: "used", vehicle_status: "in_stock", car_id: 1, opt_in: true, additional_services: ["Finance"], has_trade_in: "yes" });
      expect(received[0]!.body).not.toHaveProperty("token");
      // The body is a spec 3 Lead as the domain defines it.
      expect(leadSchema.safeParse(received[0]!.body).success).toBe(true);

      // Every attempt is recorded: five failures, then one success per lead.
      const attempts = (await Promise.all(ids.map((id) => listDeliveryAttempts(db, sites.alpha, id)))).flat();
      expect(attempts.filter((attempt) => attempt.status === "failed")).toHaveLength(5);
      expect(attempts.filter((attempt) => attempt.status === "delivered")).toHaveLength(12);
      expect(attempts.filter((attempt) => attempt.status === "failed").map((attempt) => attempt.httpStatus).sort()).toEqual([429, 500, 503, null, null].sort());
    } finally {
      await setLeadDestinationEnabled(db, sites.alpha, (await listOutbox(db, sites.alpha))[0]!.destinationId, false);
      await crm.close();
    }
  }, 60_000);

  it("keeps leads while the destination is down, and delivers them when it is back", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = database;
    clock = NOW.getTime() + 86_400_000;
    let up = false;
    const crm = await localServer(() => ({ status: up ? 204 : 502 }));
    const destination = await saveLeadDestination(db, sites.bravo, { kind: "webhook", target: crm.url, secret: "s" });
    try {
      const created = await createLead(db, sites.bravo, lead(1, now()));
      const deps = { db, mailer: null, now, random: () => 1, webhookTimeoutMs: 1000, backoff: { baseMs: 1000, capMs: 4000 }, log: quiet };
      for (let round = 0; round < 20; round++) {
        await runWorkerOnce(deps);
        clock += 5000;
      }
      const row = (await listOutbox(db, sites.bravo)).find((entry) => entry.destinationId === destination.id)!;
      // Down for 20 rounds: still pending, retried at the capped delay, never dropped.
      expect(row).toMatchObject({ state: "pending", lastError: "HTTP 502: {}" });
      expect(row.attempts).toBeGreaterThanOrEqual(15);
      up = true;
      await runWorkerOnce(deps);
      expect((await listOutbox(db, sites.bravo)).find((entry) => entry.destinationId === destination.id)?.state).toBe("delivered");
      expect(crm.requests.at(-1)!.headers["idempotency-key"]).toBe((created as { leadId: string }).leadId);
    } finally {
      await setLeadDestinationEnabled(db, sites.bravo, destination.id, false);
      await crm.close();
    }
  }, 60_000);

  it("emails a lead through SMTP, retrying a refused hand-over, and waits when SMTP is not configured", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = database;
    clock = NOW.getTime() + 2 * 86_400_000;
    const smtp = await localSmtpServer({ failFirst: 1 });
    const mailer = smtpLeadMailer({ smtpUrl: smtp.url, from: "Forecourt <leads@forecourt.test>", timeoutMs: 2000 });
    const destination = await saveLeadDestination(db, sites.bravo, { kind: "email", target: "sales@bravo.example" });
    try {
      const created = await createLead(db, sites.bravo, lead(7, now()));
      const leadId = (created as { leadId: string }).leadId;
      const base = { db, now, random: () => 0, backoff: { baseMs: 1000, capMs: 4000 }, log: quiet };
      // Without SMTP settings the lead waits, with the reason recorded.
      expect(await runWorkerOnce({ ...base, mailer: null })).toMatchObject({ claimed: 1, failed: 1 });
      expect((await listOutbox(db, sites.bravo)).find((row) => row.destinationId === destination.id)?.lastError).toMatch(/SMTP is not configured/);
      clock += 10_000;
      expect(await runWorkerOnce({ ...base, mailer })).toMatchObject({ claimed: 1, failed: 1 });
      clock += 10_000;
      expect(await runWorkerOnce({ ...base, mailer })).toMatchObject({ claimed: 1, delivered: 1 });
      expect(smtp.messages).toHaveLength(1);
      const message = smtp.messages[0]!;
      expect(message.to).toEqual(["<sales@bravo.example>"]);
      expect(message.data.toLowerCase()).toContain(`x-forecourt-lead-id: ${leadId}`);
      expect(message.data).toContain(`Message-ID: <${leadId}@leads.forecourt>`);
      expect(message.data).toContain("Subject: New lead: Vehicle Enquiry - Toyota HiLux from Shopper 7");
      expect(message.data).toContain("Reply-To: shopper7@example.com");
      expect(message.data).toMatch(/Vehicle: Toyota HiLux \(used, in_stock\), stock AN1/);
      expect(message.data).toContain("additional services: Finance");
    } finally {
      await setLeadDestinationEnabled(db, sites.bravo, destination.id, false);
      mailer.close();
      await smtp.close();
    }
  }, 60_000);

  it("runs as a loop that delivers, then stops cleanly; two workers side by side send each lead once", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = database;
    clock = NOW.getTime() + 3 * 86_400_000;
    const crm = await localServer(() => ({ status: 200 }));
    try {
      const destination = await saveLeadDestination(db, sites.bravo, { kind: "webhook", target: crm.url, secret: "s" });
      for (let index = 0; index < 30; index++) await createLead(db, sites.bravo, lead(index, now()));
      clock += 1000;
      const deps = { db, mailer: null, now, log: quiet, batchSize: 4, intervalMs: 20 };
      const workers = [startLeadWorker(deps), startLeadWorker(deps)];
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline && (await listOutbox(db, sites.bravo)).some((row) => row.destinationId === destination.id && row.state === "pending")) await new Promise((resolve) => setTimeout(resolve, 50));
      await Promise.all(workers.map((worker) => worker.stop()));
      expect((await listOutbox(db, sites.bravo)).filter((row) => row.destinationId === destination.id).every((row) => row.state === "delivered")).toBe(true);
      const ids = crm.requests.map((request) => request.headers["idempotency-key"]);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
    } finally {
      await crm.close();
    }
  }, 60_000);
});
