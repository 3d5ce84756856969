// A lead request beyond its fields: body hash and Idempotency-Key.
import { describe, expect, it } from "vitest";
import { leadBodyHash, parseIdempotencyKey } from "./request";

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
