// Demo stock (spec 3 'Car'): new, demo and used cars with every field the rules
// read. Brand dealers stock their own make new and demo plus mixed used trade-ins;
// the multi-brand group sells several makes. The first cars are fixed scenarios so
// every case the rules need (each status, just sold, no price, each lender...) exists
// whatever the car count; the rest are drawn at random in a fixed order.
//
// Built for 200k cars: nested values that do not vary per car (variant specs,
// equipment lists, image lists, location, payment processors) are shared, frozen
// objects, so memory grows with the car count only by each car's own fields.
import { type BodyType, bodyTypes, type CarInput, type CarStatus, type CarType, type FinanceProvider, type LocationInput } from "@forecourt/domain";
import { type CarColour, carColours, catalogue, type CatalogueMake, type CatalogueModel, type Drive, type EngineOption, type FuelKind, type Gearbox } from "./catalogue";
import { type Clock, DAY, HOUR } from "./dates";
import { type DealershipSpec, dealershipBySlug, dealerships } from "./dealers";
import { lenderEntry, type LenderEntry, roughenLender } from "./finance";
import { plateFor } from "./plates";
import { postcodes, type PostcodeEntry } from "./postcodes";
import type { DemoRandom } from "./random";
import { buildVin, VIN_ALPHABET } from "./vin";

/** Freezes a value shared between many cars, so one car's edit cannot leak into others. */
function shared<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) if (inner && typeof inner === "object" && !Object.isFrozen(inner)) shared(inner);
    Object.freeze(value);
  }
  return value;
}

const EMPTY_LIST: string[] = shared([]);
const NO_PROCESSORS: Record<string, number> = shared({});

// ---------------------------------------------------------------- catalogue views

interface MakeStock {
  make: CatalogueMake;
  /** Models on sale in the reference year (new and demo stock). */
  current: readonly CatalogueModel[];
  all: readonly CatalogueModel[];
}

function makeStock(make: CatalogueMake, referenceYear: number): MakeStock {
  return { make, current: make.models.filter((entry) => entry.years[1] >= referenceYear), all: make.models };
}

/** Used stock by region: Japanese-heavy imports in NZ, US-market makes in the US. */
const usedMakesByRegion: Record<string, readonly string[] | null> = {
  AU: null,
  NZ: ["Toyota", "Mazda", "Nissan", "Honda", "Suzuki", "Mitsubishi", "Subaru", "Hyundai", "Kia", "Volkswagen", "Ford", "BMW", "Mercedes-Benz", "Lexus", "Tesla", "MG", "BYD"],
  US: ["Ford", "Chevrolet", "RAM", "Jeep", "Toyota", "Honda", "Nissan", "Hyundai", "Kia", "Subaru", "Tesla", "BMW", "Mercedes-Benz", "Audi", "Lexus", "Mazda", "Volkswagen"],
};

// ---------------------------------------------------------------- scenarios

type PriceCase = "normal" | "none" | "zero" | "ten" | "one" | "string";

/** A car whose interesting decisions are fixed; everything else is drawn as usual. */
interface Scenario {
  dealership: string;
  carType?: CarType;
  make?: string;
  model?: string;
  fuel?: FuelKind;
  runout?: boolean;
  status?: CarStatus;
  sold?: "recent" | "long";
  newArrival?: boolean;
  reserved?: boolean;
  certified?: boolean;
  preorder?: boolean;
  price?: PriceCase;
  subscription?: boolean;
  tag?: string | null;
  file?: boolean;
  provider?: FinanceProvider;
  hidden?: boolean;
  photos?: number;
  comments?: "long" | "empty" | "null";
  market?: "below" | "above";
  rego?: "past" | "future";
}

