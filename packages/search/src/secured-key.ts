// Server only. With Algolia, a site's browser client searches with a secured
// API key derived from the search-only key: Algolia ANDs the filters embedded
// in the key onto every request made with it, whatever the client sends, so a
// site's shoppers can only ever see that site's cars (issue 4 item 3, spec 7
// 'The site's search filter is always applied'). The key is an HMAC computed
// locally by algoliasearch; generating one makes no network call.
import { algoliasearch, type SearchClientNodeHelpers } from "algoliasearch";

export interface SecuredSearchKeyOptions {
  /** The parent search-only key; it never leaves the server. */
  searchKey: string;
  /** The site's filter and its template's base filter (spec 7), in Algolia's filter grammar. */
  filters: string;
  /** Expiry, in seconds since the Unix epoch. */
  validUntil?: number;
  /** Index names or patterns the key may query (`Car_production`, `Car_production*`); by default any index of the application. */
  indices?: readonly string[];
}

type KeyGenerator = Pick<SearchClientNodeHelpers, "generateSecuredApiKey">;

/**
 * `generateSecuredApiKey` lives on the full search client of algoliasearch's
 * Node build (the browser build has no HMAC). Building the client needs an
 * application id, but the key depends only on the parent key and the
 * restrictions, so any id serves. Built once, it holds no connection.
 */
let generator: KeyGenerator | null = null;

function keyGenerator(): KeyGenerator {
  if (generator !== null) return generator;
  // The package's types follow the browser build; the Node build adds the helper.
  const client = algoliasearch("secured-key-generator", "unused") as Partial<KeyGenerator>;
  if (typeof client.generateSecuredApiKey !== "function") throw new Error("securedSearchKey runs on the server only: this build of algoliasearch cannot sign keys");
  generator = { generateSecuredApiKey: client.generateSecuredApiKey.bind(client) };
  return generator;
}

/** A secured search key embedding the site's filter (base64 of the HMAC-SHA256 hex digest followed by the restrictions). */
export function securedSearchKey({ searchKey, filters, validUntil, indices }: SecuredSearchKeyOptions): string {
  if (searchKey === "") throw new TypeError("securedSearchKey: searchKey is empty");
  if (filters.trim() === "") throw new TypeError("securedSearchKey: filters is empty; a site's key must be confined to the site");
  if (validUntil !== undefined && !Number.isSafeInteger(validUntil)) throw new TypeError(`securedSearchKey: validUntil must be whole seconds, got ${validUntil}`);
  return keyGenerator().generateSecuredApiKey({
    parentApiKey: searchKey,
    restrictions: {
      filters,
      ...(validUntil === undefined ? {} : { validUntil }),
      ...(indices === undefined ? {} : { restrictIndices: [...indices] }),
    },
  });
}
