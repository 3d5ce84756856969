// The brute-force reference: a plain scan of every record per request,
// applying the rules of issue 4 items 2 and 6 directly, with none of the
// engine's index structures (no bitsets, no vocabulary walk, no precomputed
// orders, no highlight table). The contract tests and the benchmark compare the
// engine against it hit by hit. It shares only the request reading (params,
// filter grammar) and the shape of a hit with the engine.
import { parseEnforcedFilter, resolveSettings } from "./engine";
import { badRequest } from "./errors";
import { type FilterNode } from "./filter-ast";
import { Highlighter } from "./highlight";
import { normalizeRequest, type NormalizedRequest, paginationLimit } from "./params";
import { type AttributeSort, parseReplica, sortOfIndexName } from "./replicas";
import { toHit } from "./search-run";
import {
  type EmbeddedEngineOptions,
  type FacetHit,
  type FacetHitsResult,
  type FacetStats,
  type HitsResult,
  type RawSearchRequest,
  type SearchOptions,
  type SearchRecord,
  type SearchResponse,
} from "./types";

export interface ReferenceEngine {
  search(requests: readonly RawSearchRequest[], options?: SearchOptions): Promise<SearchResponse>;
}

function valuesAt(record: unknown, path: string): unknown[] {
  let current: unknown[] = [record];
  for (const part of path.split(".")) {
    current = current.flatMap((item) => (item !== null && typeof item === "object" && !Array.isArray(item) ? [(item as Record<string, unknown>)[part]] : []));
  }
  const flat: unknown[] = [];
  const flatten = (value: unknown, depth: number) => {
    if (Array.isArray(value)) {
      if (depth < 8) value.forEach((item) => flatten(item, depth + 1));
    } else if (value !== null && value !== undefined) {
      flat.push(value);
    }
  };
  current.forEach((value) => flatten(value, 0));
  return flat;
}

function facetText(value: unknown): string | null {
  if (typeof value === "string") return value === "" ? null : value;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : null;
  if (typeof value === "boolean") return String(value);
  return null;
}

function numbersAt(record: unknown, attribute: string): number[] {
  return valuesAt(record, attribute).filter((value): value is number => typeof value === "number" && Number.isFinite(value));
}

function matchesFilter(node: FilterNode, record: SearchRecord): boolean {
  switch (node.kind) {
    case "and":
      return node.children.every((child) => matchesFilter(child, record));
    case "or":
      return node.children.some((child) => matchesFilter(child, record));
    case "not":
      return !matchesFilter(node.child, record);
    case "facet":
      return valuesAt(record, node.attribute).some((value) => facetText(value) === node.value);
    case "range":
      return numbersAt(record, node.attribute).some((value) => value >= node.lower && value <= node.upper);
    case "numeric": {
      const target = node.value;
      const values = numbersAt(record, node.attribute);
      switch (node.operator) {
        case "<":
          return values.some((value) => value < target);
        case "<=":
          return values.some((value) => value <= target);
        case "=":
          return values.some((value) => value === target);
        case "!=":
          return !values.some((value) => value === target);
        case ">=":
          return values.some((value) => value >= target);
        case ">":
          return values.some((value) => value > target);
      }
    }
  }
}

function referenceAttributes(node: FilterNode): string[] {
  if (node.kind === "and" || node.kind === "or") return node.children.flatMap(referenceAttributes);
  if (node.kind === "not") return referenceAttributes(node.child);
  return [node.attribute];
}

function lowercaseWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Optimal string alignment distance, the whole table, no shortcuts. */
function osaDistance(a: string, b: string): number {
  const table: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(table[i - 1]![j]! + 1, table[i]![j - 1]! + 1, table[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, table[i - 2]![j - 2]! + 1);
      table[i]![j] = best;
    }
  }
  return table[a.length]![b.length]!;
}

function budgetOf(word: string): number {
  return word.length < 4 ? 0 : word.length < 8 ? 1 : 2;
}

