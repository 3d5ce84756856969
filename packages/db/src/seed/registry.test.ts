// The demo's vehicle registry and sold history (issue 18): every registered demo
// car's plate in its dealership's state, private vehicles across the regions, and
// both deterministic from their own streams (the dataset's pinned hash is untouched).
import { normalizeRego } from "@forecourt/domain";
import { describe, expect, it } from "vitest";
import { dealerships } from "./dealers";
import { DEMO_REFERENCE_DATE, generateDemoDataset } from "./generator";
import { datasetHash } from "./hash";
import { generateRegistry, generateSoldHistory } from "./registry";

const dataset = generateDemoDataset({ cars: 600 });
const registry = generateRegistry(dataset.cars, { referenceYear: 2026, privateVehicles: 1500 });
const stateOf = new Map(dealerships.map((dealership) => [dealership.id, dealership.state]));

describe("demo registry (issue 18)", () => {
  it("holds every registered demo car's plate in its dealership's state, with its make, model and year", () => {
    const byKey = new Map(registry.map((row) => [`${row.state}:${row.plate}`, row]));
    const registered = dataset.cars.filter((car) => car.regplate);
    expect(registered.length).toBeGreaterThan(100);
    let found = 0;
    for (const car of registered) {
      const row = byKey.get(`${stateOf.get(Number(car.dealership_id))}:${normalizeRego(String(car.regplate))}`);
      // A plate two demo cars happen to share keeps the first car.
      if (row?.make === car.make && row.model === car.model && row.year === car.year) found++;
    }
    expect(found).toBeGreaterThanOrEqual(registered.length - 2);
  });

  it("adds private vehicles across the AU states, NZ and the US, with unique plates per state", () => {
    const states = new Set(registry.map((row) => row.state));
    for (const state of ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AUK", "WGN", "CAN", "OR", "US:WA", "CA"]) expect(states.has(state), state).toBe(true);
    expect(new Set(registry.map((row) => `${row.state}:${row.plate}`)).size).toBe(registry.length);
    expect(registry.every((row) => /^[A-Z0-9]{2,8}$/.test(row.plate) && row.year >= 2011 && row.year <= 2026)).toBe(true);
  });

  it("is deterministic, and leaves the demo dataset as it was", () => {
    expect(generateRegistry(dataset.cars, { referenceYear: 2026, privateVehicles: 1500 })).toEqual(registry);
    expect(datasetHash(generateDemoDataset({ cars: 600 }))).toBe(datasetHash(dataset));
  });
});

describe("demo sold history (issue 18)", () => {
  const sold = generateSoldHistory(dataset.cars, { now: DEMO_REFERENCE_DATE });
  it("sells cars like the listed used stock within the last 90 days", () => {
    expect(sold.length).toBeGreaterThan(100);
    const used = new Set(dataset.cars.filter((car) => car.car_type === "used").map((car) => `${car.make}|${car.model}`));
    for (const row of sold) {
      expect(used.has(`${row.make}|${row.model}`)).toBe(true);
      const daysAgo = (DEMO_REFERENCE_DATE.getTime() - row.soldAt.getTime()) / 86_400_000;
      expect(daysAgo).toBeGreaterThan(0);
      expect(daysAgo).toBeLessThan(90);
      expect(row.price).toBeGreaterThan(900);
    }
    expect(generateSoldHistory(dataset.cars, { now: DEMO_REFERENCE_DATE })).toEqual(sold);
  });
});
