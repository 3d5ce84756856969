// Random search requests over a set of records, and the hit-by-hit comparison
// of two answers: shared by the engine's contract test and the test through
// the real algoliasearch client.
import { expect } from "vitest";
import { type HitsResult, type RawSearchRequest, type SearchRecord, type SearchResult } from "../types";
import { pick } from "./demo-cars";

const stringFacets = ["make", "model", "make_model", "colour", "body", "fuel", "transmission", "drive", "city", "state", "status", "car_type", "categories", "tag", "price_range", "dealership_slug", "location_name"];
const numericFacets = ["price", "km", "year", "seats", "created_at", "subscription_price"];
const indexNames = ["Car_production", "Car_production:price:asc", "Car_production:price:desc", "Car_production:created_at:desc", "Car_production:year:asc", "Car_production:km:desc"];

/** A generator of random requests whose values come from `records`, so most of them find cars. */
export function requestGenerator(records: readonly SearchRecord[]): (random: () => number) => RawSearchRequest {
  const textSources = records.flatMap((record) => [record.name, record.colour, record.dealercomments, record.stocknum].filter((value): value is string => typeof value === "string"));
  function valuesOf(attribute: string): unknown[] {
    return Array.from(new Set(records.flatMap((record) => (Array.isArray(record[attribute]) ? (record[attribute] as unknown[]) : [record[attribute]])).filter((value) => value !== null && value !== undefined)));
  }

  function quote(value: string): string {
    return /^[A-Za-z0-9_.$-]+$/.test(value) && !["AND", "OR", "NOT", "TO"].includes(value) ? value : JSON.stringify(value);
  }

  /** A word with a typo: a substitution, insertion, deletion or transposition. */
  function misspell(random: () => number, word: string): string {
    const at = Math.floor(random() * word.length);
    switch (Math.floor(random() * 4)) {
      case 0:
        return word.slice(0, at) + pick(random, [..."aeioursnt"]) + word.slice(at + 1);
      case 1:
        return word.slice(0, at) + pick(random, [..."aeioursnt"]) + word.slice(at);
      case 2:
        return word.length > 1 ? word.slice(0, at) + word.slice(at + 1) : word;
      default:
        return at + 1 < word.length ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word;
    }
  }

  function randomQuery(random: () => number): string {
    if (random() < 0.35) return "";
    const words = (pick(random, textSources).match(/[\p{L}\p{N}]+/gu) ?? ["toyota"]).slice();
    const start = Math.floor(random() * words.length);
    const chosen = words.slice(start, start + 1 + Math.floor(random() * 3)).map((word) => (random() < 0.3 ? misspell(random, word) : word));
    if (random() < 0.4) chosen[chosen.length - 1] = chosen[chosen.length - 1]!.slice(0, 1 + Math.floor(random() * chosen[chosen.length - 1]!.length));
    if (random() < 0.2) chosen.push(pick(random, ["hilux", "ranger", "white", "diesel", "skoda", "citroen", "zzzz"]));
    return chosen.map((word) => (random() < 0.3 ? word.toUpperCase() : word)).join(random() < 0.1 ? " - " : " ");
  }

  function randomCondition(random: () => number): string {
    const roll = random();
    if (roll < 0.5) {
      const attribute = pick(random, stringFacets);
      const values = valuesOf(attribute);
      return `${attribute}:${quote(String(values.length > 0 ? pick(random, values) : "none"))}`;
    }
    if (roll < 0.6) return `show_on_dealer_website:${random() < 0.8 ? "true" : "false"}`;
    const attribute = pick(random, numericFacets);
    const numbers = valuesOf(attribute).filter((value): value is number => typeof value === "number");
    const value = numbers.length > 0 ? pick(random, numbers) : 0;
    if (roll < 0.75) {
      const other = numbers.length > 0 ? pick(random, numbers) : 0;
      return `${attribute}:${Math.min(value, other)} TO ${Math.max(value, other)}`;
    }
    return `${attribute} ${pick(random, ["<", "<=", "=", "!=", ">=", ">"])} ${value}`;
  }

  function randomFilter(random: () => number, depth = 0): string {
    const roll = random();
    if (depth >= 2 || roll < 0.4) return randomCondition(random);
    if (roll < 0.55) return `NOT ${randomCondition(random)}`;
    const operator = roll < 0.8 ? "AND" : "OR";
    const parts = Array.from({ length: 2 + Math.floor(random() * 2) }, () => randomFilter(random, depth + 1));
    const joined = parts.join(` ${operator} `);
    return depth > 0 || random() < 0.5 ? `(${joined})` : joined;
  }

  function randomFacetFilters(random: () => number): Array<string | string[]> {
    return Array.from({ length: Math.floor(random() * 3) }, () => {
      const attribute = pick(random, stringFacets);
      const values = valuesOf(attribute).map(String);
      const entry = () => `${random() < 0.15 ? "-" : ""}${attribute}:${pick(random, values)}`;
      return random() < 0.5 ? entry() : Array.from({ length: 1 + Math.floor(random() * 3) }, entry);
    });
  }

  function randomNumericFilters(random: () => number): Array<string | string[]> {
    const roll = random();
    if (roll < 0.6) return [];
    if (roll < 0.8) return [`price>=${Math.floor(random() * 40_000)}`, `price<=${40_000 + Math.floor(random() * 50_000)}`];
    if (roll < 0.9) return [`year:${2014 + Math.floor(random() * 6)} TO ${2019 + Math.floor(random() * 8)}`];
    return [[`km<${Math.floor(random() * 1000)}`, `km>${100_000 + Math.floor(random() * 50_000)}`]];
  }

  function randomRequest(random: () => number): RawSearchRequest {
    const params: Record<string, unknown> = { query: randomQuery(random) };
    if (random() < 0.6) params.filters = randomFilter(random);
    const facetFilters = randomFacetFilters(random);
    if (facetFilters.length > 0) params.facetFilters = facetFilters;
    const numericFilters = randomNumericFilters(random);
    if (numericFilters.length > 0) params.numericFilters = numericFilters;
    if (random() < 0.7) params.facets = random() < 0.2 ? ["*"] : stringFacets.concat(numericFacets).filter(() => random() < 0.3);
    if (random() < 0.5) params.maxValuesPerFacet = 1 + Math.floor(random() * 6);
    if (random() < 0.15) {
      params.offset = Math.floor(random() * 30);
      params.length = Math.floor(random() * 15);
    } else {
      if (random() < 0.7) params.hitsPerPage = pick(random, [0, 1, 3, 7, 21]);
      if (random() < 0.7) params.page = Math.floor(random() * 4);
    }
    if (random() < 0.2) params.attributesToRetrieve = random() < 0.5 ? ["make", "model", "price"] : ["*", "-dealercomments"];
    if (random() < 0.2) params.attributesToHighlight = ["name", "make", "city"];
    params.highlightPreTag = "__ais-highlight__";
    params.highlightPostTag = "__/ais-highlight__";
    const indexName = pick(random, indexNames);
    if (random() < 0.12) {
      const facet = pick(random, ["make", "model", "colour", "city", "badge"]);
      const value = String(pick(random, valuesOf(facet)));
      const facetQuery = random() < 0.3 ? "" : value.slice(0, 1 + Math.floor(random() * value.length));
      return { indexName, type: "facet", facet, facetQuery: random() < 0.2 ? misspell(random, facetQuery) : facetQuery, maxFacetHits: 1 + Math.floor(random() * 10), ...params };
    }
    // All three shapes the clients send: flattened (v5 lite), a params object, a URL-encoded string (v3/v4).
    const shape = random();
    if (shape < 0.5) return { indexName, ...params };
    if (shape < 0.75) return { indexName, params };
    const encoded = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)])).toString();
    return { indexName, params: encoded };
  }
  return randomRequest;
}

export function expectSameResult(actual: SearchResult, expected: SearchResult, context: string): void {
  if ("facetHits" in expected) {
    expect(actual, context).toMatchObject({ facetHits: expected.facetHits });
    return;
  }
  const engineResult = actual as HitsResult;
  const { processingTimeMS: _ignored, facets_stats: expectedStats, hits: expectedHits, ...rest } = expected;
  const { processingTimeMS: _alsoIgnored, facets_stats: actualStats, hits: actualHits, ...actualRest } = engineResult;
  expect(actualHits.map((hit) => hit.objectID), context).toEqual(expectedHits.map((hit) => hit.objectID));
  expect(actualHits, context).toEqual(expectedHits);
  expect(actualRest, context).toEqual(rest);
  expect(Object.keys(actualStats ?? {}).sort(), context).toEqual(Object.keys(expectedStats ?? {}).sort());
  for (const [attribute, stats] of Object.entries(expectedStats ?? {})) {
    const got = actualStats![attribute]!;
    expect(got.min, context).toBe(stats.min);
    expect(got.max, context).toBe(stats.max);
    expect(got.sum, context).toBeCloseTo(stats.sum, 6);
    expect(got.avg, context).toBeCloseTo(stats.avg, 6);
  }
}

