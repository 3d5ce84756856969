// Which price a car shows and what it says about the market (spec 4 'Price
// display priority', spec 5 'Market price indicator', 'Auto-price eligibility').
import { type CarLike, isCarSold } from "./car";
import { parseLooseNumber } from "./values";
import { formatPrice } from "./format";

/** spec 9: a price must exceed 10 to display. */
export const minimumDisplayPrice = 10;
/** spec 4: the configured no-price text defaults to this. */
export const defaultNoPriceText = "Enquire for price";
/** spec 5, 9: the market indicator needs the car more than $499 under the reference. */
export const marketPriceThreshold = 499;
/** spec 5: auto-price needs a price above 200. */
export const autoPriceMinimum = 200;

/**
 * The price a shopper pays: the reduced price (`offer_price`) when set, else
 * the car price; only a value above 10 counts as a price (spec 4, 9).
 */
export function listedPrice(car: Pick<CarLike, "price" | "offer_price">): number | null {
  for (const candidate of [car.offer_price, car.price]) {
    const value = parseLooseNumber(candidate);
    if (value !== null && value > minimumDisplayPrice) return value;
  }
  return null;
}

/** The struck-through "was" price: `before_price` when it is above the listed price. */
export function previousPrice(car: Pick<CarLike, "price" | "offer_price" | "before_price">): number | null {
  const listed = listedPrice(car);
  const before = parseLooseNumber(car.before_price);
  return listed !== null && before !== null && before > listed ? before : null;
}

export type DisplayPriceKind = "subscription" | "price" | "preorder" | "none";

export interface DisplayPrice {
  kind: DisplayPriceKind;
  amount?: number;
  text: string;
}

export interface DisplayPriceOptions {
  /** Whether the dealership offers subscriptions (site flag). */
  subscriptions?: boolean;
  noPriceText?: string | null;
}

/**
 * spec 4 price display priority: subscription ('/ week'), then the reduced or
 * car price above 10, then PREORDER, then the no-price text.
 */
export function displayPrice(
  car: Pick<CarLike, "price" | "offer_price" | "subscription_price" | "preorder">,
  { subscriptions = false, noPriceText }: DisplayPriceOptions = {},
): DisplayPrice {
  const subscription = parseLooseNumber(car.subscription_price);
  if (subscriptions && subscription !== null && subscription > 0) {
    return { kind: "subscription", amount: subscription, text: `${formatPrice(subscription)} / week` };
  }
  const amount = listedPrice(car);
  if (amount !== null) return { kind: "price", amount, text: formatPrice(amount) };
  if (car.preorder === true) return { kind: "preorder", text: "PREORDER" };
  return { kind: "none", text: noPriceText?.trim() || defaultNoPriceText };
}

export interface MarketPriceIndicator {
  /** Whole dollars under the reference average. */
  belowBy: number;
  reference: "state" | "national";
}

/**
 * spec 5: shown when the car is more than $499 under the state average market
 * price (the national one when no state average exists) and under that average.
 */
export function marketPriceIndicator(car: Pick<CarLike, "price" | "offer_price" | "autograb_data">): MarketPriceIndicator | null {
  const price = listedPrice(car);
  if (price === null) return null;
  const state = parseLooseNumber(car.autograb_data?.state_average_market_price);
  const national = parseLooseNumber(car.autograb_data?.average_market_price);
  const hasState = state !== null && state > 0;
  const reference = hasState ? state : national;
  if (reference === null || reference <= 0) return null;
  const difference = price - reference;
  if (!(difference < -marketPriceThreshold)) return null;
  return { belowBy: Math.round(-difference), reference: hasState ? "state" : "national" };
}

/** spec 5: auto-price needs the car in stock, not sold, not reserved, priced above 200. */
export function isAutoPriceEligible(car: Pick<CarLike, "status" | "sold" | "reserved" | "price">): boolean {
  const price = parseLooseNumber(car.price);
  return car.status === "in_stock" && !isCarSold(car) && car.reserved !== true && price !== null && price > autoPriceMinimum;
}
