// Rules of the search page widgets (spec 2.3, 2.4, 5 'Price range slider', 9 'Search and lists').
import { type CarLike, conditionLabel, isCarAvailable } from "./car";
import { parseLooseNumber } from "./values";
import { formatKm, formatNumber } from "./format";
import { type Locale, type RegionSettings } from "./locale";

/** spec 9 'Search and lists'. */
export const searchLimits = {
  pageSize: 21,
  cacheEntries: 10,
  /** Counts above this are capped by the search service. */
  countCap: 1999,
  makesShown: 7,
  popularMakesShown: 20,
  searchDebounceMs: 300,
  panelAnimationMs: 300,
  cityFacetValues: 20,
  dealershipFacetValues: 40,
  bodyTypesShown: 4,
  customBodyTypesShown: 20,
  historyEntries: 5,
  maxAgeDays: 14,
} as const;

/** spec 5: the slider range when facet stats are unavailable. */
export const defaultSliderRange = { min: 0, max: 100_000 } as const;

/** spec 5: price and km round to the nearest 1000. */
export const roundedSliderAttributes: ReadonlyArray<string> = ["price", "km"];

export interface SliderBounds {
  min: number;
  max: number;
}

/** The slider's range from facet stats; 0 to 100000 when the stats are missing or unreadable (spec 5). */
export function sliderBounds(stats: { min?: unknown; max?: unknown } | null | undefined): SliderBounds {
  const min = parseLooseNumber(stats?.min);
  const max = parseLooseNumber(stats?.max);
  return min !== null && max !== null && min <= max ? { min, max } : { ...defaultSliderRange };
}

export interface ClampRangeOptions {
  min?: number | null;
  max?: number | null;
  attribute?: string;
}

const clampTo = (value: number, lower: number, upper: number) => Math.min(upper, Math.max(lower, value));

/**
 * spec 5: price and km round to the nearest 1000 first; then both values clamp
 * to [min, max] and the lower value never exceeds the upper. Missing bounds are
 * the default 0 to 100000; a missing or junk value takes its bound.
 */
export function clampRange(range: readonly [unknown, unknown], { min, max, attribute }: ClampRangeOptions = {}): [number, number] {
  let lower = parseLooseNumber(min) ?? defaultSliderRange.min;
  let upper = parseLooseNumber(max) ?? defaultSliderRange.max;
  if (lower > upper) [lower, upper] = [upper, lower];
  const round = attribute !== undefined && roundedSliderAttributes.includes(attribute) ? (value: number) => Math.round(value / 1000) * 1000 : (value: number) => value;
  const read = (value: unknown, fallback: number) => {
    const number = parseLooseNumber(value);
    return number === null ? fallback : clampTo(round(number), lower, upper);
  };
  const hi = read(range[1], upper);
  const lo = Math.min(read(range[0], lower), hi);
  return [lo, hi];
}

/** spec 5: the step is 1/100 of the range; an empty or unreadable range steps by 1. */
export function sliderStep(min: number, max: number): number {
  const span = max - min;
  return Number.isFinite(span) && span > 0 ? span / 100 : 1;
}

/** spec 5: the dealer-group slider defaults. */
export const dealerGroupSliderDefaults = { min: 5000, max: 250_000, step: 500 } as const;
/** spec 5: the dealer-group slider's maximum when the range is unknown. */
export const unknownRangeMaximum = 100_000;

export interface DealerGroupSliderBounds extends SliderBounds {
  step: number;
}

/**
 * spec 5: the dealer-group slider's bounds. A bound not given takes its default
 * (5000, 250000, step 500); a maximum given but unreadable (the range is
 * unknown) falls back to 100000.
 */
export function dealerGroupSliderBounds(options: { min?: unknown; max?: unknown; step?: unknown } = {}): DealerGroupSliderBounds {
  const min = parseLooseNumber(options.min) ?? dealerGroupSliderDefaults.min;
  const readMax = parseLooseNumber(options.max);
  const stepValue = parseLooseNumber(options.step);
  const step = stepValue !== null && stepValue > 0 ? stepValue : dealerGroupSliderDefaults.step;
  const fallbackMax = options.max === undefined ? dealerGroupSliderDefaults.max : unknownRangeMaximum;
  const max = readMax !== null && readMax > min ? readMax : Math.max(fallbackMax, min + step);
  return { min, max, step };
}

/**
 * spec 5: dealer-group slider values snap to the step inside the bounds; the
 * lower thumb cannot reach or pass the upper one, the upper cannot pass the lower.
 * `moved` says which thumb the shopper moved.
 */
