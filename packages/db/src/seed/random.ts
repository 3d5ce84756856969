// The demo's one source of randomness (docs/demo-data.md 'Determinism'): a single seeded
// Faker, pinned at 10.6.0 because its output changes between versions. Every
// draw goes through it in a fixed order; nothing reads Math.random or the clock.
import { base, en, en_AU, Faker } from "@faker-js/faker";

export const DEFAULT_SEED = 20261101;

export interface DemoRandom {
  /** The seeded Faker, for names and words only (its places and vehicles are invented; docs/demo-data.md). */
  readonly faker: Faker;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; weights need not sum to 1. Weights are read once per array, so pass a constant array. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T;
  /** Roughly normal (sum of three uniforms), mean 0, in about [-1, 1]. */
  bell(): number;
  /** A distinct random subset of up to `count` items, in the original order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createDemoRandom(seed: number, referenceDate: Date): DemoRandom {
  const faker = new Faker({ locale: [en_AU, en, base], seed });
  // Faker's own date helpers count from this, never from the wall clock.
  faker.setDefaultRefDate(referenceDate);

  const unit = () => faker.number.float();
  const int = (min: number, max: number) => faker.number.int({ min, max });

  // Cumulative weight tables per array, so a weighted pick over a catalogue is a
  // binary search rather than a scan (200k cars draw many of them).
  const cumulativeCache = new WeakMap<readonly unknown[], Float64Array>();

  return {
    faker,
    int,
    float: (min, max) => min + unit() * (max - min),
    chance: (p) => unit() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[int(0, items.length - 1)]!;
    },
    weighted: (items, weightOf) => {
      let cumulative = cumulativeCache.get(items);
      if (!cumulative) {
        cumulative = new Float64Array(items.length);
        let total = 0;
        items.forEach((item, index) => {
          total += Math.max(0, weightOf(item));
          cumulative![index] = total;
        });
        cumulativeCache.set(items, cumulative);
      }
      const target = unit() * cumulative[cumulative.length - 1]!;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (cumulative[middle]! > target) high = middle;
        else low = middle + 1;
      }
      return items[low]!;
    },
    bell: () => (unit() + unit() + unit()) / 1.5 - 1,
    sample: (items, count) => {
      const chosen = new Set<number>();
      const wanted = Math.min(count, items.length);
      while (chosen.size < wanted) chosen.add(int(0, items.length - 1));
      return [...chosen].sort((a, b) => a - b).map((index) => items[index]!);
    },
  };
}
