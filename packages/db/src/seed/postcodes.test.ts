// The offline postcode table (docs/demo-data.md 'Places'): well-formed, inside the right
// state, and covering every demo dealer's suburb.
import { describe, expect, it } from "vitest";
import { locationSpecs } from "./dealers";
import { findSuburb, postcodes } from "./postcodes";

/** Rough bounding boxes [south, north, west, east] per state or region. */
const bounds: Record<string, readonly [number, number, number, number]> = {
  NSW: [-37.6, -28.1, 140.9, 153.7],
  ACT: [-35.95, -35.1, 148.7, 149.4],
  VIC: [-39.2, -33.9, 140.9, 150.0],
  QLD: [-29.2, -10.6, 137.9, 153.6],
  SA: [-38.1, -25.9, 129.0, 141.0],
  WA: [-35.2, -13.6, 112.9, 129.0],
  TAS: [-43.7, -39.5, 143.8, 148.5],
  NT: [-26.0, -10.9, 129.0, 138.0],
  AUK: [-37.3, -36.2, 174.4, 175.3],
  OR: [46.3 - 4.5, 46.3, -124.6, -116.4],
};

describe("postcode table", () => {
  it("has a few hundred entries across the demo regions", () => {
    expect(postcodes.length).toBeGreaterThan(300);
    for (const state of Object.keys(bounds)) expect(postcodes.filter((entry) => entry.state === state).length, state).toBeGreaterThanOrEqual(15);
  });

  it("uses 4-digit postcodes in AU and NZ and 5-digit ZIP codes in the US (spec 5 'Postcode')", () => {
    for (const entry of postcodes) expect(entry.postcode, entry.suburb).toMatch(entry.country === "US" ? /^\d{5}$/ : /^\d{4}$/);
  });

  it("places every suburb inside its state", () => {
    for (const entry of postcodes) {
      const [south, north, west, east] = bounds[entry.state]!;
      expect(entry.lat, entry.suburb).toBeGreaterThanOrEqual(south);
      expect(entry.lat, entry.suburb).toBeLessThanOrEqual(north);
      expect(entry.lng, entry.suburb).toBeGreaterThanOrEqual(west);
      expect(entry.lng, entry.suburb).toBeLessThanOrEqual(east);
    }
  });

  it("lists each postcode and suburb pair once", () => {
    const keys = postcodes.map((entry) => `${entry.postcode}|${entry.suburb}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("knows the suburb of every demo dealer location", () => {
    for (const spec of locationSpecs) expect(() => findSuburb(spec.suburb, spec.state, spec.postcode), spec.name).not.toThrow();
  });
});
