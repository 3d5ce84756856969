// @forecourt/storefront/search: the server half of vehicle search (issue 4).
//   Route handler: createSearchRoutes(template) -> { search } (mounted by createStorefront as searchRoutes).
//   Server rendering: searchForSite(config, requests), in process, with the same enforced filter.
//   The site's enforced filter: siteSearchFilter(config, now).
//   The process's embedded engine: searchEngine() / searchEngineHolder(); createEngineHolder for tests.
//   Reindex: reindex(target, deps) (process: src/search/reindex-main.ts, `pnpm search:reindex`).
export { createSearchRoutes, MAX_SEARCH_BODY_BYTES, searchForSite, type SearchForSiteOptions, type SearchRouteOptions, type SearchRoutes } from "./routes";
export { dealershipsFilter, siteSearchFilter, type SiteSearchScope } from "./site-filter";
export { createEngineHolder, type EngineHolder, type EngineHolderOptions, loadIndexRecords, searchEngine, searchEngineHolder } from "./engine-holder";
export { parseReindexArgs, reindex, type ReindexDeps, type ReindexResult, type ReindexTarget, reindexUsage } from "./reindex";
export { browserSearchBackend, type BrowserSearchBackend, securedKeyLifetimeSeconds, serverSearchClient } from "./backends";
