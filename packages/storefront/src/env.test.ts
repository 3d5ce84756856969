// The app processes a refresh calls (issue 15): FORECOURT_APP_ORIGINS, else one
// app per template at FORECOURT_TEMPLATE_ORIGINS; a malformed list stops at start.
import { describe, expect, it } from "vitest";
import { appOrigins, authSecret, DEVELOPMENT_AUTH_SECRET, deploymentConfigurationError, parseAppOrigins, smsConfigurationError, storefrontEnv, usesLocalSmsOutbox } from "./env";

describe("appOrigins", () => {
  it("defaults to one app per template, where the demo serves them", () => {
    expect(appOrigins(storefrontEnv({}))).toEqual([
      { template: "generic", origin: "http://localhost:3000" },
      { template: "toyota", origin: "http://localhost:3001" },
      { template: "nissan", origin: "http://localhost:3002" },
    ]);
  });

  it("reads template=origin pairs, a template once per instance", () => {
    const env = storefrontEnv({ FORECOURT_APP_ORIGINS: "toyota=http://10.0.0.7:3000, toyota=http://10.0.0.8:3000/ ,generic=https://generic.internal" });
    expect(appOrigins(env)).toEqual([
      { template: "toyota", origin: "http://10.0.0.7:3000" },
      { template: "toyota", origin: "http://10.0.0.8:3000" },
      { template: "generic", origin: "https://generic.internal" },
    ]);
  });

  it("refuses a pair it cannot call, naming it", () => {
    expect(() => parseAppOrigins("toyota=10.0.0.7:3000")).toThrow('"toyota=10.0.0.7:3000" is not template=http(s)://host[:port]');
    expect(() => parseAppOrigins("http://10.0.0.7:3000")).toThrow(/is not template=/);
    expect(() => parseAppOrigins("toyota=http://10.0.0.7:3000/api")).toThrow(/is not template=/);
    expect(() => parseAppOrigins(" , ")).toThrow("names no app");
    expect(() => storefrontEnv({ FORECOURT_APP_ORIGINS: "toyota=ftp://x" })).toThrow(/FORECOURT_APP_ORIGINS: .*toyota=ftp:\/\/x.* is not template=/);
  });
});

// Issue 16: the app server (forecourt-serve) and the worker refuse to start with this
// message when it is not null; the demo and development keep codes in the local outbox.
describe("smsConfigurationError: the production refusal", () => {
  const twilio = { FORECOURT_SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}`, TWILIO_AUTH_TOKEN: "token", TWILIO_FROM: "+61400000000" };

  it("refuses a production deployment with no SMS provider, naming what to set", () => {
    const message = smsConfigurationError(storefrontEnv({ FORECOURT_DEPLOYMENT: "production" }));
    expect(message).toMatch(/^FORECOURT_DEPLOYMENT=production needs an SMS provider/);
    for (const name of ["FORECOURT_SMS_PROVIDER=twilio", "TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM", "TWILIO_MESSAGING_SERVICE_SID"]) expect(message).toContain(name);
  });

  it("lets production start with Twilio, and the demo start without a provider", () => {
    expect(smsConfigurationError(storefrontEnv({ FORECOURT_DEPLOYMENT: "production", ...twilio }))).toBeNull();
    expect(smsConfigurationError(storefrontEnv({}))).toBeNull();
    expect(smsConfigurationError(storefrontEnv({ FORECOURT_DEPLOYMENT: "demo" }))).toBeNull();
    // Twilio chosen with a credential missing does not get this far: the environment itself is refused, naming it.
    expect(() => storefrontEnv({ FORECOURT_DEPLOYMENT: "production", ...twilio, TWILIO_AUTH_TOKEN: undefined })).toThrow(/TWILIO_AUTH_TOKEN is required/);
  });

  it("also refuses a production app server without its own session secret (issue 16)", () => {
    const secret = { FORECOURT_AUTH_SECRET: "s".repeat(32) };
    expect(deploymentConfigurationError(storefrontEnv({ FORECOURT_DEPLOYMENT: "production", ...twilio }))).toMatch(/FORECOURT_AUTH_SECRET/);
    expect(deploymentConfigurationError(storefrontEnv({ FORECOURT_DEPLOYMENT: "production", ...twilio, ...secret }))).toBeNull();
    expect(deploymentConfigurationError(storefrontEnv({ FORECOURT_DEPLOYMENT: "production", ...secret }))).toMatch(/SMS provider/);
    expect(deploymentConfigurationError(storefrontEnv({}))).toBeNull();
    expect(authSecret(storefrontEnv({}))).toBe(DEVELOPMENT_AUTH_SECRET);
    expect(() => authSecret(storefrontEnv({ FORECOURT_DEPLOYMENT: "production" }))).toThrow(/FORECOURT_AUTH_SECRET is required/);
    expect(() => storefrontEnv({ FORECOURT_AUTH_SECRET: "short" })).toThrow(/at least 32 characters/);
  });

  it("says when codes go to the local outbox (the sign-in page's note)", () => {
    expect(usesLocalSmsOutbox(storefrontEnv({}))).toBe(true);
    expect(usesLocalSmsOutbox(storefrontEnv(twilio))).toBe(false);
  });
});

// next-config.mjs reads FORECOURT_PAGE_CACHE itself (Next loads it before any
// TypeScript); the schema here documents it and stops a misspelt value at start.
describe("FORECOURT_PAGE_CACHE", () => {
  it("is Next's disk cache unless the stack asks for memory", () => {
    expect(storefrontEnv({}).FORECOURT_PAGE_CACHE).toBe("disk");
    expect(storefrontEnv({ FORECOURT_PAGE_CACHE: "memory" }).FORECOURT_PAGE_CACHE).toBe("memory");
  });

  it("refuses any other value, naming the choices", () => {
    expect(() => storefrontEnv({ FORECOURT_PAGE_CACHE: "memroy" })).toThrow("FORECOURT_PAGE_CACHE must be disk or memory");
  });
});
