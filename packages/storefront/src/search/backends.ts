// Which search backend a site's pages use (issue 4 item 1): Algolia when the site
// config carries credentials, else the embedded engine. The browser gets a plain
// description it can turn into a client (`createSearchClient` from
// @forecourt/search); with Algolia its key is a secured key that embeds the
// site's filter, so Algolia itself confines every query to the site (issue 4
// item 3, spec 7 'The site's search filter is always applied'). Server rendering
// never makes an HTTP hop to itself: it searches the engine in process.
import type { SiteConfig } from "@forecourt/domain";
import { createSearchClient, type ForecourtSearchClient, type MultiQuerySearch, type SearchBackend } from "@forecourt/search";
import { securedSearchKey } from "@forecourt/search/secured-key";
import { searchForSite } from "./routes";
import { siteSearchFilter } from "./site-filter";

/** How long a secured key handed to a browser stays valid: a page left open longer fetches a new one on reload. */
export const securedKeyLifetimeSeconds = 6 * 60 * 60;

type SearchScope = Pick<SiteConfig, "dealerships" | "search">;

/** What the browser needs to search for this site; serialisable, so a server component can pass it to a client one. */
export type BrowserSearchBackend = Extract<SearchBackend, { kind: "algolia" }> & { indexName: string } | { kind: "embedded-http"; origin: string; indexName: string };

export function browserSearchBackend(config: SearchScope, { origin, now }: { origin: string; now: Date }): BrowserSearchBackend {
  const indexName = config.search.index;
  const algolia = config.search.algolia;
  if (!algolia) return { kind: "embedded-http", origin, indexName };
  const validUntil = Math.floor(now.getTime() / 1000) + securedKeyLifetimeSeconds;
  const searchKey = securedSearchKey({
    searchKey: algolia.searchKey,
    filters: siteSearchFilter(config, now),
    validUntil,
    // The key reaches the site's index and its sort replicas (`Car_production:price:desc`), nothing else.
    indices: [indexName, `${indexName}*`],
  });
  return { kind: "algolia", appId: algolia.appId, searchKey, indexName };
}

/**
 * The client for server rendering: Algolia through the same secured key, or the
 * embedded engine in process with the same enforced filter as the HTTP endpoint.
 * `search` is injectable for tests.
 */
export function serverSearchClient(config: SearchScope, { now = new Date(), search }: { now?: Date; search?: MultiQuerySearch } = {}): ForecourtSearchClient {
  if (config.search.algolia) {
    const backend = browserSearchBackend(config, { origin: "", now });
    if (backend.kind === "algolia") return createSearchClient({ kind: "algolia", appId: backend.appId, searchKey: backend.searchKey });
  }
  return createSearchClient({ kind: "in-process", search: search ?? ((requests) => searchForSite(config, requests, { now })) });
}
