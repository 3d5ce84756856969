// Every route of a template app, in one list (issue 15). `pnpm routes:write`
// (scripts/routes.ts) turns each entry into a file under the app's `app/` folder,
// and `pnpm routes:check` fails when an app's tree differs from it. A route binds
// one storefront factory to the app's template (`#template`), so each route
// imports only its own page and ships only its own client code.
//
// A template replaces or adds a route with a file of its own whose first line
// carries the override marker (OVERRIDE_MARKER); the generator leaves it alone and
// the check accepts it. Paths follow Next's App Router: `[site]/...` pages are the
// site's pages (proxy.ts rewrites the host into the segment), `api/...` are route
// handlers outside the proxy, the rest are the app's root files.
//
// Spellings and redirects are not routes: the proxy keeps one spelling per page
// (canonicalPath in domain). spec 2.1 lists the pages.

/** The first line of a template's own route file: `// forecourt-route: override (why)`. */
export const OVERRIDE_MARKER = "forecourt-route: override";

/** A route file binding a storefront factory: `const route = factory(template, ...args)`. */
export interface FactoryRoute {
  kind: "factory";
  /** Path under the app's `app/` folder. */
  file: string;
  /** Storefront subpath export, e.g. `pages/lead-pages`. */
  module: string;
  factory: string;
  /** Code of the arguments after the template (other names they use come from `module`). */
  args?: string[];
  /** Other names imported from `module` for the arguments. */
  imports?: string[];
  /** The factory takes no template. */
  withoutTemplate?: boolean;
  /** Export name -> member of the factory's result (`""`: the result itself). */
  exports: Record<string, string>;
  /** Seconds between regenerations of a statically generated page. */
  revalidate?: number;
  dynamic?: "force-dynamic";
  /** Why the route is as it is, written above it. */
  comment?: string;
}

/** A route file re-exporting storefront members as they are. */
export interface ReexportRoute {
  kind: "reexport";
  file: string;
  module: string;
  /** Export name -> storefront member. */
  exports: Record<string, string>;
  /** A client component boundary (error pages). */
  client?: boolean;
  dynamic?: "force-dynamic";
  comment?: string;
}

/** A file written as it is (the root layout, the stylesheet). */
export interface TextRoute {
  kind: "text";
  file: string;
  text: string;
}

export type RouteEntry = FactoryRoute | ReexportRoute | TextRoute;

const page = (member: string) => ({ default: member, generateMetadata: "generateMetadata" });

function sitePage(path: string, module: string, factory: string, member: string, extra: Partial<FactoryRoute> = {}): FactoryRoute {
  return { kind: "factory", file: `[site]${path}/page.tsx`, module, factory, exports: page(member), ...extra };
}

/** spec 2.1 lead form pages: each binds one of `leadPages`. */
function leadPage(path: string, spec: string): FactoryRoute {
  return sitePage(path, "pages/lead-pages", "createLeadPage", "LeadPage", { args: [`leadPages.${spec}`], imports: ["leadPages"] });
}

/** spec 2.1 instant valuation pages (issue 18): each binds one of `valuationPages`. */
function valuationPage(path: string, spec: string): FactoryRoute {
  return sitePage(path, "pages/valuation-page", "createValuationPage", "ValuationPage", { args: [`valuationPages.${spec}`], imports: ["valuationPages"] });
}

/** Content pages at their own paths (spec 2.1), read from the site's content_pages rows. */
function contentPage(path: string): FactoryRoute {
  return sitePage(path, "pages/content-page", "createContentPage", "ContentPage", { args: [JSON.stringify(path)] });
}

function apiRoute(path: string, module: string, factory: string, exports: Record<string, string>, extra: Partial<FactoryRoute> = {}): FactoryRoute {
  return { kind: "factory", file: `api${path}/route.ts`, module, factory, exports, ...extra };
}

