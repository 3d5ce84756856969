// Reading a lead request: client IP behind proxies, capped body, body hash, Idempotency-Key.
import { describe, expect, it } from "vitest";
import { clientIp, leadBodyHash, MAX_LEAD_BODY_BYTES, parseIdempotencyKey, readBodyText } from "./request";

describe("clientIp", () => {
  it("takes the entry the nearest trusted proxy appended, ignoring what the client claimed", () => {
    expect(clientIp({ "x-forwarded-for": "1.1.1.1, 203.0.113.5" })).toBe("203.0.113.5");
    expect(clientIp(new Headers({ "x-forwarded-for": "1.1.1.1, 203.0.113.5, 10.0.0.2" }), 2)).toBe("203.0.113.5");
    expect(clientIp({ "X-Forwarded-For": "::ffff:127.0.0.1" })).toBe("127.0.0.1");
    expect(clientIp({ "x-forwarded-for": "203.0.113.5" }, 3)).toBe("203.0.113.5");
    expect(clientIp({ "x-real-ip": " 198.51.100.4 " })).toBe("198.51.100.4");
    expect(clientIp({})).toBeNull();
  });
});

describe("readBodyText", () => {
  it("reads a body up to 64 KB and stops reading past it", async () => {
    expect(await readBodyText(new Request("http://x/", { method: "POST", body: "{}" }))).toEqual({ kind: "ok", text: "{}" });
    expect(await readBodyText(new Request("http://x/", { method: "POST", body: "x".repeat(MAX_LEAD_BODY_BYTES) }))).toMatchObject({ kind: "ok" });
    expect(await readBodyText(new Request("http://x/", { method: "POST", body: "x".repeat(MAX_LEAD_BODY_BYTES + 1) }))).toEqual({ kind: "too-large" });
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(16 * 1024));
      },
    });
    expect(await readBodyText(new Request("http://x/", { method: "POST", body: endless, duplex: "half" } as RequestInit))).toEqual({ kind: "too-large" });
    expect(pulled).toBeLessThan(10);
    expect(await readBodyText(new Request("http://x/", { method: "POST", body: "{}", headers: { "content-length": String(10 * MAX_LEAD_BODY_BYTES) } }))).toEqual({ kind: "too-large" });
    expect(await readBodyText(new Request("http://x/"))).toEqual({ kind: "ok", text: "" });
  });
});

describe("leadBodyHash", () => {
  it("ignores the token and key order, and changes with any field", () => {
    const hash = leadBodyHash({ form: "general", name: "Jane", token: "a", nested: { b: 1, a: [1, 2] } });
    expect(leadBodyHash({ nested: { a: [1, 2], b: 1 }, token: "b", name: "Jane", form: "general" })).toBe(hash);
    expect(leadBodyHash({ form: "general", name: "Jan", nested: { b: 1, a: [1, 2] } })).not.toBe(hash);
    expect(leadBodyHash({ form: "general", name: "Jane", nested: { b: 1, a: [2, 1] } })).not.toBe(hash);
  });
});

describe("parseIdempotencyKey", () => {
  it("accepts 1 to 255 visible ASCII characters", () => {
    expect(parseIdempotencyKey(null)).toEqual({ kind: "none" });
    expect(parseIdempotencyKey(" 8c0e2a52-5a43-4c53-9b8e-1f7f3f1b9d11 ")).toEqual({ kind: "key", key: "8c0e2a52-5a43-4c53-9b8e-1f7f3f1b9d11" });
    for (const bad of ["", "a b", "é", "x".repeat(256)]) expect(parseIdempotencyKey(bad)).toEqual({ kind: "invalid" });
  });
});