export function clampDealerGroupRange(range: readonly [unknown, unknown], bounds: DealerGroupSliderBounds, moved: "lower" | "upper" = "lower"): [number, number] {
  const { min, max, step } = bounds;
  const snap = (value: number) => clampTo(min + Math.round((value - min) / step) * step, min, max);
  let lo = snap(parseLooseNumber(range[0]) ?? min);
  let hi = snap(parseLooseNumber(range[1]) ?? max);
  if (moved === "lower") {
    if (lo >= hi) lo = Math.max(min, hi - step);
    if (lo >= hi) hi = Math.min(max, lo + step);
  } else if (hi < lo) {
    hi = lo;
  }
  return [lo, hi];
}

export interface DisplayCountInput {
  nbHits: unknown;
  inStockCount?: unknown;
  facetCounts?: Record<string, unknown> | null;
}

/**
 * spec 9: counts above 1999 are capped by the search service; the count shown
 * then falls back to the in-stock count, else the sum of the facet counts.
 */
export function displayCount({ nbHits, inStockCount, facetCounts }: DisplayCountInput): number {
  const hits = parseLooseNumber(nbHits);
  if (hits === null || hits < 0) return 0;
  if (hits <= searchLimits.countCap) return hits;
  const inStock = parseLooseNumber(inStockCount);
  if (inStock !== null && inStock >= 0) return inStock;
  const counts = Object.values(facetCounts ?? {})
    .map(parseLooseNumber)
    .filter((count): count is number => count !== null && count > 0);
  return counts.length > 0 ? counts.reduce((sum, count) => sum + count, 0) : hits;
}

export interface SearchHistoryEntry {
  /** Path with its query string: the search to go back to. */
  path: string;
  state?: Record<string, unknown>;
  label?: string;
}

function pathOf(entry: unknown): string | null {
  return typeof entry === "object" && entry !== null && "path" in entry && typeof entry.path === "string" ? entry.path : null;
}

/** The same search: the same entry, or entries with the same path. */
function isSameSearch(a: unknown, b: unknown): boolean {
  const path = pathOf(a);
  return a === b || (path !== null && path === pathOf(b));
}

/**
 * spec 4, 9: search history keeps the newest entry first and at most 5, the
 * oldest dropped. Running the same search again moves it to the front.
 */
export function pushSearchHistory<T = SearchHistoryEntry>(history: ReadonlyArray<T> | null | undefined, entry: T, limit: number = searchLimits.historyEntries): T[] {
  // Stored history may be corrupt: a non-list or null and undefined entries are dropped.
  const rest = (Array.isArray(history) ? history : []).filter((previous) => previous !== null && previous !== undefined && !isSameSearch(previous, entry));
  return [entry, ...rest].slice(0, Math.max(0, limit));
}

/** spec 2.3: tiles and checkboxes toggle a value in or out of the selection. */
export function toggleInList<T>(list: ReadonlyArray<T>, value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** spec 2.3: 4 body-type tiles by default, 20 when the site gives a custom list. */
export function bodyTypeTileLimit(customList: ReadonlyArray<string> | null | undefined): number {
  return customList && customList.length > 0 ? searchLimits.customBodyTypesShown : searchLimits.bodyTypesShown;
}

/** spec 2.4: the four-item summary shows only when the description is enabled and the car available. */
export function showsCarSummary(car: Pick<CarLike, "status">, { description }: { description: boolean }): boolean {
  return description && isCarAvailable(car);
}

export interface SummaryItem {
  label: "Condition" | "Transmission" | "Odometer" | "Fuel Type";
  value: string;
}

const firstText = (...values: ReadonlyArray<string | null | undefined>) => values.map((value) => value?.trim()).find((value) => value) ?? null;

/** spec 2.4: Condition, Transmission, Odometer and Fuel Type; an item without a value is left out. */
export function carSummaryItems(
  car: Pick<CarLike, "car_type" | "simple_transmission" | "transmission" | "trans" | "km" | "simple_fuel" | "fuel">,
  settings: Pick<RegionSettings, "locale" | "distanceUnit">,
): SummaryItem[] {
  const items: Array<[SummaryItem["label"], string | null]> = [
    ["Condition", conditionLabel(car.car_type)],
    ["Transmission", firstText(car.simple_transmission, car.transmission, car.trans)],
    ["Odometer", formatKm(car.km, settings)],
    ["Fuel Type", firstText(car.simple_fuel, car.fuel)],
  ];
  return items.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}

/** spec 2.3: the home page's 'Show me N cars' button, with the count in the site's format. */
export function showMeCarsLabel(count: number, locale: Locale = "en-AU"): string {
  const safe = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return `Show me ${formatNumber(safe, locale)} ${safe === 1 ? "car" : "cars"}`;
}
