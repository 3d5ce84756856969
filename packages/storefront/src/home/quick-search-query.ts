// The home page's quick search (spec 2.3: 'A home-page Show me N cars button
// opens the filtered search URL'): the shopper's choices as the search page's
// URL state, the link they open, and the one multi-query that counts the cars
// behind the button and behind each option. Safe in the browser.
//
// The facets are refined by the attributes the search page's widgets read
// (@forecourt/search/widgets: `make`, `body`, `car_type`, the `price` range),
// so the page a link opens applies every choice and finds the same cars:
//   /cars/?range[price]=:30000&refinementList[body][0]=suv&refinementList[make][0]=Toyota
import { displayCount } from "@forecourt/domain";
import type { HitsResult, RawSearchRequest, SearchResponse, SearchResult } from "@forecourt/search";
import { searchHref } from "@forecourt/search/routing";

/** spec 2.1: Our Stock, the search every home-page link opens. */
export const quickSearchPath = "/cars/";

/** The facets the quick search chooses from, in the order they are shown. */
export const quickSearchFacets = ["make", "body", "car_type"] as const;
export type QuickSearchFacet = (typeof quickSearchFacets)[number];

/** The shopper's choices; a missing or empty value is no filter on that field. */
export interface QuickSearchSelection {
  make?: string;
  body?: string;
  car_type?: string;
  /** The highest price, as the search page's `range[price]=:{max}`. */
  maxPrice?: number | null;
}

/** A facet value of the site's stock and its number of cars. */
export interface FacetValueCount {
  value: string;
  count: number;
}

/** Cars per facet value, one record per facet. */
export type QuickSearchFacetCounts = Record<QuickSearchFacet, Record<string, number>>;

export interface QuickSearchCounts {
  /** The number the button shows (spec 9: a capped count falls back as the search page's does). */
  count: number;
  /** Per facet, the counts under the shopper's other choices (a select never narrows its own options). */
  facets: QuickSearchFacetCounts;
}

/** Upper prices the Max price select offers; the site's stock decides which of them are shown (maxPriceOptions). */
export const quickSearchPriceCaps: readonly number[] = [10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 60_000, 75_000, 100_000, 150_000, 200_000, 300_000];

/** A facet value can hold a colon or spaces, never an empty string: empty means "any". */
function chosen(selection: QuickSearchSelection, facet: QuickSearchFacet): string | null {
  const value = selection[facet];
  return typeof value === "string" && value !== "" ? value : null;
}

function chosenMaxPrice(selection: QuickSearchSelection): number | null {
  const value = selection.maxPrice;
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.round(value) : null;
}

/** The search page's URL state for the choices: one refinement per chosen facet and the price range. */
export function quickSearchUiState(selection: QuickSearchSelection) {
  const refinementList: Record<string, string[]> = {};
  for (const facet of quickSearchFacets) {
    const value = chosen(selection, facet);
    if (value !== null) refinementList[facet] = [value];
  }
  const maxPrice = chosenMaxPrice(selection);
  return {
    ...(Object.keys(refinementList).length > 0 ? { refinementList } : {}),
    ...(maxPrice !== null ? { range: { price: `:${maxPrice}` } } : {}),
  };
}

/** spec 2.3: the filtered search URL, written by the same routing the search page reads. */
export function quickSearchHref(selection: QuickSearchSelection): string {
  return searchHref(quickSearchPath, quickSearchUiState(selection));
}

/** The filters for every choice but `except`, as Algolia search parameters. */
function filtersFor(selection: QuickSearchSelection, except: QuickSearchFacet | null) {
  const facetFilters = quickSearchFacets.flatMap((facet) => {
    const value = chosen(selection, facet);
    return facet === except || value === null ? [] : [[`${facet}:${value}`]];
  });
  const maxPrice = chosenMaxPrice(selection);
  return {
    ...(facetFilters.length > 0 ? { facetFilters } : {}),
    ...(maxPrice !== null ? { numericFilters: [`price<=${maxPrice}`] } : {}),
  };
}

/**
 * One multi-query for the button and the options, as InstantSearch's
 * disjunctive faceting does it: the first request applies every choice and
 * counts the cars (with the car_type counts spec 9 falls back on above 1999)
 * and the facets nobody chose; each chosen facet gets a request without its
 * own filter, so its select still shows what choosing another value would find.
 * No hits are fetched: only counts.
 */
export function quickSearchCountRequests(indexName: string, selection: QuickSearchSelection): RawSearchRequest[] {
  const open = quickSearchFacets.filter((facet) => chosen(selection, facet) === null);
  const main: RawSearchRequest = { indexName, params: { hitsPerPage: 0, facets: [...new Set(["car_type", ...open])], ...filtersFor(selection, null) } };
  const perChosenFacet = quickSearchFacets
    .filter((facet) => chosen(selection, facet) !== null)
    .map((facet): RawSearchRequest => ({ indexName, params: { hitsPerPage: 0, facets: [facet], ...filtersFor(selection, facet) } }));
  return [main, ...perChosenFacet];
}

function isHitsResult(result: SearchResult | undefined): result is HitsResult {
  return result !== undefined && "nbHits" in result;
}

/** Reads the answer to `quickSearchCountRequests(indexName, selection)`. */
export function readQuickSearchCounts(selection: QuickSearchSelection, response: SearchResponse): QuickSearchCounts {
  const [main, ...rest] = response.results;
  if (!isHitsResult(main)) throw new Error("The quick search count query got no hits result");
  const facets = { make: {}, body: {}, car_type: {} } as QuickSearchFacetCounts;
  let next = 0;
  for (const facet of quickSearchFacets) {
    if (chosen(selection, facet) === null) {
      facets[facet] = main.facets?.[facet] ?? {};
    } else {
      const own = rest[next++];
      facets[facet] = isHitsResult(own) ? (own.facets?.[facet] ?? {}) : {};
    }
  }
  // spec 9: the same count rule as the search page's result count, so both say the same number.
  return { count: displayCount({ nbHits: main.nbHits, facetCounts: main.facets?.car_type }), facets };
}

/**
 * The Max price choices for the site's stock (`price` facet stats): the caps
 * from the cheapest car up to the first that covers the dearest, so every
 * choice finds cars and the last one finds them all. None without stats.
 */
export function maxPriceOptions(stats: { min: number; max: number } | null | undefined, caps: readonly number[] = quickSearchPriceCaps): number[] {
  if (!stats || !Number.isFinite(stats.min) || !Number.isFinite(stats.max) || stats.max <= 0) return [];
  const options: number[] = [];
  for (const cap of caps) {
    if (cap < stats.min) continue;
    options.push(cap);
    if (cap >= stats.max) break;
  }
  return options;
}
