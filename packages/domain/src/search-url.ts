// Links into the vehicle search in the URL format of spec 2.3: query, sortBy,
// refinementList[attr][i] and range[attr]=lo:hi. Links never carry a page: a
// new filter starts at the first page (spec 2.3).

/** spec 2.1: the default vehicle search and the car-type searches. */
export const defaultSearchPath = "/search/new-used-and-demo-cars/";
export const carTypeSearchPaths = {
  new: "/search/new-cars",
  demo: "/search/demo-cars",
  used: "/search/used-cars",
  "new-and-demo": "/search/new-and-demo-cars",
} as const;

/** spec 7: the index name when a site sets none. */
export const defaultSearchIndex = "Car_production";

export interface SearchLinkState {
  query?: string | null;
  sortBy?: string | null;
  refinementList?: Record<string, ReadonlyArray<string>>;
  /** Attribute to "lo:hi", either side may be empty. */
  range?: Record<string, string>;
}

// Brackets stay literal in keys and ':' in range values, as the spec writes them.
const encodeKey = (key: string) => encodeURIComponent(key);
const encodeValue = (value: string) => encodeURIComponent(value).replace(/%3A/gi, ":");

/** A search URL for `path` with the given state (spec 2.3 format). */
export function searchUrl(path: string, state: SearchLinkState = {}): string {
  const params: string[] = [];
  const query = state.query?.trim();
  if (query) params.push(`query=${encodeValue(query)}`);
  for (const [attribute, values] of Object.entries(state.refinementList ?? {})) {
    values.forEach((value, index) => params.push(`refinementList[${encodeKey(attribute)}][${index}]=${encodeValue(value)}`));
  }
  for (const [attribute, value] of Object.entries(state.range ?? {})) {
    params.push(`range[${encodeKey(attribute)}]=${encodeValue(value)}`);
  }
  if (state.sortBy) params.push(`sortBy=${encodeValue(state.sortBy)}`);
  return params.length > 0 ? `${path}?${params.join("&")}` : path;
}

function bound(value: number | null | undefined): string {
  return value !== null && value !== undefined && Number.isFinite(value) ? String(Math.round(value)) : "";
}

/** A range parameter value: "lo:hi", ":hi" or "lo:". */
export function rangeValue(lo: number | null | undefined, hi: number | null | undefined): string {
  return `${bound(lo)}:${bound(hi)}`;
}

/** spec 2.3: the per-dealership link uses refinementList[dealership_slug][0]. */
export function dealershipSearchUrl(dealershipSlug: string, path = defaultSearchPath): string {
  return searchUrl(path, { refinementList: { dealership_slug: [dealershipSlug] } });
}

/** spec 2.3: a budget link appends range[price]=:{budget}. */
export function budgetSearchUrl(budget: number, path = defaultSearchPath): string {
  return searchUrl(path, { range: { price: rangeValue(null, budget) } });
}

/** spec 2.3: a price-range link with sortBy={index}:price:desc. */
export function priceRangeSearchUrl([lo, hi]: readonly [number | null, number | null], { path = defaultSearchPath, index = defaultSearchIndex }: { path?: string; index?: string } = {}): string {
  return searchUrl(path, { range: { price: rangeValue(lo, hi) }, sortBy: `${index}:price:desc` });
}

export interface SortOption {
  value: string;
  label: string;
}

/** spec 2.3: most relevant, latest, highest price, lowest price; replicas named {index}:{attribute}:{order}. */
export function sortOptions(index = defaultSearchIndex): SortOption[] {
  return [
    { value: index, label: "Most relevant" },
    { value: `${index}:created_at:desc`, label: "Latest" },
    { value: `${index}:price:desc`, label: "Highest price" },
    { value: `${index}:price:asc`, label: "Lowest price" },
  ];
}

/** spec 2.3: the page parameter is removed whenever a filter changes. */
export function withoutPageParam(search: string): string {
  const hasPrefix = search.startsWith("?");
  const kept = (hasPrefix ? search.slice(1) : search).split("&").filter((part) => part !== "" && part.split("=")[0] !== "page");
  return kept.length > 0 ? `${hasPrefix ? "?" : ""}${kept.join("&")}` : "";
}
