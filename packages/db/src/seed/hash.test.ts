// The dataset fingerprint depends on content only (docs/demo-data.md 'Determinism').
import { describe, expect, it } from "vitest";
import { stableStringify } from "./hash";

describe("stableStringify", () => {
  it("ignores key order and drops undefined values, as JSON does", () => {
    expect(stableStringify({ b: 1, a: { d: [1, "x"], c: null }, e: undefined })).toBe('{"a":{"c":null,"d":[1,"x"]},"b":1}');
    expect(stableStringify({ a: { c: null, d: [1, "x"] }, b: 1 })).toBe(stableStringify({ b: 1, a: { d: [1, "x"], c: null } }));
  });

  it("serialises frozen shared values the same as fresh ones", () => {
    const shared = Object.freeze({ z: 1, y: Object.freeze(["a"]) });
    expect(stableStringify({ one: shared, two: shared })).toBe('{"one":{"y":["a"],"z":1},"two":{"y":["a"],"z":1}}');
  });

  it("writes non-finite numbers as null and escapes strings", () => {
    expect(stableStringify([Number.NaN, Infinity, 'say "hi"'])).toBe('[null,null,"say \\"hi\\""]');
  });
});
