// Sealed per-site secrets (issue 17): AES-256-GCM under FORECOURT_SECRETS_KEY,
// bound to the site and the name; the production key is required.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { storefrontEnv } from "../env";
import { DEVELOPMENT_SECRETS_KEY, sealSecret, secretsKey, unsealSecret } from "./sealed-secrets";

describe("sealed site secrets", () => {
  const key = randomBytes(32);
  const alpha = { siteId: 1, name: "stripe.secret_key" };

  it("opens what it sealed, and never shows the value in the sealed form", () => {
    const sealed = sealSecret("sk_live_dealer_secret", alpha, key);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain("sk_live");
    expect(unsealSecret(sealed, alpha, key)).toBe("sk_live_dealer_secret");
    expect(sealSecret("same", alpha, key)).not.toBe(sealSecret("same", alpha, key));
  });

  it("refuses another key, another site, another name, an altered value and a foreign form", () => {
    const sealed = sealSecret("sk_live_dealer_secret", alpha, key);
    expect(() => unsealSecret(sealed, alpha, randomBytes(32))).toThrow(/does not open/);
    expect(() => unsealSecret(sealed, { ...alpha, siteId: 2 }, key)).toThrow(/does not open/);
    expect(() => unsealSecret(sealed, { ...alpha, name: "stripe.webhook_secret" }, key)).toThrow(/does not open/);
    const parts = sealed.split(".");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(() => unsealSecret(parts.join("."), alpha, key)).toThrow(/does not open/);
    expect(() => unsealSecret("plain-text", alpha, key)).toThrow(/sealed form/);
  });

  it("reads FORECOURT_SECRETS_KEY as hex or base64, and requires it in production", () => {
    const hex = randomBytes(32).toString("hex");
    expect(secretsKey(storefrontEnv({ FORECOURT_SECRETS_KEY: hex }))).toEqual(Buffer.from(hex, "hex"));
    const base64 = randomBytes(32).toString("base64");
    expect(secretsKey(storefrontEnv({ FORECOURT_SECRETS_KEY: base64 }))).toEqual(Buffer.from(base64, "base64"));
    expect(() => storefrontEnv({ FORECOURT_SECRETS_KEY: "short" })).toThrow(/32 random bytes/);
    expect(secretsKey(storefrontEnv({}))).toEqual(DEVELOPMENT_SECRETS_KEY);
    expect(DEVELOPMENT_SECRETS_KEY).toHaveLength(32);
    expect(() => secretsKey(storefrontEnv({ FORECOURT_DEPLOYMENT: "production" }))).toThrow(/FORECOURT_SECRETS_KEY is required/);
  });
});
