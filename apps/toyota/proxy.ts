// Host -> [site] rewrite, shared by every template app.
export { siteProxy as proxy } from "@forecourt/storefront/proxy";

export const config = {
  matcher: ["/((?!api/|_next/|media/|favicon.ico|fonts/).*)"],
};
