// The curated make and model catalogue (docs/demo-data.md 'Makes and models'). No openly
// licensed package covers the Australian market, so the popular makes are written
// by hand: make and model names, body styles, drivetrains, real engine options and
// world manufacturer identifiers are facts. Prices are rough Australian ranges,
// weights are relative popularity (not market share), and dimensions are
// synthesised per body type in cars.ts, not copied from any specification sheet.
import type { BodyType } from "@forecourt/domain";

export type FuelKind = "Diesel" | "Petrol" | "Premium" | "Hybrid" | "PHEV" | "Electric";
export type Induction = "Turbo" | "Twin turbo" | "Aspirated" | "Electric";
export type Gearbox = "4AT" | "5AT" | "6AT" | "7AT" | "8AT" | "9AT" | "10AT" | "CVT" | "e-CVT" | "6DCT" | "7DCT" | "8DCT" | "5MT" | "6MT" | "1EV";
export type Drive = "4x4" | "4x2" | "AWD" | "FWD" | "RWD";

export interface EngineOption {
  label: string;
  litres: number | null;
  cylinders: number | null;
  induction: Induction;
  fuel: FuelKind;
  torqueNm: number;
  gearboxes: readonly Gearbox[];
}

export interface CatalogueModel {
  name: string;
  slug: string;
  /** Spec 2.3 body types; the first is the most common. */
  bodies: readonly BodyType[];
  drives: readonly Drive[];
  seats: number;
  doors: number;
  /** New price range in AUD, lowest badge to highest. */
  price: readonly [number, number];
  badges: readonly string[];
  engines: readonly EngineOption[];
  weight: number;
  series: string | null;
  /** Model years on sale; a model whose last year is past appears only used. */
  years: readonly [number, number];
  /** WMI when the model is built elsewhere than the make's usual plant (HiLux in Thailand: MR0). */
  wmi: string | null;
}

export interface CatalogueMake {
  name: string;
  slug: string;
  /** World manufacturer identifier for VIN positions 1-3. */
  wmi: string;
  weight: number;
  /** Body types spell 'hatch' (Asian makes) or 'hatchback' (European): feeds use both (spec 2.3). */
  models: readonly CatalogueModel[];
}

