// Reads one request of a multi-query the way Algolia does: parameters may come
// as a URL-encoded `params` string (v3/v4 clients), a `params` object, or
// flattened beside `indexName` (the v5 lite client). Values are checked and
// coerced here, once, so a bad one is a 400 naming the parameter.
import { badRequest } from "./errors";
import { andNode, type FilterNode } from "./filter-ast";
import { parseFilterString } from "./filter-parser";
import { engineSearchLimits, type SearchLimits } from "./limits";
import { wordsOf } from "./words";

export interface RawSearchRequest {
  indexName?: unknown;
  params?: unknown;
  type?: unknown;
  [parameter: string]: unknown;
}

export interface NormalizedRequest {
  indexName: string;
  type: "default" | "facet";
  query: string;
  queryWords: string[];
  /** Parts ANDed together: `filters`, then each facetFilters and numericFilters entry. */
  filterParts: FilterNode[];
  /** Facets to count; "*" is every attribute for faceting. */
  facets: string[];
  maxValuesPerFacet: number;
  hitsPerPage: number;
  page: number;
  offset: number | null;
  length: number | null;
  /** null: every attribute. */
  attributesToRetrieve: string[] | null;
  /** null: the searchable attributes. */
  attributesToHighlight: string[] | null;
  highlightPreTag: string;
  highlightPostTag: string;
  facet: string | null;
  facetQuery: string;
  maxFacetHits: number;
  /** The parameters URL-encoded, echoed in the response as Algolia does. */
  params: string;
}

/** issue 4 item 7: InstantSearch omits hitsPerPage on the main query; Algolia's default is 20. */
export const defaultHitsPerPage = 20;
/** Algolia's paginationLimitedTo default: no hit beyond position 1000 is returned. */
export const paginationLimit = 1000;
export const defaultMaxValuesPerFacet = 100;
export const maxQueryLength = 512;
/** InstantSearch sends its own tags; these are the platform's defaults when a caller sends none. */
export const defaultHighlightPreTag = "__ais-highlight__";
export const defaultHighlightPostTag = "__/ais-highlight__";
/** Algolia's default; the engine makes no snippets, but a caller's text is still checked (issue 14). */
export const defaultSnippetEllipsisText = "…";

/** Algolia search parameters accepted and ignored: they change nothing in the embedded engine's answers. */
const ignoredParameters = new Set([
  "analytics",
  "clickAnalytics",
  "analyticsTags",
  "userToken",
  "enablePersonalization",
  "personalizationImpact",
  "enableABTest",
  "enableRules",
  "enableReRanking",
  "reRankingApplyFilter",
  "ruleContexts",
  "getRankingInfo",
  "percentileComputation",
  "attributesToSnippet",
  "restrictHighlightAndSnippetArrays",
  "sortFacetValuesBy",
  "facetingAfterDistinct",
  "distinct",
  "synonyms",
  "replaceSynonymsInHighlight",
  "ignorePlurals",
  "removeStopWords",
  "queryLanguages",
  "naturalLanguages",
  "decompoundQuery",
  "queryType",
  "removeWordsIfNoResults",
  "advancedSyntax",
  "advancedSyntaxFeatures",
  "optionalWords",
  "optionalFilters",
  "sumOrFiltersScores",
  "disableExactOnAttributes",
  "exactOnSingleWordQuery",
  "alternativesAsExact",
  "minProximity",
  "responseFields",
  "renderingContent",
  "explain",
  "typoTolerance",
  "allowTyposOnNumericTokens",
  "disableTypoToleranceOnAttributes",
  "minWordSizefor1Typo",
  "minWordSizefor2Typos",
  "relevancyStrictness",
  "attributeCriteriaComputedByMinProximity",
  "aroundLatLngViaIP",
  "aroundLatLng",
  "aroundRadius",
  "aroundPrecision",
  "minimumAroundRadius",
  "insideBoundingBox",
  "insidePolygon",
  "restrictSearchableAttributes",
  "similarQuery",
  "mode",
  "semanticSearch",
  "cursor",
  "strategy",
]);

