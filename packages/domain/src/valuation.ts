// The instant trade-in valuation (issue 18; spec 1, 2.5 'Trade In Valuation', 3
// 'Valuation or trade-in', 7 'Valuation steps', 9 'Trade-in'): plates and states,
// the request bodies of POST /api/valuations/lookup and POST /api/valuations, the
// adjustment questions with their ids, and the valuation rule itself (comparables,
// odometer and year adjustment, a reconditioning and margin rule per dealer group).
import type { z } from "zod";
import type { regoLookupSchema, valuationRequestSchema } from "./valuation-schemas";
import type { Region } from "./locale";
import { formatDecimal } from "./intl";
import { tradeInLimits } from "./trade-in";

/** Registration states (or regions) a plate is looked up in, per site region. */
export const regoStatesByRegion = {
  AU: ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"],
  NZ: ["AUK", "WGN", "CAN"],
  US: ["OR", "WA", "CA"],
} as const satisfies Record<Region, readonly string[]>;

export const regoStateNames: Record<string, string> = {
  NSW: "NSW",
  VIC: "VIC",
  QLD: "QLD",
  WA: "WA",
  SA: "SA",
  TAS: "TAS",
  ACT: "the ACT",
  NT: "the NT",
  AUK: "Auckland",
  WGN: "Wellington",
  CAN: "Canterbury",
  OR: "Oregon",
  CA: "California",
};

/** Where a state's comparables are counted, for the one-sentence explanation. */
export function regoStatePlace(state: string, region: Region): string {
  if (region === "US" && state === "WA") return "Washington";
  return regoStateNames[state] ?? state;
}

