import type { NextConfig } from "next";

const config: NextConfig = {
  // Workspace packages are consumed as TypeScript source (STYLE.md).
  transpilePackages: ["@forecourt/domain", "@forecourt/ui", "@forecourt/search", "@forecourt/db", "@forecourt/storefront"],
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pg", "sharp"],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default config;
