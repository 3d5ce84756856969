import { describe, expect, it } from "vitest";
import { activePromoCards, insertPromoCards, isStocktakePromotionActive, promoSlots, searchPromoCards, seededRandom, shuffled } from "./promo";
import { now } from "./test-fixtures";

const card = (id: number, overrides: Record<string, unknown> = {}) => ({ id, position: id, display: true, strictDisplay: false, ...overrides });

describe("activePromoCards (spec 4: filtered by start and expiry, ordered by position)", () => {
  it("keeps cards inside their window and orders them by position", () => {
    const cards = [
      card(3, { start: "2026-11-01T00:00:00Z", expiry: "2026-12-01T00:00:00Z" }),
      card(1),
      card(2, { expiry: "2026-11-23T00:00:00Z" }),
      card(4, { start: "2026-11-24T00:00:00Z" }),
    ];
    expect(activePromoCards(cards, { now }).map((item) => item.id)).toEqual([1, 3]);
  });
  it("treats unreadable dates as open, drops cards not displayed, and puts unpositioned cards last in input order", () => {
    const cards = [card(7, { position: null }), card(5, { start: "soon" }), card(6, { display: false }), card(8, { position: undefined })];
    expect(activePromoCards(cards, { now }).map((item) => item.id)).toEqual([5, 7, 8]);
  });
  it("shows a strictDisplay card only inside a window it fully states", () => {
    expect(activePromoCards([card(1, { strictDisplay: true })], { now })).toEqual([]);
    expect(activePromoCards([card(1, { strictDisplay: true, start: "2026-11-01", expiry: "2026-12-01" })], { now })).toHaveLength(1);
  });
  it("handles a missing list", () => {
    expect(activePromoCards(null, { now })).toEqual([]);
  });
});

describe("insertPromoCards (spec 2.3: positions 8 and 17)", () => {
  const items = (count: number) => Array.from({ length: count }, (_, index) => `car${index + 1}`);
  it("puts the cards at positions 8 and 17 of the result", () => {
    const result = insertPromoCards(items(21), ["A", "B"]);
    expect(result).toHaveLength(23);
    expect(result[7]).toBe("A");
    expect(result[16]).toBe("B");
    expect(result.filter((item) => item.startsWith("car"))).toEqual(items(21));
  });
  it("inserts only while the list reaches the position", () => {
    expect(insertPromoCards(items(6), ["A", "B"])).toEqual(items(6));
    expect(insertPromoCards(items(7), ["A", "B"])).toEqual([...items(7), "A"]);
    expect(insertPromoCards(items(10), ["A", "B"])).toEqual([...items(7), "A", ...items(10).slice(7)]);
    expect(insertPromoCards(items(15), ["A", "B"]).at(-1)).toBe("B");
  });
  it("skips positions without a card and bad positions, and sorts positions", () => {
    expect(insertPromoCards(items(3), ["A"], [9, 2, 0, 1.5])).toEqual(["car1", "A", "car2", "car3"]);
    expect(insertPromoCards(items(3), [], [1])).toEqual(items(3));
  });
  it("places a call-to-action card at 9 on another configuration", () => {
    expect(insertPromoCards(items(21), ["CTA"], [9])[8]).toBe("CTA");
  });
});

describe("shuffled (spec 4: optional shuffle, random source passed in)", () => {
  it("keeps every item and is deterministic for a given source", () => {
    const source = () => {
      let seed = 1;
      return () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    };
    const first = shuffled([1, 2, 3, 4, 5], source());
    expect(first).toEqual(shuffled([1, 2, 3, 4, 5], source()));
    expect([...first].sort()).toEqual([1, 2, 3, 4, 5]);
  });
  it("survives a source returning 1, negatives or NaN", () => {
    expect(shuffled([1, 2, 3], () => 1).sort()).toEqual([1, 2, 3]);
    expect(shuffled([1, 2, 3], () => -5)).toEqual([2, 3, 1]);
    expect(shuffled([1, 2, 3], () => Number.NaN)).toEqual([2, 3, 1]);
  });
});