const handledParameters = new Set([
  "query",
  "filters",
  "facetFilters",
  "numericFilters",
  "tagFilters",
  "facets",
  "maxValuesPerFacet",
  "hitsPerPage",
  "page",
  "offset",
  "length",
  "attributesToRetrieve",
  "attributesToHighlight",
  "highlightPreTag",
  "highlightPostTag",
  "snippetEllipsisText",
  "facet",
  "facetQuery",
  "maxFacetHits",
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readString(name: string, value: unknown): string {
  if (typeof value !== "string") badRequest(`Invalid value for "${name}": expected a string`);
  return value;
}

function readInteger(name: string, value: unknown, min: number, max: number): number {
  const number = typeof value === "number" ? value : typeof value === "string" && /^\s*-?\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < min || number > max) badRequest(`Invalid value for "${name}": expected an integer from ${min} to ${max}`);
  return number;
}

/** A highlight or snippet tag: it is repeated around every matched word, so a long one multiplies the answer (issue 14). */
function readTag(name: string, value: unknown, limits: SearchLimits): string {
  const tag = readString(name, value);
  if (tag.length > limits.maxTagLength) badRequest(`Invalid value for "${name}": longer than ${limits.maxTagLength} characters`);
  return tag;
}

/** A JSON array sent as text (URL-encoded params carry arrays this way). */
function parseJsonArray(name: string, text: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return badRequest(`Invalid value for "${name}": malformed JSON array`);
  }
  if (!Array.isArray(parsed)) badRequest(`Invalid value for "${name}": expected an array`);
  return parsed;
}

/** A list of names: an array, a JSON array as text, or comma-separated text. */
function readNameList(name: string, value: unknown): string[] {
  const items = typeof value === "string" ? (value.trim().startsWith("[") ? parseJsonArray(name, value) : value.split(",").map((item) => item.trim()).filter(Boolean)) : value;
  if (!Array.isArray(items) || !items.every((item) => typeof item === "string")) badRequest(`Invalid value for "${name}": expected a list of attribute names`);
  return items;
}

/** facetFilters and numericFilters: an entry or a list whose items are entries or lists of entries (OR). */
function readFilterList(name: string, value: unknown): Array<string | string[]> {
  const items = typeof value === "string" ? (value.trim().startsWith("[") ? parseJsonArray(name, value) : value.trim() === "" ? [] : [value]) : value;
  if (!Array.isArray(items)) badRequest(`Invalid value for "${name}": expected a string or an array`);
  return items.map((item) => {
    if (typeof item === "string") return item;
    if (Array.isArray(item) && item.every((inner) => typeof inner === "string")) return item as string[];
    return badRequest(`Invalid value for "${name}": entries must be strings or arrays of strings`);
  });
}

/** `attr:value` with `-` for negation (`\-` keeps a literal leading dash). */
function facetFilterNode(entry: string): FilterNode {
  let text = entry;
  let negated = false;
  if (text.startsWith("-")) {
    negated = true;
    text = text.slice(1);
  } else if (text.startsWith("\\-")) {
    text = text.slice(1);
  }
  const colon = text.indexOf(":");
  if (colon <= 0) badRequest(`Invalid value for "facetFilters": ${JSON.stringify(entry)} is not of the form attribute:value`);
  const node: FilterNode = { kind: "facet", attribute: text.slice(0, colon), value: text.slice(colon + 1) };
  return negated ? { kind: "not", child: node } : node;
}

function numericFilterNode(entry: string): FilterNode {
  const node = parseFilterString(entry, "numericFilters");
  if (!node || (node.kind !== "numeric" && node.kind !== "range")) {
    badRequest(`Invalid value for "numericFilters": ${JSON.stringify(entry)} is not a numeric comparison such as "price>=1000" or "price:1000 TO 2000"`);
  }
  return node;
}

function filterGroups(entries: Array<string | string[]>, toNode: (entry: string) => FilterNode): FilterNode[] {
  return entries.flatMap((entry) => {
    if (typeof entry === "string") return [toNode(entry)];
    if (entry.length === 0) return [];
    const children = entry.map(toNode);
    return [children.length === 1 ? children[0]! : { kind: "or" as const, children }];
  });
}

function encodeParams(parameters: Record<string, unknown>): string {
  let encoded = "";
  for (const key of Object.keys(parameters)) {
    const value = parameters[key];
    if (value === undefined) continue;
    if (encoded !== "") encoded += "&";
    encoded += `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value))}`;
  }
  return encoded;
}

/** Collects the parameters from `params` (string or object) and the flattened keys. */
function collectParameters(raw: RawSearchRequest): { parameters: Record<string, unknown>; echo: string } {
  const flattened: Record<string, unknown> = {};
  for (const key of Object.keys(raw)) {
    const value = raw[key];
    if (key !== "indexName" && key !== "params" && key !== "type" && value !== undefined) flattened[key] = value;
  }
  if (raw.params === undefined || raw.params === null) return { parameters: flattened, echo: encodeParams(flattened) };
  if (typeof raw.params === "string") {
    const fromString = Object.fromEntries(new URLSearchParams(raw.params));
    const parameters = { ...flattened, ...fromString };
    return { parameters, echo: Object.keys(flattened).length === 0 ? raw.params : encodeParams(parameters) };
  }
  if (isRecord(raw.params)) {
    const parameters = { ...flattened, ...raw.params };
    return { parameters, echo: encodeParams(parameters) };
  }
  return badRequest('Invalid value for "params": expected a URL-encoded string or an object');
}

