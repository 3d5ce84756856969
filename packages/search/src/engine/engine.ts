// createEmbeddedEngine (issue 4 item 6): one pure API used by the route
// handler, the tests and the benchmark. Records in, Algolia multi-query
// answers out.
import { defaultAttributesForFaceting, defaultCustomRankAttribute, defaultSearchableAttributes, defaultSortReplicas } from "./defaults";
import { type Bitset, BitsetPool } from "./bitset";
import { badRequest, isSearchRequestError } from "./errors";
import { type FilterNode, filterAttributes } from "./filter-ast";
import { parseFilterString } from "./filter-parser";
import { checkHitsPerCall, checkQueryCount, resolveSearchLimits } from "./limits";
import { normalizeRequest } from "./params";
import { type SearchRecord } from "./record-values";
import { SearchIndex, type IndexSettings } from "./search-index";
import { SearchRun } from "./search-run";
import { type EmbeddedEngine, type EmbeddedEngineOptions, type RawSearchRequest, type SearchOptions, type SearchResponse } from "./types";

export function resolveSettings(options: EmbeddedEngineOptions = {}): IndexSettings {
  return {
    searchableAttributes: [...(options.searchableAttributes ?? defaultSearchableAttributes)],
    attributesForFaceting: [...(options.attributesForFaceting ?? defaultAttributesForFaceting)],
    customRankAttribute: options.customRankAttribute ?? defaultCustomRankAttribute,
    sortReplicas: [...(options.sortReplicas ?? defaultSortReplicas)],
  };
}

/**
 * The server's own filter. It is configuration, not client input: a bad one is
 * a server error (thrown as a plain Error, so the endpoint answers 500 rather
 * than blaming the client), and it never silently turns into "no filter".
 */
export function parseEnforcedFilter(text: string | null | undefined): FilterNode | null {
  if (text === null || text === undefined) return null;
  const cached = enforcedFilters.get(text);
  if (cached) return cached;
  let node: FilterNode | null;
  try {
    node = parseFilterString(text, "enforced filter");
  } catch (error) {
    if (isSearchRequestError(error)) throw new Error(`Invalid enforced filter: ${error.message}`);
    throw error;
  }
  if (!node) throw new Error("The enforced filter is blank: pass null to search without one");
  // Each site sends the same filter with every page: parse it once (a few dozen sites at most).
  if (enforcedFilters.size >= 256) enforcedFilters.clear();
  enforcedFilters.set(text, node);
  return node;
}

const enforcedFilters = new Map<string, FilterNode>();
/** Enforced filters' sets kept per engine: a few per site (n / 8 bytes each). */
const maxEnforcedSets = 64;

export function createEmbeddedEngine(records: readonly SearchRecord[], options: EmbeddedEngineOptions = {}): EmbeddedEngine {
  const settings = resolveSettings(options);
  let index = SearchIndex.build(records, settings);
  let docsBuffer = new Uint32Array(index.size);
  let pool = new BitsetPool(index.size);
  /**
   * The enforced filter's documents, per filter text, kept from call to call:
   * a site sends the same filter with every search (its text changes only
   * with the listing cutoff), and evaluating it (a site's dealerships and a
   * timestamp range over the whole inventory) was a fixed cost of every call.
   * Belongs to one index: `replace` starts a new map.
   */
  let enforcedSets = new Map<string, Bitset>();

  return {
    async search(requests: readonly RawSearchRequest[], searchOptions: SearchOptions = {}): Promise<SearchResponse> {
      if (!Array.isArray(requests)) badRequest('"requests" must be an array');
      const limits = resolveSearchLimits(searchOptions.limits);
      checkQueryCount(requests.length, limits);
      const enforced = parseEnforcedFilter(searchOptions.enforcedFilters);
      const normalized = requests.map((request) => normalizeRequest(request, limits));
      checkHitsPerCall(normalized, limits);
      if (enforced) {
        for (const attribute of filterAttributes(enforced)) {
          if (!index.facets.has(attribute)) throw new Error(`Invalid enforced filter: attribute "${attribute}" is not in attributesForFaceting`);
        }
      }
      const run = new SearchRun(index, docsBuffer, pool, enforced);
      if (enforced) {
        const text = searchOptions.enforcedFilters!;
        let bits = enforcedSets.get(text);
        if (!bits) {
          bits = run.evaluateToKeep(enforced);
          if (enforcedSets.size >= maxEnforcedSets) enforcedSets.delete(enforcedSets.keys().next().value!);
          enforcedSets.set(text, bits);
        }
        run.usePart(enforced, bits);
      }
      // Every request is checked before any is answered: a bad one fails the whole call, as Algolia does.
      for (const request of normalized) run.checkRequest(request);
      try {
        return { results: normalized.map((request) => run.execute(request)) };
      } finally {
        pool.reclaim();
      }
    },
    replace(next: readonly SearchRecord[]): void {
      const rebuilt = SearchIndex.build(next, settings);
      index = rebuilt;
      docsBuffer = new Uint32Array(rebuilt.size);
      pool = new BitsetPool(rebuilt.size);
      enforcedSets = new Map();
    },
    get size() {
      return index.size;
    },
    get indexBytes() {
      return index.byteLength;
    },
  };
}
