// The embedded search endpoint a template app mounts (issue 4 item 2), answering
// the subset of Algolia's REST API the lite client and InstantSearch use:
//   app/api/search/[...path]/route.ts
//     export const POST = searchRoutes.search;
//     export const GET = searchRoutes.search;   (405 in Algolia's shape)
// The site comes from the Host header (http/site-of-request.ts), never from the
// path or the body.
// Every query is confined to the site by the enforced filter of site-filter.ts
// (issue 4 item 3), whatever `filters` the client sends.
//
// In embedded mode any application id and key are accepted (issue 4 item 2); a site
// with Algolia credentials still gets an answer here, from the same records.
import { type SiteConfig } from "@forecourt/domain";
import { type RawSearchRequest, type SearchResponse } from "@forecourt/search";
import { parseEnforcedFilter } from "@forecourt/search/engine";
import { algoliaError, handleSearchHttp, type SearchHttpResponse } from "@forecourt/search/protocol";
import { readBodyText, sizeLabel } from "../http/body";
import { siteOfRequest } from "../http/site-of-request";
import type { TemplateDefinition } from "../tenant/template";
import { type EngineHolder, searchEngineHolder } from "./engine-holder";
import { siteSearchFilter, type SiteSearchScope } from "./site-filter";

/** A multi-query of a whole search page is a few KB; 256 KB leaves room and stops abuse (413). */
export const MAX_SEARCH_BODY_BYTES = 256 * 1024;

export interface SearchRouteOptions {
  /** The engine holder; the process's own (engine-holder.ts) by default. */
  holder?: EngineHolder;
  /** The clock of the listing rule (sold cars age out, spec 4). */
  now?: () => Date;
  log?: (message: string) => void;
}

const headers = { "cache-control": "no-store" };

function respond({ status, json, body }: SearchHttpResponse, extra: Record<string, string> = {}): Response {
  // An answer arrives serialized (its size is checked, issue 14): sent as is, not stringified twice.
  if (body !== undefined) return new Response(body, { status, headers: { ...headers, "content-type": "application/json", ...extra } });
  if (json === null) return new Response(null, { status, headers: { ...headers, ...extra } });
  return Response.json(json, { status, headers: { ...headers, ...extra } });
}

const unavailable = () => respond(algoliaError(503, "The search is unavailable just now. Please try again in a minute."), { "retry-after": "30" });

/**
 * The site's enforced filter, checked before any query runs: a site config whose
 * own filter does not parse is the operator's error (logged, 500), never the
 * shopper's, and never a search without the filter.
 */
function enforcedFilterOf(site: SiteSearchScope & Pick<SiteConfig, "slug">, now: Date, log: (message: string) => void): string | null {
  try {
    const filter = siteSearchFilter(site, now);
    parseEnforcedFilter(filter);
    return filter;
  } catch (error) {
    log(`[search] site ${site.slug}: its search filter is invalid (search.filter in the site config): ${(error as Error).message}`);
    return null;
  }
}

export function createSearchRoutes(template: TemplateDefinition, options: SearchRouteOptions = {}) {
  const log = options.log ?? ((message: string) => console.error(message));
  const now = options.now ?? (() => new Date());
  const holder = () => options.holder ?? searchEngineHolder();

  return {
    /** POST /api/search/1/indexes/*\/queries, /1/indexes/{index}/query, /1/indexes/{index}/facets/{facet}/query. */
    async search(request: Request): Promise<Response> {
      const found = await siteOfRequest(request, template);
      if (found.kind === "unavailable") {
        // The database is down (or the site's config is broken): not the shopper's fault, and never a 500.
        log(`[search] could not load the site for ${request.headers.get("host")}: ${found.error.message}`);
        return unavailable();
      }
      if (found.kind === "unknown") return respond(algoliaError(404, "Unknown site: no site of this template is served at this host"));
      const { site } = found;

      let bodyText = "";
      if (request.method.toUpperCase() === "POST") {
        // The lite client posts JSON as text/plain (no preflight, issue 4 item 7): read text, whatever the type.
        const body = await readBodyText(request, MAX_SEARCH_BODY_BYTES);
        if (body.kind === "too-large") return respond(algoliaError(413, `The request body is larger than ${sizeLabel(MAX_SEARCH_BODY_BYTES)}`));
        bodyText = body.text;
      }

      const siteFilter = enforcedFilterOf(site.config, now(), log);
      if (siteFilter === null) return respond(algoliaError(500, "This site's search is misconfigured"));

      let engine;
      try {
        engine = await holder().engine();
      } catch {
        // Logged by the holder; the next search tries to build the index again.
        return unavailable();
      }
      const url = new URL(request.url);
      return respond(await handleSearchHttp({ engine, method: request.method, path: `${url.pathname}${url.search}`, bodyText, siteFilter }));
    },
  };
}

export type SearchRoutes = ReturnType<typeof createSearchRoutes>;

export interface SearchForSiteOptions {
  holder?: EngineHolder;
  now?: Date;
  /**
   * How long to wait for the index to be ready (the first build reads every car);
   * a page must not hang on it (issue 4 item 7). Default 10 s.
   */
  timeoutMs?: number;
}

/**
 * The in-process search of server rendering: the same engine and enforced filter as
 * the HTTP endpoint, without an HTTP hop to itself (Node cannot even resolve
 * `*.localhost`, docs/architecture.md 'Platform notes'). Resolves to the multi-query response; rejects with the
 * engine's SearchRequestError (`status: 400`) for a bad request, and with an Error
 * when the index is not ready in time or the site's filter is invalid. A page
 * rendering search results shows `emptySearchResponse(requests)` from
 * @forecourt/search/protocol on a rejection rather than failing.
 */
export async function searchForSite(config: SiteSearchScope, requests: readonly RawSearchRequest[], options: SearchForSiteOptions = {}): Promise<SearchResponse> {
  const enforcedFilters = siteSearchFilter(config, options.now ?? new Date());
  const timeoutMs = options.timeoutMs ?? 10_000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The search index was not ready within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const engine = await Promise.race([(options.holder ?? searchEngineHolder()).engine(), timeout]);
    return await engine.search(requests, { enforcedFilters });
  } finally {
    clearTimeout(timer);
  }
}
