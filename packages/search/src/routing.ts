// URLs of the vehicle search page (spec 2.3, issue 4 item 5): the filter state
// lives in the query string as `query`, `page`, `sortBy` and one parameter per
// facet, so a search survives a reload and a share:
//
//   /search/new-used-and-demo-cars/?refinementList[dealership_slug][0]=sunshine-toyota
//   /search/used-cars/?range[price]=:30000&sortBy=Car_production:price:desc
//
// `uiStateToQuery` and `queryToUiState` are pure and inverse to each other for
// every state they accept; a malformed or unknown parameter is dropped, never
// thrown on. `createSearchRouting` plugs them into our history router
// (history-router.ts, in place of InstantSearch's, which imports `qs`) with a
// single-index state mapping.
import type { IndexUiState, StateMapping, UiState } from "instantsearch.js";
import { createHistoryRouter, type HistoryRouter } from "./history-router";

/** The parts of an index's UI state that the URL carries (spec 2.3). */
export type SearchRouteState = Pick<IndexUiState, "query" | "page" | "sortBy" | "refinementList" | "menu" | "toggle" | "range">;

type FacetParameter = "refinementList" | "menu" | "toggle" | "range";

/**
 * Attributes are identifiers (`make`, `dealership_slug`, `manufacturer.name`):
 * letters, digits, `_`, `.` and `-`. Anything else in a URL is not one of ours.
 */
const attributePattern = /^[A-Za-z0-9_.-]+$/;
/** Names that would reach an object's prototype if used as keys. */
const reservedNames = new Set(["__proto__", "constructor", "prototype"]);
/** A range bound as InstantSearch writes it: a plain decimal number. */
const boundPattern = /^-?\d+(?:\.\d+)?$/;
/** `sortBy` beyond the index itself: `{index}:{attribute}:{asc|desc}` (issue 4 item 2). */
const sortSuffixPattern = /^[A-Za-z0-9_.-]+:(?:asc|desc)$/;

function isAttribute(name: string): boolean {
  return attributePattern.test(name) && !reservedNames.has(name);
}

/** `lo:hi` with either side empty but not both, each side a number (spec 2.3 `range[price]=:30000`). */
function canonicalRange(text: string): string | null {
  const parts = text.split(":");
  if (parts.length !== 2) return null;
  const [low, high] = parts as [string, string];
  if (low === "" && high === "") return null;
  const bound = (side: string) => (side === "" ? "" : boundPattern.test(side) && Number.isFinite(Number(side)) ? String(Number(side)) : null);
  const lowBound = bound(low);
  const highBound = bound(high);
  if (lowBound === null || highBound === null) return null;
  return `${lowBound}:${highBound}`;
}

/** A 1-based page as InstantSearch keeps it in the UI state; page 1 is the bare URL. */
function canonicalPage(page: unknown): number | null {
  return typeof page === "number" && Number.isSafeInteger(page) && page >= 2 ? page : null;
}

/**
 * Whether `sortBy` names this index or one of its sort variants
 * (`Car_production:price:desc`); another index's name is not taken from a URL.
 */
export function isSortOfIndex(sortBy: string, indexName: string): boolean {
  if (sortBy === indexName) return true;
  return sortBy.startsWith(`${indexName}:`) && sortSuffixPattern.test(sortBy.slice(indexName.length + 1));
}

/** Form encoding (space as `+`) that leaves `:`, `,` and `/` readable. */
function encodeComponent(text: string): string {
  return new URLSearchParams([["", text]])
    .toString()
    .slice(1)
    .replace(/%3A/g, ":")
    .replace(/%2C/g, ",")
    .replace(/%2F/g, "/");
}

