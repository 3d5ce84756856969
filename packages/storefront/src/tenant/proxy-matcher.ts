// The paths the host -> [site] proxy sees (proxy.ts); no framework import, so the
// route generator can read it.

/**
 * Everything but the API, Next's assets, the image service and static files goes
 * through the proxy; robots.txt and sitemap.xml too, since each site has its own.
 * The API stays out (its route handlers find the site from the Host header
 * themselves) because Next reads the whole body of a request its proxy sees before
 * the handler runs: a 4 MB upload would be taken in full before its 413 (issue 14).
 * Each app's proxy.ts holds this list as a literal, since Next reads `config`
 * statically: `pnpm routes:write` writes it there and `pnpm routes:check` keeps it so.
 */
export const siteProxyMatcher = ["/((?!api/|_next/|media/|favicon.ico|fonts/).*)"];
