// forecourt-route: override (Nissan sites take finance applications at /apply-for-finance, spec 2.1: /finance redirects there)
// The Nissan template's own /finance: a permanent redirect, query kept, to the site's
// finance path, unless a site of this template moved its finance form back to /finance.
import { createFinanceAliasPage } from "@forecourt/storefront/pages/lead-pages";
import { template } from "#template";

const route = createFinanceAliasPage(template);
export default route.FinanceAliasPage;
export const generateMetadata = route.generateMetadata;
