// The vehicle search routes and what each presets (spec 2.1, 2.3, 7 'Make
// browsing search'): the car-type searches, make, make and model, and body
// browsing. An unknown make, model or body slug has no preset: the page is a 404.

import { bodyTypes } from "./values";

/** A body type's URL segment: 'peopleMover' -> 'people-mover'. */
export function bodyTypeSlug(bodyType: string): string {
  return searchSlug(bodyType.replace(/([a-z])([A-Z])/g, "$1-$2"));
}

/** A URL segment for a make or model: 'Mercedes-Benz' -> 'mercedes-benz', 'HiLux' -> 'hilux'. */
export function searchSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export type SearchPresetKind = "all" | "car-type" | "make" | "model" | "body";

export interface SearchPreset {
  kind: SearchPresetKind;
  /** The page's heading. */
  title: string;
  /** The hidden filter the route adds to every search (Algolia filter syntax), or null. */
  filters: string | null;
  /** The canonical path of the route. */
  path: string;
}

/** What the site stocks, from the search facets: makes and each make's models. */
export interface StockedMakes {
  makes: ReadonlyArray<string>;
  models: ReadonlyArray<{ make: string; model: string }>;
}

const quoted = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** spec 2.1: the default search and the car-type searches (paths as the spec writes them). */
export const carTypeSearches: Record<string, SearchPreset> = {
  "new-used-and-demo-cars": { kind: "all", title: "New, used and demo cars", filters: null, path: "/search/new-used-and-demo-cars/" },
  "new-cars": { kind: "car-type", title: "New cars", filters: "car_type:new", path: "/search/new-cars" },
  "demo-cars": { kind: "car-type", title: "Demo cars", filters: "car_type:demo", path: "/search/demo-cars" },
  "used-cars": { kind: "car-type", title: "Used cars", filters: "car_type:used", path: "/search/used-cars" },
  "new-and-demo-cars": { kind: "car-type", title: "New and demo cars", filters: "(car_type:new OR car_type:demo)", path: "/search/new-and-demo-cars" },
};

/** spec 2.1 '/cars/': Our Stock, every listed car. */
export const ourStockPreset: SearchPreset = { kind: "all", title: "Our Stock", filters: null, path: "/cars/" };

const bodyLabel = (bodyType: string) => (/^(suv|4x4)$/.test(bodyType) ? bodyType.toUpperCase() : bodyTypeSlug(bodyType).replace(/-/g, " ").replace(/^./, (first) => first.toUpperCase()));

/**
 * The preset of `/search/{segments}`: a car-type search, a make the site
 * stocks, a make and one of its models, or a body type of spec 2.3 (a make wins
 * over a body of the same slug). Null for anything else: a real 404.
 */
export function searchPreset(segments: ReadonlyArray<string>, stock: StockedMakes): SearchPreset | null {
  const [first, second, ...rest] = segments.map((segment) => segment.toLowerCase());
  if (first === undefined || rest.length > 0) return null;
  if (second === undefined) {
    const carType = carTypeSearches[first];
    if (carType) return carType;
    const make = stock.makes.find((candidate) => searchSlug(candidate) === first);
    if (make) return { kind: "make", title: `${make} cars`, filters: `make:${quoted(make)}`, path: `/search/${first}` };
    const body = bodyTypes.find((candidate) => bodyTypeSlug(candidate) === first);
    if (body) return { kind: "body", title: `${bodyLabel(body)} cars`, filters: `body:${quoted(body)}`, path: `/search/${first}` };
    return null;
  }
  const entry = stock.models.find((candidate) => searchSlug(candidate.make) === first && searchSlug(candidate.model) === second);
  if (!entry) return null;
  return { kind: "model", title: `${entry.make} ${entry.model} cars`, filters: `make:${quoted(entry.make)} AND model:${quoted(entry.model)}`, path: `/search/${first}/${second}` };
}
