// The Next.js config every template app uses (plain JavaScript: Next loads it
// before any TypeScript transpilation of workspace packages).

/** @type {import("next").NextConfig} */
export const storefrontNextConfig = {
  // Workspace packages are consumed as TypeScript source (docs/rules.md 'House style').
  transpilePackages: ["@forecourt/domain", "@forecourt/ui", "@forecourt/search", "@forecourt/db", "@forecourt/storefront"],
  // @react-pdf/renderer (the car brochure) loads its fonts and layout engine at run time.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pg", "sharp", "@react-pdf/renderer"],
  poweredByHeader: false,
  // The proxy keeps each page at one spelling, with or without the trailing slash as
  // the spec writes it (canonicalPath in @forecourt/domain); Next's own redirect would
  // always strip it.
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  // The stylesheet (about 10 KB gzipped, Tailwind's atomic CSS) goes inline in the
  // HTML instead of a render-blocking request: on a phone's first visit, the page
  // paints one round trip sooner, and the LCP photo no longer waits behind it
  // (Lighthouse mobile: /cars/ LCP 2.6 s -> 1.2 s median on the generic app).
  experimental: {
    inlineCss: true,
    // Next reads the body of every request its proxy sees, up to this size, before
    // the route runs (past it, it truncates the body and carries on: it never answers
    // 413). The API is outside the proxy's matcher so its bodies stream straight to
    // the route handlers, which refuse oversized ones themselves (64 KB leads, 256 KB
    // search); nothing the proxy sees needs a body. 1 MB is the largest any route
    // is to accept (the stock push API planned next), so no body is ever cut short silently.
    proxyClientMaxBodySize: "1mb",
  },
};
