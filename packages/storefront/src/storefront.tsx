// What a template app mounts: every shared page, bound to the app's template.
// An app's route files are one-line re-exports of these (ARCHITECTURE.md).
import { createEventRoutes } from "./events/routes";
import { createLeadRoutes } from "./leads/routes";
import { createHomePage } from "./pages/home-page";
import { createLeadPage, createSuccessPage, leadPages } from "./pages/lead-pages";
import { createOffersPage } from "./pages/offers-page";
import { createSiteLayout } from "./pages/site-layout";
import { createSearchRoutes } from "./search/routes";
import { createSearchPage } from "./pages/search-page";
import { createComparePage } from "./pages/compare-page";
import type { TemplateDefinition } from "./tenant/template";
import { createHistoryReportPage } from "./vehicle/history-report-page";
import { createVehicleLayout, createVehicleNotFound } from "./vehicle/vehicle-not-found";
import { createVehiclePage } from "./vehicle/vehicle-page";
import { createRevalidateRoute } from "./vehicle/revalidate";
import { createVehicleRoutes } from "./vehicle/vehicle-routes";

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
    /** /fleet: the company page for business buyers, with the general enquiry (spec 2.1, 2.2). */
    fleet: createLeadPage(template, leadPages.fleet),
    /** /special-offers: offer search and offer cards (spec 2.1, 2.8). */
    specialOffers: createOffersPage(template),
    success: createSuccessPage(template),
    /** POST /api/leads and GET /api/leads/token (issue 5). */
    leadRoutes: createLeadRoutes(template),
    /** POST /api/events: call tracking (25) and favourites (39). */
    eventRoutes: createEventRoutes(template),
    /** POST /api/search/1/indexes/...: the embedded Algolia-compatible search, confined to the host's site (issue 4). */
    searchRoutes: createSearchRoutes(template),
    /** /cars/, /search/new-used-and-demo-cars/, car-type, make, model and body searches (issue 6). */
    searchPage: createSearchPage(template),
    /** /compare?cars=...: the chosen cars side by side, on sites that enable compare (spec 1, 5). */
    comparePage: createComparePage(template),
    /** /cars/{slug}: the vehicle detail page and its 404 offering similar cars (issue 7). */
    vehicle: { ...createVehiclePage(template), Layout: createVehicleLayout(), NotFound: createVehicleNotFound(template) },
    /** GET /cars/{slug}/brochure.pdf and /cars/{slug}/finance-disclaimer (issue 7). */
    vehicleRoutes: createVehicleRoutes(template),
    /** POST /api/revalidate: the stock import names the cars whose pages must be regenerated (issue 7). */
    revalidate: createRevalidateRoute(template),
    /** /history-reports/{stocknum}: the demo's car history report (issue 7). */
    historyReport: createHistoryReportPage(template),
  };
}

export type Storefront = ReturnType<typeof createStorefront>;
