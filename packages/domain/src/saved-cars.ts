// Favourites, compare and the watchlist list rules (spec 4 'Watchlist',
// 'Favourites toggle', spec 5 'Favourites and compare').
import { type CarLike, isCarSold } from "./car";
import { parseLooseNumber } from "./values";
import { carImage } from "./images";

/** Compare shows cars side by side; four fit a page. */
export const compareLimit = 4;

export interface SaveSettings {
  /** The site enables favourites (or compare). */
  enabled: boolean;
  /** spec 5: on some sites only used cars with a price above 0 and an image qualify. */
  usedOnly?: boolean;
}

/** spec 5: favourites and compare show only when the site enables them and the car is not sold. */
export function canSaveCar(
  car: Pick<CarLike, "status" | "sold" | "car_type" | "price" | "primary_image_url" | "images" | "thumbnails">,
  { enabled, usedOnly = false }: SaveSettings,
): boolean {
  if (!enabled || isCarSold(car)) return false;
  if (!usedOnly) return true;
  const price = parseLooseNumber(car.price);
  return car.car_type === "used" && price !== null && price > 0 && carImage(car) !== null;
}

/**
 * spec 4: saving adds the car id at once (before the server answers), removing
 * filters it out. `added` says which happened, for the analytics event (39).
 */
export function toggleSavedCar<T extends string | number>(ids: ReadonlyArray<T> | null | undefined, id: T): { ids: T[]; added: boolean } {
  const list = ids ?? [];
  return list.includes(id) ? { ids: list.filter((saved) => saved !== id), added: false } : { ids: [...list, id], added: true };
}

/** Like toggleSavedCar, but a full compare list refuses a new car. */
export function toggleCompare<T extends string | number>(ids: ReadonlyArray<T> | null | undefined, id: T, limit: number = compareLimit): { ids: T[]; added: boolean; full: boolean } {
  const list = ids ?? [];
  if (!list.includes(id) && list.length >= limit) return { ids: [...list], added: false, full: true };
  return { ...toggleSavedCar(list, id), full: false };
}

/** spec 3 'Client-side stored data': favourites, the enquired car and search history are kept per dealership. */
export function storageKey(kind: "favourites" | "enquired-car" | "compare" | "search-history" | "contact", dealershipSlug: string): string {
  return `forecourt:${kind}:${dealershipSlug}`;
}