/** kebab-case, ASCII only: 'Mercedes-Benz' -> 'mercedes-benz', 'Lynk & Co' -> 'lynk-co'. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function engine(label: string, litres: number | null, cylinders: number | null, induction: Induction, fuel: FuelKind, torqueNm: number, gearboxes: readonly Gearbox[]): EngineOption {
  return { label, litres, cylinders, induction, fuel, torqueNm, gearboxes };
}

const electric = (torqueNm: number) => engine("Electric motor", null, null, "Electric", "Electric", torqueNm, ["1EV"]);

interface ModelInput {
  body: BodyType | readonly BodyType[];
  drive: Drive | readonly Drive[];
  seats: number;
  doors: number;
  price: readonly [number, number];
  badges: readonly string[];
  engines: readonly EngineOption[];
  weight: number;
  series?: string;
  years?: readonly [number, number];
  wmi?: string;
}

function model(name: string, input: ModelInput): CatalogueModel {
  return {
    name,
    slug: slugify(name),
    bodies: typeof input.body === "string" ? [input.body as BodyType] : (input.body as readonly BodyType[]),
    drives: typeof input.drive === "string" ? [input.drive as Drive] : (input.drive as readonly Drive[]),
    seats: input.seats,
    doors: input.doors,
    price: input.price,
    badges: input.badges,
    engines: input.engines,
    weight: input.weight,
    series: input.series ?? null,
    years: input.years ?? [2010, 2027],
    wmi: input.wmi ?? null,
  };
}

function make(name: string, wmi: string, weight: number, models: readonly CatalogueModel[]): CatalogueMake {
  return { name, slug: slugify(name), wmi, weight, models };
}

export const catalogue: readonly CatalogueMake[] = [
  make("Toyota", "JTM", 20, [
    model("HiLux", { body: ["ute", "cabChassis"], drive: ["4x4", "4x2"], seats: 5, doors: 4, price: [32_000, 78_000], badges: ["Workmate", "SR", "SR5", "Rogue", "GR Sport"], engines: [engine("2.4L turbo-diesel", 2.4, 4, "Turbo", "Diesel", 400, ["6AT", "6MT"]), engine("2.8L turbo-diesel", 2.8, 4, "Turbo", "Diesel", 500, ["6AT", "6MT"]), engine("2.7L petrol", 2.7, 4, "Aspirated", "Petrol", 245, ["6AT", "5MT"])], weight: 14, series: "GUN126R", wmi: "MR0" }),
    model("LandCruiser 300", { body: "4x4", drive: "4x4", seats: 7, doors: 5, price: [95_000, 155_000], badges: ["GX", "GXL", "VX", "Sahara", "GR Sport", "Sahara ZX"], engines: [engine("3.3L twin-turbo V6 diesel", 3.3, 6, "Twin turbo", "Diesel", 700, ["10AT"])], weight: 4, series: "FJA300R", years: [2021, 2027] }),
    model("LandCruiser 70", { body: ["cabChassis", "wagon", "hardtop"], drive: "4x4", seats: 5, doors: 4, price: [75_000, 95_000], badges: ["Workmate", "GX", "GXL"], engines: [engine("2.8L turbo-diesel", 2.8, 4, "Turbo", "Diesel", 500, ["6AT"]), engine("4.5L twin-turbo V8 diesel", 4.5, 8, "Twin turbo", "Diesel", 430, ["5MT"])], weight: 3, series: "VDJ79R" }),
    model("Prado", { body: "4x4", drive: "4x4", seats: 7, doors: 5, price: [65_000, 100_000], badges: ["GX", "GXL", "VX", "Kakadu", "Altitude"], engines: [engine("2.8L turbo-diesel", 2.8, 4, "Turbo", "Diesel", 500, ["8AT"])], weight: 6, series: "GDJ250R" }),
    model("RAV4", { body: "suv", drive: ["AWD", "FWD"], seats: 5, doors: 5, price: [38_000, 60_000], badges: ["GX", "GXL", "XSE", "Cruiser", "Edge"], engines: [engine("2.0L petrol", 2.0, 4, "Aspirated", "Petrol", 207, ["CVT"]), engine("2.5L hybrid", 2.5, 4, "Aspirated", "Hybrid", 221, ["e-CVT"])], weight: 14, series: "AXAH54R" }),
    model("Corolla", { body: ["hatch", "sedan"], drive: "FWD", seats: 5, doors: 5, price: [30_000, 45_000], badges: ["Ascent Sport", "SX", "ZR", "GR Sport"], engines: [engine("2.0L petrol", 2.0, 4, "Aspirated", "Petrol", 205, ["CVT", "6MT"]), engine("1.8L hybrid", 1.8, 4, "Aspirated", "Hybrid", 142, ["e-CVT"])], weight: 8, series: "ZWE211R", wmi: "JTN" }),
    model("Corolla Cross", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [36_000, 52_000], badges: ["GX", "GXL", "Atmos"], engines: [engine("2.0L petrol", 2.0, 4, "Aspirated", "Petrol", 205, ["CVT"]), engine("2.0L hybrid", 2.0, 4, "Aspirated", "Hybrid", 188, ["e-CVT"])], weight: 6, years: [2022, 2027] }),
    model("Camry", { body: "sedan", drive: "FWD", seats: 5, doors: 4, price: [40_000, 55_000], badges: ["Ascent", "SX", "SL"], engines: [engine("2.5L hybrid", 2.5, 4, "Aspirated", "Hybrid", 221, ["e-CVT"])], weight: 4, wmi: "JTN" }),
    model("Kluger", { body: "suv", drive: ["AWD", "FWD"], seats: 7, doors: 5, price: [58_000, 85_000], badges: ["GX", "GXL", "Grande"], engines: [engine("2.4L turbo petrol", 2.4, 4, "Turbo", "Petrol", 420, ["8AT"]), engine("2.5L hybrid", 2.5, 4, "Aspirated", "Hybrid", 242, ["e-CVT"])], weight: 5 }),
    model("Yaris Cross", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [30_000, 42_000], badges: ["GX", "GXL", "Urban"], engines: [engine("1.5L petrol", 1.5, 3, "Aspirated", "Petrol", 145, ["CVT"]), engine("1.5L hybrid", 1.5, 3, "Aspirated", "Hybrid", 120, ["e-CVT"])], weight: 5, years: [2020, 2027] }),
    model("HiAce", { body: ["van", "bus"], drive: "RWD", seats: 3, doors: 4, price: [48_000, 75_000], badges: ["LWB", "SLWB", "Commuter"], engines: [engine("2.8L turbo-diesel", 2.8, 4, "Turbo", "Diesel", 450, ["6AT", "6MT"]), engine("3.5L V6 petrol", 3.5, 6, "Aspirated", "Petrol", 351, ["6AT"])], weight: 4 }),
    model("bZ4X", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [60_000, 75_000], badges: ["FWD", "AWD", "Touring"], engines: [electric(266)], weight: 2, years: [2022, 2027] }),
    model("Fortuner", { body: "suv", drive: "4x4", seats: 7, doors: 5, price: [55_000, 70_000], badges: ["GX", "GXL", "Crusade"], engines: [engine("2.8L turbo-diesel", 2.8, 4, "Turbo", "Diesel", 500, ["6AT"])], weight: 2, wmi: "MR0" }),
    model("GR86", { body: "coupe", drive: "RWD", seats: 4, doors: 2, price: [45_000, 55_000], badges: ["GR86", "GT"], engines: [engine("2.4L petrol", 2.4, 4, "Aspirated", "Premium", 250, ["6AT", "6MT"])], weight: 1, years: [2022, 2027], wmi: "JTN" }),
    model("C-HR", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [45_000, 60_000], badges: ["GXL", "Koba", "GR Sport"], engines: [engine("2.0L hybrid", 2.0, 4, "Aspirated", "Hybrid", 188, ["e-CVT"])], weight: 3 }),
    model("Coaster", { body: "bus", drive: "RWD", seats: 22, doors: 2, price: [120_000, 160_000], badges: ["Standard", "Deluxe"], engines: [engine("4.0L turbo-diesel", 4.0, 4, "Turbo", "Diesel", 397, ["6AT", "5MT"])], weight: 0.4, wmi: "JTG" }),
  ]),
  make("Nissan", "JN8", 10, [
    model("Navara", { body: ["ute", "cabChassis"], drive: ["4x4", "4x2"], seats: 5, doors: 4, price: [35_000, 70_000], badges: ["SL", "ST", "ST-X", "PRO-4X", "Warrior"], engines: [engine("2.3L twin-turbo diesel", 2.3, 4, "Twin turbo", "Diesel", 450, ["7AT", "6MT"])], weight: 10, series: "D23", wmi: "MNT" }),
    model("X-Trail", { body: "suv", drive: ["FWD", "AWD"], seats: 7, doors: 5, price: [40_000, 60_000], badges: ["ST", "ST-L", "N-TREK", "Ti", "Ti-L"], engines: [engine("2.5L petrol", 2.5, 4, "Aspirated", "Petrol", 244, ["CVT"]), engine("1.5L turbo e-POWER hybrid", 1.5, 3, "Turbo", "Hybrid", 330, ["1EV"])], weight: 8, series: "T33" }),
    model("Patrol", { body: "4x4", drive: "4x4", seats: 8, doors: 5, price: [90_000, 110_000], badges: ["Ti", "Ti-L", "Warrior"], engines: [engine("5.6L V8 petrol", 5.6, 8, "Aspirated", "Petrol", 560, ["7AT"])], weight: 3, series: "Y62" }),
    model("Qashqai", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [36_000, 55_000], badges: ["ST", "ST+", "Ti", "N-Design"], engines: [engine("1.3L turbo petrol", 1.3, 4, "Turbo", "Premium", 250, ["CVT"]), engine("1.5L turbo e-POWER hybrid", 1.5, 3, "Turbo", "Hybrid", 330, ["1EV"])], weight: 6, series: "J12", wmi: "SJN" }),
    model("Juke", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [30_000, 40_000], badges: ["ST", "ST+", "ST-L", "Ti"], engines: [engine("1.0L turbo petrol", 1.0, 3, "Turbo", "Premium", 180, ["7DCT"])], weight: 3, series: "F16", wmi: "SJN" }),
    model("Pathfinder", { body: "suv", drive: ["AWD", "FWD"], seats: 7, doors: 5, price: [55_000, 85_000], badges: ["ST", "ST-L", "Ti", "Ti-L"], engines: [engine("3.5L V6 petrol", 3.5, 6, "Aspirated", "Petrol", 381, ["9AT"])], weight: 3, series: "R53" }),
    model("Ariya", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [65_000, 90_000], badges: ["Engage", "Advance", "Evolve", "e-4ORCE"], engines: [electric(300)], weight: 1.5, years: [2024, 2027], wmi: "JN1" }),
    model("Leaf", { body: "hatch", drive: "FWD", seats: 5, doors: 5, price: [45_000, 65_000], badges: ["Leaf", "e+"], engines: [electric(320)], weight: 1, wmi: "SJN" }),
    model("Z", { body: "coupe", drive: "RWD", seats: 2, doors: 2, price: [75_000, 90_000], badges: ["Z", "Z NISMO"], engines: [engine("3.0L twin-turbo V6 petrol", 3.0, 6, "Twin turbo", "Premium", 475, ["9AT", "6MT"])], weight: 0.6, years: [2023, 2027], wmi: "JN1" }),
  ]),
  make("Ford", "MNB", 14, [
    model("Ranger", { body: ["ute", "cabChassis"], drive: ["4x4", "4x2"], seats: 5, doors: 4, price: [35_000, 90_000], badges: ["XL", "XLS", "XLT", "Sport", "Wildtrak", "Platinum", "Raptor"], engines: [engine("2.0L turbo-diesel", 2.0, 4, "Turbo", "Diesel", 405, ["6AT", "6MT"]), engine("2.0L bi-turbo diesel", 2.0, 4, "Twin turbo", "Diesel", 500, ["10AT"]), engine("3.0L V6 turbo-diesel", 3.0, 6, "Turbo", "Diesel", 600, ["10AT"])], weight: 16 }),
    model("Everest", { body: "suv", drive: ["4x4", "4x2"], seats: 7, doors: 5, price: [55_000, 85_000], badges: ["Ambiente", "Trend", "Sport", "Platinum"], engines: [engine("2.0L bi-turbo diesel", 2.0, 4, "Twin turbo", "Diesel", 500, ["10AT"]), engine("3.0L V6 turbo-diesel", 3.0, 6, "Turbo", "Diesel", 600, ["10AT"])], weight: 5 }),
    model("Mustang", { body: ["coupe", "convertible"], drive: "RWD", seats: 4, doors: 2, price: [65_000, 110_000], badges: ["EcoBoost", "GT", "Dark Horse"], engines: [engine("2.3L turbo petrol", 2.3, 4, "Turbo", "Premium", 441, ["10AT"]), engine("5.0L V8 petrol", 5.0, 8, "Aspirated", "Premium", 553, ["10AT", "6MT"])], weight: 2, wmi: "1FA" }),
    model("Transit Custom", { body: "van", drive: "FWD", seats: 3, doors: 4, price: [50_000, 70_000], badges: ["Trend", "Sport"], engines: [engine("2.0L turbo-diesel", 2.0, 4, "Turbo", "Diesel", 390, ["8AT", "6MT"])], weight: 2, wmi: "WF0" }),
    model("Puma", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [32_000, 42_000], badges: ["Puma", "ST-Line"], engines: [engine("1.0L turbo petrol", 1.0, 3, "Turbo", "Premium", 170, ["7DCT"])], weight: 2, years: [2020, 2027], wmi: "WF0" }),
    model("Escape", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [40_000, 60_000], badges: ["Escape", "ST-Line", "Vignale"], engines: [engine("1.5L turbo petrol", 1.5, 3, "Turbo", "Petrol", 240, ["8AT"]), engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 373, ["8AT"]), engine("2.5L plug-in hybrid", 2.5, 4, "Aspirated", "PHEV", 210, ["e-CVT"])], weight: 1.5, years: [2017, 2025], wmi: "WF0" }),
    model("Falcon", { body: ["sedan", "ute"], drive: "RWD", seats: 5, doors: 4, price: [35_000, 55_000], badges: ["XT", "G6", "XR6", "XR8"], engines: [engine("4.0L petrol", 4.0, 6, "Aspirated", "Petrol", 391, ["6AT"]), engine("5.0L supercharged V8 petrol", 5.0, 8, "Turbo", "Premium", 545, ["6AT", "6MT"])], weight: 2, years: [2010, 2016], wmi: "6FP" }),
  ]),
  make("Mazda", "JM0", 11, [
    model("CX-5", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [36_000, 58_000], badges: ["Maxx", "Maxx Sport", "Touring", "GT SP", "Akera"], engines: [engine("2.0L petrol", 2.0, 4, "Aspirated", "Petrol", 200, ["6AT"]), engine("2.5L petrol", 2.5, 4, "Aspirated", "Petrol", 252, ["6AT"]), engine("2.5L turbo petrol", 2.5, 4, "Turbo", "Petrol", 434, ["6AT"])], weight: 10, series: "KF" }),
    model("CX-3", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [30_000, 40_000], badges: ["Neo Sport", "Maxx Sport", "Akari"], engines: [engine("2.0L petrol", 2.0, 4, "Aspirated", "Petrol", 195, ["6AT", "6MT"])], weight: 3, series: "DK" }),
    model("CX-30", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [36_000, 50_000], badges: ["G20 Pure", "G20 Evolve", "G25 Astina"], engines: [engine("2.0L petrol", 2.0, 4, "Aspirated", "Petrol", 200, ["6AT"]), engine("2.5L petrol", 2.5, 4, "Aspirated", "Petrol", 252, ["6AT"])], weight: 4, series: "DM", years: [2019, 2027] }),
    model("Mazda3", { body: ["hatch", "sedan"], drive: "FWD", seats: 5, doors: 5, price: [33_000, 47_000], badges: ["G20 Pure", "G20 Evolve", "G25 GT", "G25 Astina"], engines: [engine("2.0L petrol", 2.0, 4, "Aspirated", "Petrol", 200, ["6AT", "6MT"]), engine("2.5L petrol", 2.5, 4, "Aspirated", "Petrol", 252, ["6AT"])], weight: 4, series: "BP" }),
    model("BT-50", { body: ["ute", "cabChassis"], drive: ["4x4", "4x2"], seats: 5, doors: 4, price: [35_000, 70_000], badges: ["XS", "XT", "XTR", "GT", "SP", "Thunder"], engines: [engine("3.0L turbo-diesel", 3.0, 4, "Turbo", "Diesel", 450, ["6AT", "6MT"]), engine("1.9L turbo-diesel", 1.9, 4, "Turbo", "Diesel", 350, ["6AT"])], weight: 5, series: "TF", wmi: "MM8" }),
    model("CX-60", { body: "suv", drive: "AWD", seats: 5, doors: 5, price: [60_000, 85_000], badges: ["G40e Evolve", "D50e Azami", "P50e GT"], engines: [engine("3.3L turbo petrol mild hybrid", 3.3, 6, "Turbo", "Premium", 450, ["8AT"]), engine("3.3L turbo-diesel", 3.3, 6, "Turbo", "Diesel", 550, ["8AT"]), engine("2.5L plug-in hybrid", 2.5, 4, "Aspirated", "PHEV", 500, ["8AT"])], weight: 2, years: [2023, 2027] }),
    model("CX-9", { body: "suv", drive: ["FWD", "AWD"], seats: 7, doors: 5, price: [50_000, 75_000], badges: ["Sport", "Touring", "GT", "Azami"], engines: [engine("2.5L turbo petrol", 2.5, 4, "Turbo", "Petrol", 420, ["6AT"])], weight: 2, years: [2012, 2023] }),
    model("CX-90", { body: "suv", drive: "AWD", seats: 7, doors: 5, price: [75_000, 100_000], badges: ["Touring", "GT", "Azami"], engines: [engine("3.3L turbo petrol mild hybrid", 3.3, 6, "Turbo", "Premium", 500, ["8AT"]), engine("3.3L turbo-diesel", 3.3, 6, "Turbo", "Diesel", 550, ["8AT"])], weight: 1, years: [2023, 2027] }),
    model("MX-5", { body: ["softtop", "hardtop"], drive: "RWD", seats: 2, doors: 2, price: [42_000, 55_000], badges: ["Roadster", "RF", "GT RS"], engines: [engine("2.0L petrol", 2.0, 4, "Aspirated", "Premium", 205, ["6AT", "6MT"])], weight: 1, series: "ND" }),
  ]),
  make("Kia", "KND", 9, [
    model("Sportage", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [36_000, 58_000], badges: ["S", "SX", "SX+", "GT-Line"], engines: [engine("2.0L petrol", 2.0, 4, "Aspirated", "Petrol", 192, ["6AT"]), engine("2.0L turbo-diesel", 2.0, 4, "Turbo", "Diesel", 416, ["8AT"]), engine("1.6L turbo petrol", 1.6, 4, "Turbo", "Petrol", 265, ["7DCT"])], weight: 8, series: "NQ5" }),
    model("Seltos", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [30_000, 45_000], badges: ["S", "Sport", "Sport+", "GT-Line"], engines: [engine("2.0L petrol", 2.0, 4, "Aspirated", "Petrol", 180, ["CVT"]), engine("1.6L turbo petrol", 1.6, 4, "Turbo", "Petrol", 265, ["7DCT"])], weight: 5, years: [2019, 2027] }),
    model("Cerato", { body: ["hatch", "sedan"], drive: "FWD", seats: 5, doors: 5, price: [28_000, 38_000], badges: ["S", "Sport", "Sport+", "GT"], engines: [engine("2.0L petrol", 2.0, 4, "Aspirated", "Petrol", 192, ["6AT", "6MT"]), engine("1.6L turbo petrol", 1.6, 4, "Turbo", "Petrol", 265, ["7DCT"])], weight: 4, years: [2013, 2024], wmi: "KNA" }),
    model("K4", { body: ["sedan", "hatch"], drive: "FWD", seats: 5, doors: 4, price: [30_000, 42_000], badges: ["S", "Sport", "GT-Line"], engines: [engine("2.0L petrol", 2.0, 4, "Aspirated", "Petrol", 179, ["CVT"]), engine("1.6L turbo petrol", 1.6, 4, "Turbo", "Petrol", 265, ["8AT"])], weight: 2, years: [2025, 2027], wmi: "KNA" }),
    model("Carnival", { body: "peopleMover", drive: "FWD", seats: 8, doors: 5, price: [50_000, 80_000], badges: ["S", "Sport", "Sport+", "GT-Line"], engines: [engine("3.5L V6 petrol", 3.5, 6, "Aspirated", "Petrol", 355, ["8AT"]), engine("2.2L turbo-diesel", 2.2, 4, "Turbo", "Diesel", 440, ["8AT"]), engine("1.6L turbo hybrid", 1.6, 4, "Turbo", "Hybrid", 350, ["6AT"])], weight: 4, series: "KA4", wmi: "KNA" }),
    model("Sorento", { body: "suv", drive: ["AWD", "FWD"], seats: 7, doors: 5, price: [50_000, 75_000], badges: ["S", "Sport", "Sport+", "GT-Line"], engines: [engine("3.5L V6 petrol", 3.5, 6, "Aspirated", "Petrol", 332, ["8AT"]), engine("2.2L turbo-diesel", 2.2, 4, "Turbo", "Diesel", 440, ["8DCT"]), engine("1.6L turbo plug-in hybrid", 1.6, 4, "Turbo", "PHEV", 350, ["6AT"])], weight: 3, series: "MQ4" }),
    model("EV6", { body: "suv", drive: ["RWD", "AWD"], seats: 5, doors: 5, price: [70_000, 100_000], badges: ["Air", "GT-Line", "GT"], engines: [electric(350)], weight: 1.5, years: [2022, 2027], wmi: "KNA" }),
    model("EV9", { body: "suv", drive: "AWD", seats: 7, doors: 5, price: [100_000, 125_000], badges: ["Air", "Earth", "GT-Line"], engines: [electric(700)], weight: 0.5, years: [2024, 2027] }),
    model("Picanto", { body: "hatch", drive: "FWD", seats: 5, doors: 5, price: [17_000, 22_000], badges: ["S", "GT-Line"], engines: [engine("1.25L petrol", 1.25, 4, "Aspirated", "Petrol", 122, ["4AT", "5MT"])], weight: 2, wmi: "KNA" }),
    model("Tasman", { body: ["ute", "cabChassis"], drive: ["4x4", "4x2"], seats: 5, doors: 4, price: [45_000, 80_000], badges: ["S", "SX", "SX+", "X-Pro"], engines: [engine("2.2L turbo-diesel", 2.2, 4, "Turbo", "Diesel", 441, ["8AT"])], weight: 2, years: [2025, 2027] }),
    model("Stonic", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [27_000, 33_000], badges: ["S", "Sport", "GT-Line"], engines: [engine("1.0L turbo petrol", 1.0, 3, "Turbo", "Petrol", 172, ["7DCT"])], weight: 1, years: [2021, 2027], wmi: "KNA" }),
  ]),
  make("Hyundai", "KMH", 9, [
    model("i30", { body: ["hatch", "sedan"], drive: "FWD", seats: 5, doors: 5, price: [28_000, 50_000], badges: ["i30", "Active", "Elite", "N Line", "N"], engines: [engine("2.0L petrol", 2.0, 4, "Aspirated", "Petrol", 203, ["6AT", "6MT"]), engine("1.6L turbo petrol", 1.6, 4, "Turbo", "Premium", 265, ["7DCT"]), engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 392, ["8DCT", "6MT"])], weight: 5 }),
    model("Tucson", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [36_000, 58_000], badges: ["Tucson", "Elite", "Highlander", "N Line"], engines: [engine("2.0L petrol", 2.0, 4, "Aspirated", "Petrol", 192, ["6AT"]), engine("1.6L turbo hybrid", 1.6, 4, "Turbo", "Hybrid", 350, ["6AT"]), engine("2.0L turbo-diesel", 2.0, 4, "Turbo", "Diesel", 416, ["8AT"])], weight: 7, series: "NX4" }),
    model("Kona", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [33_000, 60_000], badges: ["Kona", "N Line", "Premium"], engines: [engine("2.0L petrol", 2.0, 4, "Aspirated", "Petrol", 180, ["CVT"]), engine("1.6L turbo petrol", 1.6, 4, "Turbo", "Petrol", 265, ["8AT"]), engine("1.6L hybrid", 1.6, 4, "Aspirated", "Hybrid", 265, ["6DCT"]), electric(255)], weight: 5, series: "SX2" }),
    model("Santa Fe", { body: "suv", drive: "AWD", seats: 7, doors: 5, price: [55_000, 80_000], badges: ["Santa Fe", "Elite", "Calligraphy"], engines: [engine("2.5L turbo petrol", 2.5, 4, "Turbo", "Petrol", 422, ["8DCT"]), engine("1.6L turbo hybrid", 1.6, 4, "Turbo", "Hybrid", 367, ["6AT"])], weight: 3, series: "MX5" }),
    model("Venue", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [25_000, 32_000], badges: ["Venue", "Active", "Elite"], engines: [engine("1.6L petrol", 1.6, 4, "Aspirated", "Petrol", 151, ["6AT", "6MT"])], weight: 3, years: [2019, 2027] }),
    model("Palisade", { body: "suv", drive: ["AWD", "FWD"], seats: 8, doors: 5, price: [65_000, 85_000], badges: ["Elite", "Highlander", "Calligraphy"], engines: [engine("3.8L V6 petrol", 3.8, 6, "Aspirated", "Petrol", 355, ["8AT"]), engine("2.2L turbo-diesel", 2.2, 4, "Turbo", "Diesel", 440, ["8AT"])], weight: 2, years: [2021, 2027] }),
    model("Ioniq 5", { body: "suv", drive: ["RWD", "AWD"], seats: 5, doors: 5, price: [65_000, 95_000], badges: ["Dynamiq", "Epiq", "N"], engines: [electric(350)], weight: 1.5, years: [2021, 2027] }),
    model("Staria", { body: ["peopleMover", "van"], drive: ["FWD", "AWD"], seats: 8, doors: 5, price: [50_000, 75_000], badges: ["Staria", "Elite", "Highlander", "Load"], engines: [engine("2.2L turbo-diesel", 2.2, 4, "Turbo", "Diesel", 430, ["8AT"]), engine("3.5L V6 petrol", 3.5, 6, "Aspirated", "Petrol", 331, ["8AT"])], weight: 1.5, years: [2021, 2027] }),
  ]),
  make("Mitsubishi", "JMB", 9, [
    model("Triton", { body: ["ute", "cabChassis"], drive: ["4x4", "4x2"], seats: 5, doors: 4, price: [35_000, 70_000], badges: ["GLX", "GLX+", "GLS", "GSR"], engines: [engine("2.4L bi-turbo diesel", 2.4, 4, "Twin turbo", "Diesel", 470, ["6AT", "6MT"]), engine("2.4L turbo-diesel", 2.4, 4, "Turbo", "Diesel", 430, ["6AT", "6MT"])], weight: 10, series: "MV", wmi: "MMT" }),
    model("Outlander", { body: "suv", drive: ["FWD", "AWD"], seats: 7, doors: 5, price: [40_000, 65_000], badges: ["ES", "LS", "Aspire", "Exceed", "GSR"], engines: [engine("2.5L petrol", 2.5, 4, "Aspirated", "Petrol", 244, ["CVT"]), engine("2.4L plug-in hybrid", 2.4, 4, "Aspirated", "PHEV", 199, ["1EV"])], weight: 6, series: "ZM" }),
    model("ASX", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [28_000, 38_000], badges: ["ES", "MR", "LS", "Exceed"], engines: [engine("2.0L petrol", 2.0, 4, "Aspirated", "Petrol", 197, ["CVT", "5MT"]), engine("2.4L petrol", 2.4, 4, "Aspirated", "Petrol", 222, ["CVT"])], weight: 4, series: "XD" }),
    model("Eclipse Cross", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [33_000, 50_000], badges: ["ES", "LS", "Aspire", "Exceed"], engines: [engine("1.5L turbo petrol", 1.5, 4, "Turbo", "Petrol", 250, ["CVT"]), engine("2.4L plug-in hybrid", 2.4, 4, "Aspirated", "PHEV", 199, ["1EV"])], weight: 3, years: [2018, 2027] }),
    model("Pajero Sport", { body: "suv", drive: "4x4", seats: 7, doors: 5, price: [50_000, 65_000], badges: ["GLX", "GLS", "Exceed", "GSR"], engines: [engine("2.4L turbo-diesel", 2.4, 4, "Turbo", "Diesel", 430, ["8AT"])], weight: 3, wmi: "MMT" }),
    model("Pajero", { body: "4x4", drive: "4x4", seats: 7, doors: 5, price: [50_000, 70_000], badges: ["GLX", "GLS", "Exceed"], engines: [engine("3.2L turbo-diesel", 3.2, 4, "Turbo", "Diesel", 441, ["5AT"])], weight: 1, years: [2010, 2021] }),
  ]),
  make("Isuzu", "MPA", 7, [
    model("D-Max", { body: ["ute", "cabChassis"], drive: ["4x4", "4x2"], seats: 5, doors: 4, price: [35_000, 75_000], badges: ["SX", "LS-M", "LS-U", "X-Terrain", "Blade"], engines: [engine("3.0L turbo-diesel", 3.0, 4, "Turbo", "Diesel", 450, ["6AT", "6MT"]), engine("1.9L turbo-diesel", 1.9, 4, "Turbo", "Diesel", 360, ["6AT", "6MT"])], weight: 9, series: "RG" }),
    model("MU-X", { body: "suv", drive: ["4x4", "4x2"], seats: 7, doors: 5, price: [48_000, 70_000], badges: ["LS-M", "LS-U", "LS-T"], engines: [engine("3.0L turbo-diesel", 3.0, 4, "Turbo", "Diesel", 450, ["6AT"]), engine("1.9L turbo-diesel", 1.9, 4, "Turbo", "Diesel", 360, ["6AT"])], weight: 4 }),
    model("N Series", { body: ["lightTruck", "cabChassis"], drive: "RWD", seats: 3, doors: 2, price: [60_000, 95_000], badges: ["NLR 45-150", "NPR 45-155", "NNR 45-150"], engines: [engine("3.0L turbo-diesel", 3.0, 4, "Turbo", "Diesel", 375, ["6AT", "5MT"])], weight: 1, wmi: "JAL" }),
  ]),
  make("Volkswagen", "WVW", 6, [
    model("Amarok", { body: "ute", drive: "4x4", seats: 5, doors: 4, price: [55_000, 90_000], badges: ["Core", "Life", "Style", "PanAmericana", "Aventura"], engines: [engine("2.0L bi-turbo diesel", 2.0, 4, "Twin turbo", "Diesel", 500, ["10AT"]), engine("3.0L V6 turbo-diesel", 3.0, 6, "Turbo", "Diesel", 600, ["10AT"])], weight: 3, wmi: "WV1" }),
    model("Golf", { body: ["hatchback", "wagon"], drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [38_000, 75_000], badges: ["Life", "R-Line", "GTI", "R"], engines: [engine("1.4L turbo petrol", 1.4, 4, "Turbo", "Premium", 250, ["8AT"]), engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 370, ["7DCT"]), engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 420, ["7DCT"])], weight: 3 }),
    model("Tiguan", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [45_000, 75_000], badges: ["Life", "Elegance", "R-Line"], engines: [engine("1.4L turbo petrol", 1.4, 4, "Turbo", "Premium", 250, ["6DCT"]), engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 350, ["7DCT"]), engine("2.0L turbo-diesel", 2.0, 4, "Turbo", "Diesel", 400, ["7DCT"])], weight: 3, wmi: "WVG" }),
    model("T-Roc", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [40_000, 65_000], badges: ["CityLife", "Style", "R-Line", "R"], engines: [engine("1.4L turbo petrol", 1.4, 4, "Turbo", "Premium", 250, ["8AT"]), engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 400, ["7DCT"])], weight: 2, years: [2020, 2027], wmi: "WVG" }),
    model("Polo", { body: "hatchback", drive: "FWD", seats: 5, doors: 5, price: [28_000, 40_000], badges: ["Life", "Style", "GTI"], engines: [engine("1.0L turbo petrol", 1.0, 3, "Turbo", "Premium", 200, ["7DCT"]), engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 320, ["6DCT"])], weight: 1.5 }),
    model("Multivan", { body: "peopleMover", drive: "FWD", seats: 7, doors: 5, price: [80_000, 100_000], badges: ["Life", "Energetic"], engines: [engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 350, ["7DCT"]), engine("1.4L turbo plug-in hybrid", 1.4, 4, "Turbo", "PHEV", 350, ["6DCT"])], weight: 0.5, wmi: "WV2" }),
    model("Crafter", { body: "van", drive: ["FWD", "RWD"], seats: 3, doors: 4, price: [65_000, 90_000], badges: ["35 TDI410 MWB", "50 TDI410 LWB"], engines: [engine("2.0L turbo-diesel", 2.0, 4, "Turbo", "Diesel", 410, ["8AT", "6MT"])], weight: 0.8, wmi: "WV1" }),
  ]),
  make("Subaru", "JF2", 6, [
    model("Forester", { body: "suv", drive: "AWD", seats: 5, doors: 5, price: [40_000, 58_000], badges: ["2.5i", "2.5i-L", "2.5i Premium", "2.5i Sport", "Hybrid S"], engines: [engine("2.5L petrol", 2.5, 4, "Aspirated", "Petrol", 241, ["CVT"]), engine("2.0L hybrid", 2.0, 4, "Aspirated", "Hybrid", 196, ["CVT"])], weight: 6 }),
    model("Outback", { body: "wagon", drive: "AWD", seats: 5, doors: 5, price: [45_000, 65_000], badges: ["AWD", "AWD Sport", "AWD Touring", "XT"], engines: [engine("2.5L petrol", 2.5, 4, "Aspirated", "Petrol", 245, ["CVT"]), engine("2.4L turbo petrol", 2.4, 4, "Turbo", "Petrol", 350, ["CVT"])], weight: 4 }),
    model("Crosstrek", { body: "suv", drive: "AWD", seats: 5, doors: 5, price: [36_000, 48_000], badges: ["2.0R", "2.0S", "Hybrid L", "Hybrid S"], engines: [engine("2.0L petrol", 2.0, 4, "Aspirated", "Petrol", 196, ["CVT"]), engine("2.0L hybrid", 2.0, 4, "Aspirated", "Hybrid", 196, ["CVT"])], weight: 3, years: [2023, 2027] }),
    model("XV", { body: "suv", drive: "AWD", seats: 5, doors: 5, price: [30_000, 40_000], badges: ["2.0i", "2.0i-L", "2.0i Premium", "2.0i-S"], engines: [engine("2.0L petrol", 2.0, 4, "Aspirated", "Petrol", 196, ["CVT"])], weight: 2, years: [2012, 2022] }),
    model("WRX", { body: ["sedan", "wagon"], drive: "AWD", seats: 5, doors: 4, price: [50_000, 65_000], badges: ["WRX", "RS", "tS"], engines: [engine("2.4L turbo petrol", 2.4, 4, "Turbo", "Premium", 350, ["CVT", "6MT"])], weight: 1.5, wmi: "JF1" }),
    model("BRZ", { body: "coupe", drive: "RWD", seats: 4, doors: 2, price: [45_000, 55_000], badges: ["BRZ", "S", "tS"], engines: [engine("2.4L petrol", 2.4, 4, "Aspirated", "Premium", 250, ["6AT", "6MT"])], weight: 0.7, wmi: "JF1" }),
    model("Impreza", { body: "hatch", drive: "AWD", seats: 5, doors: 5, price: [33_000, 45_000], badges: ["2.0i", "2.0i-L", "2.0i-S"], engines: [engine("2.0L petrol", 2.0, 4, "Aspirated", "Petrol", 196, ["CVT"])], weight: 1.5, wmi: "JF1" }),
  ]),
  make("MG", "LSJ", 7, [
    model("ZS", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [25_000, 40_000], badges: ["Vibe", "Excite", "Essence"], engines: [engine("1.5L petrol", 1.5, 4, "Aspirated", "Petrol", 141, ["4AT"]), engine("1.3L turbo petrol", 1.3, 3, "Turbo", "Petrol", 230, ["6AT"]), electric(280)], weight: 7 }),
    model("MG3", { body: "hatch", drive: "FWD", seats: 5, doors: 5, price: [20_000, 30_000], badges: ["Vibe", "Excite", "Essence"], engines: [engine("1.5L petrol", 1.5, 4, "Aspirated", "Petrol", 141, ["CVT"]), engine("1.5L hybrid", 1.5, 4, "Aspirated", "Hybrid", 250, ["e-CVT"])], weight: 5 }),
    model("HS", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [32_000, 55_000], badges: ["Vibe", "Excite", "Essence"], engines: [engine("1.5L turbo petrol", 1.5, 4, "Turbo", "Petrol", 250, ["7DCT"]), engine("1.5L turbo plug-in hybrid", 1.5, 4, "Turbo", "PHEV", 370, ["e-CVT"])], weight: 4, years: [2019, 2027] }),
    model("MG4", { body: "hatch", drive: "RWD", seats: 5, doors: 5, price: [38_000, 60_000], badges: ["Excite 51", "Excite 64", "Essence 64", "XPOWER"], engines: [electric(250)], weight: 3, years: [2023, 2027] }),
    model("MG5", { body: "sedan", drive: "FWD", seats: 5, doors: 4, price: [23_000, 28_000], badges: ["Vibe", "Excite"], engines: [engine("1.5L petrol", 1.5, 4, "Aspirated", "Petrol", 150, ["CVT"])], weight: 1, years: [2021, 2025] }),
    model("U9", { body: "ute", drive: "4x4", seats: 5, doors: 4, price: [55_000, 70_000], badges: ["Explore", "Explore Pro"], engines: [engine("2.5L turbo-diesel", 2.5, 4, "Turbo", "Diesel", 520, ["8AT"])], weight: 1, years: [2025, 2027] }),
  ]),
  make("GWM", "LGW", 5, [
    model("Cannon", { body: ["ute", "cabChassis"], drive: ["4x4", "4x2"], seats: 5, doors: 4, price: [33_000, 55_000], badges: ["Cannon", "Cannon Lux", "Cannon Ultra", "Cannon Alpha"], engines: [engine("2.4L turbo-diesel", 2.4, 4, "Turbo", "Diesel", 480, ["8AT"])], weight: 5, years: [2021, 2027] }),
    model("Tank 300", { body: "4x4", drive: "4x4", seats: 5, doors: 5, price: [47_000, 60_000], badges: ["Lux", "Ultra", "Hybrid"], engines: [engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 380, ["8AT"]), engine("2.0L turbo hybrid", 2.0, 4, "Turbo", "Hybrid", 648, ["9AT"])], weight: 2, years: [2023, 2027] }),
    model("Ora", { body: "hatch", drive: "FWD", seats: 5, doors: 5, price: [35_000, 48_000], badges: ["Standard Range", "Extended Range", "GT"], engines: [electric(250)], weight: 1.5, years: [2022, 2027] }),
  ]),
  make("GWM Haval", "LGW", 5, [
    model("Jolion", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [27_000, 40_000], badges: ["Premium", "Lux", "Ultra", "Hybrid"], engines: [engine("1.5L turbo petrol", 1.5, 4, "Turbo", "Petrol", 210, ["7DCT"]), engine("1.5L hybrid", 1.5, 4, "Aspirated", "Hybrid", 375, ["e-CVT"])], weight: 5, years: [2021, 2027] }),
    model("H6", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [35_000, 50_000], badges: ["Premium", "Lux", "Ultra", "Hybrid"], engines: [engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Petrol", 350, ["7DCT"]), engine("1.5L turbo hybrid", 1.5, 4, "Turbo", "Hybrid", 530, ["e-CVT"])], weight: 3, years: [2021, 2027] }),
    model("H6GT", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [42_000, 50_000], badges: ["Lux", "Ultra"], engines: [engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Petrol", 350, ["7DCT"])], weight: 1, years: [2022, 2027] }),
  ]),
  make("BYD", "LGX", 5, [
    model("Atto 3", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [45_000, 55_000], badges: ["Standard Range", "Extended Range"], engines: [electric(310)], weight: 4, years: [2022, 2027] }),
    model("Seal", { body: "sedan", drive: ["RWD", "AWD"], seats: 5, doors: 4, price: [50_000, 75_000], badges: ["Dynamic", "Premium", "Performance"], engines: [electric(360)], weight: 2, years: [2023, 2027] }),
    model("Dolphin", { body: "hatch", drive: "FWD", seats: 5, doors: 5, price: [30_000, 42_000], badges: ["Dynamic", "Premium"], engines: [electric(290)], weight: 2, years: [2023, 2027] }),
    model("Shark 6", { body: "ute", drive: "4x4", seats: 5, doors: 4, price: [58_000, 60_000], badges: ["Premium"], engines: [engine("1.5L turbo plug-in hybrid", 1.5, 4, "Turbo", "PHEV", 650, ["1EV"])], weight: 2, years: [2025, 2027] }),
    model("Sealion 6", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [48_000, 58_000], badges: ["Dynamic", "Premium"], engines: [engine("1.5L turbo plug-in hybrid", 1.5, 4, "Turbo", "PHEV", 300, ["1EV"])], weight: 2, years: [2024, 2027] }),
  ]),
  make("Tesla", "LRW", 4, [
    model("Model 3", { body: "sedan", drive: ["RWD", "AWD"], seats: 5, doors: 4, price: [55_000, 90_000], badges: ["Rear-Wheel Drive", "Long Range", "Performance"], engines: [electric(420)], weight: 3, years: [2019, 2027] }),
    model("Model Y", { body: "suv", drive: ["RWD", "AWD"], seats: 5, doors: 5, price: [60_000, 85_000], badges: ["Rear-Wheel Drive", "Long Range", "Performance"], engines: [electric(420)], weight: 4, years: [2022, 2027] }),
  ]),
  make("Suzuki", "JSA", 5, [
    model("Swift", { body: "hatch", drive: "FWD", seats: 5, doors: 5, price: [23_000, 33_000], badges: ["GL", "GLX", "Sport", "Hybrid GL"], engines: [engine("1.2L petrol", 1.2, 3, "Aspirated", "Petrol", 112, ["CVT", "5MT"]), engine("1.4L turbo petrol", 1.4, 4, "Turbo", "Premium", 230, ["6AT", "6MT"])], weight: 4 }),
    model("Vitara", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [30_000, 42_000], badges: ["Vitara", "Turbo", "Turbo ALLGRIP"], engines: [engine("1.6L petrol", 1.6, 4, "Aspirated", "Petrol", 156, ["6AT"]), engine("1.4L turbo petrol", 1.4, 4, "Turbo", "Premium", 220, ["6AT"])], weight: 2 }),
    model("Jimny", { body: "4x4", drive: "4x4", seats: 4, doors: 3, price: [33_000, 40_000], badges: ["Jimny", "XL"], engines: [engine("1.5L petrol", 1.5, 4, "Aspirated", "Petrol", 130, ["4AT", "5MT"])], weight: 3 }),
    model("S-Cross", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [33_000, 45_000], badges: ["S-Cross", "Plus"], engines: [engine("1.4L turbo petrol", 1.4, 4, "Turbo", "Premium", 235, ["6AT"])], weight: 1.5 }),
    model("Baleno", { body: "hatch", drive: "FWD", seats: 5, doors: 5, price: [20_000, 25_000], badges: ["GL", "GLX"], engines: [engine("1.5L petrol", 1.5, 4, "Aspirated", "Petrol", 138, ["4AT", "5MT"])], weight: 1 }),
  ]),
  make("Honda", "MRH", 5, [
    model("CR-V", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [45_000, 65_000], badges: ["VTi", "VTi L", "VTi X", "e:HEV RS"], engines: [engine("1.5L turbo petrol", 1.5, 4, "Turbo", "Petrol", 240, ["CVT"]), engine("2.0L hybrid", 2.0, 4, "Aspirated", "Hybrid", 335, ["e-CVT"])], weight: 4 }),
    model("HR-V", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [37_000, 47_000], badges: ["Vi X", "e:HEV L"], engines: [engine("1.5L petrol", 1.5, 4, "Aspirated", "Petrol", 145, ["CVT"]), engine("1.5L hybrid", 1.5, 4, "Aspirated", "Hybrid", 253, ["e-CVT"])], weight: 3 }),
    model("Civic", { body: "hatch", drive: "FWD", seats: 5, doors: 5, price: [48_000, 75_000], badges: ["VTi LX", "e:HEV LX", "Type R"], engines: [engine("1.5L turbo petrol", 1.5, 4, "Turbo", "Premium", 240, ["CVT"]), engine("2.0L hybrid", 2.0, 4, "Aspirated", "Hybrid", 315, ["e-CVT"]), engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 420, ["6MT"])], weight: 2 }),
    model("ZR-V", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [40_000, 55_000], badges: ["VTi X", "VTi L", "e:HEV LX"], engines: [engine("1.5L turbo petrol", 1.5, 4, "Turbo", "Petrol", 240, ["CVT"]), engine("2.0L hybrid", 2.0, 4, "Aspirated", "Hybrid", 315, ["e-CVT"])], weight: 1.5, years: [2023, 2027] }),
    model("Jazz", { body: "hatch", drive: "FWD", seats: 5, doors: 5, price: [18_000, 28_000], badges: ["VTi", "VTi-S", "VTi-L"], engines: [engine("1.5L petrol", 1.5, 4, "Aspirated", "Petrol", 145, ["CVT", "5MT"])], weight: 2, years: [2010, 2021], wmi: "JHM" }),
  ]),
  make("Mercedes-Benz", "W1K", 4, [
    model("A-Class", { body: ["hatchback", "sedan"], drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [55_000, 80_000], badges: ["A 200", "A 250 4MATIC", "AMG A 35"], engines: [engine("1.3L turbo petrol", 1.3, 4, "Turbo", "Premium", 250, ["7DCT"]), engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 350, ["8DCT"])], weight: 2 }),
    model("C-Class", { body: ["sedan", "stationWagon"], drive: "RWD", seats: 5, doors: 4, price: [80_000, 120_000], badges: ["C 200", "C 300", "AMG C 43"], engines: [engine("1.5L turbo petrol mild hybrid", 1.5, 4, "Turbo", "Premium", 300, ["9AT"]), engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 400, ["9AT"])], weight: 2 }),
    model("GLA", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [65_000, 85_000], badges: ["GLA 200", "GLA 250 4MATIC"], engines: [engine("1.3L turbo petrol", 1.3, 4, "Turbo", "Premium", 250, ["7DCT"]), engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 350, ["8DCT"])], weight: 1.5, wmi: "W1N" }),
    model("GLC", { body: "suv", drive: "AWD", seats: 5, doors: 5, price: [90_000, 130_000], badges: ["GLC 300 4MATIC", "AMG GLC 43"], engines: [engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 400, ["9AT"])], weight: 2, wmi: "W1N" }),
    model("GLE", { body: "suv", drive: "AWD", seats: 7, doors: 5, price: [140_000, 180_000], badges: ["GLE 300 d", "GLE 450"], engines: [engine("2.0L turbo-diesel", 2.0, 4, "Turbo", "Diesel", 500, ["9AT"]), engine("3.0L turbo petrol", 3.0, 6, "Turbo", "Premium", 500, ["9AT"])], weight: 1, wmi: "W1N" }),
    model("EQA", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [75_000, 85_000], badges: ["EQA 250", "EQA 350 4MATIC"], engines: [electric(385)], weight: 0.5, years: [2021, 2027], wmi: "W1N" }),
    model("Sprinter", { body: "van", drive: "RWD", seats: 3, doors: 4, price: [75_000, 110_000], badges: ["315 CDI", "319 CDI", "519 CDI"], engines: [engine("2.0L turbo-diesel", 2.0, 4, "Turbo", "Diesel", 400, ["9AT"]), engine("3.0L V6 turbo-diesel", 3.0, 6, "Turbo", "Diesel", 440, ["9AT"])], weight: 1, wmi: "W1V" }),
  ]),
  make("BMW", "WBA", 4, [
    model("3 Series", { body: "sedan", drive: ["RWD", "AWD"], seats: 5, doors: 4, price: [75_000, 110_000], badges: ["320i", "330i M Sport", "M340i xDrive"], engines: [engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 300, ["8AT"]), engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 400, ["8AT"]), engine("3.0L turbo petrol", 3.0, 6, "Turbo", "Premium", 500, ["8AT"])], weight: 2 }),
    model("X1", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [55_000, 75_000], badges: ["sDrive18i", "xDrive20i", "iX1 xDrive30"], engines: [engine("1.5L turbo petrol", 1.5, 3, "Turbo", "Premium", 230, ["7DCT"]), engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 400, ["7DCT"]), electric(494)], weight: 1.5 }),
    model("X3", { body: "suv", drive: "AWD", seats: 5, doors: 5, price: [80_000, 120_000], badges: ["xDrive20", "xDrive20d", "M50"], engines: [engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 330, ["8AT"]), engine("2.0L turbo-diesel", 2.0, 4, "Turbo", "Diesel", 400, ["8AT"])], weight: 2 }),
    model("X5", { body: "suv", drive: "AWD", seats: 5, doors: 5, price: [125_000, 170_000], badges: ["xDrive30d", "xDrive40i", "M60i"], engines: [engine("3.0L turbo-diesel", 3.0, 6, "Turbo", "Diesel", 670, ["8AT"]), engine("3.0L turbo petrol", 3.0, 6, "Turbo", "Premium", 520, ["8AT"])], weight: 1.5 }),
    model("1 Series", { body: "hatchback", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [50_000, 80_000], badges: ["118i", "120 M Sport", "M135 xDrive"], engines: [engine("1.5L turbo petrol", 1.5, 3, "Turbo", "Premium", 230, ["7DCT"]), engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 400, ["7DCT"])], weight: 1 }),
  ]),
  make("Audi", "WAU", 3, [
    model("A3", { body: ["hatchback", "sedan"], drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [50_000, 70_000], badges: ["35 TFSI", "S line", "S3"], engines: [engine("1.4L turbo petrol", 1.4, 4, "Turbo", "Premium", 250, ["7DCT"]), engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 400, ["7DCT"])], weight: 1.5 }),
    model("A4", { body: ["sedan", "stationWagon"], drive: ["FWD", "AWD"], seats: 5, doors: 4, price: [60_000, 80_000], badges: ["35 TFSI", "45 TFSI quattro"], engines: [engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 320, ["7DCT"])], weight: 1 }),
    model("Q3", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [55_000, 80_000], badges: ["35 TFSI", "40 TFSI quattro S line"], engines: [engine("1.4L turbo petrol", 1.4, 4, "Turbo", "Premium", 250, ["6DCT"]), engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 320, ["7DCT"])], weight: 1.5, wmi: "WA1" }),
    model("Q5", { body: "suv", drive: "AWD", seats: 5, doors: 5, price: [75_000, 110_000], badges: ["40 TDI quattro", "45 TFSI quattro", "SQ5"], engines: [engine("2.0L turbo-diesel", 2.0, 4, "Turbo", "Diesel", 400, ["7DCT"]), engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 370, ["7DCT"]), engine("3.0L V6 turbo petrol", 3.0, 6, "Turbo", "Premium", 500, ["8AT"])], weight: 1.5, wmi: "WA1" }),
    model("Q7", { body: "suv", drive: "AWD", seats: 7, doors: 5, price: [120_000, 160_000], badges: ["45 TDI quattro", "50 TDI quattro"], engines: [engine("3.0L V6 turbo-diesel", 3.0, 6, "Turbo", "Diesel", 600, ["8AT"])], weight: 0.8, wmi: "WA1" }),
  ]),
  make("Lexus", "JTJ", 3, [
    model("NX", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [70_000, 100_000], badges: ["NX250", "NX350h", "NX450h+"], engines: [engine("2.5L petrol", 2.5, 4, "Aspirated", "Premium", 243, ["8AT"]), engine("2.5L hybrid", 2.5, 4, "Aspirated", "Hybrid", 239, ["e-CVT"]), engine("2.5L plug-in hybrid", 2.5, 4, "Aspirated", "PHEV", 227, ["e-CVT"])], weight: 2 }),
    model("RX", { body: "suv", drive: "AWD", seats: 5, doors: 5, price: [100_000, 140_000], badges: ["RX350", "RX350h", "RX500h"], engines: [engine("2.4L turbo petrol", 2.4, 4, "Turbo", "Premium", 430, ["8AT"]), engine("2.5L hybrid", 2.5, 4, "Aspirated", "Hybrid", 242, ["e-CVT"])], weight: 1.5 }),
    model("ES", { body: "sedan", drive: "FWD", seats: 5, doors: 4, price: [65_000, 85_000], badges: ["ES300h Luxury", "ES300h F Sport", "ES300h Sports Luxury"], engines: [engine("2.5L hybrid", 2.5, 4, "Aspirated", "Hybrid", 221, ["e-CVT"])], weight: 1, wmi: "JTH" }),
    model("UX", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [50_000, 70_000], badges: ["UX300h Luxury", "UX300h F Sport"], engines: [engine("2.0L hybrid", 2.0, 4, "Aspirated", "Hybrid", 188, ["e-CVT"])], weight: 1 }),
    model("LX", { body: "4x4", drive: "4x4", seats: 7, doors: 5, price: [160_000, 220_000], badges: ["LX600", "LX600 F Sport"], engines: [engine("3.5L twin-turbo V6 petrol", 3.5, 6, "Twin turbo", "Premium", 650, ["10AT"])], weight: 0.4, years: [2022, 2027] }),
  ]),
  make("Jeep", "1C4", 2, [
    model("Wrangler", { body: ["softtop", "hardtop"], drive: "4x4", seats: 5, doors: 4, price: [70_000, 95_000], badges: ["Sport S", "Overland", "Rubicon"], engines: [engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 400, ["8AT"]), engine("3.6L V6 petrol", 3.6, 6, "Aspirated", "Petrol", 347, ["8AT"])], weight: 2 }),
    model("Grand Cherokee", { body: "suv", drive: "4x4", seats: 5, doors: 5, price: [75_000, 120_000], badges: ["Night Eagle", "Limited", "Overland", "Summit Reserve"], engines: [engine("3.6L V6 petrol", 3.6, 6, "Aspirated", "Petrol", 347, ["8AT"]), engine("2.0L turbo plug-in hybrid", 2.0, 4, "Turbo", "PHEV", 637, ["8AT"])], weight: 2 }),
    model("Compass", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [40_000, 55_000], badges: ["Night Eagle", "Limited", "S-Limited"], engines: [engine("2.4L petrol", 2.4, 4, "Aspirated", "Petrol", 229, ["9AT"]), engine("1.3L turbo petrol", 1.3, 4, "Turbo", "Premium", 270, ["6DCT"])], weight: 1 }),
    model("Gladiator", { body: "ute", drive: "4x4", seats: 5, doors: 4, price: [80_000, 90_000], badges: ["Rubicon", "Overland"], engines: [engine("3.6L V6 petrol", 3.6, 6, "Aspirated", "Petrol", 347, ["8AT"])], weight: 0.6, years: [2020, 2027], wmi: "1C6" }),
  ]),
  make("Land Rover", "SAL", 2, [
    model("Defender", { body: "4x4", drive: "4x4", seats: 5, doors: 5, price: [90_000, 160_000], badges: ["110 S", "110 SE", "110 X-Dynamic HSE", "90 X"], engines: [engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 400, ["8AT"]), engine("3.0L turbo-diesel mild hybrid", 3.0, 6, "Turbo", "Diesel", 570, ["8AT"]), engine("3.0L turbo petrol mild hybrid", 3.0, 6, "Turbo", "Premium", 550, ["8AT"])], weight: 2, years: [2020, 2027] }),
    model("Range Rover Sport", { body: "suv", drive: "AWD", seats: 5, doors: 5, price: [140_000, 200_000], badges: ["Dynamic SE", "Autobiography"], engines: [engine("3.0L turbo-diesel mild hybrid", 3.0, 6, "Turbo", "Diesel", 650, ["8AT"])], weight: 1 }),
    model("Discovery Sport", { body: "suv", drive: "AWD", seats: 7, doors: 5, price: [75_000, 90_000], badges: ["S", "Dynamic SE"], engines: [engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 365, ["9AT"]), engine("2.0L turbo-diesel", 2.0, 4, "Turbo", "Diesel", 430, ["9AT"])], weight: 1 }),
    model("Range Rover Evoque", { body: "suv", drive: "AWD", seats: 5, doors: 5, price: [75_000, 95_000], badges: ["S", "Dynamic SE"], engines: [engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 365, ["9AT"])], weight: 0.8 }),
  ]),
  make("Volvo", "YV4", 2, [
    model("XC40", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [55_000, 80_000], badges: ["Plus B4", "Ultimate B5", "Recharge"], engines: [engine("2.0L turbo petrol mild hybrid", 2.0, 4, "Turbo", "Premium", 300, ["7DCT"]), electric(330)], weight: 2 }),
    model("XC60", { body: "suv", drive: "AWD", seats: 5, doors: 5, price: [75_000, 100_000], badges: ["Plus B5", "Ultimate B6", "Recharge T8"], engines: [engine("2.0L turbo petrol mild hybrid", 2.0, 4, "Turbo", "Premium", 350, ["8AT"]), engine("2.0L turbo plug-in hybrid", 2.0, 4, "Turbo", "PHEV", 400, ["8AT"])], weight: 1.5 }),
    model("XC90", { body: "suv", drive: "AWD", seats: 7, doors: 5, price: [100_000, 130_000], badges: ["Plus B6", "Ultimate B6", "Ultimate T8"], engines: [engine("2.0L turbo petrol mild hybrid", 2.0, 4, "Turbo", "Premium", 420, ["8AT"])], weight: 1 }),
    model("EX30", { body: "suv", drive: ["RWD", "AWD"], seats: 5, doors: 5, price: [60_000, 70_000], badges: ["Plus", "Ultra"], engines: [electric(343)], weight: 1, years: [2024, 2027] }),
  ]),
  make("Skoda", "TMB", 2, [
    model("Octavia", { body: ["sedan", "stationWagon"], drive: "FWD", seats: 5, doors: 4, price: [38_000, 60_000], badges: ["110TSI Style", "RS"], engines: [engine("1.4L turbo petrol", 1.4, 4, "Turbo", "Premium", 250, ["8AT"]), engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 370, ["7DCT"])], weight: 1.5 }),
    model("Kodiaq", { body: "suv", drive: ["FWD", "AWD"], seats: 7, doors: 5, price: [55_000, 75_000], badges: ["Style", "Sportline", "RS"], engines: [engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 320, ["7DCT"])], weight: 1.5 }),
    model("Karoq", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [40_000, 55_000], badges: ["110TSI", "Sportline"], engines: [engine("1.5L turbo petrol", 1.5, 4, "Turbo", "Premium", 250, ["8AT"]), engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 320, ["7DCT"])], weight: 1 }),
    model("Kamiq", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [33_000, 43_000], badges: ["85TSI", "110TSI Monte Carlo"], engines: [engine("1.0L turbo petrol", 1.0, 3, "Turbo", "Premium", 200, ["7DCT"]), engine("1.5L turbo petrol", 1.5, 4, "Turbo", "Premium", 250, ["7DCT"])], weight: 1, years: [2020, 2027] }),
  ]),
  make("Peugeot", "VF3", 1.5, [
    model("2008", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [38_000, 50_000], badges: ["Allure", "GT"], engines: [engine("1.2L turbo petrol", 1.2, 3, "Turbo", "Premium", 230, ["8AT"])], weight: 1 }),
    model("3008", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [50_000, 65_000], badges: ["Allure", "GT"], engines: [engine("1.6L turbo petrol", 1.6, 4, "Turbo", "Premium", 240, ["8AT"])], weight: 1 }),
    model("308", { body: ["hatchback", "stationWagon"], drive: "FWD", seats: 5, doors: 5, price: [40_000, 55_000], badges: ["Allure", "GT"], engines: [engine("1.2L turbo petrol", 1.2, 3, "Turbo", "Premium", 230, ["8AT"])], weight: 0.7 }),
    model("Partner", { body: "van", drive: "FWD", seats: 2, doors: 4, price: [35_000, 40_000], badges: ["Pro", "Pro Long"], engines: [engine("1.5L turbo-diesel", 1.5, 4, "Turbo", "Diesel", 300, ["8AT"])], weight: 0.4 }),
  ]),
  make("Renault", "VF1", 1.5, [
    model("Koleos", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [40_000, 55_000], badges: ["Life", "Zen", "Intens"], engines: [engine("2.5L petrol", 2.5, 4, "Aspirated", "Petrol", 226, ["CVT"])], weight: 1, years: [2016, 2025] }),
    model("Arkana", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [35_000, 42_000], badges: ["Intens", "R.S. Line"], engines: [engine("1.3L turbo petrol", 1.3, 4, "Turbo", "Premium", 262, ["7DCT"])], weight: 1, years: [2022, 2027] }),
    model("Captur", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [32_000, 40_000], badges: ["Life", "Zen", "Intens"], engines: [engine("1.3L turbo petrol", 1.3, 4, "Turbo", "Premium", 262, ["7DCT"])], weight: 0.6 }),
    model("Trafic", { body: "van", drive: "FWD", seats: 3, doors: 4, price: [50_000, 60_000], badges: ["Pro Life", "Pro Premium"], engines: [engine("2.0L turbo-diesel", 2.0, 4, "Turbo", "Diesel", 380, ["6DCT", "6MT"])], weight: 0.8 }),
    model("Master", { body: "van", drive: "FWD", seats: 3, doors: 4, price: [60_000, 75_000], badges: ["Pro MWB", "Pro LWB"], engines: [engine("2.3L turbo-diesel", 2.3, 4, "Turbo", "Diesel", 360, ["6MT"])], weight: 0.5 }),
  ]),
  make("LDV", "LSF", 3, [
    model("T60", { body: ["ute", "cabChassis"], drive: ["4x4", "4x2"], seats: 5, doors: 4, price: [33_000, 55_000], badges: ["Pro", "Max", "Max Plus", "Max Ultra"], engines: [engine("2.8L turbo-diesel", 2.8, 4, "Turbo", "Diesel", 360, ["6AT", "6MT"]), engine("2.0L bi-turbo diesel", 2.0, 4, "Twin turbo", "Diesel", 500, ["8AT"])], weight: 3, years: [2017, 2027] }),
    model("D90", { body: "suv", drive: ["4x4", "4x2"], seats: 7, doors: 5, price: [45_000, 55_000], badges: ["Executive", "Mega Tourer"], engines: [engine("2.0L bi-turbo diesel", 2.0, 4, "Twin turbo", "Diesel", 480, ["8AT"])], weight: 0.6, years: [2017, 2025] }),
    model("Deliver 9", { body: ["van", "cabChassis", "bus"], drive: ["FWD", "RWD"], seats: 3, doors: 4, price: [45_000, 65_000], badges: ["SWB Low Roof", "LWB Mid Roof", "LWB High Roof", "Bus"], engines: [engine("2.0L turbo-diesel", 2.0, 4, "Turbo", "Diesel", 375, ["6AT", "6MT"])], weight: 1.5, years: [2020, 2027] }),
    model("G10", { body: ["peopleMover", "van"], drive: "RWD", seats: 7, doors: 5, price: [33_000, 40_000], badges: ["G10", "G10+"], engines: [engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Petrol", 330, ["6AT"]), engine("1.9L turbo-diesel", 1.9, 4, "Turbo", "Diesel", 350, ["6AT"])], weight: 0.8 }),
    model("MIFA 9", { body: "peopleMover", drive: "FWD", seats: 7, doors: 5, price: [100_000, 110_000], badges: ["Executive", "Limited"], engines: [electric(350)], weight: 0.3, years: [2023, 2027] }),
    model("eT60", { body: "ute", drive: "RWD", seats: 5, doors: 4, price: [90_000, 95_000], badges: ["eT60"], engines: [electric(310)], weight: 0.2, years: [2022, 2027] }),
  ]),
  make("Chery", "LVV", 2, [
    model("Omoda 5", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [30_000, 40_000], badges: ["BX", "EX", "GT"], engines: [engine("1.5L turbo petrol", 1.5, 4, "Turbo", "Petrol", 230, ["CVT"]), engine("1.6L turbo petrol", 1.6, 4, "Turbo", "Premium", 290, ["7DCT"])], weight: 2, years: [2023, 2027] }),
    model("Tiggo 4 Pro", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [25_000, 30_000], badges: ["Urban", "Ultimate"], engines: [engine("1.5L turbo petrol", 1.5, 4, "Turbo", "Petrol", 210, ["CVT"])], weight: 1, years: [2024, 2027] }),
    model("Tiggo 7 Pro", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [32_000, 40_000], badges: ["Urban", "Ultimate"], engines: [engine("1.5L turbo petrol", 1.5, 4, "Turbo", "Petrol", 230, ["CVT"])], weight: 1, years: [2023, 2027] }),
    model("Tiggo 8 Pro Max", { body: "suv", drive: ["FWD", "AWD"], seats: 7, doors: 5, price: [40_000, 50_000], badges: ["Urban", "Ultimate"], engines: [engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 390, ["7DCT"])], weight: 0.8, years: [2023, 2027] }),
  ]),
  make("Jaecoo", "LVV", 1.5, [
    model("J7", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [35_000, 48_000], badges: ["Track", "Glide", "Ridge"], engines: [engine("1.6L turbo petrol", 1.6, 4, "Turbo", "Premium", 275, ["7DCT"]), engine("1.5L turbo plug-in hybrid", 1.5, 4, "Turbo", "PHEV", 525, ["1EV"])], weight: 1.5, years: [2024, 2027] }),
  ]),
  make("Cupra", "VSS", 1, [
    model("Formentor", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [55_000, 80_000], badges: ["V", "VZ", "VZx"], engines: [engine("1.5L turbo petrol", 1.5, 4, "Turbo", "Premium", 250, ["7DCT"]), engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 400, ["7DCT"])], weight: 0.8, years: [2022, 2027] }),
    model("Born", { body: "hatchback", drive: "RWD", seats: 5, doors: 5, price: [60_000, 65_000], badges: ["Born"], engines: [electric(310)], weight: 0.5, years: [2022, 2027] }),
    model("Leon", { body: "hatchback", drive: "FWD", seats: 5, doors: 5, price: [45_000, 65_000], badges: ["V", "VZ", "VZx"], engines: [engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 370, ["7DCT"])], weight: 0.4, years: [2022, 2027] }),
  ]),
  make("Genesis", "KMT", 1, [
    model("GV70", { body: "suv", drive: "AWD", seats: 5, doors: 5, price: [75_000, 110_000], badges: ["2.5T", "3.5T Sport"], engines: [engine("2.5L turbo petrol", 2.5, 4, "Turbo", "Premium", 422, ["8AT"]), engine("3.5L twin-turbo V6 petrol", 3.5, 6, "Twin turbo", "Premium", 530, ["8AT"])], weight: 0.6, years: [2021, 2027] }),
    model("GV80", { body: "suv", drive: "AWD", seats: 7, doors: 5, price: [100_000, 135_000], badges: ["2.5T", "3.5T"], engines: [engine("2.5L turbo petrol", 2.5, 4, "Turbo", "Premium", 422, ["8AT"]), engine("3.5L twin-turbo V6 petrol", 3.5, 6, "Twin turbo", "Premium", 530, ["8AT"])], weight: 0.4, years: [2020, 2027] }),
    model("G80", { body: "sedan", drive: ["RWD", "AWD"], seats: 5, doors: 4, price: [90_000, 110_000], badges: ["2.5T", "3.5T"], engines: [engine("2.5L turbo petrol", 2.5, 4, "Turbo", "Premium", 422, ["8AT"])], weight: 0.3, years: [2020, 2027] }),
    model("GV60", { body: "suv", drive: ["RWD", "AWD"], seats: 5, doors: 5, price: [105_000, 115_000], badges: ["Premium", "Performance"], engines: [electric(350)], weight: 0.2, years: [2022, 2027] }),
  ]),
  make("Polestar", "LPS", 0.8, [
    model("2", { body: "hatchback", drive: ["RWD", "AWD"], seats: 5, doors: 5, price: [70_000, 90_000], badges: ["Standard Range Single Motor", "Long Range Dual Motor"], engines: [electric(490)], weight: 0.5, years: [2021, 2027] }),
    model("4", { body: "suv", drive: ["RWD", "AWD"], seats: 5, doors: 5, price: [85_000, 100_000], badges: ["Long Range Single Motor", "Long Range Dual Motor"], engines: [electric(343)], weight: 0.3, years: [2024, 2027] }),
  ]),
  make("Porsche", "WP1", 0.8, [
    model("Macan", { body: "suv", drive: "AWD", seats: 5, doors: 5, price: [100_000, 180_000], badges: ["Macan", "Macan S", "Macan 4 Electric"], engines: [engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 400, ["7DCT"]), engine("2.9L twin-turbo V6 petrol", 2.9, 6, "Twin turbo", "Premium", 550, ["7DCT"]), electric(650)], weight: 0.4 }),
    model("Cayenne", { body: "suv", drive: "AWD", seats: 5, doors: 5, price: [150_000, 260_000], badges: ["Cayenne", "Cayenne S", "Cayenne E-Hybrid"], engines: [engine("3.0L turbo V6 petrol", 3.0, 6, "Turbo", "Premium", 500, ["8AT"])], weight: 0.3 }),
    model("911", { body: ["coupe", "convertible"], drive: ["RWD", "AWD"], seats: 4, doors: 2, price: [270_000, 400_000], badges: ["Carrera", "Carrera S", "Carrera 4S"], engines: [engine("3.0L twin-turbo flat-six petrol", 3.0, 6, "Twin turbo", "Premium", 450, ["8DCT"])], weight: 0.2, wmi: "WP0" }),
  ]),
  make("Mini", "WMW", 0.8, [
    model("Cooper", { body: ["hatchback", "convertible"], drive: "FWD", seats: 4, doors: 3, price: [40_000, 60_000], badges: ["Cooper C", "Cooper S", "John Cooper Works"], engines: [engine("1.5L turbo petrol", 1.5, 3, "Turbo", "Premium", 230, ["7DCT"]), engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 300, ["7DCT"])], weight: 0.6 }),
    model("Countryman", { body: "suv", drive: ["FWD", "AWD"], seats: 5, doors: 5, price: [55_000, 75_000], badges: ["C", "S ALL4", "John Cooper Works"], engines: [engine("1.5L turbo petrol", 1.5, 3, "Turbo", "Premium", 230, ["7DCT"]), engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 400, ["7DCT"])], weight: 0.3 }),
  ]),
  make("Alfa Romeo", "ZAR", 0.4, [
    model("Giulia", { body: "sedan", drive: "RWD", seats: 5, doors: 4, price: [70_000, 90_000], badges: ["Sprint", "Veloce"], engines: [engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 330, ["8AT"])], weight: 0.4 }),
    model("Stelvio", { body: "suv", drive: "AWD", seats: 5, doors: 5, price: [75_000, 95_000], badges: ["Sprint", "Veloce"], engines: [engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 330, ["8AT"])], weight: 0.4 }),
    model("Tonale", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [50_000, 65_000], badges: ["Ti", "Veloce"], engines: [engine("1.5L turbo mild hybrid", 1.5, 4, "Turbo", "Hybrid", 240, ["7DCT"])], weight: 0.3, years: [2023, 2027] }),
  ]),
  make("Fiat", "ZFA", 0.4, [
    model("500", { body: "hatch", drive: "FWD", seats: 4, doors: 3, price: [20_000, 30_000], badges: ["Pop", "Lounge", "Dolcevita"], engines: [engine("1.4L petrol", 1.4, 4, "Aspirated", "Petrol", 131, ["5MT"])], weight: 0.5, years: [2010, 2024] }),
    model("Ducato", { body: ["van", "cabChassis"], drive: "FWD", seats: 3, doors: 4, price: [55_000, 75_000], badges: ["MWB Mid Roof", "LWB High Roof", "XLWB High Roof"], engines: [engine("2.3L turbo-diesel", 2.3, 4, "Turbo", "Diesel", 400, ["9AT", "6MT"])], weight: 0.5 }),
  ]),
  make("Jaguar", "SAJ", 0.3, [
    model("F-Pace", { body: "suv", drive: "AWD", seats: 5, doors: 5, price: [80_000, 120_000], badges: ["P250 R-Dynamic SE", "P400 R-Dynamic HSE"], engines: [engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 365, ["8AT"])], weight: 0.5 }),
    model("I-Pace", { body: "suv", drive: "AWD", seats: 5, doors: 5, price: [130_000, 150_000], badges: ["EV400 S", "EV400 HSE"], engines: [electric(696)], weight: 0.3, years: [2019, 2024] }),
  ]),
  make("RAM", "1C6", 0.6, [
    model("1500", { body: "ute", drive: "4x4", seats: 5, doors: 4, price: [100_000, 160_000], badges: ["Express", "Laramie", "Limited"], engines: [engine("5.7L V8 petrol", 5.7, 8, "Aspirated", "Petrol", 556, ["8AT"])], weight: 1 }),
    model("2500", { body: "ute", drive: "4x4", seats: 5, doors: 4, price: [140_000, 180_000], badges: ["Big Horn", "Laramie"], engines: [engine("6.7L turbo-diesel", 6.7, 6, "Turbo", "Diesel", 1084, ["6AT"])], weight: 0.5 }),
  ]),
  make("Chevrolet", "1GC", 0.4, [
    model("Silverado 1500", { body: "ute", drive: "4x4", seats: 5, doors: 4, price: [110_000, 150_000], badges: ["LTZ Premium", "ZR2"], engines: [engine("6.2L V8 petrol", 6.2, 8, "Aspirated", "Petrol", 624, ["10AT"]), engine("3.0L turbo-diesel", 3.0, 6, "Turbo", "Diesel", 623, ["10AT"])], weight: 1 }),
    model("Silverado HD", { body: "ute", drive: "4x4", seats: 5, doors: 4, price: [150_000, 180_000], badges: ["LTZ", "ZR2"], engines: [engine("6.6L V8 turbo-diesel", 6.6, 8, "Turbo", "Diesel", 1234, ["10AT"])], weight: 0.5 }),
  ]),
  make("Holden", "6G1", 2, [
    model("Commodore", { body: ["sedan", "stationWagon", "ute"], drive: "RWD", seats: 5, doors: 4, price: [38_000, 60_000], badges: ["Evoke", "SV6", "SS", "SS-V Redline", "Calais"], engines: [engine("3.6L V6 petrol", 3.6, 6, "Aspirated", "Petrol", 350, ["6AT"]), engine("6.2L V8 petrol", 6.2, 8, "Aspirated", "Premium", 570, ["6AT", "6MT"])], weight: 4, years: [2010, 2017] }),
    model("Colorado", { body: ["ute", "cabChassis"], drive: ["4x4", "4x2"], seats: 5, doors: 4, price: [35_000, 58_000], badges: ["LS", "LT", "LTZ", "Z71"], engines: [engine("2.8L turbo-diesel", 2.8, 4, "Turbo", "Diesel", 500, ["6AT", "6MT"])], weight: 4, years: [2012, 2020], wmi: "MMM" }),
    model("Captiva", { body: "suv", drive: ["AWD", "FWD"], seats: 7, doors: 5, price: [30_000, 45_000], badges: ["LS", "LT", "LTZ"], engines: [engine("2.2L turbo-diesel", 2.2, 4, "Turbo", "Diesel", 400, ["6AT"])], weight: 2, years: [2011, 2018], wmi: "KL1" }),
    model("Cruze", { body: ["hatch", "sedan"], drive: "FWD", seats: 5, doors: 5, price: [22_000, 30_000], badges: ["Equipe", "CDX", "SRi"], engines: [engine("1.8L petrol", 1.8, 4, "Aspirated", "Petrol", 176, ["6AT", "5MT"])], weight: 2, years: [2010, 2016] }),
    model("Trax", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [24_000, 30_000], badges: ["LS", "LT", "LTZ"], engines: [engine("1.4L turbo petrol", 1.4, 4, "Turbo", "Petrol", 200, ["6AT"])], weight: 1, years: [2013, 2020], wmi: "KL1" }),
  ]),
  make("SsangYong", "KPT", 0.5, [
    model("Musso", { body: "ute", drive: "4x4", seats: 5, doors: 4, price: [35_000, 50_000], badges: ["ELX", "Ultimate"], engines: [engine("2.2L turbo-diesel", 2.2, 4, "Turbo", "Diesel", 441, ["6AT", "6MT"])], weight: 0.6, years: [2018, 2027] }),
    model("Rexton", { body: "suv", drive: "4x4", seats: 7, doors: 5, price: [45_000, 60_000], badges: ["ELX", "Ultimate"], engines: [engine("2.2L turbo-diesel", 2.2, 4, "Turbo", "Diesel", 441, ["8AT"])], weight: 0.4 }),
    model("Korando", { body: "suv", drive: "FWD", seats: 5, doors: 5, price: [30_000, 40_000], badges: ["ELX", "Ultimate"], engines: [engine("1.5L turbo petrol", 1.5, 4, "Turbo", "Petrol", 280, ["6AT"])], weight: 0.3 }),
  ]),
  make("Mahindra", "MA1", 0.3, [
    model("XUV700", { body: "suv", drive: "FWD", seats: 7, doors: 5, price: [38_000, 45_000], badges: ["AX7", "AX7L"], engines: [engine("2.0L turbo petrol", 2.0, 4, "Turbo", "Premium", 380, ["6AT"])], weight: 0.5, years: [2022, 2027] }),
    model("Scorpio", { body: "suv", drive: "4x4", seats: 7, doors: 5, price: [40_000, 45_000], badges: ["Z8"], engines: [engine("2.2L turbo-diesel", 2.2, 4, "Turbo", "Diesel", 400, ["6AT"])], weight: 0.3, years: [2023, 2027] }),
    model("Pik-Up", { body: ["ute", "cabChassis"], drive: ["4x4", "4x2"], seats: 5, doors: 4, price: [30_000, 38_000], badges: ["S6", "S11"], engines: [engine("2.2L turbo-diesel", 2.2, 4, "Turbo", "Diesel", 320, ["6MT"])], weight: 0.3 }),
  ]),
  make("Fuso", "TYB", 0.3, [
    model("Canter", { body: ["lightTruck", "cabChassis"], drive: "RWD", seats: 3, doors: 2, price: [60_000, 90_000], badges: ["515 Wide", "615 Wide", "815 Wide"], engines: [engine("3.0L turbo-diesel", 3.0, 4, "Turbo", "Diesel", 370, ["6DCT", "5MT"])], weight: 1 }),
  ]),
  make("Iveco", "ZCF", 0.2, [
    model("Daily", { body: ["van", "cabChassis", "lightTruck"], drive: "RWD", seats: 3, doors: 4, price: [65_000, 100_000], badges: ["35S", "50C", "70C"], engines: [engine("3.0L turbo-diesel", 3.0, 4, "Turbo", "Diesel", 430, ["8AT", "6MT"]), engine("2.3L turbo-diesel", 2.3, 4, "Turbo", "Diesel", 350, ["8AT"])], weight: 1 }),
  ]),
  make("Jayco", "ZFA", 0.3, [
    model("Conquest", { body: "motorhome", drive: "FWD", seats: 4, doors: 3, price: [150_000, 200_000], badges: ["FA20-2", "FA24-3"], engines: [engine("2.3L turbo-diesel", 2.3, 4, "Turbo", "Diesel", 400, ["9AT"])], weight: 1 }),
    model("Optimum", { body: "motorhome", drive: "FWD", seats: 4, doors: 3, price: [140_000, 180_000], badges: ["FA19-1", "FA23-3"], engines: [engine("2.3L turbo-diesel", 2.3, 4, "Turbo", "Diesel", 400, ["9AT"])], weight: 0.6 }),
  ]),
  make("Sunliner", "ZFA", 0.15, [
    model("Pivot", { body: "motorhome", drive: "FWD", seats: 4, doors: 3, price: [180_000, 230_000], badges: ["P4", "P6"], engines: [engine("2.3L turbo-diesel", 2.3, 4, "Turbo", "Diesel", 400, ["9AT"])], weight: 1 }),
  ]),
  make("Avan", "ZFA", 0.1, [
    model("Ovation", { body: "motorhome", drive: "FWD", seats: 4, doors: 3, price: [160_000, 210_000], badges: ["M5", "M7"], engines: [engine("2.3L turbo-diesel", 2.3, 4, "Turbo", "Diesel", 400, ["9AT"])], weight: 1 }),
  ]),
];

/**
 * Less common makes, padding the manufacturer list to about 150 (spec 3
 * 'Manufacturer'). Names only: they have no demo stock, so no models.
 */
