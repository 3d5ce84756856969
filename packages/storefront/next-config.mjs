// The Next.js config every template app uses (plain JavaScript: Next loads it
// before any TypeScript transpilation of workspace packages).

/** @type {import("next").NextConfig} */
export const storefrontNextConfig = {
  // Workspace packages are consumed as TypeScript source (STYLE.md).
  transpilePackages: ["@forecourt/domain", "@forecourt/ui", "@forecourt/search", "@forecourt/db", "@forecourt/storefront"],
  // @react-pdf/renderer (the car brochure) loads its fonts and layout engine at run time.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pg", "sharp", "@react-pdf/renderer"],
  poweredByHeader: false,
  // The proxy keeps each page at one spelling, with or without the trailing slash as
  // the spec writes it (canonicalPath in @forecourt/domain); Next's own redirect would
  // always strip it.
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
};
