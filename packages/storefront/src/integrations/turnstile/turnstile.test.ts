// Cloudflare Turnstile's siteverify, against a local stand-in (no test reaches the internet).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localServer, type LocalServer } from "../../leads/test-support";
import { CLOUDFLARE_SITEVERIFY_URL, CLOUDFLARE_TURNSTILE_SCRIPT_URL, turnstileVerifier, turnstileWidgetFor } from "./turnstile";
import { isProductionDeployment, storefrontEnv } from "../../env";

describe("turnstile verifier", () => {
  let answer: { status: number; body?: string } = { status: 200 };
  let server: LocalServer;
  beforeAll(async () => {
    server = await localServer(() => answer);
  });
  afterAll(() => server.close());

  it("posts the secret, the token, the IP and a UUID idempotency key as a form", async () => {
    answer = { status: 200, body: JSON.stringify({ success: true, hostname: "x" }) };
    const verifier = turnstileVerifier({ verifyUrl: `${server.url}/turnstile/v0/siteverify` });
    expect(await verifier.verify({ secret: "s", token: "t", ip: "203.0.113.1", idempotencyKey: "8c0e2a52-5a43-4c53-9b8e-1f7f3f1b9d11" })).toEqual({ kind: "passed" });
    const request = server.requests.at(-1)!;
    expect([request.method, request.url, request.headers["content-type"]]).toEqual(["POST", "/turnstile/v0/siteverify", "application/x-www-form-urlencoded;charset=UTF-8"]);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({ secret: "s", response: "t", remoteip: "203.0.113.1", idempotency_key: "8c0e2a52-5a43-4c53-9b8e-1f7f3f1b9d11" });
    await verifier.verify({ secret: "s", token: "t", idempotencyKey: "not-a-uuid" });
    expect(new URLSearchParams(server.requests.at(-1)!.body).has("idempotency_key")).toBe(false);
  });

  it("tells a refused token from Cloudflare being unreachable or misconfigured", async () => {
    const verifier = turnstileVerifier({ verifyUrl: server.url, timeoutMs: 500 });
    answer = { status: 200, body: JSON.stringify({ success: false, "error-codes": ["timeout-or-duplicate"] }) };
    expect(await verifier.verify({ secret: "s", token: "t" })).toEqual({ kind: "failed", codes: ["timeout-or-duplicate"] });
    answer = { status: 200, body: JSON.stringify({ success: false, "error-codes": ["invalid-input-secret"] }) };
    expect((await verifier.verify({ secret: "s", token: "t" })).kind).toBe("unavailable");
    answer = { status: 500, body: "oops" };
    expect(await verifier.verify({ secret: "s", token: "t" })).toEqual({ kind: "unavailable", error: "siteverify answered HTTP 500" });
    answer = { status: 200, body: "<html>" };
    expect((await verifier.verify({ secret: "s", token: "t" })).kind).toBe("unavailable");
    expect((await turnstileVerifier({ verifyUrl: "http://127.0.0.1:1/" }).verify({ secret: "s", token: "t" })).kind).toBe("unavailable");
    // Not worth a round trip.
    const before = server.requests.length;
    expect(await verifier.verify({ secret: "s", token: "" })).toEqual({ kind: "failed", codes: ["invalid-input-response"] });
    expect(await verifier.verify({ secret: "s", token: "x".repeat(2049) })).toEqual({ kind: "failed", codes: ["invalid-input-response"] });
    expect(server.requests.length).toBe(before);
  });

  it("defaults to Cloudflare's URL", () => {
    expect(CLOUDFLARE_SITEVERIFY_URL).toBe("https://challenges.cloudflare.com/turnstile/v0/siteverify");
  });
});

describe("turnstile widget config (issue 14)", () => {
  const site = (captcha: boolean, turnstileSiteKey: string | null) => ({ features: { captcha } as never, integrations: { turnstileSiteKey, tagManagerId: null, mapsKey: null } });

  it("gives lead forms the widget exactly when the lead API checks Turnstile: captcha on (spec 5 default) and a site key", () => {
    expect(turnstileWidgetFor(site(true, "1x00000000000000000000AA"), "http://127.0.0.1:9/turnstile/v0/api.js")).toEqual({ siteKey: "1x00000000000000000000AA", scriptUrl: "http://127.0.0.1:9/turnstile/v0/api.js" });
    expect(turnstileWidgetFor(site(false, "1x00000000000000000000AA"), CLOUDFLARE_TURNSTILE_SCRIPT_URL)).toBeNull();
    expect(turnstileWidgetFor(site(true, null), CLOUDFLARE_TURNSTILE_SCRIPT_URL)).toBeNull();
    expect(turnstileWidgetFor(site(true, ""), CLOUDFLARE_TURNSTILE_SCRIPT_URL)).toBeNull();
  });

  it("loads Cloudflare's script unless FORECOURT_TURNSTILE_SCRIPT_URL points elsewhere", () => {
    expect(storefrontEnv({}).FORECOURT_TURNSTILE_SCRIPT_URL).toBe(CLOUDFLARE_TURNSTILE_SCRIPT_URL);
    expect(CLOUDFLARE_TURNSTILE_SCRIPT_URL).toBe("https://challenges.cloudflare.com/turnstile/v0/api.js");
    expect(storefrontEnv({ FORECOURT_TURNSTILE_SCRIPT_URL: "http://127.0.0.1:4200/turnstile/v0/api.js" }).FORECOURT_TURNSTILE_SCRIPT_URL).toBe("http://127.0.0.1:4200/turnstile/v0/api.js");
    expect(() => storefrontEnv({ FORECOURT_TURNSTILE_SCRIPT_URL: "not a url" })).toThrow();
  });

  it("reads the deployment as demo unless it says production", () => {
    expect(storefrontEnv({}).FORECOURT_DEPLOYMENT).toBe("demo");
    expect(storefrontEnv({ FORECOURT_DEPLOYMENT: "production" }).FORECOURT_DEPLOYMENT).toBe("production");
    expect(() => storefrontEnv({ FORECOURT_DEPLOYMENT: "staging" })).toThrow();
    expect(isProductionDeployment(storefrontEnv({}))).toBe(false);
    expect(isProductionDeployment(storefrontEnv({ FORECOURT_DEPLOYMENT: "production" }))).toBe(true);
  });
});