describe("seededRandom (a repeatable source for spec 4's optional shuffle)", () => {
  it("gives the same numbers for the same seed, in [0, 1), and others for another seed", () => {
    const draw = (seed: string) => {
      const random = seededRandom(seed);
      return Array.from({ length: 50 }, () => random());
    };
    expect(draw("request-1")).toEqual(draw("request-1"));
    expect(draw("request-1")).not.toEqual(draw("request-2"));
    for (const value of [...draw(""), ...draw("request-1")]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
  it("spreads a shuffle over every order", () => {
    const orders = new Set(Array.from({ length: 200 }, (_, index) => shuffled([1, 2, 3], seededRandom(`seed-${index}`)).join("")));
    expect(orders).toEqual(new Set(["123", "132", "213", "231", "312", "321"]));
  });
});

describe("promoSlots (spec 2.3: 8 and 17 on one configuration, a call-to-action at 9 on another)", () => {
  it("puts promotional cards at the configured positions, in list order", () => {
    expect(promoSlots({ promoPositions: [17, 8], ctaPosition: null })).toEqual([
      { position: 8, variant: "promotion" },
      { position: 17, variant: "promotion" },
    ]);
  });
  it("shows one call-to-action card on a configuration that has its position, instead of the promotional positions", () => {
    expect(promoSlots({ promoPositions: [8, 17], ctaPosition: 9 })).toEqual([{ position: 9, variant: "call-to-action" }]);
  });
  it("drops duplicate and impossible positions, and has no slots when nothing is configured", () => {
    expect(promoSlots({ promoPositions: [8, 8, 0, -3, 2.5], ctaPosition: null })).toEqual([{ position: 8, variant: "promotion" }]);
    expect(promoSlots({ promoPositions: [8], ctaPosition: 0 })).toEqual([{ position: 8, variant: "promotion" }]);
    expect(promoSlots({ promoPositions: [], ctaPosition: null })).toEqual([]);
  });
});

describe("searchPromoCards (spec 2.3, 4: live cards by position, optionally shuffled, into the slots)", () => {
  const cards = [
    card(3),
    card(1, { expiry: "2026-11-01T00:00:00Z" }),
    card(2),
    card(4, { start: "2026-12-01T00:00:00Z" }),
    card(5),
    card(6, { display: false }),
  ];
  const eightAndSeventeen = { promoPositions: [8, 17], ctaPosition: null };
  it("fills 8 and 17 with the first live cards by position, never an expired, future or hidden one", () => {
    const placed = searchPromoCards(cards, eightAndSeventeen, { now, seed: "a" });
    expect(placed.map((entry) => [entry.position, entry.variant, entry.card.id])).toEqual([
      [8, "promotion", 2],
      [17, "promotion", 3],
    ]);
  });
  it("puts the first live card at the call-to-action position", () => {
    expect(searchPromoCards(cards, { promoPositions: [], ctaPosition: 9 }, { now, seed: "a" }).map((entry) => [entry.position, entry.variant, entry.card.id])).toEqual([[9, "call-to-action", 2]]);
  });
  it("leaves a slot empty when there are fewer live cards than slots", () => {
    expect(searchPromoCards([card(1)], eightAndSeventeen, { now, seed: "a" }).map((entry) => entry.position)).toEqual([8]);
    expect(searchPromoCards(null, eightAndSeventeen, { now, seed: "a" })).toEqual([]);
  });
  it("shuffles only when asked, the same way for the same seed, and only among live cards", () => {
    const shuffle = { ...eightAndSeventeen, promoShuffle: true };
    const ids = (seed: string) => searchPromoCards(cards, shuffle, { now, seed }).map((entry) => entry.card.id);
    expect(ids("request-7")).toEqual(ids("request-7"));
    const seen = new Set(Array.from({ length: 60 }, (_, index) => ids(`request-${index}`).join(",")));
    expect(seen.size).toBeGreaterThan(1);
    for (const order of seen) for (const id of order.split(",")) expect(["2", "3", "5"]).toContain(id);
    expect(searchPromoCards(cards, { ...eightAndSeventeen, promoShuffle: false }, { now, seed: "request-7" }).map((entry) => entry.card.id)).toEqual([2, 3]);
  });
});

describe("isStocktakePromotionActive (spec 9: 2025-01-01 to 2025-02-01, +10:00)", () => {
  it("starts at midnight Brisbane time on 1 January and ends at midnight on 1 February", () => {
    expect(isStocktakePromotionActive(new Date("2024-12-31T13:59:59Z"))).toBe(false);
    expect(isStocktakePromotionActive(new Date("2024-12-31T14:00:00Z"))).toBe(true);
    expect(isStocktakePromotionActive(new Date("2025-01-31T13:59:59Z"))).toBe(true);
    expect(isStocktakePromotionActive(new Date("2025-01-31T14:00:00Z"))).toBe(false);
  });
});