export const valuationMessages = {
  regoInvalid: "Enter the rego as it appears on the plate: 2 to 8 letters and numbers",
  stateInvalid: (region: Region) => `Choose the state the car is registered in: one of ${regoStatesByRegion[region].join(", ")}`,
  notFound: "We could not find that rego in that state. Check the plate and state, or enter the make, model and year yourself.",
  makeRequired: "Enter the make, like Toyota",
  modelRequired: "Enter the model, like HiLux",
  yearInvalid: (now: Date) => `Enter the year the car was built, from 1950 to ${now.getUTCFullYear() + 1}`,
  variantTooLong: "Variant must be 60 characters or fewer",
  odometerInvalid: "Enter the odometer reading in whole kilometres, like 45000",
  answersInvalid: "Answer each question once with one of its choices",
  vehicleOrRego: "Give either the rego and state, or the vehicle's make, model and year",
  rateLimited: (minutes: number) => `You have looked up a lot of plates. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  /** spec 8: a failed save of the valuation is logged only. */
  saveFailed: "Failed to save valuation data",
} as const;

/** A plate as the registry keys it: upper case, without spaces or hyphens. */
export function normalizeRego(rego: string): string {
  return rego.toUpperCase().replace(/[\s-]+/g, "");
}

/** Personalised plates exist in every state, so any 2 to 8 letters and digits may be a plate. */
export function isRegoWellFormed(rego: string): boolean {
  return /^[A-Z0-9]{2,8}$/.test(normalizeRego(rego));
}

/**
 * The vehicle a valuation is of (issue 18): what the registry answered for a plate,
 * or what the shopper entered by hand, so only make, model and year are sure.
 */
export interface ValuationVehicle {
  make: string;
  model: string;
  year: number;
  variant?: string | null;
  body?: string | null;
  fuel?: string | null;
  transmission?: string | null;
  vin_last_digits?: string | null;
}

/** What the registry answers for a plate. */
export interface RegisteredVehicle {
  rego: string;
  state: string;
  make: string;
  model: string;
  year: number;
  variant: string | null;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  /** The VIN's last digits, when the registry knows them. */
  vin_last_digits: string | null;
}

// --- Adjustment questions (spec 7 'adjustmentAnswers with id') ---

/** How an answer moves the range: a percentage of the value, and dollars. */
export interface AdjustmentChoice {
  value: string;
  label: string;
  percent: number;
  dollars: number;
}

export interface AdjustmentQuestion {
  id: number;
  key: string;
  question: string;
  choices: readonly AdjustmentChoice[];
}

const choice = (value: string, label: string, percent = 0, dollars = 0): AdjustmentChoice => ({ value, label, percent, dollars });

/**
 * The questions, with the documented amounts each answer moves the range by
 * (docs/rules.md 'Valuation'). The first choice of each is the default assumption.
 * Finance owing does not move the value: the payout is settled from the offer.
 */
export const adjustmentQuestions = [
  { id: 1, key: "condition", question: "What condition is the car in?", choices: [choice("good", "Good: normal wear for its age"), choice("excellent", "Excellent: like new", 3), choice("fair", "Fair: dents, scratches or worn interior", -7), choice("poor", "Poor: needs mechanical or body work", -15)] },
  { id: 2, key: "accident_history", question: "Has the car been in an accident?", choices: [choice("none", "No accidents"), choice("minor", "Minor, repaired", -5), choice("major", "Major, or written off", -15)] },
  { id: 3, key: "service_history", question: "Does it have a service history?", choices: [choice("full", "Full service history"), choice("partial", "Partial service history", -3), choice("none", "No service history", -7)] },
  { id: 4, key: "modifications", question: "Has the car been modified?", choices: [choice("none", "No modifications"), choice("minor", "Minor (tint, roof racks, tow bar)", -2), choice("major", "Major (suspension, engine, wheels)", -8)] },
  { id: 5, key: "finance_owing", question: "Is there finance owing on the car?", choices: [choice("no", "No"), choice("yes", "Yes: the payout is settled from the offer")] },
  { id: 6, key: "keys", question: "How many keys do you have?", choices: [choice("2", "Two or more"), choice("1", "One", 0, -350), choice("0", "None", 0, -900)] },
] as const satisfies readonly AdjustmentQuestion[];

export interface AdjustmentAnswer {
  id: number;
  answer: string;
}

export type RegoLookup = z.infer<ReturnType<typeof regoLookupSchema>>;
export type ValuationRequest = z.infer<ReturnType<typeof valuationRequestSchema>>;

// --- The rule ---

/** A car like the shopper's: listed on the platform now, or sold recently. */
export interface Comparable {
  price: number;
  year: number;
  km: number;
  source: "listed" | "sold";
}

/** spec 9 and issue 18: what a dealer group keeps back from retail to buy a car in. */
export interface ValuationRule {
  /** Percent of the retail value kept as the dealer's margin. */
  marginPercent: number;
  /** Dollars set aside for reconditioning (detailing, tyres, a service). */
  reconditioning: number;
}

export const defaultValuationRule: ValuationRule = { marginPercent: 12, reconditioning: 1500 };

export const valuationModel = {
  /** Comparables are the same make and model, built within this many years. */
  yearWindow: 1,
  /** Sold cars count when sold within this many days. */
  soldWithinDays: 90,
  minComparables: 3,
  /** The retail range reaches at most this share of the median either way. */
  maxHalfRangePercent: 10,
  /** A comparable's price moves 1.5% per 10,000 km it differs from the shopper's car... */
  percentPer10000Km: 1.5,
  /** ...and 8% per year of age, each clamped to this share either way. */
  percentPerYear: 8,
  maxAdjustmentPercent: 25,
  /** The range never narrows below this share either side of its middle. */
  minSpreadPercent: 3,
  roundTo: 100,
} as const;

export type NoOfferReason = "too-old" | "too-far" | "too-few-comparables";

export interface ValuationOffer {
  low: number;
  high: number;
  comparables: number;
}

export interface ValuationResult {
  offer: ValuationOffer | null;
  /** One sentence that explains the offer, or why there is none (then a valuer will call). */
  reason: string;
  no_offer_reason: NoOfferReason | null;
  /** What each answer moved, for the shopper and the dealer. */
  adjustments: { id: number; answer: string; percent: number; dollars: number }[];
}

export interface ValuationInput {
  vehicle: { year: number };
  odometer: number;
  answers: readonly AdjustmentAnswer[];
  comparables: readonly Comparable[];
  rule: ValuationRule;
  /** Where the comparables were counted, for the sentence ('NSW'). */
  place: string;
  now: Date;
}

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/** The p-th percentile (0-100) of sorted numbers, interpolated. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = ((sorted.length - 1) * p) / 100;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

export function median(values: readonly number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}

/** A comparable's price as if it had the shopper's car's odometer and year. */
export function adjustedComparablePrice(comparable: Comparable, target: { year: number; odometer: number }): number {
  const kmPercent = clamp(((comparable.km - target.odometer) / 10_000) * valuationModel.percentPer10000Km, valuationModel.maxAdjustmentPercent);
  const yearPercent = clamp((target.year - comparable.year) * valuationModel.percentPerYear, valuationModel.maxAdjustmentPercent);
  return comparable.price * (1 + kmPercent / 100) * (1 + yearPercent / 100);
}

export function adjustmentOf(answer: AdjustmentAnswer): { percent: number; dollars: number } {
  const question = adjustmentQuestions.find((entry) => entry.id === answer.id);
  const option = (question?.choices as readonly AdjustmentChoice[] | undefined)?.find((entry) => entry.value === answer.answer);
  return { percent: option?.percent ?? 0, dollars: option?.dollars ?? 0 };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The sentence under an offer (issue 18): 'Based on 14 similar cars sold or listed in NSW in the last 90 days'. */
export function valuationExplanation(comparables: number, place: string): string {
  return `Based on ${plural(comparables, "similar car")} sold or listed in ${place} in the last ${valuationModel.soldWithinDays} days`;
}

export const noOfferReasons: Record<NoOfferReason, string> = {
  "too-old": `We do not give an instant estimate for cars over ${tradeInLimits.estimateMaxAgeYears} years old: one of our valuers will call you with an offer.`,
  "too-far": `We do not give an instant estimate for cars over ${formatDecimal(tradeInLimits.estimateMaxKm, "en-AU", { maximumFractionDigits: 0 })} km: one of our valuers will call you with an offer.`,
  "too-few-comparables": "We have too few similar cars to price yours instantly: one of our valuers will call you with an offer.",
};

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * The instant valuation (issue 18). No estimate for a car over 7 years or 100,000 km
 * (spec 9) or with fewer than 3 comparables. Otherwise each comparable is adjusted to
 * the shopper's odometer and year; the retail range is their median give or take half
 * the interquartile range (at most 10% of the median either way);
 * the group's margin and reconditioning come off; then each answer moves both ends by
 * its percentage and dollars. Both ends round to $100 and stay at least 3% from the middle.
 */
export function valueTradeIn(input: ValuationInput): ValuationResult {
  const adjustments = input.answers.map((answer) => ({ ...answer, ...adjustmentOf(answer) }));
  const none = (reason: NoOfferReason): ValuationResult => ({ offer: null, reason: noOfferReasons[reason], no_offer_reason: reason, adjustments });
  if (input.now.getUTCFullYear() - input.vehicle.year > tradeInLimits.estimateMaxAgeYears) return none("too-old");
  if (input.odometer > tradeInLimits.estimateMaxKm) return none("too-far");
  if (input.comparables.length < valuationModel.minComparables) return none("too-few-comparables");

  const target = { year: input.vehicle.year, odometer: input.odometer };
  const prices = input.comparables.map((comparable) => adjustedComparablePrice(comparable, target)).sort((a, b) => a - b);
  const percent = adjustments.reduce((sum, adjustment) => sum + adjustment.percent, 0);
  const dollars = adjustments.reduce((sum, adjustment) => sum + adjustment.dollars, 0);
  const tradeValue = (retail: number) => (retail * (1 - input.rule.marginPercent / 100) - input.rule.reconditioning) * (1 + percent / 100) + dollars;

  // The retail range: the median, give or take half the interquartile range, but never
  // more than maxHalfRangePercent of the median, so a few odd cars (a cheap one, a dear
  // one) cannot stretch an instant offer far from what similar cars sell for.
  const middlePrice = median(prices);
  const halfRange = Math.min((percentile(prices, 75) - percentile(prices, 25)) / 2, (middlePrice * valuationModel.maxHalfRangePercent) / 100);
  let low = tradeValue(middlePrice - halfRange);
  let high = tradeValue(middlePrice + halfRange);
  const middle = (low + high) / 2;
  const spread = (middle * valuationModel.minSpreadPercent) / 100;
  low = Math.min(low, middle - spread);
  high = Math.max(high, middle + spread);
  low = roundTo(low, valuationModel.roundTo);
  high = roundTo(high, valuationModel.roundTo);
  if (low <= 0 || high <= low) return none("too-few-comparables");
  return { offer: { low, high, comparables: input.comparables.length }, reason: valuationExplanation(input.comparables.length, input.place), no_offer_reason: null, adjustments };
}