function decodeComponent(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

function sortedEntries<T>(record: Record<string, T> | undefined): Array<[string, T]> {
  if (record === undefined || record === null || typeof record !== "object") return [];
  return Object.entries(record)
    .filter(([attribute]) => isAttribute(attribute))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The query string (without `?`) for an index's UI state, in the spec's format
 * (spec 2.3). Parameters are sorted by name, then attribute; the values of a
 * refinement list keep their order as `[0]`, `[1]`, ... Brackets stay
 * readable. Parts that `queryToUiState` would not accept are left out, so the
 * output always reads back to the same state.
 */
export function uiStateToQuery(state: IndexUiState): string {
  const pairs: string[] = [];
  const add = (key: string, value: string) => pairs.push(`${key}=${encodeComponent(value)}`);
  const facetKey = (parameter: FacetParameter, attribute: string) => `${parameter}[${encodeComponent(attribute)}]`;

  for (const [attribute, value] of sortedEntries(state.menu)) {
    if (typeof value === "string" && value !== "") add(facetKey("menu", attribute), value);
  }
  const page = canonicalPage(state.page);
  if (page !== null) add("page", String(page));
  if (typeof state.query === "string" && state.query !== "") add("query", state.query);
  for (const [attribute, value] of sortedEntries(state.range)) {
    const range = typeof value === "string" ? canonicalRange(value) : null;
    if (range !== null) add(facetKey("range", attribute), range);
  }
  for (const [attribute, values] of sortedEntries(state.refinementList)) {
    if (!Array.isArray(values)) continue;
    uniqueValues(values).forEach((value, position) => add(`${facetKey("refinementList", attribute)}[${position}]`, value));
  }
  if (typeof state.sortBy === "string" && state.sortBy !== "") add("sortBy", state.sortBy);
  for (const [attribute, value] of sortedEntries(state.toggle)) {
    if (typeof value === "boolean") add(facetKey("toggle", attribute), String(value));
  }
  return pairs.join("&");
}

function uniqueValues(values: readonly unknown[]): string[] {
  const seen = new Set<string>();
  for (const value of values) if (typeof value === "string" && value !== "") seen.add(value);
  return [...seen];
}

/** `name`, `name[attribute]` or `name[attribute][position]`, read after decoding. */
const keyPattern = /^([A-Za-z]+)(?:\[([^\]]*)\])?(?:\[([^\]]*)\])?$/;

interface ListEntry {
  position: number;
  arrival: number;
  value: string;
}

/**
 * The UI state of `indexName` that a query string stands for: the inverse of
 * `uiStateToQuery`. Accepts a leading `?`, percent-encoded or literal
 * brackets, and `refinementList[attr][]` without positions. Never throws: a
 * malformed value (`range[price]=abc`, `page=-3`, `page=x`, a bad `%` escape),
 * a `sortBy` of another index and unknown parameters are dropped; for a
 * parameter given twice the last one counts.
 */
export function queryToUiState(search: string, indexName: string): IndexUiState {
  let query: string | undefined;
  let page: number | undefined;
  let sortBy: string | undefined;
  const lists = new Map<string, ListEntry[]>();
  const menus = new Map<string, string>();
  const toggles = new Map<string, boolean>();
  const ranges = new Map<string, string>();

  const text = search.startsWith("?") ? search.slice(1) : search;
  text.split("&").forEach((pair, arrival) => {
    if (pair === "") return;
    const separator = pair.indexOf("=");
    const key = decodeComponent(separator < 0 ? pair : pair.slice(0, separator));
    const value = decodeComponent(separator < 0 ? "" : pair.slice(separator + 1));
    if (key === null || value === null) return;
    const match = keyPattern.exec(key);
    if (!match) return;
    const [, name, attribute, position] = match;
    if (attribute === undefined) {
      if (name === "query") query = value === "" ? undefined : value;
      else if (name === "page") page = /^\d+$/.test(value) ? (canonicalPage(Number(value)) ?? undefined) : undefined;
      else if (name === "sortBy") sortBy = isSortOfIndex(value, indexName) ? value : undefined;
      return;
    }
    if (!isAttribute(attribute)) return;
    if (name === "refinementList") {
      if (value === "") return;
      const slot = position === undefined || position === "" ? Number.MAX_SAFE_INTEGER : /^\d+$/.test(position) ? Number(position) : null;
      if (slot === null || !Number.isSafeInteger(slot)) return;
      const entries = lists.get(attribute) ?? [];
      entries.push({ position: slot, arrival, value });
      lists.set(attribute, entries);
      return;
    }
    if (position !== undefined) return;
    if (name === "menu") {
      if (value === "") menus.delete(attribute);
      else menus.set(attribute, value);
    } else if (name === "toggle") {
      if (value === "true" || value === "false") toggles.set(attribute, value === "true");
      else toggles.delete(attribute);
    } else if (name === "range") {
      const range = canonicalRange(value);
      if (range === null) ranges.delete(attribute);
      else ranges.set(attribute, range);
    }
  });

  const state: IndexUiState = {};
  if (query !== undefined) state.query = query;
  if (page !== undefined) state.page = page;
  if (sortBy !== undefined) state.sortBy = sortBy;
  if (lists.size > 0) {
    state.refinementList = Object.fromEntries(
      [...lists].map(([attribute, entries]) => [attribute, uniqueValues(entries.sort((a, b) => a.position - b.position || a.arrival - b.arrival).map((entry) => entry.value))]),
    );
  }
  if (menus.size > 0) state.menu = Object.fromEntries(menus);
  if (toggles.size > 0) state.toggle = Object.fromEntries(toggles);
  if (ranges.size > 0) state.range = Object.fromEntries(ranges);
  return state;
}

