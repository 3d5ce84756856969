// Trade-in rules (spec 9 'Trade-in').
import { parseLooseNumber } from "./values";

/** spec 9: terms of the trade-in offer and when an estimate is generally not given. */
export const tradeInLimits = { returnDays: 14, maxKmDriven: 500, estimateMaxAgeYears: 7, estimateMaxKm: 100_000 } as const;

export const tradeInTerms = [
  `${tradeInLimits.returnDays}-day return period`,
  `No more than ${tradeInLimits.maxKmDriven} km driven`,
  "At least a quarter tank of fuel",
  "All keys and accessories returned",
] as const;

/**
 * spec 9: an instant estimate is generally not given for cars over 7 years old
 * or over 100,000 km. An unknown year or odometer does not rule one out.
 */
export function tradeInEstimateAvailable({ year, km }: { year?: unknown; km?: unknown }, now: Date): boolean {
  const built = parseLooseNumber(year);
  const odometer = parseLooseNumber(km);
  if (built !== null && now.getUTCFullYear() - built > tradeInLimits.estimateMaxAgeYears) return false;
  return !(odometer !== null && odometer > tradeInLimits.estimateMaxKm);
}
