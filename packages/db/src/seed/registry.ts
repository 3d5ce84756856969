// The demo's vehicle registry and sold history (issue 18), each from a random
// stream of its own so no other demo entity moves: every registered demo car's
// plate in its dealership's state, a few thousand plausible private vehicles across
// the AU states, NZ and US, and recently sold cars beside the listed used stock
// (the seed's own sold cars are too few to price a trade-in from).
import type { CarInput } from "@forecourt/domain";
import { normalizeRego } from "@forecourt/domain";
import { catalogue } from "./catalogue";
import { DAY } from "./dates";
import { dealerships } from "./dealers";
import { plateFormats } from "./plates";
import { createDemoRandom, DEFAULT_SEED } from "./random";

/** Offsets of the registry's and sold history's seeds from the main stream's. */
const REGISTRY_STREAM = 0x7265;
const SOLD_STREAM = 0x736f;

export const DEFAULT_PRIVATE_VEHICLES = 3000;

export interface RegistryRow {
  state: string;
  plate: string;
  make: string;
  model: string;
  year: number;
  variant: string | null;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  vinLastDigits: string | null;
}

export interface SoldRow {
  id: number;
  dealershipId: number;
  state: string;
  make: string;
  model: string;
  year: number;
  km: number;
  price: number;
  soldAt: Date;
}

/** Where private vehicles are registered, weighted roughly by population. */
const privateStates: ReadonlyArray<readonly [string, number]> = [
  ["NSW", 30],
  ["VIC", 25],
  ["QLD", 20],
  ["WA", 10],
  ["SA", 7],
  ["TAS", 2],
  ["ACT", 2],
  ["NT", 1],
  ["AUK", 4],
  ["WGN", 2],
  ["CAN", 2],
  ["OR", 3],
  ["US-WA", 2],
  ["CA", 4],
];

/** Plate formats the seed's plates.ts has no entry for (NZ regions share a national format). */
const extraFormats: Record<string, string> = { WGN: "LLLDDD", CAN: "LLLDDD", "US-WA": "LLLDDDD", CA: "DLLLDDD" };
const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";

type Random = ReturnType<typeof createDemoRandom>;

function plateIn(random: Random, state: string): string {
  const format = extraFormats[state] ?? plateFormats[state] ?? plateFormats.NSW!;
  let plate = "";
  for (const symbol of format) plate += symbol === "L" ? letters[random.int(0, letters.length - 1)] : symbol === "D" ? String(random.int(0, 9)) : "";
  return plate;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null);
const number = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : typeof value === "string" && /^\$?[\d,]+$/.test(value) ? Number(value.replace(/[$,]/g, "")) : null);

/**
 * The registry: demo cars first (their plates as shown on their pages, in their
 * dealership's state), then private vehicles, skipping any plate already taken.
 */
export function generateRegistry(cars: readonly CarInput[], options: { seed?: number; referenceYear: number; privateVehicles?: number }): RegistryRow[] {
  const random = createDemoRandom((options.seed ?? DEFAULT_SEED) + REGISTRY_STREAM, new Date(Date.UTC(options.referenceYear, 10, 1)));
  const stateOf = new Map(dealerships.map((dealership) => [dealership.id, dealership.state]));
  const rows: RegistryRow[] = [];
  const taken = new Set<string>();
  const add = (row: RegistryRow) => {
    const key = `${row.state}:${row.plate}`;
    if (taken.has(key)) return;
    taken.add(key);
    rows.push(row);
  };
  for (const input of cars) {
    const car = input as Record<string, unknown>;
    const plate = text(car.regplate);
    const state = stateOf.get(Number(car.dealership_id));
    const year = number(car.year);
    if (!plate || !state || year === null) continue;
    const vin = text(car.vin);
    add({
      state,
      plate: normalizeRego(plate),
      make: String(car.make),
      model: String(car.model),
      year,
      variant: text(car.badge),
      body: text(car.body) ?? text(car.simple_body),
      fuel: text(car.fuel),
      transmission: text(car.transmission),
      vinLastDigits: vin ? vin.slice(-6) : null,
    });
  }
  const count = options.privateVehicles ?? DEFAULT_PRIVATE_VEHICLES;
  for (let index = 0; index < count; index++) {
    const [regState] = random.weighted(privateStates, ([, weight]) => weight);
    const make = random.weighted(catalogue, (entry) => entry.weight);
    const model = random.weighted(make.models, (entry) => entry.weight);
    const [first, last] = model.years;
    const year = random.int(Math.max(first, options.referenceYear - 15), Math.min(last, options.referenceYear));
    const engine = random.pick(model.engines);
    const gearbox = random.pick(engine.gearboxes);
    add({
      // The US's WA is kept apart from Western Australia (registryStateKey).
      state: regState === "US-WA" ? registryStateKey("US", "WA") : regState,
      plate: plateIn(random, regState),
      make: make.name,
      model: model.name,
      year,
      variant: random.pick(model.badges),
      body: model.bodies[0] ?? null,
      fuel: engine.fuel,
      transmission: gearbox.includes("MT") ? "Manual" : "Automatic",
      vinLastDigits: random.chance(0.7) ? String(random.int(100_000, 999_999)) : null,
    });
  }
  return rows;
}

/**
 * The registry's key for a state: a region's state code, except the US's WA,
 * which Western Australia already uses, is kept as 'US:WA'.
 */
export function registryStateKey(region: string, state: string): string {
  return region === "US" && state === "WA" ? "US:WA" : state;
}

/**
 * Sold history beside the listed used stock: up to two recent sales per used car
 * with a price, same make and model, a year either way, within the last 89 days
 * of `now`, priced and driven near it.
 */
export function generateSoldHistory(cars: readonly CarInput[], options: { seed?: number; now: Date }): SoldRow[] {
  const random = createDemoRandom((options.seed ?? DEFAULT_SEED) + SOLD_STREAM, options.now);
  const stateOf = new Map(dealerships.map((dealership) => [dealership.id, dealership.state]));
  const rows: SoldRow[] = [];
  const referenceYear = options.now.getUTCFullYear();
  for (const input of cars) {
    const car = input as Record<string, unknown>;
    const price = number(car.price);
    const year = number(car.year);
    const km = number(car.km);
    const state = stateOf.get(Number(car.dealership_id));
    const sales = random.int(0, 2);
    if (car.car_type !== "used" || price === null || price <= 1000 || year === null || km === null || !state) continue;
    for (let sale = 0; sale < sales; sale++) {
      const soldYear = Math.min(referenceYear, year + random.int(-1, 1));
      rows.push({
        id: rows.length + 1,
        dealershipId: Number(car.dealership_id),
        state,
        make: String(car.make),
        model: String(car.model),
        year: soldYear,
        km: Math.max(0, Math.round((km * random.float(0.8, 1.2)) / 100) * 100),
        price: Math.round((price * random.float(0.9, 1.05)) / 10) * 10,
        soldAt: new Date(options.now.getTime() - random.int(1, 89) * DAY - random.int(0, 86_399) * 1000),
      });
    }
  }
  return rows;
}
