import { describe, expect, it } from "vitest";
import { regionSettings } from "./locale";
import { now, testCar } from "./test-fixtures";
import {
  carFeatures,
  carSummaryRows,
  collapsedList,
  dealerCommentSections,
  dealerCommentsFallback,
  keyInformationRows,
  regoExpiryText,
  specificationRows,
  detailSections,
  reserveOnlineText,
  similarCarsCriteria,
  whatsIncludedItems,
} from "./vehicle-detail";

const au = { ...regionSettings("AU"), now };
const us = { ...regionSettings("US"), now };

describe("dealerCommentSections (spec 2.5: split on |, cut at 400, pending fallback)", () => {
  it("splits on the vertical bar and trims each section", () => {
    expect(dealerCommentSections(" One owner | Full service history|  Two keys ")).toEqual(["One owner", "Full service history", "Two keys"]);
  });
  it("keeps 400 characters and cuts the 401st", () => {
    expect(dealerCommentSections("a".repeat(400))).toEqual(["a".repeat(400)]);
    expect(dealerCommentSections("a".repeat(401))).toEqual(["a".repeat(400)]);
  });
  it("counts the whole text, separators included, toward the 400", () => {
    const sections = dealerCommentSections(`${"a".repeat(300)}|${"b".repeat(300)}`);
    expect(sections).toEqual(["a".repeat(300), "b".repeat(99)]);
  });
  it("falls back to the pending message for empty, blank, separator-only or missing text", () => {
    for (const text of ["", "   ", " | | ", null, undefined]) expect(dealerCommentSections(text)).toEqual([dealerCommentsFallback]);
    expect(dealerCommentsFallback).toBe("Dealer comments are pending. Please check back here later.");
  });
});

describe("regoExpiryText (spec 5: 'Expires on {date}' only in the future)", () => {
  it("shows a future date in the site's format", () => {
    expect(regoExpiryText("2027-03-15", now)).toBe("Expires on 15/03/2027");
    expect(regoExpiryText("2027-03-15", now, "en-US")).toBe("Expires on 03/15/2027");
  });
  it("hides an expiry at now or earlier", () => {
    expect(regoExpiryText(now.toISOString(), now)).toBeNull();
    expect(regoExpiryText("2026-01-01", now)).toBeNull();
  });
  it("hides missing and invalid dates", () => {
    expect(regoExpiryText(null, now)).toBeNull();
    expect(regoExpiryText("next March", now)).toBeNull();
  });
});

describe("detail rows (spec 2.5; spec 5: rows hide when empty or null)", () => {
  it("lists key information with odometer in the region's unit and hides empty rows", () => {
    const rows = keyInformationRows(testCar({ colour: "White", seats: 5, doors: null, drive: " ", engine_size: "2.8L" }), au);
    expect(rows).toEqual([
      { label: "Condition", value: "Used" },
      { label: "Odometer", value: "42,000 km" },
      { label: "Transmission", value: "6 Speed Automatic" },
      { label: "Fuel Type", value: "Diesel" },
      { label: "Colour", value: "White" },
      { label: "Seats", value: "5" },
      { label: "Engine", value: "2.8L" },
    ]);
  });
  it("uses US spelling and miles on a US site", () => {
    const rows = keyInformationRows(testCar({ colour: "White", transmission: null, simple_transmission: null, trans: "Auto", fuel: null }), us);
    expect(rows).toContainEqual({ label: "Color", value: "White" });
    expect(rows).toContainEqual({ label: "Odometer", value: "26,098 mi" });
    expect(rows).toContainEqual({ label: "Transmission", value: "Auto" });
    expect(rows).toContainEqual({ label: "Fuel Type", value: "Diesel" });
  });
  it("lists the car summary with the rego expiry rule", () => {
    const rows = carSummaryRows(testCar({ regplate: "123ABC", rego_expiry: "2027-01-31", stocknum: "T1001", vin: null, build_date: "2022-03" }), au);
    expect(rows).toContainEqual({ label: "Rego Expiry", value: "Expires on 31/01/2027" });
    expect(rows).toContainEqual({ label: "Build Date", value: "2022-03" });
    expect(rows.find((row) => row.label === "VIN")).toBeUndefined();
    expect(carSummaryRows(testCar({ rego_expiry: "2020-01-01" }), au).find((row) => row.label === "Rego Expiry")).toBeUndefined();
  });
  it("lists variant and caravan specifications with units, reading numeric strings", () => {
    const rows = specificationRows(
      { variant: { cylinders: "4", enginesize_litres: 2.8, fuelconsumptioncombined: 7.9, ancaprating: 5, torque: "500Nm", vehiclelength: 5325 }, specifications: { tare_weight: "2,150", sleeps: 4, axle_type: "Single" } },
      au,
    );
    expect(rows).toEqual([
      { label: "Cylinders", value: "4" },
      { label: "Engine Size", value: "2.8 L" },
      { label: "Fuel Consumption (Combined)", value: "7.9 L/100km" },
      { label: "Length", value: "5,325 mm" },
      { label: "Torque", value: "500Nm" },
      { label: "ANCAP Rating", value: "5 stars" },
      { label: "Tare Weight", value: "2,150 kg" },
      { label: "Axle Type", value: "Single" },
      { label: "Sleeps", value: "4" },
    ]);
  });
  it("falls back to engine cc, says 1 star, and gives nothing without specs", () => {
    expect(specificationRows({ variant: { enginesize: 1998, ancaprating: 1 } }, au)).toEqual([
      { label: "Engine Size", value: "1,998 cc" },
      { label: "ANCAP Rating", value: "1 star" },
    ]);
    expect(specificationRows({ variant: null, specifications: null }, au)).toEqual([]);
  });
});

