// The limits of the public search endpoint (issue 14): one small request must
// not ask for a huge answer (a 1.2 KB request got 1.52 MB back, an 819-byte
// one 2.82 MB). Stricter than the engine's own (Algolia's), which in-process
// callers keep.
import { type SearchLimits } from "../engine";

export interface PublicSearchLimits extends SearchLimits {
  /** The serialized answer, in UTF-8 bytes. */
  maxAnswerBytes: number;
}

export const publicSearchLimits: Readonly<PublicSearchLimits> = {
  /** InstantSearch's search page sends one query plus one per refined disjunctive facet (ten lists and three ranges, search-page-widgets.ts): 50 leaves room. */
  maxQueriesPerCall: 50,
  /** A site's search.pageSize is at most 100 (domain site-config.ts): no page shows more hits at once. */
  maxHitsPerPage: 100,
  /** Three full pages: the search page asks one page of hits (its facet queries ask none); more is a scrape. */
  maxHitsPerCall: 300,
  /** InstantSearch's own tags are 17 and 18 characters and `<mark class="...">` fits; each tag is repeated around every matched word. */
  maxTagLength: 64,
  /** A car record has under 70 attributes (records.ts) and the result card retrieves 34: naming each one still fits. */
  maxAttributesListed: 100,
  /**
   * The most any page's widgets count: the make list behind 'Show all makes' and the
   * home page's quick search (200). Without it, 50 queries of every facet at 1000
   * values each would be refused only by the answer size, after being computed.
   */
  maxValuesPerFacet: 200,
  /** A search page of 100 cards with all its facet queries answers about 170 KB: 1 MB is room, not a way to download the stock. */
  maxAnswerBytes: 1024 * 1024,
};

const limitNames = Object.keys(publicSearchLimits) as Array<keyof PublicSearchLimits>;

/** The public limits with a caller's overrides; overrides may loosen them only as far as the engine's own. */
export function publicSearchLimitsWith(overrides: Partial<PublicSearchLimits> = {}): PublicSearchLimits {
  const limits = { ...publicSearchLimits };
  for (const name of limitNames) {
    const limit = overrides[name];
    if (limit !== undefined) limits[name] = limit;
  }
  return limits;
}

const encoder = new TextEncoder();

/** UTF-8 takes one to three bytes per UTF-16 unit, so most answers are decided without encoding them. */
export function isLargerThan(text: string, maxBytes: number): boolean {
  if (text.length > maxBytes) return true;
  if (text.length * 3 <= maxBytes) return false;
  return encoder.encode(text).byteLength > maxBytes;
}