export const otherMakeNames: readonly string[] = [
  "Abarth", "AC", "Alpina", "Alpine", "Aston Martin", "Austin", "Austin Healey", "Bentley", "Bolwell", "Bugatti",
  "Buick", "Cadillac", "Caterham", "Chrysler", "Citroen", "Coromal", "Crusader", "Daewoo", "Daihatsu", "Datsun",
  "De Tomaso", "Deepal", "DeLorean", "Dodge", "Elfin", "Eunos", "Ferrari", "Foton", "FPV", "Geely",
  "GMC", "Great Wall", "Haval", "Hillman", "Hino", "Hongqi", "HSV", "Hudson", "Humber", "Hummer",
  "Ineos", "Infiniti", "International", "JAC", "Jensen", "Kenworth", "KGM", "KTM", "Lamborghini", "Lancia",
  "Leapmotor", "Leyland", "Lincoln", "Lotus", "Lucid", "Lynk & Co", "Mack", "Maserati", "Maybach", "McLaren",
  "Mercedes-AMG", "Mercury", "Morgan", "Morris", "Nash", "New Age Caravans", "Oldsmobile", "Opel", "Packard", "Lada",
  "Plymouth", "Pontiac", "Proton", "Riley", "Rivian", "Roadstar Caravans", "Rolls-Royce", "Rover", "Saab", "Scania",
  "Seat", "Singer", "Skywell", "Smart", "Studebaker", "Sunbeam", "Supreme Caravans", "Talbot", "Bristol", "Tata",
  "Trakmaster", "Triumph", "TVR", "UD Trucks", "Vauxhall", "Willys", "Windsor Caravans", "Wolseley", "Xpeng", "Zeekr",
  "Zone RV",
];