/** Best match of a query word against a set of words: [typos, whole] or null. */
function bestWordMatch(queryWord: string, words: Iterable<string>, isLast: boolean, distances: Map<string, number>): [number, boolean] | null {
  let best: [number, boolean] | null = null;
  const budget = budgetOf(queryWord);
  for (const word of words) {
    const key = `${queryWord}\u0000${word}`;
    let distance = distances.get(key);
    if (distance === undefined) {
      distance = osaDistance(queryWord, word);
      distances.set(key, distance);
    }
    const candidates: Array<[number, boolean]> = [];
    if (distance <= budget) candidates.push([distance, true]);
    if (isLast && word.startsWith(queryWord)) candidates.push([0, word === queryWord]);
    for (const candidate of candidates) {
      if (!best || candidate[0] < best[0] || (candidate[0] === best[0] && candidate[1] && !best[1])) best = candidate;
    }
  }
  return best;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function singleNumber(record: SearchRecord, attribute: string): number | null {
  const values = valuesAt(record, attribute);
  return values.length === 1 && typeof values[0] === "number" && Number.isFinite(values[0]) ? values[0] : null;
}

/** Missing values last whatever the direction, then objectID ascending. */
function byNumber(attribute: string, direction: "asc" | "desc") {
  return (a: SearchRecord, b: SearchRecord): number => {
    const left = singleNumber(a, attribute);
    const right = singleNumber(b, attribute);
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
    } else if (left !== right) {
      return direction === "asc" ? left - right : right - left;
    }
    return compareText(a.objectID, b.objectID);
  };
}