/** The cases spec 4 and 5 distinguish, guaranteed present in any dataset of this size or more. */
const scenarios: readonly Scenario[] = [
  { dealership: "sunshine-toyota", carType: "new", status: "in_stock", fuel: "Hybrid", model: "RAV4" },
  { dealership: "sunshine-toyota", carType: "new", status: "coming_soon" },
  { dealership: "harbour-nissan", carType: "used", status: "sold", sold: "recent" },
  { dealership: "metro-pre-owned", carType: "used", status: "sold", sold: "long" },
  { dealership: "westside-toyota", carType: "new", status: "in_transit" },
  { dealership: "swan-nissan", carType: "used", status: "on_hold" },
  { dealership: "torrens-mazda", carType: "used", status: "withdrawn" },
  { dealership: "bayside-toyota", carType: "used", status: "in_stock", newArrival: true },
  { dealership: "capital-toyota", carType: "used", status: "in_stock", reserved: true },
  { dealership: "sunshine-toyota", carType: "used", make: "Toyota", status: "in_stock", certified: true, provider: "taurus" },
  { dealership: "harbour-nissan", carType: "new", status: "coming_soon", preorder: true, price: "none" },
  { dealership: "metro-kia", carType: "new", status: "coming_soon", preorder: true, provider: "ausloans" },
  { dealership: "metro-hyundai", carType: "new", status: "in_stock", subscription: true },
  { dealership: "hunter-nissan", carType: "used", status: "in_stock", subscription: true, provider: "nissan-finance" },
  { dealership: "coral-coast-ford", carType: "used", status: "in_stock", price: "none", provider: "manual" },
  { dealership: "top-end-mitsubishi", carType: "used", status: "in_stock", price: "ten", provider: "powertorque" },
  { dealership: "derwent-nissan", carType: "used", status: "in_stock", price: "zero" },
  { dealership: "torrens-subaru", carType: "used", status: "in_stock", price: "string", provider: "angle" },
  { dealership: "westside-toyota", carType: "used", status: "in_stock", file: true, provider: "manual" },
  { dealership: "capital-toyota", carType: "used", status: "in_stock", file: false, provider: "360-finance" },
  { dealership: "bayside-toyota", carType: "demo", status: "in_stock", tag: "Test Drive Only" },
  { dealership: "hunter-nissan", carType: "new", status: "in_stock", runout: true, tag: "Runout Sale" },
  { dealership: "metro-pre-owned", carType: "used", status: "in_stock", tag: "Price Drop" },
  { dealership: "metro-mg", carType: "new", status: "in_stock", fuel: "Electric", model: "MG4" },
  { dealership: "capital-toyota", carType: "used", status: "in_stock", hidden: true },
  { dealership: "metro-pre-owned", carType: "used", make: "Suzuki", status: "in_stock", provider: "ausloans" },
  { dealership: "metro-pre-owned", carType: "used", make: "Jayco", status: "in_stock" },
  { dealership: "metro-pre-owned", carType: "used", make: "Mazda", status: "in_stock", certified: true },
  { dealership: "sunshine-toyota", carType: "new", status: "sold", sold: "recent" },
  { dealership: "swan-nissan", carType: "demo", status: "in_stock", provider: "powertorque" },
  { dealership: "westside-toyota", carType: "used", status: "in_stock", market: "below" },
  { dealership: "harbour-nissan", carType: "used", status: "in_stock", rego: "past" },
  { dealership: "metro-pre-owned", carType: "used", status: "in_stock", photos: 0 },
  { dealership: "torrens-mazda", carType: "used", status: "in_stock", comments: "long" },
  { dealership: "coral-coast-isuzu", carType: "used", status: "in_stock", comments: "empty" },
  { dealership: "top-end-ldv", carType: "used", status: "in_stock", comments: "null" },
  { dealership: "tasman-motors", carType: "used", status: "in_stock" },
  { dealership: "rose-city-motors", carType: "new", status: "in_stock" },
];

// ---------------------------------------------------------------- equipment and words

const equipmentPools = {
  base: ["Apple CarPlay", "Android Auto", "Reversing Camera", "Autonomous Emergency Braking", "Bluetooth", "Cruise Control"],
  safety: ["Lane Keep Assist", "Lane Departure Warning", "Blind Spot Monitor", "Rear Cross Traffic Alert", "Adaptive Cruise Control", "Rear Parking Sensors", "Front Parking Sensors", "360-degree Camera", "Driver Attention Alert", "Traffic Sign Recognition", "7 Airbags", "Hill Start Assist", "Tyre Pressure Monitoring"],
  comfort: ["Dual-Zone Climate Control", "Keyless Entry", "Push Button Start", "Heated Front Seats", "Ventilated Front Seats", "Leather-Accented Seats", "Power-Adjustable Driver's Seat", "Heated Steering Wheel", "Power Tailgate", "Panoramic Sunroof", "Rear Air Vents", "Auto-Dimming Rear-View Mirror"],
  tech: ["Wireless Apple CarPlay", "Satellite Navigation", "Digital Radio (DAB+)", "Wireless Phone Charger", "Head-Up Display", "Digital Instrument Cluster", "Premium Sound System", "USB-C Ports", "Connected Services"],
  exterior: ["LED Headlights", "Auto High Beam", "Alloy Wheels", "Roof Rails", "Privacy Glass", "Rain-Sensing Wipers", "Auto Headlights"],
  offroad: ["Rear Differential Lock", "Hill Descent Control", "Low-Range Transfer Case", "Tow Bar", "Bull Bar", "Snorkel", "Tub Liner", "Side Steps"],
  electric: ["Vehicle-to-Load (V2L)", "Heat Pump", "DC Fast Charging", "Regenerative Braking Paddles"],
  commercial: ["Cargo Barrier", "Rubber Floor", "Dual Sliding Doors", "Rear Barn Doors", "Tie-Down Points"],
  motorhome: ["Solar Panel", "Roll-Out Awning", "Diesel Heater", "Compressor Fridge", "Shower and Toilet", "Inverter", "Reverse-Cycle Air Conditioning"],
};

const offroadBodies = new Set<BodyType>(["4x4", "ute", "cabChassis"]);
const commercialBodies = new Set<BodyType>(["van", "bus", "lightTruck"]);

const usedCondition = ["One owner with full service history.", "Log books present and two keys supplied.", "Recently serviced, detailed and ready to go.", "Independent mechanical inspection completed.", "Near-new tyres and fresh brake pads fitted.", "Non-smoker vehicle, kept in a garage."];
const newNotes = ["Brand new with the full manufacturer's warranty.", "Available for immediate delivery.", "Ask about capped-price servicing for this model.", "Factory options fitted; see the features list."];
const pitchesAu = ["All our used vehicles come with a 48-hour money-back guarantee and 12 months roadside assist.", "Finance available on approval; ask our team for a personalised quote.", "Trade-ins welcome, and we buy cars outright.", "Delivery available Australia wide."];
const pitchesAbroad = ["Finance available on approval; ask our team for a personalised quote.", "Trade-ins welcome, and we buy cars outright.", "Ask about extended warranty options."];
const inspectionNote =
  "Before delivery every vehicle goes through our multi-point safety inspection, a full detail inside and out and a road test by a qualified technician. We check it against the written-off vehicle register and guarantee clear title, so you can buy with confidence and drive away the same day.";

