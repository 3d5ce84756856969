// The lead form's token (issue 5): signed, site-bound, 3 seconds to 2 hours old.
import { describe, expect, it } from "vitest";
import { issueLeadToken, LEAD_TOKEN_MAX_AGE_MS, LEAD_TOKEN_MIN_AGE_MS, verifyLeadToken } from "./tokens";

const secret = "a-secret-of-at-least-thirty-two-characters";
const issued = new Date("2026-11-23T01:00:00Z");
const after = (ms: number) => new Date(issued.getTime() + ms);

describe("lead tokens", () => {
  const token = issueLeadToken(7, issued, secret);

  it("verifies for its site between 3 seconds and 2 hours, and is reusable", () => {
    expect(token).toMatch(/^v1\.7\.\d+\.[\w-]{43}$/);
    expect(verifyLeadToken(token, 7, after(LEAD_TOKEN_MIN_AGE_MS), secret)).toEqual({ ok: true, issuedAt: issued });
    expect(verifyLeadToken(token, 7, after(LEAD_TOKEN_MAX_AGE_MS), secret)).toEqual({ ok: true, issuedAt: issued });
    expect(verifyLeadToken(token, 7, after(60_000), secret).ok).toBe(true);
  });

  it("refuses a token younger than 3 seconds (a bot posts at once) or older than 2 hours", () => {
    expect(verifyLeadToken(token, 7, after(LEAD_TOKEN_MIN_AGE_MS - 1), secret)).toEqual({ ok: false, reason: "too-young" });
    expect(verifyLeadToken(token, 7, after(LEAD_TOKEN_MAX_AGE_MS + 1), secret)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses another site's token, a forged one, and junk", () => {
    expect(verifyLeadToken(token, 8, after(10_000), secret)).toEqual({ ok: false, reason: "other-site" });
    expect(verifyLeadToken(token, 7, after(10_000), "another-secret-of-thirty-two-characters")).toEqual({ ok: false, reason: "forged" });
    const [version, , time, signature] = token.split(".");
    // Changing the site or the time breaks the signature.
    expect(verifyLeadToken([version, 8, time, signature].join("."), 8, after(10_000), secret)).toEqual({ ok: false, reason: "forged" });
    expect(verifyLeadToken([version, 7, Number(time) + 5000, signature].join("."), 7, after(10_000), secret)).toEqual({ ok: false, reason: "forged" });
    // A genuine token from far in the future (a clock trick) is refused too.
    expect(verifyLeadToken(issueLeadToken(7, after(10 * 60_000), secret), 7, issued, secret)).toEqual({ ok: false, reason: "forged" });
    for (const junk of [undefined, null, 42, "", "v1.7", "v2.7.1.x", "v1.x.1.sig", `v1.7.1.${"a".repeat(300)}`]) {
      expect(verifyLeadToken(junk, 7, issued, secret)).toEqual({ ok: false, reason: "malformed" });
    }
  });
});
