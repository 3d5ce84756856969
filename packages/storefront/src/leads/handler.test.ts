// POST /api/leads core (issue 5 'Lead API'), on both database backends: every
// answer of the issue (201, 200 replay, 400, 403, 409, 413, 429), tenant isolation,
// the car snapshot, the honeypot, Turnstile through a local stand-in, analytics.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countLeads, createDatabase, type Database, findLead, findLeadCar, listEvents, listOutbox, saveLeadDestination, saveSiteLeadSettings } from "@forecourt/db";
import { pgliteBackend, postgresBackend, type TestBackend } from "@forecourt/db/testing/backends";
import { formMessages, leadFieldMessages } from "@forecourt/domain";
import { memoryRateLimitStore } from "../integrations/rate-limit";
import { turnstileVerifier } from "../integrations/turnstile/turnstile";
import { startTurnstileStandIn, TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_SECRET_KEYS } from "../integrations/turnstile/stand-in";
import { handleLeadSubmission, handleLeadTokenRequest, type LeadHandlerDeps, leadApiMessages, type LeadSubmissionInput } from "./handler";
import { alphaGeneral, type LeadSites, leadTestDatabase, openBackend, localServer, type LocalServer, NOW, seedLeadSites, TEST_SECRET, testDeps, tokenFor } from "./test-support";
import { leadTokenMessages, verifyLeadToken } from "./tokens";

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