export function createReferenceEngine(input: readonly SearchRecord[], options: EmbeddedEngineOptions = {}): ReferenceEngine {
  const settings = resolveSettings(options);
  const byId = new Map<string, SearchRecord>();
  for (const record of input) {
    byId.delete(record.objectID);
    byId.set(record.objectID, record);
  }
  const records = Array.from(byId.values());
  const facetable = new Set(settings.attributesForFaceting);
  const searchable = new Set(settings.searchableAttributes);
  const wordsOfRecord = new Map(
    records.map((record) => [
      record,
      new Set(
        settings.searchableAttributes.flatMap((attribute) =>
          valuesAt(record, attribute).flatMap((value) => (typeof value === "string" || (typeof value === "number" && Number.isFinite(value)) ? lowercaseWords(String(value)) : [])),
        ),
      ),
    ]),
  );

  function check(request: NormalizedRequest): void {
    for (const part of request.filterParts) {
      for (const attribute of referenceAttributes(part)) if (!facetable.has(attribute)) badRequest(`Attribute "${attribute}" is not in attributesForFaceting`);
    }
    if (request.type === "facet" && !facetable.has(request.facet!)) badRequest(`Cannot search in facet "${request.facet}"`);
    const sort = sortOfIndexName(request.indexName);
    if (sort && !facetable.has(sort.attribute) && !settings.sortReplicas.some((replica) => JSON.stringify(parseReplica(replica)) === JSON.stringify(sort))) {
      badRequest(`Index "${request.indexName}" does not exist`);
    }
  }

  function matching(request: NormalizedRequest, enforced: FilterNode | null): Array<{ record: SearchRecord; typos: number; whole: number }> {
    const parts = enforced ? [enforced, ...request.filterParts] : request.filterParts;
    const distances = new Map<string, number>();
    const found: Array<{ record: SearchRecord; typos: number; whole: number }> = [];
    for (const record of records) {
      if (!parts.every((part) => matchesFilter(part, record))) continue;
      let typos = 0;
      let whole = 0;
      let all = true;
      for (let position = 0; position < request.queryWords.length && all; position++) {
        const best = bestWordMatch(request.queryWords[position]!, wordsOfRecord.get(record)!, position === request.queryWords.length - 1, distances);
        if (!best) all = false;
        else {
          typos += best[0];
          if (best[1]) whole++;
        }
      }
      if (all) found.push({ record, typos, whole });
    }
    return found;
  }

  function ranked(request: NormalizedRequest, found: Array<{ record: SearchRecord; typos: number; whole: number }>): SearchRecord[] {
    const sort: AttributeSort | null = sortOfIndexName(request.indexName);
    if (sort) return found.map((entry) => entry.record).sort(byNumber(sort.attribute, sort.direction));
    const byCustomRank = byNumber(settings.customRankAttribute, "desc");
    return found.sort((a, b) => a.typos - b.typos || b.whole - a.whole || byCustomRank(a.record, b.record)).map((entry) => entry.record);
  }

  function hitsResult(request: NormalizedRequest, found: Array<{ record: SearchRecord; typos: number; whole: number }>): HitsResult {
    const records = ranked(request, found);
    const facetNames = request.facets.includes("*") ? settings.attributesForFaceting : Array.from(new Set(request.facets.filter((name) => facetable.has(name))));
    const facets: Record<string, Record<string, number>> = {};
    const stats: Record<string, FacetStats> = {};
    for (const attribute of facetNames) {
      const counts = new Map<string, number>();
      let min = Infinity;
      let max = -Infinity;
      let sum = 0;
      let numbers = 0;
      for (const record of records) {
        const values = valuesAt(record, attribute);
        for (const key of new Set(values.map(facetText).filter((key): key is string => key !== null))) counts.set(key, (counts.get(key) ?? 0) + 1);
        for (const number of new Set(values.filter((value): value is number => typeof value === "number" && Number.isFinite(value)))) {
          min = Math.min(min, number);
          max = Math.max(max, number);
          sum += number;
          numbers++;
        }
      }
      const kept = Array.from(counts)
        .sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))
        .slice(0, request.maxValuesPerFacet);
      if (counts.size > 0) facets[attribute] = Object.fromEntries(kept);
      if (numbers > 0) stats[attribute] = { min, max, avg: sum / numbers, sum };
    }
    const { hitsPerPage } = request;
    const start = request.offset ?? request.page * hitsPerPage;
    const length = request.length ?? hitsPerPage;
    const end = Math.min(start + length, records.length, paginationLimit);
    const highlighter = new Highlighter(request.queryWords, request.highlightPreTag, request.highlightPostTag);
    const highlightAttributes = request.attributesToHighlight === null || request.attributesToHighlight.includes("*") ? settings.searchableAttributes : request.attributesToHighlight;
    const hits = records.slice(start, Math.max(start, end)).map((record) => toHit(record, request.attributesToRetrieve, highlighter, highlightAttributes, searchable));
    const result: HitsResult = {
      hits,
      nbHits: records.length,
      page: request.offset !== null ? (hitsPerPage > 0 ? Math.floor(request.offset / hitsPerPage) : 0) : request.page,
      nbPages: hitsPerPage > 0 ? Math.min(Math.ceil(records.length / hitsPerPage), Math.ceil(paginationLimit / hitsPerPage)) : 0,
      hitsPerPage,
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
      exhaustive: { facetsCount: true, nbHits: true, typo: true },
      query: request.query,
      params: request.params,
      index: request.indexName,
      processingTimeMS: 0,
    };
    if (request.offset !== null) {
      result.offset = request.offset;
      result.length = length;
    }
    if (request.facets.length > 0) result.facets = facets;
    if (Object.keys(stats).length > 0) result.facets_stats = stats;
    return result;
  }

  function facetHitsResult(request: NormalizedRequest, found: Array<{ record: SearchRecord }>): FacetHitsResult {
    const counts = new Map<string, number>();
    for (const { record } of found) {
      for (const key of new Set(valuesAt(record, request.facet!).map(facetText).filter((key): key is string => key !== null))) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const queryWords = lowercaseWords(request.facetQuery);
    const distances = new Map<string, number>();
    const highlighter = new Highlighter(queryWords, request.highlightPreTag, request.highlightPostTag);
    const facetHits: FacetHit[] = Array.from(counts)
      .filter(([value]) => queryWords.every((word, position) => bestWordMatch(word, lowercaseWords(value), position === queryWords.length - 1, distances) !== null))
      .sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))
      .slice(0, request.maxFacetHits)
      .map(([value, count]) => ({ value, highlighted: highlighter.highlightText(value).value, count }));
    return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: 0 };
  }

  return {
    async search(requests, searchOptions = {}) {
      if (!Array.isArray(requests)) badRequest('"requests" must be an array');
      const enforced = parseEnforcedFilter(searchOptions.enforcedFilters);
      const normalized = requests.map((request) => normalizeRequest(request));
      normalized.forEach(check);
      return {
        results: normalized.map((request) => {
          const found = matching(request, enforced);
          return request.type === "facet" ? facetHitsResult(request, found) : hitsResult(request, found);
        }),
      };
    },
  };
}
