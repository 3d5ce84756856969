import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sortSmallest } from "./smallest-keys";

describe("sortSmallest", () => {
  it("puts the k smallest keys first, in order, as a full sort would", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 400 }), fc.nat({ max: 450 }), (values, k) => {
        const keys = Float64Array.from(values);
        sortSmallest(keys, keys.length, k);
        const expected = Float64Array.from(values).sort().subarray(0, Math.min(k, values.length));
        expect(Array.from(keys.subarray(0, expected.length))).toEqual(Array.from(expected));
        expect(Array.from(keys).sort((a, b) => a - b)).toEqual(Array.from(values).sort((a, b) => a - b));
      }),
    );
  });
});
