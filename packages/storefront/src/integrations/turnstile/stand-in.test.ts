// The local Turnstile stand-in (issue 14): Cloudflare's script and siteverify on
// 127.0.0.1, answering Cloudflare's test keys as Cloudflare does, never in production.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { siteverifyAnswer, startTurnstileStandIn, TURNSTILE_DUMMY_TOKEN, TURNSTILE_STAND_IN_SCRIPT, TURNSTILE_TEST_SECRET_KEYS, TURNSTILE_TEST_SITE_KEYS, type TurnstileStandIn } from "./stand-in";
import { turnstileVerifier } from "./turnstile";

describe("Turnstile stand-in", () => {
  let standIn: TurnstileStandIn;
  beforeAll(async () => {
    standIn = await startTurnstileStandIn();
  });
  afterAll(() => standIn.close());
  afterEach(() => vi.unstubAllEnvs());

  const siteverify = (fields: Record<string, string>) => fetch(standIn.verifyUrl, { method: "POST", body: new URLSearchParams(fields) }).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }));

  it("serves Cloudflare's paths on 127.0.0.1", () => {
    expect(standIn.scriptUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/turnstile\/v0\/api\.js$/);
    expect(standIn.verifyUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/turnstile\/v0\/siteverify$/);
  });

  it("serves the script as JavaScript any page may load, with render, reset, remove and getResponse", async () => {
    const response = await fetch(`${standIn.scriptUrl}?render=explicit`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const script = await response.text();
    expect(script).toBe(TURNSTILE_STAND_IN_SCRIPT);
    for (const name of ["render:", "reset:", "remove:", "getResponse:"]) expect(script).toContain(name);
    for (const key of Object.values(TURNSTILE_TEST_SITE_KEYS)) expect(script).toContain(key);
    expect(script).toContain(TURNSTILE_DUMMY_TOKEN);
    // It parses as a script (it runs in the browser test and the journeys).
    expect(() => new Function(script)).not.toThrow();
  });

  it("answers siteverify per Cloudflare's test secrets, accepting only the token its widget issues", async () => {
    const passed = await siteverify({ secret: TURNSTILE_TEST_SECRET_KEYS.passes, response: TURNSTILE_DUMMY_TOKEN, remoteip: "203.0.113.1" });
    expect(passed.status).toBe(200);
    expect(passed.body).toMatchObject({ success: true, "error-codes": [] });
    expect(typeof passed.body.challenge_ts).toBe("string");
    expect((await siteverify({ secret: TURNSTILE_TEST_SECRET_KEYS.fails, response: TURNSTILE_DUMMY_TOKEN })).body).toEqual({ success: false, "error-codes": ["invalid-input-response"], messages: [] });
    expect((await siteverify({ secret: TURNSTILE_TEST_SECRET_KEYS.spent, response: TURNSTILE_DUMMY_TOKEN })).body).toEqual({ success: false, "error-codes": ["timeout-or-duplicate"], messages: [] });
    expect((await siteverify({ secret: TURNSTILE_TEST_SECRET_KEYS.passes, response: "a-real-looking-token" })).body["error-codes"]).toEqual(["invalid-input-response"]);
    expect((await siteverify({ secret: "0x4AAAAAAA-a-production-secret", response: TURNSTILE_DUMMY_TOKEN })).body["error-codes"]).toEqual(["invalid-input-secret"]);
    expect((await siteverify({ response: TURNSTILE_DUMMY_TOKEN })).body["error-codes"]).toEqual(["missing-input-secret"]);
    expect((await siteverify({ secret: TURNSTILE_TEST_SECRET_KEYS.passes })).body["error-codes"]).toEqual(["missing-input-response"]);
    // Cloudflare also takes JSON.
    const json = await fetch(standIn.verifyUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ secret: TURNSTILE_TEST_SECRET_KEYS.passes, response: TURNSTILE_DUMMY_TOKEN }) });
    expect(((await json.json()) as { success: boolean }).success).toBe(true);
    expect((await fetch(standIn.verifyUrl)).status).toBe(405);
    expect((await fetch(standIn.scriptUrl.replace("api.js", "nothing-here"))).status).toBe(404);
  });

  it("gives our verifier Cloudflare's outcomes: passed, refused by code, or a misconfigured secret", async () => {
    const verifier = turnstileVerifier({ verifyUrl: standIn.verifyUrl });
    expect(await verifier.verify({ secret: TURNSTILE_TEST_SECRET_KEYS.passes, token: TURNSTILE_DUMMY_TOKEN, ip: "203.0.113.1" })).toEqual({ kind: "passed" });
    expect(await verifier.verify({ secret: TURNSTILE_TEST_SECRET_KEYS.fails, token: TURNSTILE_DUMMY_TOKEN })).toEqual({ kind: "failed", codes: ["invalid-input-response"] });
    expect(await verifier.verify({ secret: TURNSTILE_TEST_SECRET_KEYS.spent, token: TURNSTILE_DUMMY_TOKEN })).toEqual({ kind: "failed", codes: ["timeout-or-duplicate"] });
    expect((await verifier.verify({ secret: "someone-elses-secret", token: TURNSTILE_DUMMY_TOKEN })).kind).toBe("unavailable");
  });

  it("stamps a passed answer with the time it was asked", () => {
    expect(siteverifyAnswer({ secret: TURNSTILE_TEST_SECRET_KEYS.passes, response: TURNSTILE_DUMMY_TOKEN }, new Date("2026-11-23T01:00:00Z")).body.challenge_ts).toBe("2026-11-23T01:00:00.000Z");
  });

  it("refuses to start when the deployment is production, and starts on a port it is given", async () => {
    vi.stubEnv("FORECOURT_DEPLOYMENT", "production");
    await expect(startTurnstileStandIn()).rejects.toThrow(/FORECOURT_DEPLOYMENT=production/);
    vi.stubEnv("FORECOURT_DEPLOYMENT", "demo");
    const probe = await startTurnstileStandIn();
    const port = Number(new URL(probe.scriptUrl).port);
    await probe.close();
    const fixed = await startTurnstileStandIn({ port, host: "127.0.0.1" });
    expect(new URL(fixed.verifyUrl).port).toBe(String(port));
    await fixed.close();
  });
});
