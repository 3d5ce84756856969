// The one tag a result card shows (spec 4 'Card tag, priority order') and the
// Toyota Certified badge rule (spec 5).
import { type CarLike, isCarSold } from "./car";

export type CardTagKind = "sold" | "electric" | "hybrid" | "reserved" | "certified" | "custom" | "coming-soon" | "new-arrival";

export interface CardTag {
  kind: CardTagKind;
  label: string;
  /** Custom tags only: green for a runout sale on sites that ask for it, else red. */
  tone?: "red" | "green";
}

export interface CardTagSettings {
  /** spec 4: the sold tag is configurable. */
  soldTag?: string | null;
  electricTags?: boolean;
  certifiedBadge?: boolean;
  runoutGreen?: boolean;
}

/** spec 4, 9: the new-arrival window is 8 days. */
export const newArrivalDays = 8;
export const defaultSoldTag = "Just Sold";

const dayMs = 86_400_000;

/** spec 5: the badge needs make Toyota, certified true, the site feature on, and the car not sold. */
export function showsCertifiedBadge(car: Pick<CarLike, "make" | "certified" | "status" | "sold">, { certifiedBadge = false }: { certifiedBadge?: boolean } = {}): boolean {
  return certifiedBadge && (car.make ?? "").trim().toLowerCase() === "toyota" && car.certified === true && !isCarSold(car);
}

/**
 * Electric or hybrid from `fuel` or `simple_fuel`; hybrid is checked first
 * because "Petrol Hybrid Electric" and "Plug-in Hybrid" also mention electric.
 */
export function fuelTag(car: Pick<CarLike, "fuel" | "simple_fuel">): "electric" | "hybrid" | null {
  const fuel = `${car.simple_fuel ?? ""} ${car.fuel ?? ""}`.toLowerCase();
  if (/hybrid|\bphev\b|\bhev\b/.test(fuel)) return "hybrid";
  if (/electric|\bbev\b|\bev\b/.test(fuel)) return "electric";
  return null;
}

/** spec 4: created less than 8 days before `now`. An invalid date is never new. */
export function isNewArrival(car: Pick<CarLike, "created_at">, now: Date): boolean {
  const created = Date.parse(car.created_at ?? "");
  return Number.isFinite(created) && now.getTime() - created < newArrivalDays * dayMs;
}

function isRunoutTag(tag: string): boolean {
  return /\brun[\s-]?out\b/i.test(tag);
}

/** The card's tag by the priority of spec 4, or null when none applies. */
export function cardTag(
  car: Pick<CarLike, "status" | "sold" | "fuel" | "simple_fuel" | "reserved" | "make" | "certified" | "tag" | "created_at">,
  settings: CardTagSettings,
  now: Date,
): CardTag | null {
  if (isCarSold(car)) return { kind: "sold", label: settings.soldTag?.trim() || defaultSoldTag };
  const fuel = settings.electricTags ? fuelTag(car) : null;
  if (fuel === "electric") return { kind: "electric", label: "Electric" };
  if (fuel === "hybrid") return { kind: "hybrid", label: "Hybrid" };
  if (car.reserved === true) return { kind: "reserved", label: "Reserved" };
  if (showsCertifiedBadge(car, { certifiedBadge: settings.certifiedBadge })) return { kind: "certified", label: "Toyota Certified" };
  const custom = car.tag?.trim();
  if (custom) return { kind: "custom", label: custom, tone: settings.runoutGreen && isRunoutTag(custom) ? "green" : "red" };
  if (car.status === "coming_soon") return { kind: "coming-soon", label: "COMING SOON" };
  if (isNewArrival(car, now)) return { kind: "new-arrival", label: "New Arrival" };
  return null;
}