/** Attribute names to retrieve or highlight; each one is looked up in every hit. */
function readAttributeList(name: string, value: unknown, limits: SearchLimits): string[] {
  const names = readNameList(name, value);
  if (names.length > limits.maxAttributesListed) badRequest(`Invalid value for "${name}": more than ${limits.maxAttributesListed} attributes`);
  return names;
}

/** Reads one request; `limits` are checked here, after the parameters of every shape are merged. */
export function normalizeRequest(raw: unknown, limits: SearchLimits = engineSearchLimits): NormalizedRequest {
  if (!isRecord(raw)) badRequest("Each request must be an object with an indexName");
  if (typeof raw.indexName !== "string" || raw.indexName.trim() === "" || raw.indexName.length > 256) badRequest('Missing or invalid "indexName"');
  const type = raw.type === undefined || raw.type === null || raw.type === "default" ? "default" : raw.type === "facet" ? "facet" : badRequest(`Invalid value for "type": expected "default" or "facet"`);
  const { parameters, echo } = collectParameters(raw);

  for (const name of Object.keys(parameters)) {
    if (!handledParameters.has(name) && !ignoredParameters.has(name)) badRequest(`Unknown parameter: ${name}`);
  }
  const read = <T>(name: string, reader: (value: unknown) => T, fallback: T): T => (parameters[name] === undefined || parameters[name] === null ? fallback : reader(parameters[name]));

  const query = read("query", (value) => readString("query", value), "");
  if (query.length > maxQueryLength) badRequest(`Invalid value for "query": longer than ${maxQueryLength} characters`);

  const filterParts: FilterNode[] = [];
  const filters = read("filters", (value) => parseFilterString(readString("filters", value), "filters"), null);
  if (filters) filterParts.push(filters);
  filterParts.push(...filterGroups(read("facetFilters", (value) => readFilterList("facetFilters", value), []), facetFilterNode));
  filterParts.push(...filterGroups(read("numericFilters", (value) => readFilterList("numericFilters", value), []), numericFilterNode));
  const tagFilters = read("tagFilters", (value) => readFilterList("tagFilters", value), []);
  if (tagFilters.some((entry) => entry.length > 0)) badRequest('"tagFilters" is not supported: records carry no _tags; use facetFilters');

  const offset = read("offset", (value) => readInteger("offset", value, 0, Number.MAX_SAFE_INTEGER), null);
  const length = read("length", (value) => readInteger("length", value, 0, limits.maxHitsPerPage), null);
  const hitsPerPage = read("hitsPerPage", (value) => readInteger("hitsPerPage", value, 0, limits.maxHitsPerPage), defaultHitsPerPage);
  read("snippetEllipsisText", (value) => readTag("snippetEllipsisText", value, limits), defaultSnippetEllipsisText);

  return {
    indexName: raw.indexName,
    type,
    query,
    queryWords: wordsOf(query),
    filterParts,
    facets: read("facets", (value) => readNameList("facets", value), []),
    maxValuesPerFacet: read("maxValuesPerFacet", (value) => readInteger("maxValuesPerFacet", value, 0, limits.maxValuesPerFacet), defaultMaxValuesPerFacet),
    hitsPerPage,
    page: read("page", (value) => readInteger("page", value, 0, 1_000_000_000), 0),
    offset: offset ?? (length !== null ? 0 : null),
    length: offset !== null && length === null ? hitsPerPage : length,
    attributesToRetrieve: read("attributesToRetrieve", (value) => readAttributeList("attributesToRetrieve", value, limits), null),
    attributesToHighlight: read("attributesToHighlight", (value) => readAttributeList("attributesToHighlight", value, limits), null),
    highlightPreTag: read("highlightPreTag", (value) => readTag("highlightPreTag", value, limits), defaultHighlightPreTag),
    highlightPostTag: read("highlightPostTag", (value) => readTag("highlightPostTag", value, limits), defaultHighlightPostTag),
    facet: type === "facet" ? read("facet", (value) => readString("facet", value), null) ?? badRequest('A facet search needs "facet"') : null,
    facetQuery: read("facetQuery", (value) => readString("facetQuery", value), ""),
    maxFacetHits: read("maxFacetHits", (value) => readInteger("maxFacetHits", value, 1, 100), 10),
    params: echo,
  };
}

/** Every filter part of a request, with the server's enforced filter first, as one tree. */
export function combinedFilter(request: NormalizedRequest, enforced: FilterNode | null): FilterNode | null {
  return andNode(enforced ? [enforced, ...request.filterParts] : request.filterParts);
}
