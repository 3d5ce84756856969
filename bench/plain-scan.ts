// The search bench's baseline: a plain but optimised scan of the records, in
// the same process and on the same multi-queries as the engine. No index: each
// request walks every record, with its filters compiled once into closures
// (the site filter first, so most records are dropped after one comparison),
// each record's searchable words split once when the scan is set up (as the
// brute-force reference does), a query word's match against a document word
// remembered for the request, facets counted in maps, and only the hits of the
// page highlighted. Requests are parsed as the engine's public grammar allows:
// `filters`-style strings with parseFilterString, facetFilters as attr:value.
import { type FilterNode, parseFilterString, type RawSearchRequest, type SearchRecord } from "@forecourt/search/engine";

const searchable = ["make", "model", "badge", "series", "name", "colour", "body", "fuel", "stocknum", "vin", "dealercomments"];
const paginationLimit = 1000;

export interface ScanResult {
  nbHits: number;
  hits: Array<Record<string, unknown>>;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>;
}

type Predicate = (record: SearchRecord) => boolean;

function facetKey(value: unknown): string | null {
  if (typeof value === "string") return value === "" ? null : value;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : null;
  if (typeof value === "boolean") return value ? "true" : "false";
  return null;
}

function compile(node: FilterNode): Predicate {
  switch (node.kind) {
    case "and": {
      const children = node.children.map(compile);
      return (record) => {
        for (const child of children) if (!child(record)) return false;
        return true;
      };
    }
    case "or": {
      const children = node.children.map(compile);
      return (record) => {
        for (const child of children) if (child(record)) return true;
        return false;
      };
    }
    case "not": {
      const child = compile(node.child);
      return (record) => !child(record);
    }
    case "facet": {
      const { attribute, value } = node;
      return (record) => {
        const held = record[attribute];
        if (typeof held === "string") return held === value;
        if (Array.isArray(held)) return held.some((item) => facetKey(item) === value);
        return facetKey(held) === value;
      };
    }
    case "numeric": {
      const { attribute, operator, value } = node;
      const test =
        operator === "<" ? (n: number) => n < value
        : operator === "<=" ? (n: number) => n <= value
        : operator === ">" ? (n: number) => n > value
        : operator === ">=" ? (n: number) => n >= value
        : (n: number) => n === value;
      const some = (held: unknown) => (Array.isArray(held) ? held.some((item) => typeof item === "number" && Number.isFinite(item) && test(item)) : typeof held === "number" && Number.isFinite(held) && test(held));
      return operator === "!=" ? (record) => !some(record[attribute]) : (record) => some(record[attribute]);
    }
    case "range": {
      const { attribute, lower, upper } = node;
      const inside = (item: unknown) => typeof item === "number" && Number.isFinite(item) && item >= lower && item <= upper;
      return (record) => {
        const held = record[attribute];
        return Array.isArray(held) ? held.some(inside) : inside(held);
      };
    }
  }
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function osa(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push(new Array<number>(b.length + 1).fill(0));
  for (let i = 0; i <= a.length; i++) rows[i]![0] = i;
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** typos * 2, + 1 for a prefix-only match of the last word; -1 for none (the engine's rules). */
function matchCode(queryWord: string, word: string, isLast: boolean): number {
  if (queryWord === word) return 0;
  if (isLast && word.startsWith(queryWord)) return 1;
  const budget = queryWord.length >= 8 ? 2 : queryWord.length >= 4 ? 1 : 0;
  if (budget === 0) return -1;
  const typos = osa(queryWord, word, budget);
  return typos <= budget ? typos * 2 : -1;
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  if (typeof value === "string") return value.trim().startsWith("[") ? (JSON.parse(value) as unknown[]) : value.split(",");
  return Array.isArray(value) ? value : [value];
}

function facetFilterNode(entry: string): FilterNode {
  const negated = entry.startsWith("-");
  const text = negated ? entry.slice(1) : entry;
  const colon = text.indexOf(":");
  const node: FilterNode = { kind: "facet", attribute: text.slice(0, colon), value: text.slice(colon + 1) };
  return negated ? { kind: "not", child: node } : node;
}

function requestFilter(request: RawSearchRequest): FilterNode[] {
  const parts: FilterNode[] = [];
  if (typeof request.filters === "string" && request.filters.trim() !== "") parts.push(parseFilterString(request.filters, "filters")!);
  for (const group of list(request.facetFilters)) {
    if (Array.isArray(group)) parts.push({ kind: "or", children: (group as string[]).map(facetFilterNode) });
    else parts.push(facetFilterNode(group as string));
  }
  for (const group of list(request.numericFilters)) {
    if (Array.isArray(group)) parts.push({ kind: "or", children: (group as string[]).map((entry) => parseFilterString(entry, "numericFilters")!) });
    else parts.push(parseFilterString(group as string, "numericFilters")!);
  }
  return parts;
}

export function createPlainScan(records: readonly SearchRecord[]) {
  // Set-up, timed apart from the queries: each record's words, its objectID rank, its custom rank.
  const words = records.map((record) => {
    const found = new Set<string>();
    for (const attribute of searchable) {
      const value = record[attribute];
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item === "string" || (typeof item === "number" && Number.isFinite(item))) for (const word of wordsOf(String(item))) found.add(word);
      }
    }
    return Array.from(found);
  });
  const byId = Array.from(records.keys()).sort((a, b) => (records[a]!.objectID < records[b]!.objectID ? -1 : records[a]!.objectID > records[b]!.objectID ? 1 : 0));
  const idRank = new Uint32Array(records.length);
  byId.forEach((doc, rank) => (idRank[doc] = rank));
  const enforcedCache = new Map<string, Predicate>();

  function sortNumber(record: SearchRecord, attribute: string): number {
    const value = record[attribute];
    const single = Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;
    return typeof single === "number" && Number.isFinite(single) ? single : Number.NaN;
  }

  function answer(request: RawSearchRequest, enforced: Predicate | null): ScanResult {
    const filters = requestFilter(request).map(compile);
    const query = typeof request.query === "string" ? wordsOf(request.query) : [];
    const memo = query.map(() => new Map<string, number>());
    const docs: number[] = [];
    const buckets: number[] = [];
    for (let doc = 0; doc < records.length; doc++) {
      const record = records[doc]!;
      if (enforced && !enforced(record)) continue;
      let pass = true;
      for (const filter of filters) {
        if (!filter(record)) {
          pass = false;
          break;
        }
      }
      if (!pass) continue;
      let bucket = 0;
      if (query.length > 0) {
        let typos = 0;
        let whole = 0;
        for (let position = 0; position < query.length && pass; position++) {
          const seen = memo[position]!;
          let best = -1;
          for (const word of words[doc]!) {
            let code = seen.get(word);
            if (code === undefined) {
              code = matchCode(query[position]!, word, position === query.length - 1);
              seen.set(word, code);
            }
            if (code >= 0 && (best < 0 || code < best)) best = code;
            if (best === 0) break;
          }
          if (best < 0) pass = false;
          else {
            typos += best >>> 1;
            whole += 1 - (best & 1);
          }
        }
        if (!pass) continue;
        bucket = typos * (query.length + 1) + (query.length - whole);
      }
      docs.push(doc);
      buckets.push(bucket);
    }

    const result: ScanResult = { nbHits: docs.length, hits: [] };
    const facetNames = list(request.facets) as string[];
    if (facetNames.length > 0) {
      const facets: Record<string, Record<string, number>> = {};
      const stats: NonNullable<ScanResult["facets_stats"]> = {};
      const limit = typeof request.maxValuesPerFacet === "number" ? request.maxValuesPerFacet : 100;
      for (const attribute of new Set(facetNames)) {
        const counts = new Map<string, number>();
        let min = Infinity;
        let max = -Infinity;
        let sum = 0;
        let numbers = 0;
        for (const doc of docs) {
          const value = records[doc]![attribute];
          for (const item of Array.isArray(value) ? new Set(value) : [value]) {
            const key = facetKey(item);
            if (key === null) continue;
            counts.set(key, (counts.get(key) ?? 0) + 1);
            if (typeof item === "number") {
              if (item < min) min = item;
              if (item > max) max = item;
              sum += item;
              numbers++;
            }
          }
        }
        if (counts.size > 0) {
          const kept = Array.from(counts).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
          facets[attribute] = Object.fromEntries(kept.slice(0, limit));
        }
        if (numbers > 0) stats[attribute] = { min, max, avg: sum / numbers, sum };
      }
      result.facets = facets;
      if (Object.keys(stats).length > 0) result.facets_stats = stats;
    }

    const hitsPerPage = typeof request.hitsPerPage === "number" ? request.hitsPerPage : 20;
    const page = typeof request.page === "number" ? request.page : 0;
    const start = page * hitsPerPage;
    const end = Math.min(start + hitsPerPage, docs.length, paginationLimit);
    if (start < end) {
      const replica = /^(.+):([^:]+):(asc|desc)$/.exec(String(request.indexName));
      const order = Array.from(docs.keys());
      if (replica) {
        const [attribute, direction] = [replica[2]!, replica[3]!];
        const values = docs.map((doc) => sortNumber(records[doc]!, attribute));
        order.sort((a, b) => {
          const [x, y] = [values[a]!, values[b]!];
          if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
          if (x !== y && !Number.isNaN(x)) return direction === "asc" ? x - y : y - x;
          return idRank[docs[a]!]! - idRank[docs[b]!]!;
        });
      } else {
        const ranks = docs.map((doc) => sortNumber(records[doc]!, "custom_rank"));
        order.sort((a, b) => {
          if (buckets[a] !== buckets[b]) return buckets[a]! - buckets[b]!;
          const [x, y] = [ranks[a]!, ranks[b]!];
          if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
          if (x !== y && !Number.isNaN(x)) return y - x;
          return idRank[docs[a]!]! - idRank[docs[b]!]!;
        });
      }
      const tags = [String(request.highlightPreTag ?? "<em>"), String(request.highlightPostTag ?? "</em>")] as const;
      result.hits = order.slice(start, end).map((position) => {
        const record = records[docs[position]!]!;
        const highlights: Record<string, { value: string }> = {};
        for (const attribute of searchable) {
          const value = record[attribute];
          if (typeof value !== "string") continue;
          highlights[attribute] = {
            value: value.replace(/[\p{L}\p{N}]+/gu, (word) => (query.some((queryWord) => word.toLowerCase().startsWith(queryWord)) ? tags[0] + word + tags[1] : word)),
          };
        }
        return { ...record, _highlightResult: highlights };
      });
    }
    return result;
  }

  return {
    search(requests: readonly RawSearchRequest[], enforcedFilter: string): ScanResult[] {
      let enforced = enforcedCache.get(enforcedFilter);
      if (!enforced) {
        enforced = compile(parseFilterString(enforcedFilter, "enforced filter")!);
        enforcedCache.set(enforcedFilter, enforced);
      }
      return requests.map((request) => answer(request, enforced));
    },
  };
}
