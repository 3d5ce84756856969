// A small seeded car inventory for the search tests: the shapes and the awkward
// cases of real stock (missing prices, prices as text, sold cars, accented
// makes, long comments) without the database's demo generator, which the
// search package may not import.
import { type CarInput } from "@forecourt/domain";
import { carToRecord } from "../../records";
import { type SearchRecord } from "../record-values";

/** mulberry32: a small deterministic generator, so a failing case can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

const catalogue: Record<string, Record<string, string[]>> = {
  Toyota: { HiLux: ["SR", "SR5", "Rogue"], Corolla: ["Ascent Sport", "SX", "ZR"], RAV4: ["GX", "GXL", "Cruiser"], LandCruiser: ["GXL", "Sahara"] },
  Mazda: { "CX-5": ["Maxx", "Touring", "Akera"], "BT-50": ["XT", "GT"], Mazda3: ["G20 Pure", "G25 Astina"] },
  Ford: { Ranger: ["XL", "XLT", "Wildtrak"], Everest: ["Ambiente", "Trend", "Platinum"] },
  Kia: { Sportage: ["S", "SX", "GT-Line"], Carnival: ["S", "Platinum"] },
  Nissan: { Navara: ["SL", "ST-X", "Pro-4X"], "X-Trail": ["ST", "Ti", "N-Trek"] },
  Škoda: { Kodiaq: ["Style", "Sportline"], Octavia: ["Ambition"] },
  Citroën: { "C5 Aircross": ["Shine"] },
};
const bodiesByModel: Record<string, string> = {
  HiLux: "ute",
  Ranger: "ute",
  Navara: "ute",
  "BT-50": "cabChassis",
  Corolla: "hatch",
  Mazda3: "hatchback",
  Octavia: "wagon",
  Carnival: "peopleMover",
  LandCruiser: "4x4",
};
const colours = ["White", "Silver", "Black", "Blue", "Red", "Grey", "Bronze"];
const fuels = [
  ["Diesel", "Diesel"],
  ["Unleaded Petrol", "Petrol"],
  ["Hybrid (Petrol/Electric)", "Hybrid"],
  ["Electric", "Electric"],
] as const;
const dealerships = [
  { id: 1, slug: "sunshine-toyota", city: "Maroochydore", state: "QLD", location: { id: 11, name: "Sunshine Toyota Maroochydore" } },
  { id: 2, slug: "harbour-nissan", city: "Newcastle", state: "NSW", location: { id: 21, name: "Harbour Nissan Newcastle" } },
  { id: 3, slug: "metro-pre-owned", city: "Melbourne", state: "VIC", location: { id: 31, name: "Metro Pre-Owned Richmond" } },
  { id: 4, slug: "swan-motors", city: "Perth", state: "WA", location: { id: 41, name: "Swan Motors Midland" } },
];
const equipment = ["Apple CarPlay", "Android Auto", "Reversing Camera", "Tow Bar", "Heated Front Seats", "Cruise Control", "Bluetooth", "Satellite Navigation"];
const commentSentences = [
  "One owner with full service history.",
  "Log books present and two keys supplied.",
  "Finance available on approval; ask our team for a personalised quote.",
  "Trade-ins welcome, and we buy cars outright.",
  "Near-new tyres and fresh brake pads fitted.",
];

export const demoNow = new Date("2026-11-01T00:00:00Z");
const day = 86_400_000;

export function demoCars(count: number, seed = 7): CarInput[] {
  const random = seededRandom(seed);
  const cars: CarInput[] = [];
  for (let id = 1; id <= count; id++) {
    const make = pick(random, Object.keys(catalogue));
    const model = pick(random, Object.keys(catalogue[make]!));
    const badge = pick(random, catalogue[make]![model]!);
    const dealership = pick(random, dealerships);
    const [fuel, simpleFuel] = pick(random, fuels);
    const carType = pick(random, ["new", "used", "used", "demo"] as const);
    const status = pick(random, ["in_stock", "in_stock", "in_stock", "coming_soon", "sold", "on_hold"] as const);
    const year = 2014 + Math.floor(random() * 13);
    const roll = random();
    // Prices: mostly numbers, some missing, some as text, a few tiny (spec 4: only above 10 shows).
    const price = roll < 0.06 ? null : roll < 0.09 ? `$${Math.round(random() * 40 + 10)},990` : roll < 0.11 ? 10 : Math.round(5000 + random() * 85_000) * 1;
    const colour = pick(random, colours);
    const created = new Date(demoNow.getTime() - Math.floor(random() * 400) * day - Math.floor(random() * 24) * 3_600_000);
    const comments = random() < 0.1 ? null : [`${year} ${make} ${model} ${badge} finished in ${colour}.`, pick(random, commentSentences), pick(random, commentSentences)].join("|");
    cars.push({
      id,
      slug: `${year}-${make}-${model}-${id}`.toLowerCase(),
      name: `${year} ${make} ${model} ${badge}`,
      year,
      make,
      model,
      badge,
      series: random() < 0.5 ? null : `S${Math.floor(random() * 9)}`,
      car_type: carType,
      status,
      tag: random() < 0.1 ? pick(random, ["Test Drive Only", "Price Drop", "Runout Sale"]) : null,
      reserved: random() < 0.05,
      show_on_dealer_website: random() > 0.05,
      sold_date_timestamp: status === "sold" ? Math.floor((demoNow.getTime() - Math.floor(random() * 10) * day) / 1000) : null,
      price,
      offer_price: random() < 0.05 && typeof price === "number" ? price - 500 : null,
      subscription_price: random() < 0.05 ? 150 + Math.floor(random() * 100) : null,
      km: carType === "new" ? Math.floor(random() * 50) : Math.floor(random() * 180_000),
      stocknum: `${dealership.slug.slice(0, 3).toUpperCase()}${String(id).padStart(5, "0")}`,
      vin: Array.from({ length: 17 }, () => pick(random, [..."ABCDEFGHJKLMNPRSTUVWXYZ0123456789"])).join(""),
      colour,
      drive: pick(random, ["2WD", "4x4", "AWD", "FWD"]),
      seats: pick(random, [2, 5, 5, 5, 7, 8]),
      fuel,
      simple_fuel: simpleFuel,
      simple_body: bodiesByModel[model] ?? "suv",
      simple_transmission: pick(random, ["Automatic", "Automatic", "Manual"]),
      dealercomments: comments,
      created_at: created.toISOString(),
      photos_count: Math.floor(random() * 12),
      thumbnails: [],
      images: [],
      dealership_id: dealership.id,
      dealership_slug: dealership.slug,
      city: dealership.city,
      state: dealership.state,
      location_name: dealership.location.name,
      location_id: dealership.location.id,
      standardEquipment: equipment.filter(() => random() < 0.4),
    });
  }
  return cars;
}

export function demoRecords(count: number, seed = 7): SearchRecord[] {
  return demoCars(count, seed).map((car) => carToRecord(car, { now: demoNow }));
}
