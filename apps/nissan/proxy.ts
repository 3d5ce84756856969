// Host -> [site] rewrite, shared by every template app.
export { siteProxy as proxy } from "@forecourt/storefront/proxy";

export const config = {
  matcher: ["/((?!_next/|media/|favicon.ico).*)"],
};
