// The widgets of the vehicle search page as data (issue 6), shared by the
// browser (react-instantsearch hooks) and the server (instantsearch.js
// connectors computing the first page): both must mount the same widgets with
// the same parameters, or the hydrated state would not match the first HTML.
import { searchLimits } from "@forecourt/domain";

export interface RefinementWidget {
  attribute: string;
  limit: number;
  showMoreLimit?: number;
}

/**
 * The make cards get every make up to this many and show 7, or 20 popular makes,
 * before 'Show all makes' themselves (spec 2.3, 9): how many are shown is a site
 * setting, so it stays out of the widget's parameters, which the server and the
 * browser must share for every site alike.
 */
export const makeFacetValues = 200;

/** spec 2.3 'Checkbox lists', 'Make cards', 'Location', 'Dealership', body tiles; spec 9 facet limits. */
export const refinementWidgets = {
  car_type: { attribute: "car_type", limit: 5 },
  make: { attribute: "make", limit: makeFacetValues },
  model: { attribute: "model", limit: 12, showMoreLimit: 100 },
  body: { attribute: "body", limit: searchLimits.customBodyTypesShown },
  city: { attribute: "city", limit: searchLimits.cityFacetValues },
  location_name: { attribute: "location_name", limit: searchLimits.dealershipFacetValues },
  fuel: { attribute: "fuel", limit: 8, showMoreLimit: 30 },
  transmission: { attribute: "transmission", limit: 8, showMoreLimit: 30 },
  colour: { attribute: "colour", limit: 8, showMoreLimit: 40 },
  dealership_slug: { attribute: "dealership_slug", limit: 40 },
} satisfies Record<string, RefinementWidget>;

export type RefinementWidgetName = keyof typeof refinementWidgets;

/** spec 2.3 range sliders: price, km, year. */
export const rangeWidgets = ["price", "km", "year"] as const;
export type RangeWidgetAttribute = (typeof rangeWidgets)[number];

/** Sorted by count, then name, as the facet panel lists them. */
export const refinementSortBy = ["isRefined", "count:desc", "name:asc"] as const;

/** A widget's hook and connector parameters, the same on the server and in the browser. */
export function refinementParams(widget: RefinementWidget) {
  return {
    attribute: widget.attribute,
    limit: widget.limit,
    ...(widget.showMoreLimit ? { showMore: true, showMoreLimit: widget.showMoreLimit } : {}),
    sortBy: [...refinementSortBy],
  };
}

/** The hidden parameters of a search page: its page size and the preset filter of its route. */
export interface SearchPageConfigure {
  hitsPerPage: number;
  /** The route's preset (spec 2.1 car-type, make, model, body pages), in Algolia filter syntax. */
  filters?: string;
  /** The record fields the page renders (the result card's), so hits carry nothing else. */
  attributesToRetrieve?: string[];
  /** The attributes whose `_highlightResult` hits carry; `[]` when the page shows no highlights. */
  attributesToHighlight?: string[];
}
