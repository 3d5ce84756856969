// What a template app mounts: every shared page, bound to the app's template.
// An app's route files are one-line re-exports of these (ARCHITECTURE.md).
import { createEventRoutes } from "./events/routes";
import { createLeadRoutes } from "./leads/routes";
import { createHomePage } from "./pages/home-page";
import { createLeadPage, createSuccessPage, leadPages } from "./pages/lead-pages";
import { createSiteLayout } from "./pages/site-layout";
import { createSearchRoutes } from "./search/routes";
import type { TemplateDefinition } from "./tenant/template";

export function createStorefront(template: TemplateDefinition) {
  const layout = createSiteLayout(template);
  return {
    template,
    SiteLayout: layout.SiteLayout,
    generateSiteMetadata: layout.generateMetadata,
    HomePage: createHomePage(template),
    contactUs: createLeadPage(template, leadPages.contactUs),
    contact: createLeadPage(template, leadPages.contact),
    bookTestDrive: createLeadPage(template, leadPages.bookTestDrive),
    bookService: createLeadPage(template, leadPages.bookService),
    parts: createLeadPage(template, leadPages.parts),
    finance: createLeadPage(template, leadPages.finance),
    tradeIn: createLeadPage(template, leadPages.tradeIn),
    sellMyCar: createLeadPage(template, leadPages.sellMyCar),
    success: createSuccessPage(template),
    /** POST /api/leads and GET /api/leads/token (issue 5). */
    leadRoutes: createLeadRoutes(template),
    /** POST /api/events: call tracking (25) and favourites (39). */
    eventRoutes: createEventRoutes(template),
    /** POST /api/search/1/indexes/...: the embedded Algolia-compatible search, confined to the host's site (issue 4). */
    searchRoutes: createSearchRoutes(template),
  };
}

export type Storefront = ReturnType<typeof createStorefront>;