// ---------------------------------------------------------------- variant specs by body type

interface BodyRanges {
  length: readonly [number, number];
  width: readonly [number, number];
  height: readonly [number, number];
  gvm: readonly [number, number];
  tank: readonly [number, number];
  litresPer100: readonly [number, number];
}

/** Dimensions synthesised by body type (docs/demo-data.md 'Specs'): plausible ranges, not real specification sheets. */
const bodyRanges: Record<BodyType, BodyRanges> = {
  "4x4": { length: [4750, 5100], width: [1930, 2010], height: [1830, 1960], gvm: [3000, 3450], tank: [80, 110], litresPer100: [8.5, 13] },
  bus: { length: [6200, 7000], width: [2000, 2100], height: [2550, 2700], gvm: [4500, 6000], tank: [95, 100], litresPer100: [12, 16] },
  cabChassis: { length: [5100, 5400], width: [1800, 1950], height: [1750, 1880], gvm: [2900, 3500], tank: [76, 80], litresPer100: [7.5, 9.5] },
  convertible: { length: [3900, 4800], width: [1730, 1920], height: [1230, 1400], gvm: [1500, 2200], tank: [44, 61], litresPer100: [6.5, 12.5] },
  coupe: { length: [4250, 4800], width: [1780, 1920], height: [1280, 1400], gvm: [1600, 2200], tank: [50, 61], litresPer100: [8, 12.5] },
  hardtop: { length: [3900, 5000], width: [1730, 1900], height: [1240, 1950], gvm: [1500, 3400], tank: [45, 130], litresPer100: [7, 13] },
  hatch: { length: [3600, 4400], width: [1680, 1800], height: [1420, 1520], gvm: [1400, 1900], tank: [35, 50], litresPer100: [4, 6.8] },
  hatchback: { length: [3850, 4300], width: [1720, 1800], height: [1420, 1500], gvm: [1600, 2000], tank: [40, 55], litresPer100: [4.8, 7.5] },
  motorhome: { length: [6000, 7500], width: [2200, 2350], height: [2900, 3200], gvm: [3650, 4495], tank: [75, 90], litresPer100: [11, 14] },
  lightTruck: { length: [4700, 6800], width: [1700, 2000], height: [2200, 2400], gvm: [4500, 8500], tank: [100, 140], litresPer100: [12, 16] },
  peopleMover: { length: [5100, 5260], width: [1950, 2000], height: [1750, 1990], gvm: [2700, 3200], tank: [72, 75], litresPer100: [7.5, 10.5] },
  sedan: { length: [4600, 4950], width: [1800, 1860], height: [1420, 1470], gvm: [1900, 2300], tank: [50, 66], litresPer100: [4.5, 8] },
  softtop: { length: [3900, 4800], width: [1730, 1900], height: [1230, 1850], gvm: [1400, 2700], tank: [45, 81], litresPer100: [6.5, 12] },
  suv: { length: [4150, 4950], width: [1780, 1960], height: [1550, 1780], gvm: [1900, 2800], tank: [45, 80], litresPer100: [5.5, 9.5] },
  ute: { length: [5250, 5400], width: [1850, 1950], height: [1780, 1880], gvm: [2900, 3350], tank: [76, 80], litresPer100: [7.5, 9.5] },
  van: { length: [4900, 6000], width: [1950, 2050], height: [1950, 2600], gvm: [3000, 4200], tank: [70, 80], litresPer100: [8, 11] },
  wagon: { length: [4700, 4950], width: [1800, 1880], height: [1470, 1700], gvm: [2100, 2500], tank: [55, 70], litresPer100: [6, 8.5] },
  stationWagon: { length: [4600, 4800], width: [1800, 1850], height: [1450, 1500], gvm: [2000, 2300], tank: [50, 66], litresPer100: [5.5, 8] },
};

// ---------------------------------------------------------------- field vocabularies

const fuelText: Record<FuelKind, { fuel: string; simple: string }> = {
  Diesel: { fuel: "Diesel", simple: "Diesel" },
  Petrol: { fuel: "Unleaded Petrol", simple: "Petrol" },
  Premium: { fuel: "Premium Unleaded Petrol", simple: "Petrol" },
  Hybrid: { fuel: "Hybrid (Petrol/Electric)", simple: "Hybrid" },
  PHEV: { fuel: "Plug-in Hybrid (Petrol/Electric)", simple: "Hybrid" },
  Electric: { fuel: "Electric", simple: "Electric" },
};

function gearboxText(gearbox: Gearbox): { trans: string; transmission: string } {
  if (gearbox === "CVT") return { trans: "Automatic", transmission: "Continuously Variable" };
  if (gearbox === "e-CVT") return { trans: "Automatic", transmission: "Continuously Variable (e-CVT)" };
  if (gearbox === "1EV") return { trans: "Automatic", transmission: "1 Speed Reduction Gear" };
  const speeds = gearbox.slice(0, gearbox.search(/[A-Z]/));
  if (gearbox.endsWith("MT")) return { trans: "Manual", transmission: `${speeds} Speed Manual` };
  if (gearbox.endsWith("DCT")) return { trans: "Automatic", transmission: `${speeds} Speed Dual Clutch` };
  return { trans: "Automatic", transmission: `${speeds} Speed Automatic` };
}

