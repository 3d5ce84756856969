// Plain values of spec section 3 that rules and browser code share with the entity
// schemas (./entities). Nothing here imports zod: a client component that formats
// a price or reads a body type never downloads the schemas.

/**
 * Reads a number that may arrive as a numeric string ("12990", "$12,990");
 * blank, junk and non-finite values become null. The rules use it on raw data
 * so a bad field gives a defined answer instead of a throw.
 */
export function parseLooseNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string") {
    const cleaned = value.replace(/[$,\s]/g, "");
    // Number("") is 0: a string of only separators is blank, not zero.
    if (cleaned === "") return null;
    const parsed = Number(cleaned);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** in_stock and coming_soon count as available (spec 4); the others exist in dealer feeds. */
export const carStatuses = ["in_stock", "coming_soon", "sold", "in_transit", "on_hold", "withdrawn"] as const;
export type CarStatus = (typeof carStatuses)[number];

/** Spec 2.3 body types. */
export const bodyTypes = [
  "4x4",
  "bus",
  "cabChassis",
  "convertible",
  "coupe",
  "hardtop",
  "hatch",
  "hatchback",
  "motorhome",
  "lightTruck",
  "peopleMover",
  "sedan",
  "softtop",
  "suv",
  "ute",
  "van",
  "wagon",
  "stationWagon",
] as const;
export type BodyType = (typeof bodyTypes)[number];

/** Finance provider ids; `car.finance_lenders` is keyed by the same ids (spec 5). */
export const financeProviders = ["taurus", "360-finance", "ausloans", "manual", "angle", "powertorque", "nissan-finance"] as const;
export type FinanceProvider = (typeof financeProviders)[number];
