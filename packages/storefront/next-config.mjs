// The Next.js config every template app uses (plain JavaScript: Next loads it
// before any TypeScript transpilation of workspace packages).

/** @type {import("next").NextConfig} */
export const storefrontNextConfig = {
  // Workspace packages are consumed as TypeScript source (docs/rules.md 'House style').
  transpilePackages: ["@forecourt/domain", "@forecourt/ui", "@forecourt/search", "@forecourt/db", "@forecourt/storefront"],
  // @react-pdf/renderer (the car brochure) loads its fonts and layout engine at run time.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pg", "sharp", "@react-pdf/renderer"],
  poweredByHeader: false,
  // The app server compresses what Next answers, with Brotli where the browser takes
  // it (src/server/compress-responses.ts). Next's own compression knows only gzip,
  // and, left on, it would encode every answer before the app server's could.
  compress: false,
  // The proxy keeps each page at one spelling, with or without the trailing slash as
  // the spec writes it (canonicalPath in @forecourt/domain); Next's own redirect would
  // always strip it.
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  // The stylesheet (about 11 KB gzipped, Tailwind's atomic CSS) is one external,
  // cacheable file, not inlined (experimental.inlineCss): Next puts an inlined
  // stylesheet in the HTML and again, as text, in the page's RSC payload (twice: the
  // root layout's copy and the global error's), so every document carried about 35 KB
  // of CSS gzipped, and a car page's HTML was 53 KB against issue 20's limit of 25.
  // External, the page's CSS arrives once and is cached from page to page.
  experimental: {
    // Pages generated at run time (a car page on its first request, then every hour or
    // on POST /api/revalidate) are kept by Next in memory and, by default, also written
    // under the app's `.next/server/route-cache`. The demo, the end-to-end tests and the
    // benches each run a stack of their own (database, Turnstile stand-in, payment
    // gateway, ports) from the same build: on a shared disk cache one stack served the
    // pages another had generated, with that stack's stand-in addresses in them. Their
    // apps run with FORECOURT_PAGE_CACHE=memory (scripts/stack.ts), so each process
    // keeps its own pages; a deployment keeps Next's disk cache.
    // Next loads this file itself, before any TypeScript, so env.ts (where the variable
    // is declared and checked) cannot be imported here.
    // eslint-disable-next-line no-restricted-properties, no-undef
    isrFlushToDisk: process.env.FORECOURT_PAGE_CACHE !== "memory",
    // Next reads the body of every request its proxy sees, up to this size, before
    // the route runs (past it, it truncates the body and carries on: it never answers
    // 413). The API is outside the proxy's matcher so its bodies stream straight to
    // the route handlers, which refuse oversized ones themselves (64 KB leads, 256 KB
    // search); nothing the proxy sees needs a body. 1 MB is the largest any route
    // is to accept (the stock push API planned next), so no body is ever cut short silently.
    proxyClientMaxBodySize: "1mb",
  },
};
