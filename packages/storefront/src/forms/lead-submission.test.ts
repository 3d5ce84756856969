import { describe, expect, it, vi } from "vitest";
import { formMessages } from "@forecourt/domain";
import { leadApiMessages, TURNSTILE_TOKEN_HEADER as API_TURNSTILE_HEADER } from "../leads/handler";
import { fetchLeadToken, holdUntilTokenIsOldEnough, type LeadTransport, postLead, TURNSTILE_TOKEN_HEADER, UNEXPECTED_ERROR } from "./lead-submission";

function transport(responses: Array<Response | Error>, start = 10_000) {
  let clock = start;
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const slept: number[] = [];
  const value: LeadTransport = {
    fetch: vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      const next = responses.shift();
      if (!next || next instanceof Error) throw next ?? new Error("no response");
      return next;
    }) as unknown as typeof fetch,
    now: () => clock,
    sleep: async (ms) => {
      slept.push(ms);
      clock += ms;
    },
  };
  return { value, calls, slept, advance: (ms: number) => (clock += ms) };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("lead submission from the browser (issue 5)", () => {
  it("fetches a token and refuses an answer without one", async () => {
    const ok = transport([json(200, { token: "t.1" })]);
    expect(await fetchLeadToken(ok.value)).toEqual({ value: "t.1", receivedAt: 10_000 });
    await expect(fetchLeadToken(transport([json(200, {})]).value)).rejects.toThrow(/no token/);
    await expect(fetchLeadToken(transport([json(503, {})]).value)).rejects.toThrow(/503/);
  });

  it("posts to another endpoint built on the pipeline and hands back its whole answer (issue 18: the pre-approval)", async () => {
    const t = transport([json(201, { lead_id: "lead-2", pre_approved: true })], 50_000);
    const result = await postLead({ form: "finance", values: { pre_approval: { amount: 30_000 } }, website: "", idempotencyKey: "k", token: { value: "t", receivedAt: 0 }, path: "/api/finance/pre-approval" }, t.value);
    expect(t.calls[0]!.url).toBe("/api/finance/pre-approval");
    expect(result).toEqual({ ok: true, leadId: "lead-2", body: { lead_id: "lead-2", pre_approved: true } });
  });

  it("holds a fast submission until the token is 3 seconds old, and not one that is older", async () => {
    const fast = transport([]);
    await holdUntilTokenIsOldEnough({ value: "t", receivedAt: 10_000 }, fast.value);
    expect(fast.slept).toEqual([3_250]);
    const slow = transport([], 20_000);
    await holdUntilTokenIsOldEnough({ value: "t", receivedAt: 10_000 }, slow.value);
    expect(slow.slept).toEqual([]);
  });

  it("posts the values with the form, token, honeypot, attributes and the Idempotency-Key header", async () => {
    const t = transport([json(201, { lead_id: "lead-1" })], 50_000);
    const result = await postLead(
      { form: "general", values: { name: "Jo" }, website: "", idempotencyKey: "key-1", token: { value: "t", receivedAt: 0 }, source: "website", leadAttributes: { visited_pages: ["/"] } },
      t.value,
    );
    expect(result).toEqual({ ok: true, leadId: "lead-1", body: { lead_id: "lead-1" } });
    const init = t.calls[0]!.init!;
    expect(t.calls[0]!.url).toBe("/api/leads");
    expect((init.headers as Record<string, string>)["idempotency-key"]).toBe("key-1");
    expect(JSON.parse(String(init.body))).toEqual({ name: "Jo", form: "general", token: "t", website: "", source: "website", lead_attributes: { visited_pages: ["/"] } });
  });

  it("sends the Turnstile widget's token in the header the lead API reads, and no header without one (issue 14)", async () => {
    expect(TURNSTILE_TOKEN_HEADER).toBe(API_TURNSTILE_HEADER);
    const t = transport([json(201, { lead_id: "lead-1" }), json(201, { lead_id: "lead-2" }), json(201, { lead_id: "lead-3" })], 50_000);
    const post = { form: "general", values: { name: "Jo" }, website: "", idempotencyKey: "key-1", token: { value: "t", receivedAt: 0 } };
    await postLead({ ...post, turnstileToken: "XXXX.DUMMY.TOKEN.XXXX" }, t.value);
    const headers = t.calls[0]!.init!.headers as Record<string, string>;
    expect(headers[API_TURNSTILE_HEADER]).toBe("XXXX.DUMMY.TOKEN.XXXX");
    expect(headers["idempotency-key"]).toBe("key-1");
    // The token is never in the body: the API's schema is strict.
    expect(JSON.parse(String(t.calls[0]!.init!.body))).not.toHaveProperty("turnstileToken");
    await postLead(post, t.value);
    await postLead({ ...post, turnstileToken: null }, t.value);
    for (const call of t.calls.slice(1)) expect(call.init!.headers as Record<string, string>).not.toHaveProperty(API_TURNSTILE_HEADER);
  });

  it("asks the shopper to complete the security check in the lead API's own words", () => {
    expect(formMessages.securityCheckIncomplete).toBe(leadApiMessages.turnstileFailed);
  });

  it("treats a replayed answer (200 with the first lead id) as success", async () => {
    expect(await postLead({ form: "general", values: {}, website: "", idempotencyKey: "k", token: { value: "t", receivedAt: 0 } }, transport([json(200, { lead_id: "lead-1" })], 9e9).value)).toEqual({ ok: true, leadId: "lead-1", body: { lead_id: "lead-1" } });
  });

  it("shows the server's error and field messages", async () => {
    const result = await postLead(
      { form: "general", values: {}, website: "", idempotencyKey: "k", token: { value: "t", receivedAt: 0 } },
      transport([json(400, { error: "Please fix the following errors:", fieldErrors: { email: ["Enter a valid email address"] } })], 9e9).value,
    );
    expect(result).toEqual({ ok: false, error: "Please fix the following errors:", fieldErrors: { email: ["Enter a valid email address"] } });
  });

  it("says 'An unexpected error occurred' when the network drops or the answer is not JSON", async () => {
    const post = { form: "general", values: {}, website: "", idempotencyKey: "k", token: { value: "t", receivedAt: 0 } };
    expect(await postLead(post, transport([new Error("offline")], 9e9).value)).toEqual({ ok: false, error: UNEXPECTED_ERROR });
    expect(await postLead(post, transport([new Response("<html>", { status: 502 })], 9e9).value)).toEqual({ ok: false, error: UNEXPECTED_ERROR });
  });
});
