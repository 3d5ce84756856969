// The finance pre-approval's API (issue 18) on both database backends: the soft
// application checked with domain's schema (400 with field messages), the finance
// lead stored first through the lead pipeline (its token and fields still checked),
// the pre-approval kept only for a signed-in shopper, and the 'Pre-Approved' state;
// one made signed out, kept by its claim token once the shopper signs in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, findLatestPreApproval, findLead } from "@forecourt/db";
import { pgliteBackend, postgresBackend, type TestBackend } from "@forecourt/db/testing/backends";
import { preApprovalMessages } from "@forecourt/domain";
import { leadTestDatabase, NOW, openBackend, type LeadSites, seedLeadSites, TEST_SECRET, testDeps, tokenFor } from "../leads/test-support";
import { handlePreApproval, handlePreApprovalClaim, handlePreApprovalStatus, issuePreApprovalClaim, PRE_APPROVAL_CLAIM_MAX_AGE_MS, preApprovalApiMessages } from "./handler";

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

const application = { vehicle: "Toyota HiLux", amount: 40_000, deposit: 5_000, termYears: 5, employment: "full-time", income: 90_000, expenses: 2_000, debts: 300, dependants: 1, residency: "citizen", credit: "good", consent: true };

describe.each(backends)("pre-approval API on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  let database: Database;
  let sites: LeadSites;

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

  const submit = (body: Record<string, unknown>, shopper: string | null = null, site = () => sites.alpha) =>
    handlePreApproval(
      {
        site: site(),
        locations: site() === sites.alpha ? sites.alphaLocations : [],
        findCar: async () => null,
        request: {
          headers: {},
          bodyText: JSON.stringify({ form: "finance", token: tokenFor(site().id), dealership_slug: "alpha-north", location_id: 101, name: "Sam", last_name: "Lee", email: "sam@example.com", phone: "0412 345 678", postcode: "4000", terms: true, ...body }),
          ip: null,
          url: "http://alpha.localhost/api/finance/pre-approval",
        },
        now: NOW,
        shopperId: async () => shopper,
      },
      testDeps(database.db),
    );

  it("refuses a bad application with 400 and the schema's field messages, and stores nothing", async (context) => {
    if (!backend) return context.skip();
    const refused = await submit({ pre_approval: { ...application, amount: 1_000, consent: false } });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toMatchObject({ amount: [preApprovalMessages.amountInvalid], consent: [preApprovalMessages.consentRequired] });
    expect((await submit({})).status).toBe(400);
    expect((await submit({ pre_approval: application, token: "forged" })).status).toBe(403);
  });

  it("signed out: a finance lead with the application's summary, the result, no pre-approval", async (context) => {
    if (!backend) return context.skip();
    const sent = await submit({ pre_approval: application });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ pre_approved: false, result: { borrowingPower: 111_500, approved: true, monthlyRepayment: 821 } });
    const lead = await findLead(database.db, sites.alpha, String(sent.body.lead_id));
    expect([lead?.form, lead?.category]).toEqual(["finance", "Finance Enquiry"]);
    expect(lead?.message).toContain("Indicative borrowing power $111,500");
    expect(lead?.payload).toMatchObject({ pre_approval: { application: { amount: 40_000 }, result: { borrowingPower: 111_500 } } });
    // A bad lead field is the lead pipeline's 400, with its own message.
    expect(((await submit({ pre_approval: application, email: "nope" })).body.fieldErrors as Record<string, unknown>).email).toBeDefined();
  });

  it("signed in: the lead first, then the pre-approval the car pages show as 'Pre-Approved'", async (context) => {
    if (!backend) return context.skip();
    expect(await handlePreApprovalStatus({ site: sites.alpha, shopperId: null }, { db: database.db })).toMatchObject({ status: 401, body: { error: preApprovalApiMessages.signedOut } });
    expect(await handlePreApprovalStatus({ site: sites.alpha, shopperId: "shopper-9" }, { db: database.db })).toMatchObject({ status: 200, body: { pre_approval: null } });
    const sent = await submit({ pre_approval: application }, "shopper-9");
    expect(sent.body.pre_approved).toBe(true);
    const stored = await findLatestPreApproval(database.db, sites.alpha, "shopper-9");
    expect(stored).toMatchObject({ borrowingPower: 111_500, deposit: 5_000, leadId: sent.body.lead_id });
    const status = await handlePreApprovalStatus({ site: sites.alpha, shopperId: "shopper-9" }, { db: database.db });
    expect(status.body.pre_approval).toMatchObject({ borrowing_power: 111_500, cars_url: "/cars/?range[price]=:116500" });
    // Another site knows nothing of it.
    expect((await handlePreApprovalStatus({ site: sites.bravo, shopperId: "shopper-9" }, { db: database.db })).body).toEqual({ pre_approval: null });
    // No indicative figure (a declared default): the lead, but no 'Pre-Approved'.
    const referred = await submit({ pre_approval: { ...application, credit: "defaults" } }, "shopper-10");
    expect([referred.status, referred.body.pre_approved]).toEqual([201, false]);
    expect(await findLatestPreApproval(database.db, sites.alpha, "shopper-10")).toBeNull();
  });

  const claim = (body: Record<string, unknown>, shopper: string | null, { site = sites.alpha, now = NOW } = {}) =>
    handlePreApprovalClaim({ site, bodyText: JSON.stringify(body), now, shopperId: async () => shopper }, testDeps(database.db));

  it("keeps a pre-approval made signed out for the shopper who signs in, by its claim token only", async (context) => {
    if (!backend) return context.skip();
    const sent = await submit({ pre_approval: application });
    expect(sent.body.claim_token).toEqual(expect.stringMatching(/^v1\.\d+\./));
    const leadId = String(sent.body.lead_id);
    const token = String(sent.body.claim_token);

    // Bad bodies name the field; signed out is a 401; a token for another lead, another site or a day old is a 403.
    expect(await claim({}, "shopper-20")).toMatchObject({ status: 400, body: { fieldErrors: { lead_id: [preApprovalApiMessages.leadIdRequired], claim_token: [preApprovalApiMessages.claimTokenRequired] } } });
    expect((await handlePreApprovalClaim({ site: sites.alpha, bodyText: "{", now: NOW, shopperId: async () => "shopper-20" }, testDeps(database.db))).status).toBe(400);
    expect(await claim({ lead_id: leadId, claim_token: token }, null)).toMatchObject({ status: 401, body: { error: preApprovalApiMessages.signInToKeep } });
    const other = await submit({ pre_approval: application });
    expect(await claim({ lead_id: String(other.body.lead_id), claim_token: token }, "shopper-20")).toMatchObject({ status: 403, body: { error: preApprovalApiMessages.claimRefused } });
    expect((await claim({ lead_id: leadId, claim_token: token }, "shopper-20", { site: sites.bravo })).status).toBe(403);
    expect((await claim({ lead_id: leadId, claim_token: `${token}x` }, "shopper-20")).status).toBe(403);
    expect((await claim({ lead_id: leadId, claim_token: token }, "shopper-20", { now: new Date(NOW.getTime() + PRE_APPROVAL_CLAIM_MAX_AGE_MS + 1000) })).status).toBe(403);
    // A well-signed token for a lead that is not a pre-approval's finds nothing.
    const plain = "00000000-0000-4000-8000-000000000000";
    expect((await claim({ lead_id: plain, claim_token: issuePreApprovalClaim(sites.alpha.id, plain, NOW, TEST_SECRET) }, "shopper-20")).status).toBe(404);

    // Kept: the stored result, the 'Pre-Approved' state, and again (a retry) the same.
    const kept = await claim({ lead_id: leadId, claim_token: token }, "shopper-20");
    expect(kept).toMatchObject({ status: 200, body: { pre_approved: true, result: { borrowingPower: 111_500 }, pre_approval: { borrowing_power: 111_500, deposit: 5_000, cars_url: "/cars/?range[price]=:116500" } } });
    expect(await findLatestPreApproval(database.db, sites.alpha, "shopper-20")).toMatchObject({ borrowingPower: 111_500, leadId });
    expect((await claim({ lead_id: leadId, claim_token: token }, "shopper-20")).status).toBe(200);
    // Another shopper in the same browser cannot take it.
    expect(await claim({ lead_id: leadId, claim_token: token }, "shopper-21")).toMatchObject({ status: 409, body: { error: preApprovalApiMessages.claimTaken } });
    expect(await findLatestPreApproval(database.db, sites.alpha, "shopper-21")).toBeNull();
    // Signed in at the time, or no figure to keep: no claim token.
    expect((await submit({ pre_approval: application }, "shopper-22")).body.claim_token).toBeUndefined();
    expect((await submit({ pre_approval: { ...application, credit: "defaults" } })).body.claim_token).toBeUndefined();
  });
});
