import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { numericSortOrder, objectIdRanks } from "./sort-order";

describe("precomputed orders", () => {
  it("rank objectIDs as text and flag a repeated one", () => {
    expect(Array.from(objectIdRanks(["10", "9", "100"])!)).toEqual([0, 2, 1]);
    expect(objectIdRanks(["a", "b", "a"])).toBeNull();
  });

  it("order by value in either direction, missing last, then objectID, for integers and fractions alike", () => {
    const value = fc.oneof(fc.constant(Number.NaN), fc.integer({ min: -5, max: 5 }), fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.constantFrom(1.5, 2.25, -0.5));
    fc.assert(
      fc.property(fc.array(value, { maxLength: 60 }), fc.constantFrom("asc" as const, "desc" as const), (values, direction) => {
        const ids = values.map((_, doc) => `id${(doc * 7919) % 101}-${doc}`);
        const ranks = objectIdRanks(ids)!;
        const { order, rank } = numericSortOrder(Float64Array.from(values), direction, ranks);
        const expected = values
          .map((_, doc) => doc)
          .sort((a, b) => {
            const [left, right] = [values[a]!, values[b]!];
            if (Number.isNaN(left) !== Number.isNaN(right)) return Number.isNaN(left) ? 1 : -1;
            if (!Number.isNaN(left) && left !== right) return direction === "asc" ? left - right : right - left;
            return ids[a]! < ids[b]! ? -1 : 1;
          });
        expect(Array.from(order)).toEqual(expected);
        expected.forEach((doc, position) => expect(rank[doc]).toBe(position));
      }),
      { numRuns: 300 },
    );
  });
});