describe("features and show more (spec 2.5: features only when equipment exists; 4 key rows, 8 features)", () => {
  it("keeps non-blank equipment names", () => {
    expect(carFeatures({ standardEquipment: [" Cruise control ", "", "Reversing camera", 5 as unknown as string] })).toEqual(["Cruise control", "Reversing camera"]);
    expect(carFeatures({ standardEquipment: null })).toEqual([]);
  });
  it("shows the first items until expanded", () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(collapsedList(items, 8, false)).toEqual({ items: [1, 2, 3, 4, 5, 6, 7, 8], hiddenCount: 1 });
    expect(collapsedList(items, 8, true)).toEqual({ items, hiddenCount: 0 });
    expect(collapsedList(items.slice(0, 4), 4, false)).toEqual({ items: [1, 2, 3, 4], hiddenCount: 0 });
  });
});

describe("detailSections (spec 2.5: the page's sections, each only when its rule allows)", () => {
  const base = { dealerComments: { enabled: true, title: "Dealer Comments" }, reservable: false, featureCount: 12, specificationCount: 5 };
  it("lists every section in spec order when each rule allows it", () => {
    expect(detailSections({ ...base, reservable: true }).map((section) => section.title)).toEqual([
      "Key Information",
      "Dealer Comments",
      "What's Included",
      "Why Buy From Us?",
      "Reserve Online",
      "Protect Your Car",
      "Car Summary",
      "All Specifications",
      "Features",
    ]);
  });
  it("hides comments when the flag is off, Reserve Online when the car cannot be reserved, and empty specifications and features", () => {
    const ids = detailSections({ ...base, dealerComments: { enabled: false, title: "Dealer Comments" }, featureCount: 0, specificationCount: 0 }).map((section) => section.id);
    expect(ids).toEqual(["key-information", "whats-included", "why-buy", "protect", "car-summary"]);
  });
  it("uses the site's 'Our Comments' title", () => {
    expect(detailSections({ ...base, dealerComments: { enabled: true, title: "Our Comments" } })[1]).toEqual({ id: "dealer-comments", title: "Our Comments" });
  });
});

describe("whatsIncludedItems and reserveOnlineText (spec 9 reservation and used-car promise)", () => {
  it("gives used cars the 48-hour money-back guarantee and 12 months roadside assist", () => {
    expect(whatsIncludedItems({ car_type: "used" }).slice(0, 2)).toEqual(["48-hour money-back guarantee", "12 months roadside assist"]);
  });
  it("gives new and demo cars their warranty, and an unknown type the inspection only", () => {
    expect(whatsIncludedItems({ car_type: "new" })[0]).toMatch(/full new car warranty/);
    expect(whatsIncludedItems({ car_type: "demo" })[0]).toMatch(/balance of the manufacturer/);
    expect(whatsIncludedItems({ car_type: null })).toHaveLength(1);
  });
  it("states the deposit, the 48-hour hold and the refund", () => {
    expect(reserveOnlineText(200)).toBe("Reserve this car online for $200. We hold it for 48 hours while you arrange a viewing or finance, and the deposit is 100% refundable.");
  });
});

describe("similarCarsCriteria (issue 7: same make or body, within 20% of the price)", () => {
  it("bands the listed price by 20% either way", () => {
    expect(similarCarsCriteria(testCar({ simple_body: "ute", price: 50000, offer_price: 45000 }))).toEqual({ excludeId: 101, make: "Toyota", body: "ute", minPrice: 36000, maxPrice: 54000 });
  });
  it("has no band without a price, and null make and body when blank", () => {
    expect(similarCarsCriteria({ id: "7", make: " ", simple_body: null, price: null })).toEqual({ excludeId: 7, make: null, body: null, minPrice: null, maxPrice: null });
  });
});
