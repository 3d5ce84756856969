// What the apps' browser bundles get for `qs` (next-config.mjs, turbopack.resolveAlias).
//
// InstantSearch's core imports its default history router, and with it qs and
// its helpers (object-inspect, get-intrinsic, side-channel: about 17 KB gzipped
// on the search page), even when a router is passed in. Forecourt always passes
// its own (`createSearchRouting` in @forecourt/search, history-router.ts), so
// InstantSearch's router is never built and qs is never called. A call here
// means something started using qs in the browser: it fails loudly rather than
// parsing a URL wrong.
function unused() {
  throw new Error("qs is not bundled for the browser (packages/storefront/next-config.mjs aliases it away); use URLSearchParams or @forecourt/search's URL functions.");
}

export const parse = unused;
export const stringify = unused;
export default { parse, stringify };
