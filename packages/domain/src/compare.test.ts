import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareColumn, comparePath, compareSections, parseCompareIds, withoutCompareColumn } from "./compare";
import { compareLimit } from "./saved-cars";
import { now, testCar } from "./test-fixtures";

const context = { locale: "en-AU" as const, distanceUnit: "km" as const, now };

describe("comparePath and parseCompareIds (the shareable compare address)", () => {
  it("writes the ids in the order chosen, and no query for none", () => {
    expect(comparePath([12, 7, 30])).toBe("/compare?cars=12,7,30");
    expect(comparePath([])).toBe("/compare");
  });

  it("reads whole positive ids once each, in order, ignoring anything else", () => {
    expect(parseCompareIds("12,7,30")).toEqual([12, 7, 30]);
    expect(parseCompareIds(" 3 , 3,abc,-1,0,1.5,,9")).toEqual([3, 9]);
    expect(parseCompareIds(["4,5", "6"])).toEqual([4, 5, 6]);
    expect(parseCompareIds("1234567890123456")).toEqual([]);
    expect(parseCompareIds(undefined)).toEqual([]);
    expect(parseCompareIds(null)).toEqual([]);
  });

  it(`keeps at most ${compareLimit} cars (the compare limit)`, () => {
    expect(parseCompareIds("1,2,3,4,5,6")).toEqual([1, 2, 3, 4]);
    expect(parseCompareIds("1,1,2,2,3,4,5")).toEqual([1, 2, 3, 4]);
  });

  it("reads back what it writes", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 2 ** 40 }), { maxLength: compareLimit }), (ids) => {
        const query = new URL(comparePath(ids), "http://x").searchParams.get("cars");
        expect(parseCompareIds(query)).toEqual(ids);
      }),
    );
  });
});

describe("compareSections (spec 2.5 rows side by side; spec 5: a row hides when empty for every car)", () => {
  const withSpecs = testCar({ id: 1, colour: "White", variant: { cylinders: 4, torque: "500Nm" } });
  const withoutSpecs = testCar({ id: 2, make: "Mazda", model: "BT-50", colour: null, variant: null, specifications: null });

  it("lines up each car's value under one label, null where a car has none", () => {
    const sections = compareSections([withSpecs, withoutSpecs], context);
    expect(sections.map((section) => section.id)).toEqual(["key-information", "car-summary", "specifications"]);
    const key = sections[0]!;
    expect(key.title).toBe("Key Information");
    expect(key.rows.find((row) => row.label === "Colour")?.values).toEqual(["White", null]);
    expect(key.rows.find((row) => row.label === "Odometer")?.values).toEqual(["42,000 km", "42,000 km"]);
    expect(sections[1]!.rows.find((row) => row.label === "Make")?.values).toEqual(["Toyota", "Mazda"]);
    expect(sections[2]!.rows.map((row) => row.label)).toEqual(["Cylinders", "Torque"]);
    expect(sections[2]!.rows[1]!.values).toEqual(["500Nm", null]);
  });

  it("drops rows empty for every car, and a section with no row left", () => {
    const sections = compareSections([withoutSpecs, testCar({ id: 3, colour: "" })], context);
    expect(sections.map((section) => section.id)).toEqual(["key-information", "car-summary"]);
    expect(sections[0]!.rows.some((row) => row.label === "Colour")).toBe(false);
    expect(sections[0]!.rows.some((row) => row.label === "Drive")).toBe(false);
  });

  it("keeps the vehicle page's row order even when only a later car has an earlier row", () => {
    const sections = compareSections([testCar({ id: 4, drive: null, colour: "Red" }), testCar({ id: 5, drive: "4x4", colour: null })], context);
    const labels = sections[0]!.rows.map((row) => row.label);
    expect(labels.indexOf("Drive")).toBeLessThan(labels.indexOf("Colour"));
  });

  it("removing a car takes its column out, and the rows only it filled", () => {
    const sections = compareSections([withSpecs, withoutSpecs], context);
    const left = withoutCompareColumn(sections, 0);
    expect(left.map((section) => section.id)).toEqual(["key-information", "car-summary"]);
    expect(left[0]!.rows.some((row) => row.label === "Colour")).toBe(false);
    expect(left[1]!.rows.find((row) => row.label === "Make")?.values).toEqual(["Mazda"]);
    expect(withoutCompareColumn(sections, 1)[2]!.rows.find((row) => row.label === "Torque")?.values).toEqual(["500Nm"]);
  });

  it("follows the region's spelling and gives nothing for no cars", () => {
    const us = compareSections([testCar({ colour: "Blue" })], { ...context, locale: "en-US", distanceUnit: "mi" });
    expect(us[0]!.rows.some((row) => row.label === "Color")).toBe(true);
    expect(compareSections([], context)).toEqual([]);
  });
});

describe("compareColumn (a column's head by the result card's rules, spec 2.4 and 4)", () => {
  const settings = { price: { noPriceText: "Call for price" }, tags: { soldTag: "JUST SOLD" }, now };

  it("links the car, names it, and shows its photo, price, price type and tag", () => {
    const column = compareColumn({ ...testCar({ price_type: " Drive Away ", reserved: true }), id: 7, slug: "2022-toyota-hilux-7" }, settings);
    expect(column).toEqual({
      id: 7,
      href: "/cars/2022-toyota-hilux-7",
      heading: { title: "2022 Toyota HiLux", subtitle: "SR5 GUN126R" },
      image: "/media/car/ute/white/1.svg",
      price: { kind: "price", amount: 45990, text: "$45,990" },
      priceType: "Drive Away",
      tag: { kind: "reserved", label: "Reserved" },
    });
  });

  it("reads the site's no-price text and sold tag; no photo and no price type give null", () => {
    const column = compareColumn({ ...testCar({ price: 0, status: "sold", images: [], price_type: null }), id: 8, slug: "sold-8" }, settings);
    expect(column.price.text).toBe("Call for price");
    expect(column.tag?.label).toBe("JUST SOLD");
    expect(column.image).toBeNull();
    expect(column.priceType).toBeNull();
  });
});