const inductionText: Record<EngineOption["induction"], string | null> = {
  Turbo: "Turbo Intercooled",
  "Twin turbo": "Twin Turbo Intercooled",
  Aspirated: "Aspirated",
  Electric: null,
};

const customTags = ["Price Drop", "One Owner", "Low Kms", "Fleet Special", "Hot Deal", "Free Servicing"];

const statusTable: Record<"new" | "used", readonly { status: CarStatus; weight: number }[]> = {
  new: [
    { status: "in_stock", weight: 74 },
    { status: "coming_soon", weight: 10 },
    { status: "sold", weight: 9 },
    { status: "in_transit", weight: 5 },
    { status: "on_hold", weight: 1.5 },
    { status: "withdrawn", weight: 0.5 },
  ],
  used: [
    { status: "in_stock", weight: 80 },
    { status: "sold", weight: 14 },
    { status: "on_hold", weight: 3 },
    { status: "in_transit", weight: 1.5 },
    { status: "withdrawn", weight: 1.5 },
  ],
};

const ageTable = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((age) => ({ age, weight: age <= 4 ? 12 : Math.max(1, 16 - age) }));
const priceTypes = {
  AU: ["Drive Away", "Excl. Govt. Charges"],
  NZ: ["Drive Away", "Excl. ORC"],
  US: ["Plus Tax & Fees"],
} as const;

/** AUD catalogue prices to the site's currency (spec 1 region): rough, for display only. */
const currencyFactor: Record<string, number> = { AU: 1, NZ: 1.1, US: 0.66 };

const processorChoices = [
  { value: NO_PROCESSORS, weight: 60 },
  { value: shared({ stripe: 200 }) as Record<string, number>, weight: 25 },
  { value: shared({ stripe: 500 }) as Record<string, number>, weight: 12 },
  { value: shared({ stripe: 1000 }) as Record<string, number>, weight: 3 },
];

const providersForExtras: readonly FinanceProvider[] = ["taurus", "360-finance", "ausloans", "manual", "angle", "powertorque", "nissan-finance"];

// ---------------------------------------------------------------- generator

export interface CarGeneratorInputs {
  random: DemoRandom;
  clock: Clock;
  referenceDate: Date;
  locations: readonly LocationInput[];
  /** Finance provider of each dealership's site (null: none). */
  providerOf: (dealership: DealershipSpec) => FinanceProvider | null;
}

type LocationRef = NonNullable<CarInput["location"]>;

interface SalesLocation {
  input: LocationInput;
  ref: LocationRef;
}

