import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Vocabulary } from "./vocabulary";
import { boundedOsaDistance } from "./words";

const word = fc.string({ unit: fc.constantFrom(..."abcde1"), minLength: 1, maxLength: 9 });

describe("Vocabulary, the sorted word list walked as a trie", () => {
  it("finds exactly the words within the typo budget, with their distance", () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 60 }), word, fc.integer({ min: 0, max: 2 }), (words, query, budget) => {
        const vocabulary = new Vocabulary([...words].sort());
        const found = new Map<string, number>();
        vocabulary.forEachWithin(query, budget, (index, typos) => found.set(vocabulary.words[index]!, typos));
        const expected = new Map(vocabulary.words.flatMap((candidate) => {
          const distance = boundedOsaDistance(query, candidate, budget);
          return distance <= budget ? [[candidate, distance] as const] : [];
        }));
        expect(found).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it("gives the range of words starting with a prefix", () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 60 }), word, (words, prefix) => {
        const vocabulary = new Vocabulary([...words].sort());
        const [start, end] = vocabulary.prefixRange(prefix);
        expect(vocabulary.words.slice(start, end)).toEqual(vocabulary.words.filter((candidate) => candidate.startsWith(prefix)));
      }),
    );
  });
});
