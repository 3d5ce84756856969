import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boundedOsaDistance, typoBudget, wordMatchCode, wordRunsOf, wordsOf } from "./words";

/** Optimal string alignment, the textbook table. */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

describe("words (issue 4 item 6: lowercased runs of letters and digits)", () => {
  it("splits on everything but letters and digits, lowercasing, numbers included", () => {
    expect(wordsOf("2022 Toyota HiLux SR5 (GUN126R) 4x4, Dual-Cab!")).toEqual(["2022", "toyota", "hilux", "sr5", "gun126r", "4x4", "dual", "cab"]);
    expect(wordsOf("Škoda Kodiaq · Citroën")).toEqual(["škoda", "kodiaq", "citroën"]);
    expect(wordsOf("  ...  ")).toEqual([]);
  });

  it("finds the same runs by hand as Unicode's classes, with their positions", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."aZ09 -.|é€ß") }), (text) => {
        const runs = wordRunsOf(text);
        expect(runs.map((run) => run.word)).toEqual(wordsOf(text));
        for (const run of runs) expect(text.slice(run.start, run.end).toLowerCase()).toBe(run.word);
      }),
    );
  });

  it("gives 0 typos below 4 letters, 1 from 4, 2 from 8", () => {
    expect([1, 3, 4, 7, 8, 20].map((length) => typoBudget("x".repeat(length)))).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it("counts a transposition as one typo, also on the first letter", () => {
    expect(boundedOsaDistance("hilux", "ihlux", 2)).toBe(1);
    expect(boundedOsaDistance("ranger", "rnager", 2)).toBe(1);
    expect(boundedOsaDistance("ca", "abc", 3)).toBe(3);
  });

  it("bounded distance equals the full table up to the limit", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."abcd"), maxLength: 9 }), fc.string({ unit: fc.constantFrom(..."abcd"), maxLength: 9 }), fc.integer({ min: 0, max: 3 }), (a, b, limit) => {
        expect(boundedOsaDistance(a, b, limit)).toBe(Math.min(osa(a, b), limit + 1));
      }),
    );
  });

  it("codes a match: exact 0, prefix of the last word 1, typos 2 each, else -1", () => {
    expect(wordMatchCode("hilux", "hilux", false)).toBe(0);
    expect(wordMatchCode("hil", "hilux", true)).toBe(1);
    expect(wordMatchCode("hil", "hilux", false)).toBe(-1);
    expect(wordMatchCode("hilix", "hilux", false)).toBe(2);
    expect(wordMatchCode("hilu", "hilux", true)).toBe(1);
    expect(wordMatchCode("lancruiser", "landcruiser", false)).toBe(2);
    expect(wordMatchCode("sr4", "sr5", false)).toBe(-1);
  });
});