/** The route-carried part of a UI state, read back through the URL format so it is canonical. */
export function searchRouteState(state: IndexUiState, indexName: string): SearchRouteState {
  return queryToUiState(uiStateToQuery(state), indexName);
}

/**
 * spec 2.3: 'The page parameter is removed whenever a filter changes.'
 * InstantSearch already resets the page when a widget refines; this is for
 * states built by hand (a link from the current search to a refined one).
 * Any change besides the page (query, sort, a facet, a range) counts.
 */
export function withoutPageOnFilterChange(previous: IndexUiState, next: IndexUiState): IndexUiState {
  const filtersOf = (state: IndexUiState) => uiStateToQuery({ ...state, page: undefined });
  if (next.page === undefined || filtersOf(previous) === filtersOf(next)) return next;
  const { page: _dropped, ...withoutPage } = next;
  return withoutPage;
}

/** A link to a search page with the given state: `/search/used-cars/?range[price]=:30000`. */
export function searchHref(path: string, state: IndexUiState): string {
  const query = uiStateToQuery(state);
  return query === "" ? path : `${path}?${query}`;
}

export interface SearchRoutingOptions {
  /** The index InstantSearch searches: the site's index name (spec 7, default `Car_production`). */
  indexName: string;
  /** The path URLs point at; by default the current page's path (`/search/used-cars/`). */
  basePath?: string;
  /**
   * The URL the page was rendered for: the router's initial state on the server,
   * and in the browser when a client-side navigation renders the page before the
   * browser's URL changes. Otherwise the browser uses `window.location`.
   */
  serverUrl?: string | URL;
  /** Milliseconds the router waits before pushing a history entry (InstantSearch's default, 400). */
  writeDelay?: number;
}

export interface SearchRouting {
  router: HistoryRouter<IndexUiState>;
  stateMapping: StateMapping<UiState, IndexUiState>;
}

/**
 * The location the router reads: the browser's, or the server's request URL.
 *
 * In the browser the first read (the router's initial state) takes the path and
 * query the server rendered for. On a client-side navigation (a Link into
 * `/cars/?refinementList...`) the new page renders before the browser's URL has
 * changed, so `window.location` still holds the previous page; reading it would
 * start the search unfiltered and write that back over the shopper's URL. Later
 * reads (back and forward, URL writes) use the browser's location.
 */
function locationReader(serverUrl: string | URL | undefined): () => Location {
  let first = true;
  return () => {
    if (typeof window !== "undefined") {
      if (!first || serverUrl === undefined) return window.location;
      first = false;
      const rendered = new URL(serverUrl);
      const current = window.location;
      if (rendered.pathname === current.pathname && rendered.search === current.search) return current;
      // The browser's origin, the server's path and query.
      return new URL(`${rendered.pathname}${rendered.search}${current.hash}`, current.origin) as unknown as Location;
    }
    if (serverUrl === undefined) throw new Error("createSearchRouting: pass serverUrl (the page's URL) when rendering on the server");
    // A URL has every field createURL and parseURL read (origin, pathname, search, hash).
    return new URL(serverUrl) as unknown as Location;
  };
}

/**
 * The `routing` prop for `<InstantSearch>` (react-instantsearch) or
 * `instantsearch()`: a history router with the spec's URL format and a
 * single-index state mapping (`configure` and other widgets' state stay out
 * of the URL). The URL is left as it is when InstantSearch is disposed.
 */
export function createSearchRouting({ indexName, basePath, serverUrl, writeDelay }: SearchRoutingOptions): SearchRouting {
  const router = createHistoryRouter<IndexUiState>({
    getLocation: locationReader(serverUrl),
    createURL: ({ routeState, location }) => `${location.origin}${searchHref(basePath ?? location.pathname, routeState)}${location.hash}`,
    parseURL: ({ location }) => queryToUiState(location.search, indexName),
    ...(writeDelay === undefined ? {} : { writeDelay }),
  });
  return { router, stateMapping: searchStateMapping(indexName) };
}

/** Maps InstantSearch's UI state of all indices to the route of one index, and back. */
export function searchStateMapping(indexName: string): StateMapping<UiState, IndexUiState> {
  return {
    $$type: "forecourt.singleIndex",
    stateToRoute: (uiState) => searchRouteState(uiState[indexName] ?? {}, indexName),
    routeToState: (route) => ({ [indexName]: searchRouteState(route ?? {}, indexName) }),
  };
}