export interface CarColour {
  name: string;
  slug: string;
  /** The tint the offline image service paints the body-type silhouette with. */
  hex: string;
  weight: number;
}

function colour(name: string, hex: string, weight: number): CarColour {
  return { name, slug: slugify(name), hex, weight };
}

/** Paint names used by the demo, weighted like a real yard (white and grey dominate). */
export const carColours: readonly CarColour[] = [
  colour("Glacier White", "#f4f5f2", 12),
  colour("Pearl White", "#eeece4", 7),
  colour("Arctic White", "#fafafa", 5),
  colour("Eclipse Black", "#16171a", 6),
  colour("Jet Black", "#0b0b0c", 4),
  colour("Silver Pearl", "#c3c6c8", 6),
  colour("Silver", "#b6b9bc", 4),
  colour("Graphite", "#4a4e53", 6),
  colour("Gunmetal Grey", "#5b6066", 5),
  colour("Titanium Grey", "#7c8085", 4),
  colour("Shadow Grey", "#3b3e42", 3),
  colour("Deep Blue", "#1e3a6e", 3),
  colour("Ocean Blue", "#2f6690", 2),
  colour("Saturn Blue", "#27407a", 2),
  colour("Lunar Blue", "#6f8aa8", 1),
  colour("Fiery Red", "#b3202a", 3),
  colour("Soul Red Crystal", "#9e1b24", 2),
  colour("Burgundy", "#5e1a25", 1),
  colour("Sunset Orange", "#d8641f", 1),
  colour("Lemon Yellow", "#e8c31c", 0.5),
  colour("Olive Green", "#5a6338", 1),
  colour("Forest Green", "#2f4a35", 0.6),
  colour("Bronze", "#7a5a3a", 0.8),
  colour("Copper", "#9a5b36", 0.5),
  colour("Sandstone", "#c2ad8a", 1),
  colour("Champagne", "#cdbf9f", 0.8),
  colour("Mocha Brown", "#5a4033", 0.6),
  colour("Purple Haze", "#5b3e73", 0.3),
];

export const catalogueMake = new Map(catalogue.map((entry) => [entry.name, entry]));