describe.each(backends)("lead API core on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  let database: Database;
  let sites: LeadSites;
  let deps: LeadHandlerDeps;
  let siteverify: LocalServer;
  let siteverifyAnswer: { status: number; body: string } = { status: 200, body: JSON.stringify({ success: true }) };

  beforeAll(async () => {
    backend = await openBackend(open);
    if (!backend) return;
    database = leadTestDatabase(backend);
    sites = await seedLeadSites(database.db);
    deps = testDeps(database.db);
    siteverify = await localServer(() => siteverifyAnswer);
  });
  afterAll(async () => {
    await siteverify?.close();
    await database?.close();
    await backend?.dispose();
  });

  function submit(site: "alpha" | "bravo", body: unknown, options: { headers?: Record<string, string>; ip?: string; now?: Date; deps?: LeadHandlerDeps; bodyText?: string } = {}) {
    const config = site === "alpha" ? sites.alpha : sites.bravo;
    const input: LeadSubmissionInput = {
      site: config,
      locations: site === "alpha" ? sites.alphaLocations : sites.bravoLocations,
      findCar: (carId) => findLeadCar(database.db, config, carId),
      request: {
        headers: { "user-agent": "Vitest", referer: `http://${config.slug}.localhost:3000/contact-us?utm_source=x`, ...options.headers },
        bodyText: options.bodyText ?? JSON.stringify(body),
        ip: options.ip ?? "203.0.113.7",
        url: `http://${config.slug}.localhost:3000/api/leads`,
      },
      now: options.now ?? NOW,
    };
    return handleLeadSubmission(input, options.deps ?? deps);
  }

  it("stores a valid lead and answers 201 { lead_id }, with an analytics event (spec 7 id 22)", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = database;
    const response = await submit("alpha", alphaGeneral({ lead_attributes: { visited_pages: ["/", "/cars"], linked_query_params: { utm_source: "google" } }, source: "google" }));
    expect(response.status).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    const leadId = response.body.lead_id as string;
    const lead = await findLead(db, sites.alpha, leadId);
    expect(lead).toMatchObject({
      form: "general",
      category: "General Enquiry",
      name: "Jane",
      email: "jane@example.com",
      phone: "0412 345 678",
      dealershipSlug: "alpha-north",
      locationId: 101,
      optIn: true,
      spam: false,
      url: "http://alpha-motors.localhost:3000/contact-us?utm_source=x",
      source: "google",
      userAgent: "Vitest",
      leadAttributes: { visited_pages: ["/", "/cars"], linked_query_params: { utm_source: "google" } },
      checks: { token: "valid", honeypot: "empty", fields: "valid", turnstile: "not-configured" },
    });
    expect(lead?.payload).not.toHaveProperty("token");
    expect(lead?.payload).toMatchObject({ terms: true, preferred_contact: "phone" });
    const [event] = await listEvents(db, sites.alpha, { name: "lead_submitted", limit: 1 });
    expect(event).toMatchObject({ eventId: 22, payload: { lead_id: leadId, form: "general", vehicle: null } });
  });

  it("sends a Careers Enquiry as General Enquiry / Career Enquiry (spec 4), event 51", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = database;
    const chosen = await submit("alpha", alphaGeneral({ category: "Careers Enquiry" }));
    expect(await findLead(db, sites.alpha, chosen.body.lead_id as string)).toMatchObject({ category: "General Enquiry", subcategory: "Career Enquiry" });
    // Issue 14: chosen on a general form it is careers too, as the browser now reports it.
    expect((await listEvents(db, sites.alpha, { limit: 1 }))[0]?.eventId).toBe(51);
    const careers = await submit("bravo", { form: "careers", token: tokenFor(2), name: "Kim", email: "kim@example.com", phone: "0412 345 678", position: "Sales consultant" }, { headers: { "x-turnstile-token": "ok" }, deps: { ...deps, turnstileSecretKey: "secret", turnstile: turnstileVerifier({ verifyUrl: siteverify.url }) } });
    expect(careers.status).toBe(201);
    expect(await findLead(db, sites.bravo, careers.body.lead_id as string)).toMatchObject({ form: "careers", category: "General Enquiry", subcategory: "Career Enquiry", dealershipSlug: "bravo", locationId: 201 });
    expect((await listEvents(db, sites.bravo, { limit: 1 }))[0]?.eventId).toBe(51);
  });

  it("takes make, model, stock number, type and status from the car row, never from the body", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = database;
    const body = { form: "car-enquiry", token: tokenFor(1), car_id: 1, name: "Jane", email: "jane@example.com", phone: "0412345678", message: "Still available?", terms: true };
    const forged = await submit("alpha", { ...body, make: "Ferrari", "Vehicle Model": "F40", stock_number: "X" });
    expect(forged.status).toBe(400);
    expect(forged.body.fieldErrors).toEqual({ make: ["Unknown field: make"], "Vehicle Model": ["Unknown field: Vehicle Model"], stock_number: ["Unknown field: stock_number"] });
    const response = await submit("alpha", body);
    expect(response.status).toBe(201);
    const lead = await findLead(db, sites.alpha, response.body.lead_id as string);
    expect(lead).toMatchObject({ carId: 1, carMake: "Toyota", carModel: "HiLux", carStocknum: "AN1", carType: "used", carStatus: "in_stock", carVin: "JTEBU3FJ00K000001", dealershipSlug: "alpha-north", category: "Vehicle Enquiry" });
    // spec 7: a used-car enquiry is 15 and reports make, model, grade and vin.
    expect((await listEvents(db, sites.alpha, { limit: 1 }))[0]).toMatchObject({ eventId: 15, payload: { vehicle: { make: "Toyota", model: "HiLux", grade: "SR5", vin: "JTEBU3FJ00K000001" } } });
    // spec 7: a 'Test Drive Only' tag gives 17.
    const testDrive = await submit("alpha", { form: "test-drive", token: tokenFor(1), car_id: 2, dealership_slug: "alpha-south", location_id: 102, name: "Jane", email: "jane@example.com", phone: "0412345678", terms: true });
    expect(testDrive.status).toBe(201);
    expect((await listEvents(db, sites.alpha, { limit: 1 }))[0]).toMatchObject({ eventId: 17, payload: { car_type: "new", vehicle: null } });
  });

  it("fills manufacturer_slug from the car's make, else the chosen dealership's or the site's franchise, never from the body (spec 3 'Lead')", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = database;
    const stored = async (site: "alpha" | "bravo", response: Awaited<ReturnType<typeof submit>>) => {
      expect(response.status).toBe(201);
      return findLead(db, sites[site], response.body.lead_id as string);
    };
    // A used Toyota at the Kia dealership: the lead is about a Toyota.
    const aboutCar = await submit("alpha", { form: "car-enquiry", token: tokenFor(1), car_id: 1, name: "Jane", email: "jane@example.com", phone: "0412345678", message: "Still available?", terms: true });
    expect(await stored("alpha", aboutCar)).toMatchObject({ carMake: "Toyota", dealershipSlug: "alpha-north", manufacturerSlug: "toyota" });
    // No car: the chosen dealership's franchise; the group's used yard has none.
    expect(await stored("alpha", await submit("alpha", alphaGeneral()))).toMatchObject({ dealershipSlug: "alpha-north", manufacturerSlug: "kia" });
    expect(await stored("alpha", await submit("alpha", alphaGeneral({ dealership_slug: "alpha-south", location_id: 102 })))).toMatchObject({ dealershipSlug: "alpha-south", manufacturerSlug: null });
    // No car on a one-brand site: the site's make.
    const bravo = await submit("bravo", { form: "general", token: tokenFor(2), category: "General Enquiry", name: "Jane", email: "jane@example.com", phone: "0412345678", message: "Hi" }, { headers: { "x-turnstile-token": "ok" } });
    expect(await stored("bravo", bravo)).toMatchObject({ dealershipSlug: "bravo", manufacturerSlug: "nissan" });
    // The body cannot name one.
    const forged = await submit("alpha", alphaGeneral({ manufacturer_slug: "ferrari" }));
    expect(forged).toMatchObject({ status: 400, body: { fieldErrors: { manufacturer_slug: ["Unknown field: manufacturer_slug"] } } });
  });

  it("refuses a car, dealership or location of another site, naming the field (the site comes from the host)", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = database;
    const before = await countLeads(db, sites.bravo);
    const otherCar = await submit("alpha", { form: "car-enquiry", token: tokenFor(1), car_id: 3, name: "Jane", email: "jane@example.com", phone: "0412345678", message: "Hi", terms: true });
    expect(otherCar).toMatchObject({ status: 400, body: { error: "Please fix the following errors:", fieldErrors: { car_id: [leadApiMessages.carNotOnSite] } } });
    // Site A's dealership and location sent to site B's host.
    const crossSite = await submit("alpha", alphaGeneral({ token: tokenFor(1), dealership_slug: "bravo", location_id: 201 }));
    expect(crossSite.status).toBe(400);
    expect(crossSite.body.fieldErrors).toEqual({ dealership_slug: [leadFieldMessages.dealershipRequired], location_id: [leadFieldMessages.locationRequired] });
    const toBravo = await submit("bravo", { form: "general", token: tokenFor(2), category: "General Enquiry", dealership_slug: "alpha-north", name: "Jane", email: "jane@example.com", phone: "0412345678", message: "Hi" }, { headers: { "x-turnstile-token": "ok" } });
    expect(toBravo.status).toBe(400);
    expect(Object.keys(toBravo.body.fieldErrors as object)).toEqual(["dealership_slug"]);
    expect(await countLeads(db, sites.bravo)).toBe(before);
  });

  it("answers 400 with the spec's messages, field by field", async ({ skip }) => {
    if (!backend) return skip();
    const response = await submit("alpha", { form: "sell-my-car", token: tokenFor(1), dealership_slug: "alpha-north", location_id: 101, name: "", last_name: "Citizen", email: "not-an-email", phone: "12", postcode: "40000", terms: false });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: formMessages.errorSummaryHeading,
      fieldErrors: {
        name: [leadFieldMessages.firstNameRequired],
        email: [leadFieldMessages.emailInvalid],
        phone: [leadFieldMessages.phoneInvalid("AU")],
        postcode: [formMessages.invalidPostcode],
        terms: [formMessages.termsRequired],
      },
    });
    expect((await submit("alpha", { ...alphaGeneral(), form: "brochure" })).body.fieldErrors).toEqual({ form: [leadFieldMessages.formInvalid] });
    expect((await submit("alpha", alphaGeneral({ token: undefined }))).body.fieldErrors).toEqual({ token: [leadFieldMessages.tokenMissing] });
  });

  it("never answers 500 to bad input", async ({ skip }) => {
    if (!backend) return skip();
    const bodies = ["", "null", "[]", "42", '"text"', "{", '{"form":null}', '{"__proto__":{"x":1}}', JSON.stringify(alphaGeneral({ name: { $gt: "" } })), JSON.stringify(alphaGeneral({ location_id: "1e309" })), JSON.stringify(alphaGeneral({ car_id: -1 })), JSON.stringify(alphaGeneral({ lead_attributes: { visited_pages: Array(500).fill("/") } })), JSON.stringify(alphaGeneral({ message: "\u0000" })), JSON.stringify(alphaGeneral({ message: "\ud800 lone", website: "x\u0000", "\u0000": 1 }))];
    for (const bodyText of bodies) {
      const response = await submit("alpha", null, { bodyText });
      expect([201, 400, 403], `${bodyText.slice(0, 40)} -> ${response.status}`).toContain(response.status);
    }
    expect((await submit("alpha", null, { bodyText: "{" })).body).toEqual({ error: leadApiMessages.invalidJson });
  });

  it("answers 413 above 64 KB, before parsing", async ({ skip }) => {
    if (!backend) return skip();
    const response = await submit("alpha", null, { bodyText: `{"message":"${"x".repeat(64 * 1024)}"}` });
    expect(response).toMatchObject({ status: 413, body: { error: leadApiMessages.tooLarge } });
    // Just under the cap is read (and refused for its fields, not its size).
    expect((await submit("alpha", null, { bodyText: `{"m":"${"x".repeat(64 * 1024 - 10)}"}` })).status).toBe(400);
  });

  it("answers 403 to a forged, expired, other-site or too-young token", async ({ skip }) => {
    if (!backend) return skip();
    const cases: Array<[string, string, keyof typeof leadTokenMessages]> = [
      ["forged", tokenFor(1).replace(/.$/, (c) => (c === "A" ? "B" : "A")), "forged"],
      ["expired", tokenFor(1, new Date(NOW.getTime() - 2 * 60 * 60_000 - 1000)), "expired"],
      ["other site", tokenFor(2), "other-site"],
      ["too young", tokenFor(1, new Date(NOW.getTime() - 1000)), "too-young"],
      ["junk", "hello", "malformed"],
    ];
    for (const [, token, reason] of cases) {
      const response = await submit("alpha", alphaGeneral({ token }));
      expect(response).toMatchObject({ status: 403, body: { error: leadTokenMessages[reason] } });
    }
  });

  it("issues tokens for the site that verify after 3 seconds", async ({ skip }) => {
    if (!backend) return skip();
    const { body } = handleLeadTokenRequest({ site: sites.alpha, now: NOW }, deps);
    expect(verifyLeadToken(body.token, 1, new Date(NOW.getTime() + 3000), TEST_SECRET)).toEqual({ ok: true, issuedAt: NOW });
  });

  it("stores a filled honeypot as spam, never queued, and answers it like a success", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = database;
    await saveLeadDestination(db, sites.alpha, { kind: "webhook", target: "http://127.0.0.1:9/never", secret: "x" });
    const events = (await listEvents(db, sites.alpha)).length;
    const valid = await submit("alpha", alphaGeneral({ website: "http://spam.example" }));
    const invalid = await submit("alpha", { form: "general", token: tokenFor(1), website: "buy now", name: "", email: "bot" });
    for (const response of [valid, invalid]) {
      expect(response.status).toBe(201);
      expect(Object.keys(response.body)).toEqual(["lead_id"]);
      const lead = await findLead(db, sites.alpha, response.body.lead_id as string);
      expect(lead?.spam).toBe(true);
      expect(lead?.checks.honeypot).toBe("filled");
      expect((await listOutbox(db, sites.alpha)).filter((row) => row.leadId === lead?.id)).toEqual([]);
    }
    expect((await findLead(db, sites.alpha, valid.body.lead_id as string))?.name).toBe("Jane");
    expect((await findLead(db, sites.alpha, invalid.body.lead_id as string))?.checks.fields).toBe("invalid");
    expect((await listEvents(db, sites.alpha)).length).toBe(events);
    // A real lead on the same site is queued for the destination.
    const real = await submit("alpha", alphaGeneral());
    expect((await listOutbox(db, sites.alpha)).filter((row) => row.leadId === real.body.lead_id)).toHaveLength(1);
  });

  it("answers a repeated Idempotency-Key with the first lead (200) or 409 for another body", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = database;
    const before = await countLeads(db, sites.alpha);
    const headers = { "idempotency-key": "8c0e2a52-5a43-4c53-9b8e-1f7f3f1b9d11" };
    const first = await submit("alpha", alphaGeneral(), { headers });
    // A retry may carry a newer token; the fields decide.
    const retry = await submit("alpha", alphaGeneral({ token: tokenFor(1, new Date(NOW.getTime() - 5000)) }), { headers });
    const changed = await submit("alpha", alphaGeneral({ message: "Something else" }), { headers });
    expect(first.status).toBe(201);
    expect(retry).toMatchObject({ status: 200, body: { lead_id: first.body.lead_id } });
    expect(changed).toMatchObject({ status: 409, body: { error: leadApiMessages.idempotencyConflict } });
    expect(await countLeads(db, sites.alpha)).toBe(before + 1);
    // Twenty concurrent double clicks: one lead.
    const clicks = await Promise.all(Array.from({ length: 20 }, () => submit("alpha", alphaGeneral({ message: "double click" }), { headers: { "idempotency-key": "click-1" } })));
    expect(clicks.filter((response) => response.status === 201)).toHaveLength(1);
    expect(new Set(clicks.map((response) => response.body.lead_id)).size).toBe(1);
    expect(await countLeads(db, sites.alpha)).toBe(before + 2);
    expect((await submit("alpha", alphaGeneral(), { headers: { "idempotency-key": "has space" } })).status).toBe(400);
  });

  it("answers 429 with Retry-After over the site's limit, per IP and per site", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = database;
    const limited = { ...deps, rateLimitStore: memoryRateLimitStore(), rateLimit: { max: 10, windowSeconds: 600 } };
    await saveSiteLeadSettings(db, sites.alpha, { rateLimitMax: 3, rateLimitWindowSeconds: 600 });
    try {
      const statuses = [];
      for (let index = 0; index < 4; index++) statuses.push((await submit("alpha", alphaGeneral({ message: `n${index}` }), { deps: limited, ip: "198.51.100.1" })).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const refused = await submit("alpha", alphaGeneral(), { deps: limited, ip: "198.51.100.1" });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(60);
      expect(refused.body.error).toMatch(/^You have sent a lot of enquiries\. Please try again in \d+ minutes\.$/);
      // Another IP, and the same IP on another site, are not limited.
      expect((await submit("alpha", alphaGeneral(), { deps: limited, ip: "198.51.100.2" })).status).toBe(201);
      expect((await submit("bravo", { form: "general", token: tokenFor(2), category: "General Enquiry", name: "Jane", email: "jane@example.com", phone: "0412345678", message: "Hi" }, { deps: limited, ip: "198.51.100.1", headers: { "x-turnstile-token": "ok" } })).status).not.toBe(429);
    } finally {
      await saveSiteLeadSettings(db, sites.alpha, { rateLimitMax: null, rateLimitWindowSeconds: null });
    }
  });

  it("verifies Turnstile when the site has keys, once per Idempotency-Key, and accepts the lead when Cloudflare is down", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = database;
    const withTurnstile = { ...deps, turnstile: turnstileVerifier({ verifyUrl: siteverify.url }) };
    await saveSiteLeadSettings(db, sites.bravo, { turnstileSecretKey: "bravo-secret" });
    const body = { form: "general", token: tokenFor(2), category: "General Enquiry", name: "Jane", email: "jane@example.com", phone: "0412345678", message: "Hi" };
    const calls = siteverify.requests.length;

    siteverifyAnswer = { status: 200, body: JSON.stringify({ success: true }) };
    const passed = await submit("bravo", body, { deps: withTurnstile, headers: { "x-turnstile-token": "good", "idempotency-key": "bravo-1" } });
    expect(passed.status).toBe(201);
    const sent = new URLSearchParams(siteverify.requests.at(-1)!.body);
    expect([sent.get("secret"), sent.get("response"), sent.get("remoteip")]).toEqual(["bravo-secret", "good", "203.0.113.7"]);
    // The retry is answered from the Idempotency-Key: the single-use token is not sent again.
    const retry = await submit("bravo", body, { deps: withTurnstile, headers: { "x-turnstile-token": "good", "idempotency-key": "bravo-1" } });
    expect(retry).toMatchObject({ status: 200, body: { lead_id: passed.body.lead_id } });
    expect(siteverify.requests.length).toBe(calls + 1);

    siteverifyAnswer = { status: 200, body: JSON.stringify({ success: false, "error-codes": ["timeout-or-duplicate"] }) };
    expect(await submit("bravo", body, { deps: withTurnstile, headers: { "x-turnstile-token": "reused" } })).toMatchObject({ status: 403, body: { error: leadApiMessages.turnstileFailed } });
    expect((await submit("bravo", body, { deps: withTurnstile })).status).toBe(403);

    siteverifyAnswer = { status: 503, body: "{}" };
    const down = await submit("bravo", body, { deps: withTurnstile, headers: { "x-turnstile-token": "any" } });
    expect(down.status).toBe(201);
    expect((await findLead(db, sites.bravo, down.body.lead_id as string))?.checks.turnstile).toBe("unavailable");
    siteverifyAnswer = { status: 200, body: JSON.stringify({ success: true }) };

    // A site without keys is never sent to Cloudflare.
    const before = siteverify.requests.length;
    expect((await submit("alpha", alphaGeneral(), { deps: withTurnstile, headers: { "x-turnstile-token": "x" } })).status).toBe(201);
    expect(siteverify.requests.length).toBe(before);
  });

  it("passes the widget's token with Cloudflare's test keys through the Turnstile stand-in, and refuses it with the failing test secrets (issue 14)", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = database;
    const standIn = await startTurnstileStandIn();
    try {
      const withStandIn = { ...deps, turnstile: turnstileVerifier({ verifyUrl: standIn.verifyUrl }) };
      const body = { form: "general", token: tokenFor(2), category: "General Enquiry", name: "Jane", email: "jane@example.com", phone: "0412345678", message: "Hi" };
      await saveSiteLeadSettings(db, sites.bravo, { turnstileSecretKey: TURNSTILE_TEST_SECRET_KEYS.passes });
      const passed = await submit("bravo", body, { deps: withStandIn, headers: { "x-turnstile-token": TURNSTILE_DUMMY_TOKEN } });
      expect(passed.status).toBe(201);
      expect((await findLead(db, sites.bravo, passed.body.lead_id as string))?.checks.turnstile).toBe("passed");
      expect((await submit("bravo", body, { deps: withStandIn, headers: { "x-turnstile-token": "not-a-token-the-widget-gave" } })).status).toBe(403);
      for (const secret of [TURNSTILE_TEST_SECRET_KEYS.fails, TURNSTILE_TEST_SECRET_KEYS.spent]) {
        await saveSiteLeadSettings(db, sites.bravo, { turnstileSecretKey: secret });
        expect(await submit("bravo", body, { deps: withStandIn, headers: { "x-turnstile-token": TURNSTILE_DUMMY_TOKEN } })).toMatchObject({ status: 403, body: { error: leadApiMessages.turnstileFailed } });
      }
    } finally {
      await saveSiteLeadSettings(db, sites.bravo, { turnstileSecretKey: "bravo-secret" });
      await standIn.close();
    }
  });

  it("answers 503 (not 500) when the database is down, and stores the lead before analytics can fail", async ({ skip }) => {
    if (!backend) return skip();
    const closed = createDatabase(backend.url, { max: 1 });
    await closed.close();
    const down = await submit("alpha", alphaGeneral(), { deps: { ...deps, db: closed.db } });
    expect(down).toMatchObject({ status: 503, body: { error: leadApiMessages.unavailable } });
    expect(down.headers["retry-after"]).toBe("30");
  });
});
