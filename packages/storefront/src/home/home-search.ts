// What the home page's search widgets need from the site's stock, in one
// server-side multi-query (no HTTP hop: serverSearchClient searches in process,
// or Algolia with the site's secured key):
//   1. the quick search (spec 2.3): the makes, body types and car types with
//      their counts, the price range and the number of cars;
//   2. the budget finder search (spec 7 'Budget finder search': the site's base
//      filter AND price > 1000, facets price, simple_body and make): the
//      cheapest car, below which a budget finds nothing (spec 2.9, 5, 8).
// Both run under the site's enforced filter (dealerships, base filter, site
// filter), which the backend ANDs onto every request whatever it asks.
import { budgetFinderFacets, budgetSearchFilter, conditionLabel, displayCount, type SiteConfig } from "@forecourt/domain";
import type { HitsResult, MultiQueryClient, RawSearchRequest, SearchResponse, SearchResult } from "@forecourt/search";
import { serverSearchClient } from "../search/backends";
import { type FacetValueCount, maxPriceOptions, type QuickSearchFacet } from "./quick-search-query";

export interface HomeSearchSummary {
  /** Cars the site lists now; null when the search could not answer. */
  total: number | null;
  facets: Record<QuickSearchFacet, FacetValueCount[]>;
  /** The Max price select's caps, from the stock's price range. */
  maxPrices: number[];
  /** spec 5: the cheapest car of the budget search; null when it finds none. */
  budgetMinPrice: number | null;
}

/** spec 9: one site shows 20 popular makes; the search page lists up to 200 behind 'Show all makes'. */
const makeValuesLimit = 200;

export function homeSearchRequests(indexName: string): RawSearchRequest[] {
  return [
    { indexName, params: { hitsPerPage: 0, facets: ["make", "body", "car_type", "price"], maxValuesPerFacet: makeValuesLimit } },
    // spec 7: the site's base filter is the backend's enforced filter, so the request adds only price > 1000.
    { indexName, params: { hitsPerPage: 0, filters: budgetSearchFilter(null), facets: [...budgetFinderFacets] } },
  ];
}

function hitsResult(result: SearchResult | undefined): HitsResult | null {
  return result !== undefined && "nbHits" in result ? result : null;
}

const carTypeOrder = ["new", "used", "demo"];

/** A select lists makes and body types by name (easier to scan than by count), car types as New, Used, Demo. */
function facetValues(facet: QuickSearchFacet, counts: Record<string, number> | undefined): FacetValueCount[] {
  const values = Object.entries(counts ?? {})
    .filter(([value, count]) => value !== "" && count > 0)
    .map(([value, count]) => ({ value, count }));
  if (facet === "car_type") {
    return values.filter(({ value }) => conditionLabel(value) !== null).sort((a, b) => carTypeOrder.indexOf(a.value.toLowerCase()) - carTypeOrder.indexOf(b.value.toLowerCase()));
  }
  return values.sort((a, b) => a.value.localeCompare(b.value, "en", { sensitivity: "base" }));
}

export function readHomeSearch(response: SearchResponse): HomeSearchSummary {
  const quick = hitsResult(response.results[0]);
  const budget = hitsResult(response.results[1]);
  const answered = quick !== null && Object.values(quick.facets ?? {}).some((counts) => Object.keys(counts).length > 0);
  const budgetMin = budget?.facets_stats?.price?.min;
  return {
    // A failed search answers with no facet values at all: the page then falls back on its own count.
    total: answered ? displayCount({ nbHits: quick.nbHits, facetCounts: quick.facets?.car_type }) : null,
    facets: {
      make: facetValues("make", quick?.facets?.make),
      body: facetValues("body", quick?.facets?.body),
      car_type: facetValues("car_type", quick?.facets?.car_type),
    },
    maxPrices: maxPriceOptions(quick?.facets_stats?.price),
    budgetMinPrice: budget !== null && budget.nbHits > 0 && typeof budgetMin === "number" && Number.isFinite(budgetMin) ? budgetMin : null,
  };
}

/** The home page's one search for its widgets. `client` is injectable for tests. */
export async function loadHomeSearch(config: Pick<SiteConfig, "dealerships" | "search">, { now, client }: { now: Date; client?: MultiQueryClient }): Promise<HomeSearchSummary> {
  const search = client ?? serverSearchClient(config, { now });
  try {
    return readHomeSearch(await search.search(homeSearchRequests(config.search.index)));
  } catch (error) {
    // spec 8: a search error never breaks the page; the widgets show the stock count and plain links.
    console.error(`[home] the search for the home page failed: ${(error as Error).message}`);
    return readHomeSearch({ results: [] });
  }
}