export const routeManifest: readonly RouteEntry[] = [
  // --- Root files ---
  {
    kind: "text",
    file: "layout.tsx",
    text: `// The real root layouts are app/[site]/layout.tsx (per site: lang, theme, header,
// footer) and app/sites-directory/layout.tsx; this one only passes children through.
// The stylesheet is imported here once, for every segment and boundary below: one
// external file (next-config: not inlined, so it reaches a page once).
import type { ReactNode } from "react";
import "./globals.css";

export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
`,
  },
  {
    kind: "text",
    file: "globals.css",
    text: `@import "tailwindcss";
@import "@forecourt/tailwind-config/theme.css";
@import "../theme.css";
/* Scans packages/ui (its own @source); the storefront's pages are scanned here. */
@import "@forecourt/ui/styles.css";
@source "../../../packages/storefront/src";
`,
  },
  { kind: "reexport", file: "not-found.tsx", module: "pages/not-found", exports: { default: "UnknownHostNotFound" } },
  // A 404's document, drawn on the server: the app server asks for it when a page says notFound() (http/not-found-document.ts).
  { kind: "reexport", file: "not-found-document/page.tsx", module: "pages/not-found-document", exports: { default: "DirectoryPathNotFound" }, dynamic: "force-dynamic" },
  {
    kind: "factory",
    file: "not-found-document/[site]/[[...path]]/page.tsx",
    module: "pages/not-found-document",
    factory: "createNotFoundDocument",
    exports: { default: "NotFoundDocument", generateMetadata: "generateMetadata" },
    dynamic: "force-dynamic",
  },
  { kind: "reexport", file: "error.tsx", module: "pages/error-page", exports: { default: "RootErrorPage" }, client: true },
  { kind: "reexport", file: "sites-directory/layout.tsx", module: "pages/directory-page", exports: { default: "DirectoryLayout", metadata: "directoryMetadata" } },
  { kind: "reexport", file: "sites-directory/page.tsx", module: "pages/directory-page", exports: { default: "DirectoryPage" }, dynamic: "force-dynamic" },
  { kind: "reexport", file: "media/[...path]/route.ts", module: "media", exports: { GET: "GET" }, comment: "The embedded image service, with the production image CDN's parameters." },

  // --- API: route handlers outside the proxy; each finds its site from the Host header ---
  apiRoute("/leads", "leads/routes", "createLeadRoutes", { POST: "submit" }),
  apiRoute("/leads/token", "leads/routes", "createLeadRoutes", { GET: "token" }, { dynamic: "force-dynamic" }),
  apiRoute("/events", "events/routes", "createEventRoutes", { POST: "submit" }),
  apiRoute("/search/[...path]", "search/routes", "createSearchRoutes", { POST: "search", GET: "search" }),
  apiRoute("/revalidate", "vehicle/revalidate", "createRevalidateRoute", { POST: "" }),
  apiRoute("/auth/[...all]", "accounts/routes", "createAccountRoutes", { GET: "auth", POST: "auth" }, { dynamic: "force-dynamic", comment: "better-auth's sign-in endpoints, one auth instance per site (issue 16)." }),
  apiRoute("/watchlist", "accounts/routes", "createAccountRoutes", { GET: "watchlist" }, { dynamic: "force-dynamic" }),
  apiRoute("/watchlist/save-car", "accounts/routes", "createAccountRoutes", { POST: "saveCar" }),
  apiRoute("/watchlist/remove-car", "accounts/routes", "createAccountRoutes", { POST: "removeCar" }),
  apiRoute("/saved-cars", "accounts/routes", "createAccountRoutes", { GET: "savedCars" }, { dynamic: "force-dynamic" }),
  apiRoute("/account", "accounts/routes", "createAccountRoutes", { DELETE: "deleteAccount" }),
  apiRoute("/reservations", "reservations/routes", "createReservationRoutes", { POST: "create" }, { comment: "Reserve a car with a card deposit (issue 17)." }),
  apiRoute("/reservations/webhook", "reservations/routes", "createReservationRoutes", { POST: "webhook" }, { comment: "The payments processor's signed events (Stripe, or the test gateway)." }),
  apiRoute("/reservations/[id]", "reservations/routes", "createReservationRoutes", { GET: "show" }, { dynamic: "force-dynamic" }),
  apiRoute("/reservations/[id]/cancel", "reservations/routes", "createReservationRoutes", { POST: "cancel" }),
  apiRoute("/valuations", "valuations/routes", "createValuationRoutes", { POST: "valuation" }, { comment: "The instant trade-in valuation (issue 18)." }),
  apiRoute("/valuations/lookup", "valuations/routes", "createValuationRoutes", { POST: "lookup" }),
  apiRoute("/miscellaneous", "valuations/routes", "createValuationRoutes", { POST: "miscellaneous" }, { comment: "spec 7 'Save valuation': a signed-in shopper's valuation, on sites with features.saveValuation." }),
  apiRoute("/finance/pre-approval", "finance/routes", "createFinanceRoutes", { POST: "preApproval", GET: "preApprovalStatus" }, { dynamic: "force-dynamic", comment: "The finance pre-approval's lead and the shopper's 'Pre-Approved' state (issue 18)." }),
  apiRoute("/finance/pre-approval/claim", "finance/routes", "createFinanceRoutes", { POST: "preApprovalClaim" }, { dynamic: "force-dynamic", comment: "A pre-approval made signed out, kept for the shopper who has since signed in (issue 18)." }),
  apiRoute("/health", "http/health", "createHealthRoutes", { GET: "health" }, { withoutTemplate: true, dynamic: "force-dynamic" }),
  apiRoute("/ready", "http/health", "createHealthRoutes", { GET: "ready" }, { withoutTemplate: true, dynamic: "force-dynamic" }),
  apiRoute("/stock/v1/dealerships/[dealership_slug]/cars/[stock_number]", "stock/api-routes", "createStockApiRoutes", { GET: "get", PUT: "put", DELETE: "remove" }, {
    withoutTemplate: true,
    dynamic: "force-dynamic",
    comment: "The stock push API (issue 19): on any host, the dealer group taken from the key.",
  }),

  // --- The site: its layout, boundaries and files ---
  { kind: "factory", file: "[site]/layout.tsx", module: "pages/site-layout", factory: "createSiteLayout", exports: { default: "SiteLayout", generateMetadata: "generateMetadata" } },
  { kind: "reexport", file: "[site]/not-found.tsx", module: "pages/not-found", exports: { default: "SiteNotFound" } },
  { kind: "reexport", file: "[site]/error.tsx", module: "pages/error-page", exports: { default: "SiteErrorPage" }, client: true },
  { kind: "reexport", file: "[site]/[...rest]/page.tsx", module: "pages/not-found", exports: { default: "UnknownSitePath" }, comment: "Any path a site does not have renders the site's own 404 inside its layout." },
  { kind: "factory", file: "[site]/robots.txt/route.ts", module: "seo/site-files", factory: "createSiteFileRoutes", exports: { GET: "robots" } },
  { kind: "factory", file: "[site]/sitemap.xml/route.ts", module: "seo/site-files", factory: "createSiteFileRoutes", exports: { GET: "sitemap" } },

  // --- Pages (spec 2.1) ---
  { kind: "factory", file: "[site]/page.tsx", module: "pages/home-page", factory: "createHomePage", exports: { default: "" } },
  sitePage("/cars", "pages/search-page", "createSearchPage", "SearchPage"),
  sitePage("/search/[...segments]", "pages/search-page", "createSearchPage", "SearchPage"),
  sitePage("/cars/[slug]", "vehicle/vehicle-page", "createVehiclePage", "VehiclePage", {
    exports: { ...page("VehiclePage"), generateStaticParams: "generateStaticParams" },
    revalidate: 3600,
    comment: "Generated per site on first request, then served from the cache; regenerated when\n// its car changes (POST /api/revalidate) and at least hourly, as sold cars age out.",
  }),
  { kind: "factory", file: "[site]/cars/[slug]/layout.tsx", module: "vehicle/vehicle-not-found", factory: "createVehicleLayout", withoutTemplate: true, exports: { default: "" } },
  { kind: "factory", file: "[site]/cars/[slug]/not-found.tsx", module: "vehicle/vehicle-not-found", factory: "createVehicleNotFound", exports: { default: "" } },
  { kind: "factory", file: "[site]/cars/[slug]/brochure.pdf/route.ts", module: "vehicle/vehicle-routes", factory: "createVehicleRoutes", exports: { GET: "brochure" } },
  { kind: "factory", file: "[site]/cars/[slug]/finance-disclaimer/route.ts", module: "vehicle/vehicle-routes", factory: "createVehicleRoutes", exports: { GET: "financeDisclaimer" } },
  // Reserve a car (issue 17; spec 2.1): one of the two paths per site, the other redirects to it.
  sitePage("/cars/[slug]/checkout", "reservations/checkout-page", "createCheckoutPage", "CheckoutPage", { args: ['"checkout"'], dynamic: "force-dynamic" }),
  sitePage("/cars/[slug]/buy-online", "reservations/checkout-page", "createCheckoutPage", "CheckoutPage", { args: ['"buy-online"'], dynamic: "force-dynamic" }),
  sitePage("/reservations/[id]", "reservations/reservation-page", "createReservationPage", "ReservationPage", {
    dynamic: "force-dynamic",
    comment: "A reservation's page: where the payment returns to and the receipt's signed link leads (issue 17).",
  }),
  sitePage("/history-reports/[stocknum]", "vehicle/history-report-page", "createHistoryReportPage", "HistoryReportPage"),
  sitePage("/compare", "pages/compare-page", "createComparePage", "ComparePage"),
  sitePage("/special-offers", "pages/offers-page", "createOffersPage", "OffersPage"),
  sitePage("/offers/[...segments]", "pages/offer-page", "createOfferPage", "OfferPage"),
  sitePage("/brands/[slug]", "pages/brand-page", "createBrandPage", "BrandPage"),
  sitePage("/blog", "pages/blog-pages", "createBlogPage", "BlogPage"),
  sitePage("/blog/[slug]", "pages/blog-pages", "createBlogPostPage", "BlogPostPage"),
  sitePage("/locations/[slug]", "pages/location-pages", "createLocationPage", "LocationPage"),
  sitePage("/contact-us/[slug]", "pages/location-pages", "createLocationContactPage", "LocationContactPage"),
  sitePage("/teams/[slug]", "pages/location-pages", "createTeamPage", "TeamPage"),
  sitePage("/pages/reviews", "pages/location-pages", "createReviewsPage", "ReviewsPage"),
  sitePage("/pages/[page]", "pages/content-page", "createContentPage", "ContentPage", { comment: "/pages/{page} (spec 2.1) served from content pages; /pages/book-a-service has its own route." }),
  { kind: "factory", file: "[site]/sign-in/page.tsx", module: "pages/sign-in-page", factory: "createSignInPage", exports: { default: "SignInPage", metadata: "metadata" } },
  { kind: "factory", file: "[site]/watchlist/page.tsx", module: "pages/account-pages", factory: "createWatchlistPage", exports: { default: "WatchlistPage", metadata: "metadata" } },
  { kind: "factory", file: "[site]/favourites/page.tsx", module: "pages/account-pages", factory: "createFavouritesPage", exports: { default: "FavouritesPage", metadata: "metadata" } },
  { kind: "factory", file: "[site]/account/page.tsx", module: "pages/account-pages", factory: "createAccountPage", exports: { default: "AccountPage", metadata: "metadata" } },
  { kind: "factory", file: "[site]/success/page.tsx", module: "pages/success-page", factory: "createSuccessPage", exports: { default: "SuccessPage", metadata: "metadata" } },

  // Lead forms (spec 2.1, 4)
  leadPage("/contact-us", "contactUs"),
  leadPage("/contact", "contact"),
  leadPage("/book-test-drive", "bookTestDrive"),
  leadPage("/service", "bookService"),
  leadPage("/pages/book-a-service", "bookService"),
  leadPage("/vehicle-parts-and-accessories", "parts"),
  leadPage("/finance", "finance"),
  leadPage("/finance-enquiry", "finance"),
  leadPage("/apply-for-finance", "finance"),
  // The instant valuation (issue 18): stepped, never gated (spec 2.1).
  valuationPage("/trade-in", "tradeIn"),
  valuationPage("/cars/trade-in", "tradeIn"),
  valuationPage("/sell-my-car", "sellMyCar"),
  valuationPage("/sell-your-car", "sellMyCar"),
  // Finance (issue 18): the pre-approval is never gated; personalised finance is, on sites with the gate (spec 2.1).
  sitePage("/finance-pre-approval", "pages/finance-pages", "createPreApprovalPage", "PreApprovalPage", { dynamic: "force-dynamic" }),
  sitePage("/personalised/finance", "pages/finance-pages", "createPersonalisedFinancePage", "PersonalisedFinancePage", { dynamic: "force-dynamic" }),
  leadPage("/fleet", "fleet"),

  // Content pages at their own paths
  ...["/warranty", "/roadside-assistance", "/prepaid-maintenance-plan", "/diamond-advantage", "/buying", "/terms-and-conditions", "/privacy-policy", "/faqs", "/autopact-handback-guarantee", "/autopact-protection-plan", "/ultratek"].map(contentPage),
];