export function createCarGenerator({ random, clock, referenceDate, locations, providerOf }: CarGeneratorInputs) {
  const referenceYear = referenceDate.getUTCFullYear();
  const referenceMs = referenceDate.getTime();
  const stockByMake = new Map(catalogue.map((entry) => [entry.name, makeStock(entry, referenceYear)]));
  const stockOf = (name: string) => {
    const stock = stockByMake.get(name);
    if (!stock) throw new Error(`Unknown catalogue make ${name}`);
    return stock;
  };
  const usedPools = new Map(
    Object.entries(usedMakesByRegion).map(([region, names]) => [region, (names ? names.map(stockOf) : catalogue.map((entry) => stockOf(entry.name))).filter((entry) => entry.all.length > 0)]),
  );
  const newPools = new Map(dealerships.map((entry) => [entry.id, entry.newMakes.map(stockOf)]));

  // Sales premises per dealership, with the location object cars embed (shared).
  const salesLocations = new Map<number, SalesLocation[]>();
  for (const location of locations) {
    const type = location.location_type ?? "";
    if (type !== "sales" && type !== "") continue;
    const siblings = locations.filter((other) => other.dealership_id === location.dealership_id && other.id !== location.id && (other.location_type === "sales" || other.location_type === "")).map((other) => other.slug);
    const ref: LocationRef = shared({
      name: location.name,
      phone: location.contact_detail?.phone ?? null,
      slug: location.slug,
      distribution_locations: siblings,
      address: { id: location.id, street: location.address.street, city: location.address.city, state: location.address.state, postcode: location.address.postcode, place_url: location.address.place_url ?? null },
    });
    const list = salesLocations.get(location.dealership_id) ?? [];
    list.push({ input: location, ref });
    salesLocations.set(location.dealership_id, list);
  }
  const postcodesByCountry = new Map<string, PostcodeEntry[]>();
  for (const entry of postcodes) postcodesByCountry.set(entry.country, [...(postcodesByCountry.get(entry.country) ?? []), entry]);

  const imageCache = new Map<number, string[]>();
  const bodyIndex = new Map(bodyTypes.map((body, index) => [body, index]));
  const colourIndex = new Map(carColours.map((entry, index) => [entry, index]));
  // Keyed by the engine and model objects themselves, then a short per-car suffix.
  const variantCache = new Map<EngineOption, Map<string, NonNullable<CarInput["variant"]>>>();
  const equipmentCache = new Map<CatalogueModel, Map<string, string[]>>();
  const specificationCache = new Map<string, NonNullable<CarInput["specifications"]>>();

  function images(body: BodyType, colour: CarColour, count: number): string[] {
    // A numeric key: string keys built per car cost more than the lookup saves at 200k cars.
    const key = ((bodyIndex.get(body) ?? 0) * 64 + (colourIndex.get(colour) ?? 0)) * 16 + count;
    let list = imageCache.get(key);
    if (!list) {
      list = shared(Array.from({ length: count }, (_, index) => `/media/car/${body}/${colour.slug}/${index + 1}.svg`));
      imageCache.set(key, list);
    }
    return list;
  }

  /** Variant specs are per model, engine, gearbox and body: every car of that variant shares them. */
  function variant(make: CatalogueMake, model: CatalogueModel, engine: EngineOption, gearbox: Gearbox, body: BodyType): NonNullable<CarInput["variant"]> {
    let byEngine = variantCache.get(engine);
    if (!byEngine) variantCache.set(engine, (byEngine = new Map()));
    const key = gearbox + body;
    let entry = byEngine.get(key);
    if (!entry) {
      const ranges = bodyRanges[body];
      const within = (range: readonly [number, number], step = 1) => Math.round(random.float(range[0], range[1]) / step) * step;
      const isElectric = engine.fuel === "Electric";
      const economy = engine.fuel === "Hybrid" ? 0.62 : engine.fuel === "PHEV" ? 0.3 : engine.fuel === "Diesel" ? 0.92 : 1;
      const commercial = commercialBodies.has(body) || body === "motorhome";
      entry = shared({
        cylinders: engine.cylinders,
        enginesize: engine.litres === null ? null : Math.round(engine.litres * 1000 - random.int(0, 45)),
        enginesize_litres: engine.litres,
        induction: inductionText[engine.induction],
        geartype: gearbox.endsWith("MT") ? "Manual" : "Automatic",
        fuelconsumptioncombined: isElectric ? null : Number((random.float(ranges.litresPer100[0], ranges.litresPer100[1]) * economy).toFixed(1)),
        fuelcapacity: isElectric ? null : within(ranges.tank),
        grossvehiclemass: within(ranges.gvm, 5),
        vehiclelength: within(ranges.length, 5),
        vehicleheight: within(ranges.height, 5),
        vehiclewidth: within(ranges.width, 5),
        torque: `${engine.torqueNm}Nm`,
        // Demo ANCAP values: the UI must label them as demo data (docs/demo-data.md 'Specs').
        ancaprating: commercial ? null : random.weighted(ancapTable, (row) => row.weight).stars,
      });
      byEngine.set(key, entry);
    }
    return entry;
  }

  function equipment(model: CatalogueModel, badgeIndex: number, body: BodyType, fuel: FuelKind): string[] {
    let byModel = equipmentCache.get(model);
    if (!byModel) equipmentCache.set(model, (byModel = new Map()));
    const key = `${badgeIndex}${body}${fuel}`;
    let list = byModel.get(key);
    if (!list) {
      const extras = [
        ...random.sample(equipmentPools.safety, 3 + badgeIndex * 2),
        ...random.sample(equipmentPools.comfort, 1 + badgeIndex * 2),
        ...random.sample(equipmentPools.tech, 1 + badgeIndex),
        ...random.sample(equipmentPools.exterior, 2 + badgeIndex),
        ...(offroadBodies.has(body) ? random.sample(equipmentPools.offroad, 2 + badgeIndex) : []),
        ...(commercialBodies.has(body) ? random.sample(equipmentPools.commercial, 3) : []),
        ...(body === "motorhome" ? equipmentPools.motorhome : []),
        ...(fuel === "Electric" ? equipmentPools.electric : []),
      ];
      list = shared([...equipmentPools.base, ...extras]);
      byModel.set(key, list);
    }
    return list;
  }

  /** spec 3 specifications (caravan): only motorhomes carry them. */
  function caravanSpecifications(model: CatalogueModel, badgeIndex: number): NonNullable<CarInput["specifications"]> {
    const key = `${model.slug}|${badgeIndex}`;
    let entry = specificationCache.get(key);
    if (!entry) {
      entry = shared({
        body_width: random.int(2300, 2500),
        body_length: random.int(6500, 7500),
        tare_weight: random.int(3200, 3800),
        axle_type: random.pick(["Single", "Tandem"]),
        sleeps: random.int(2, 4),
        aggregate_trailer_mass: random.int(4250, 4495),
      });
      specificationCache.set(key, entry);
    }
    return entry;
  }

  function pickModel(stock: MakeStock, carType: CarType, scenario: Scenario | undefined): CatalogueModel {
    const pool = carType === "used" || stock.current.length === 0 ? stock.all : stock.current;
    if (scenario?.model) {
      const named = pool.find((entry) => entry.name === scenario.model);
      if (named) return named;
    }
    if (scenario?.fuel) {
      const matching = pool.filter((entry) => entry.engines.some((engine) => engine.fuel === scenario.fuel));
      if (matching.length) return random.pick(matching);
    }
    return random.weighted(pool, (entry) => entry.weight);
  }

  function pickYear(model: CatalogueModel, carType: CarType, runout: boolean): number {
    const [first, last] = model.years;
    const clamp = (year: number) => Math.min(Math.max(year, first), last);
    if (carType === "new") return clamp(runout ? referenceYear - 1 : random.chance(0.1) ? referenceYear - 1 : referenceYear);
    if (carType === "demo") return clamp(random.chance(0.7) ? referenceYear : referenceYear - 1);
    return clamp(referenceYear - random.weighted(ageTable, (row) => row.weight).age);
  }

  /** Build month for a model year: from reference-relative days, so it moves with the anchor like every date. */
  function buildMonth(year: number, carType: CarType): { build: string | null; compliance: string | null } {
    if (year > referenceYear) return { build: null, compliance: null };
    const latestMonth = year === referenceYear ? referenceDate.getUTCMonth() - 1 : 11;
    const month = random.int(carType === "used" ? 0 : Math.max(0, latestMonth - 6), Math.max(0, latestMonth));
    const builtMs = Date.UTC(year, month, random.int(1, 28));
    const days = Math.floor((builtMs - referenceMs) / DAY);
    const lag = random.int(0, 60);
    return { build: clock.monthAt(days), compliance: clock.monthAt(Math.min(days + lag, -1)) };
  }

  return function generateCar(id: number): CarInput {
    const scenario = scenarios[id - 1];
    const dealership = scenario ? dealershipBySlug.get(scenario.dealership)! : random.weighted(dealerships, (entry) => entry.stockWeight);
    const region = dealership.region;
    const franchise = newPools.get(dealership.id) ?? [];

    const carType: CarType = scenario?.carType ?? (franchise.length === 0 || random.chance(dealership.usedShare) ? "used" : random.chance(0.18) ? "demo" : "new");

    let stock: MakeStock;
    if (scenario?.make) stock = stockOf(scenario.make);
    else if (carType !== "used") stock = random.weighted(franchise, (entry) => entry.make.weight);
    else if (franchise.length && random.chance(0.25)) stock = random.weighted(franchise, (entry) => entry.make.weight);
    else stock = random.weighted(usedPools.get(region) ?? usedPools.get("AU")!, (entry) => entry.make.weight);
    const make = stock.make;
    const model = pickModel(stock, carType, scenario);

    const badgeIndex = random.int(0, model.badges.length - 1);
    const badge = model.badges[badgeIndex]!;
    const engines = scenario?.fuel ? model.engines.filter((engine) => engine.fuel === scenario.fuel) : model.engines;
    const engine = (engines.length ? engines : model.engines)[random.int(0, (engines.length ? engines : model.engines).length - 1)]!;
    const gearbox = random.pick(engine.gearboxes);
    const body = random.chance(0.72) ? model.bodies[0]! : random.pick(model.bodies);
    const drive: Drive = model.drives.length > 1 && random.chance(0.65) ? model.drives[0]! : random.pick(model.drives);
    const colour = random.weighted(carColours, (entry) => entry.weight);
    const year = pickYear(model, carType, scenario?.runout ?? false);
    const age = Math.max(0, referenceYear - year);

    // Status and the dates that depend on it.
    const statusRow = scenario?.status ?? random.weighted(carType === "used" ? statusTable.used : statusTable.new, (row) => row.weight).status;
    // Only new cars are 'coming soon'; a demo or used car is already on the lot.
    const status: CarStatus = statusRow === "coming_soon" && carType !== "new" ? "in_stock" : statusRow;
    const sold = status === "sold";
    const soldRecently = sold && (scenario?.sold ? scenario.sold === "recent" : random.chance(0.35));
    // spec 4: sold within the last 3 days still lists; 'recent' stays inside 70 hours of the anchor.
    const soldOffset = sold ? (soldRecently ? -random.int(1, 70) * HOUR : -random.int(5, 400) * DAY - random.int(0, 23) * HOUR) : null;
    const newArrival = scenario?.newArrival ?? (!sold && random.chance(0.11));
    const createdOffset = newArrival
      ? -random.int(1, 8 * 24 - 2) * HOUR
      : (soldOffset ?? 0) - random.int(9, 200) * DAY - random.int(0, 23) * HOUR;

    // Price (spec 4 price display: subscription, price > 10, PREORDER, no-price text).
    const [low, high] = model.price;
    const grade = model.badges.length > 1 ? badgeIndex / (model.badges.length - 1) : 0;
    const engineIndex = model.engines.indexOf(engine);
    let newPrice = low + (high - low) * grade * 0.85 + engineIndex * 2500;
    newPrice *= currencyFactor[region] ?? 1;
    const km =
      carType === "new" ? random.int(5, 60) : carType === "demo" ? random.int(1000, 15_000) : Math.max(500, Math.round((age * random.float(9000, 21_000) + random.int(0, 6000)) / 10) * 10);
    let basePrice: number;
    if (carType === "new") basePrice = newPrice;
    else if (carType === "demo") basePrice = newPrice * random.float(0.86, 0.93);
    else basePrice = Math.max(2990, newPrice * 0.82 * 0.89 ** Math.max(0, age - 1) * Math.max(0.35, 1 - km / 450_000) * (1 + random.bell() * 0.06));
    const roundedPrice = Math.round(basePrice / 500) * 500 - 10;
    const priceCase: PriceCase =
      scenario?.price ?? (scenario?.preorder ? "normal" : random.weighted(priceCases, (row) => row.weight).value);
    const preorder = scenario?.preorder ?? (status === "coming_soon" && carType === "new" && random.chance(0.15));
    let price: number | string | null = roundedPrice;
    if (priceCase === "none" || (preorder && !scenario && random.chance(0.6))) price = null;
    else if (priceCase === "zero") price = 0;
    else if (priceCase === "ten") price = 10;
    else if (priceCase === "one") price = 1;
    else if (priceCase === "string") price = `$${String(roundedPrice).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
    const numericPrice = typeof price === "number" ? price : typeof price === "string" ? roundedPrice : null;
    const pricedNormally = priceCase === "normal" && numericPrice !== null && numericPrice > 10;
    const beforePrice = pricedNormally && random.chance(0.1) ? numericPrice! + random.int(2, 8) * 500 : null;
    const offerPrice = pricedNormally && random.chance(0.06) ? numericPrice! - random.int(1, 6) * 500 : null;
    const subscriptionSite = dealership.site === "metro-motor-group";
    const subscription = scenario?.subscription ?? (pricedNormally && (subscriptionSite ? random.chance(0.35) : random.chance(0.01)));
    const subscriptionPrice = subscription ? Math.round(Math.max(129, (numericPrice ?? 30_000) * random.float(0.004, 0.0055))) : null;
    const priceTypeOptions = priceTypes[region];
    const priceType = carType === "used" && region === "AU" ? (random.chance(0.88) ? "Drive Away" : "Excl. Govt. Charges") : random.pick(priceTypeOptions);

    // Registration: new cars are unregistered.
    const registered = carType !== "new";
    const regplate = registered ? plateFor(random, dealership.state) : null;
    const regoOffset = scenario?.rego === "past" ? -random.int(5, 90) : scenario?.rego === "future" ? random.int(30, 360) : random.int(-90, 360);
    const regoExpiry = registered && (scenario?.rego || random.chance(0.92)) ? clock.dateAt(regoOffset) : null;
    const dates = buildMonth(year, carType);

    // Identity.
    const typeLetter = carType === "used" ? "U" : carType === "demo" ? "D" : "N";
    const stocknum = `${dealership.code}${typeLetter}${String(id).padStart(6, "0")}`;
    const descriptor = vinDescriptor(model.slug, engineIndex);
    const vin = buildVin(model.wmi ?? make.wmi, descriptor, year, VIN_ALPHABET[random.int(0, VIN_ALPHABET.length - 1)]!, id);
    const name = `${year} ${make.name} ${model.name} ${badge}`;
    const slug = `${year}-${make.slug}-${model.slug}-${slugPart(badge)}-${id}`;

    // Flags and tags (spec 4 card tag priority has something at every level).
    const available = status === "in_stock" || status === "coming_soon";
    const reserved = scenario?.reserved ?? (status === "in_stock" && random.chance(0.03));
    const eligibleCertified = carType === "used" && make.name === "Toyota" && age <= 6 && km <= 140_000 && dealership.manufacturer === "Toyota";
    const certified = scenario?.certified ?? (eligibleCertified ? random.chance(0.65) : carType === "used" && random.chance(0.01));
    let tag: string | null = null;
    if (scenario && "tag" in scenario) tag = scenario.tag ?? null;
    else if (carType !== "used" && available && random.chance(0.02)) tag = "Test Drive Only";
    else if (carType === "new" && year < referenceYear && random.chance(0.6)) tag = "Runout Sale";
    else if (random.chance(0.05)) tag = random.pick(customTags);

    // Media.
    const photosCount = scenario?.photos ?? (random.chance(0.015) ? 0 : status === "coming_soon" ? random.int(1, 3) : random.int(4, 12));
    const imageList = photosCount ? images(body, colour, photosCount) : EMPTY_LIST;
    const fileWanted = scenario?.file ?? (carType === "used" ? random.chance(0.35) : carType === "demo" && random.chance(0.1));

    // Location.
    const premises = salesLocations.get(dealership.id);
    if (!premises?.length) throw new Error(`Dealership ${dealership.slug} has no sales location`);
    const premisesEntry = premises.length === 1 ? premises[0]! : random.pick(premises);
    const location = premisesEntry.input;
    const privateSeller = carType === "used" && random.chance(0.03) ? random.pick(postcodesByCountry.get(region) ?? postcodesByCountry.get("AU")!) : null;

    // Market data (spec 5 market price indicator).
    const wantsMarket = region === "AU" && (scenario?.market !== undefined || (carType === "new" ? random.chance(0.15) : random.chance(0.85)));
    let autograb: CarInput["autograb_data"] = null;
    if (wantsMarket && numericPrice !== null && numericPrice > 1000) {
      const below = scenario?.market ? scenario.market === "below" : random.chance(0.3);
      const stateAverage = Math.round((below ? numericPrice * random.float(1.03, 1.12) + 500 : numericPrice * random.float(0.94, 1.02)) / 10) * 10;
      autograb = {
        state_average_market_price: random.chance(0.1) && !scenario?.market ? null : stateAverage,
        average_market_price: Math.round((stateAverage * random.float(0.97, 1.03)) / 10) * 10,
      };
    }

    // Finance (spec 5): the site's provider, sometimes one or two others, a few rough entries.
    const financeLenders: Record<string, LenderEntry> = {};
    const siteProvider = providerOf(dealership);
    const providers = new Set<FinanceProvider>();
    if (scenario?.provider) providers.add(scenario.provider);
    if (siteProvider && (scenario?.provider || random.chance(0.92))) providers.add(siteProvider);
    if (random.chance(0.3)) {
      const extra = random.pick(providersForExtras);
      // Nissan Financial Services lends on Nissans only.
      if (extra !== "nissan-finance" || make.name === "Nissan") providers.add(extra);
    }
    for (const provider of providers) {
      const entry = lenderEntry(random, provider, { price: numericPrice, age });
      financeLenders[provider] = !scenario && random.chance(0.04) ? roughenLender(random, entry, provider) : entry;
    }

    const fuel = fuelText[engine.fuel];
    const gears = gearboxText(gearbox);
    const badgeEquipment = random.chance(0.05) ? EMPTY_LIST : equipment(model, badgeIndex, body, engine.fuel);

    return {
      id,
      slug,
      name,
      year,
      make: make.name,
      model: model.name,
      badge,
      series: random.chance(0.7) ? model.series : null,
      car_type: carType,
      status,
      tag,
      reserved,
      certified,
      preorder,
      views: carType === "new" ? random.int(0, 800) : random.int(0, 3000),
      show_on_dealer_website: scenario?.hidden ? false : !random.chance(0.02),
      sold_date_timestamp: soldOffset === null ? null : clock.unixAt(soldOffset),
      price,
      before_price: beforePrice,
      offer_price: offerPrice,
      subscription_price: subscriptionPrice,
      price_type: price === null ? null : priceType,
      km,
      build_date: dates.build,
      compliance_date: dates.compliance,
      rego_expiry: regoExpiry,
      regplate,
      stocknum,
      vin,
      colour: colour.name,
      drive,
      seats: model.seats,
      doors: model.doors,
      fuel: fuel.fuel,
      simple_fuel: fuel.simple,
      simple_body: body,
      trans: gears.trans,
      transmission: gears.transmission,
      simple_transmission: gears.trans,
      engine_size: engine.litres === null ? null : `${Number.isInteger(engine.litres * 10) ? engine.litres.toFixed(1) : engine.litres}L`,
      dealercomments: dealerComments(random, { scenario, carType, region, year, make: make.name, model: model.name, badge, colour: colour.name, equipment: badgeEquipment }),
      created_at: clock.at(createdOffset),
      thumbnails: imageList,
      images: imageList,
      primary_image_url: imageList[0] ?? null,
      photos_count: photosCount,
      file: fileWanted ? `/history-reports/${stocknum}` : null,
      carsales_title: random.chance(0.85) ? `${year} ${make.name} ${model.name} ${badge} ${gears.trans === "Manual" ? "Manual" : "Auto"} ${drive}` : null,
      dealership_id: dealership.id,
      dealership_slug: dealership.slug,
      private_suburb: privateSeller?.suburb ?? null,
      private_postcode: privateSeller?.postcode ?? null,
      city: location.address.city,
      state: location.address.state,
      location_name: location.name,
      location_id: location.id,
      has_nvic: region === "AU" && (carType === "new" ? random.chance(0.4) : random.chance(0.85)),
      sold,
      payment_processors: random.weighted(processorChoices, (row) => row.weight).value,
      location: premisesEntry.ref,
      standardEquipment: badgeEquipment,
      specifications: body === "motorhome" ? caravanSpecifications(model, badgeIndex) : null,
      variant: variant(make, model, engine, gearbox, body),
      autograb_data: autograb,
      finance_lenders: financeLenders,
    } satisfies CarInput;
  };
}

const ancapTable = [
  { stars: 5, weight: 80 },
  { stars: 4, weight: 12 },
  { stars: 3, weight: 4 },
  { stars: null, weight: 4 },
];

const priceCases: readonly { value: PriceCase; weight: number }[] = [
  { value: "normal", weight: 97.5 },
  { value: "none", weight: 1.3 },
  { value: "zero", weight: 0.5 },
  { value: "ten", weight: 0.3 },
  { value: "one", weight: 0.2 },
  { value: "string", weight: 0.2 },
];

function slugPart(text: string): string {
  return text
    .toLowerCase()
    .replace(/\+/g, "-plus")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** VIN positions 4-8: four characters fixed per model and one per engine, like a real descriptor section. */
function vinDescriptor(modelSlug: string, engineIndex: number): string {
  let hash = 2166136261;
  for (const character of modelSlug) hash = Math.imul(hash ^ character.charCodeAt(0), 16777619) >>> 0;
  let descriptor = "";
  for (let index = 0; index < 4; index++) {
    descriptor += VIN_ALPHABET[hash % VIN_ALPHABET.length];
    hash = Math.floor(hash / VIN_ALPHABET.length) + index * 7919;
  }
  return descriptor + VIN_ALPHABET[(engineIndex * 5 + 3) % VIN_ALPHABET.length];
}

interface CommentFacts {
  scenario: Scenario | undefined;
  carType: CarType;
  region: string;
  year: number;
  make: string;
  model: string;
  badge: string;
  colour: string;
  equipment: readonly string[];
}

/** spec 2.5: sections separated by '|', some over the 400-character truncation, some empty or missing. */
function dealerComments(random: DemoRandom, facts: CommentFacts): string | null {
  const mode = facts.scenario?.comments;
  if (mode === "empty") return "";
  if (mode === "null") return null;
  if (!mode) {
    const roll = random.int(0, 99);
    if (roll < 5) return "";
    if (roll < 9) return null;
  }
  const sections: string[] = [];
  sections.push(
    random.pick([
      `${facts.year} ${facts.make} ${facts.model} ${facts.badge} finished in ${facts.colour}.`,
      `Now in stock: this ${facts.colour} ${facts.make} ${facts.model} ${facts.badge} is ready for a test drive.`,
      `Looking for a ${facts.model}? This ${facts.year} ${facts.badge} ticks every box.`,
    ]),
  );
  sections.push(facts.carType === "used" ? random.pick(usedCondition) : random.pick(newNotes));
  if (facts.equipment.length >= 3) {
    const [first, second, third] = random.sample(facts.equipment, 3);
    sections.push(`Highlights include ${first}, ${second} and ${third}.`);
  }
  if (random.chance(0.7)) sections.push(random.pick(facts.region === "AU" ? pitchesAu : pitchesAbroad));
  if (mode === "long" || random.chance(0.3)) sections.push(inspectionNote);
  return sections.join("|");
}
