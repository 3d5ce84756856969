// Demo site configurations (spec 1, 2.2, 3 'Site configuration', 6). The switches
// vary across sites so every feature flag, label and layout option is exercised
// somewhere. Finance (/finance, /finance-enquiry, /apply-for-finance), trade-in
// (/trade-in) and compare (/compare) have their pages, so some sites switch them on;
// the watchlist (issue 16) is on everywhere, with the sign-in gate on one site of each
// template (metro-motor-group, bayside-toyota, hunter-nissan); reservation and
// buy-online stay off until their destinations exist (issue 2: never link to a missing page).
import { type FinanceProvider, type HeaderItem, type LocationInput, type MenuLink, parseHexColour, type Region, relativeLuminance, type SiteConfigInput, type TemplateId } from "@forecourt/domain";
import { dealerships as allDealerships, type DealershipSpec } from "./dealers";

type Features = NonNullable<SiteConfigInput["features"]>;
type Labels = NonNullable<SiteConfigInput["labels"]>;
type Search = NonNullable<SiteConfigInput["search"]>;
type Colours = NonNullable<NonNullable<SiteConfigInput["branding"]>["colors"]>;

interface SiteSpec {
  slug: string;
  name: string;
  template: TemplateId;
  region: Region;
  group: string;
  financeProvider: FinanceProvider | null;
  financePath?: "/finance" | "/finance-enquiry" | "/apply-for-finance";
  excludedDealerships?: string[];
  colours: Colours;
  features: Partial<Features>;
  labels?: Partial<Labels>;
  search?: Partial<Search>;
  hiddenLocationIds?: number[];
  /** Extra links in the Company / About Us menu (spec 2.2 'plus dealer-specific links'). */
  companyLinks?: MenuLink[];
  /** spec 2.1: protection-plan menu links for one dealer group. */
  protectionMenu?: boolean;
  /** spec 5: the captcha on its lead forms, with Cloudflare Turnstile's test keys (demoTurnstileKeys). */
  turnstile?: boolean;
}

/**
 * Cloudflare Turnstile's documented test keys: the widget always passes and siteverify
 * accepts its dummy token. The demo's local stand-in (FORECOURT_TURNSTILE_SCRIPT_URL,
 * FORECOURT_TURNSTILE_VERIFY_URL) answers them as Cloudflare does, so one demo site
 * shows the captcha on every lead form without the internet.
 */
/** issue 17: the demo sites that take reservations, one of each template (metro-motor-group also has the sign-in gate). */
export const demoReservationSites = [
  { slug: "sunshine-toyota", template: "toyota" },
  { slug: "harbour-nissan", template: "nissan" },
  { slug: "metro-motor-group", template: "generic" },
] as const satisfies ReadonlyArray<{ slug: string; template: TemplateId }>;

export const demoTurnstileKeys = { siteKey: "1x00000000000000000000AA", secretKey: "1x0000000000000000000000000000000AA" } as const;

// Buy online stays off on every site (issue 2 item 4). Reservations follow the site's
// own switch (issue 17: on for one site of each template, the gate on one of them);
// finance, trade-in and compare too (off unless it says so).
function withLaterFeaturesOff(features: Partial<Features>): Features {
  return {
    ...features,
    reservation: { enabled: false, path: "checkout", price: 200, buttonLabel: "Reserve Now", ...features.reservation },
    tradeIn: features.tradeIn ?? false,
    finance: features.finance ?? false,
    buyOnline: false,
    watchlist: features.watchlist ?? true,
    compare: features.compare ?? false,
  };
}

const toyotaKeyword = "Keyword search eg. EV, SUV, Toyota";

const siteSpecs: readonly SiteSpec[] = [
  {
    slug: "sunshine-toyota",
    name: "Sunshine Toyota",
    template: "toyota",
    region: "AU",
    group: "pacific-toyota-group",
    financeProvider: "taurus",
    colours: { primary: "#eb0a1e", primary_foreground: "#ffffff", accent: "#58595b", header_background: "#ffffff", header_foreground: "#1a1a1a" },
    features: { menuOpensOn: "hover", electricTags: true, certifiedBadge: true, finance: true, tradeIn: true, compare: true, experiments: { financeQuote: true }, reservation: { enabled: true, path: "checkout", price: 200, buttonLabel: "Reserve Now" } },
    labels: { soldTag: "JUST SOLD", keywordPlaceholder: toyotaKeyword, tagline: "Sunshine Coast's home of Toyota" },
    // spec 4: this site shuffles its promotional cards after ordering them.
    search: { promoPositions: [8, 17], ageDays: 3, promoShuffle: true },
    companyLinks: [{ label: "Our Team", href: "/teams/sunshine-toyota-maroochydore" }, { label: "Reviews", href: "/pages/reviews" }, { label: "Owner Benefits", href: "/pages/owner-benefits" }, { label: "Blog", href: "/blog" }],
  },
  {
    slug: "bayside-toyota",
    name: "Bayside Toyota",
    template: "toyota",
    region: "AU",
    group: "pacific-toyota-group",
    financeProvider: "taurus",
    colours: { primary: "#d40a1b", primary_foreground: "#ffffff", accent: "#1f2937", header_background: "#111111", header_foreground: "#ffffff" },
    features: { menuOpensOn: "hover", electricTags: true, certifiedBadge: true, signInGate: true },
    labels: { soldTag: "JUST SOLD", keywordPlaceholder: toyotaKeyword, closedDay: "By appointment only" },
    search: { ctaPosition: 9 },
    companyLinks: [{ label: "Locations", href: "/locations/bayside-toyota-capalaba" }, { label: "Blog", href: "/blog" }],
  },
  {
    slug: "capital-toyota",
    name: "Capital Toyota",
    template: "toyota",
    region: "AU",
    group: "pacific-toyota-group",
    financeProvider: "360-finance",
    colours: { primary: "#c00d1e", primary_foreground: "#ffffff", accent: "#0f172a", header_background: "#ffffff", header_foreground: "#0f172a" },
    features: { menuOpensOn: "click", certifiedBadge: true },
    labels: { keywordPlaceholder: toyotaKeyword },
    search: { baseFilter: "in-stock", soldDays: 7 },
    // spec 6: some dealerships' locations are hidden (Belconnen, location 10).
    hiddenLocationIds: [10],
    companyLinks: [{ label: "Our Team", href: "/teams/capital-toyota-phillip" }, { label: "Service Benefits", href: "/pages/service-benefits" }],
  },
  {
    slug: "westside-toyota",
    name: "Westside Toyota",
    template: "toyota",
    region: "AU",
    group: "pacific-toyota-group",
    financeProvider: "manual",
    colours: { primary: "#e50015", primary_foreground: "#ffffff", accent: "#6b7280", header_background: "#f8f8f8", header_foreground: "#111827" },
    features: { menuOpensOn: "hover", electricTags: true, certifiedBadge: true, termsRequired: true },
    labels: { keywordPlaceholder: toyotaKeyword, noPriceText: "Call for price" },
    search: { ageDays: 7 },
  },
  {
    slug: "harbour-nissan",
    name: "Harbour Nissan",
    template: "nissan",
    region: "AU",
    group: "southern-cross-nissan",
    financeProvider: "nissan-finance",
    financePath: "/apply-for-finance",
    colours: { primary: "#c3002f", primary_foreground: "#ffffff", accent: "#343434", header_background: "#000000", header_foreground: "#ffffff" },
    features: {
      menuOpensOn: "click",
      electricTags: true,
      runoutGreen: true,
      finance: true,
      tradeIn: true,
      compare: true,
      dealerComments: { enabled: true, title: "Our Comments" },
      // spec 2.4, 9: 'Reserve This Car $200'.
      reservation: { enabled: true, path: "checkout", price: 200, buttonLabel: "Reserve this Car" },
    },
    labels: { closedDay: "Enquire Now", companyMenu: "Company" },
    companyLinks: [{ label: "Pre-Owned Benefits", href: "/pages/pre-owned-benefits" }, { label: "Locations", href: "/locations/harbour-nissan-brookvale" }],
  },
  {
    slug: "hunter-nissan",
    name: "Hunter Nissan",
    template: "nissan",
    region: "AU",
    group: "southern-cross-nissan",
    financeProvider: "nissan-finance",
    financePath: "/apply-for-finance",
    colours: { primary: "#a8002a", primary_foreground: "#ffffff", accent: "#2b2b2b", header_background: "#ffffff", header_foreground: "#111111" },
    features: { menuOpensOn: "click", runoutGreen: true, captcha: false, messageRequired: false, signInGate: true },
    labels: { companyMenu: "Company" },
    companyLinks: [{ label: "4x4xMORE", href: "/pages/4x4xmore" }, { label: "Blog", href: "/blog" }],
  },
  {
    slug: "swan-nissan",
    name: "Swan Nissan",
    template: "nissan",
    region: "AU",
    group: "southern-cross-nissan",
    financeProvider: "powertorque",
    financePath: "/apply-for-finance",
    colours: { primary: "#d4003a", primary_foreground: "#ffffff", accent: "#1c1c1c", header_background: "#1c1c1c", header_foreground: "#ffffff" },
    features: { menuOpensOn: "hover", electricTags: true },
    search: {
      cityFacetOnTop: true,
      // spec 2.3: 20 body-type tiles when a custom list is given.
      bodyTypes: ["suv", "ute", "4x4", "cabChassis", "hatch", "sedan", "wagon", "van", "peopleMover", "coupe", "convertible", "bus", "lightTruck", "motorhome", "hardtop", "softtop", "stationWagon", "hatchback"],
    },
    companyLinks: [{ label: "Local Offers", href: "/pages/local-offers" }, { label: "Service and Win", href: "/pages/service-and-win" }],
  },
  {
    slug: "derwent-nissan",
    name: "Derwent Nissan",
    template: "nissan",
    region: "AU",
    group: "southern-cross-nissan",
    financeProvider: "nissan-finance",
    financePath: "/apply-for-finance",
    colours: { primary: "#b0002b", primary_foreground: "#ffffff", accent: "#4b5563", header_background: "#ffffff", header_foreground: "#111827" },
    features: { menuOpensOn: "click", testDrive: false, favourites: false, dealerComments: { enabled: false, title: "Dealer Comments" } },
    labels: { companyMenu: "Company" },
  },
  {
    slug: "metro-motor-group",
    name: "Metro Motor Group",
    template: "generic",
    region: "AU",
    group: "metro-automotive",
    financeProvider: "ausloans",
    // spec 5: five named dealer slugs are excluded from finance estimates.
    excludedDealerships: ["metro-mg", "metro-gwm-haval", "top-end-ldv", "tasman-motors", "rose-city-motors"],
    colours: { primary: "#1d4ed8", primary_foreground: "#ffffff", accent: "#f59e0b", header_background: "#0b1f4d", header_foreground: "#ffffff" },
    features: {
      menuOpensOn: "hover",
      electricTags: true,
      subscriptions: true,
      runoutGreen: true,
      // spec 5: favourites and compare for used cars with a price and a photo only.
      favouritesUsedOnly: true,
      compare: true,
      signInGate: true,
      // spec 2.1: some sites reserve at /cars/{slug}/buy-online; spec 2.4: 'Reserve this Car'.
      reservation: { enabled: true, path: "buy-online", price: 500, buttonLabel: "Reserve this Car" },
    },
    labels: { companyMenu: "Company", tagline: "Five brands, one team" },
    search: { popularMakes: 20 },
    companyLinks: [{ label: "Kia", href: "/brands/kia" }, { label: "Hyundai", href: "/brands/hyundai" }, { label: "MG", href: "/brands/mg" }, { label: "GWM Haval", href: "/brands/gwm-haval" }],
    protectionMenu: true,
  },
  {
    slug: "torrens-motors",
    name: "Torrens Motors",
    template: "generic",
    region: "AU",
    group: "metro-automotive",
    financeProvider: "angle",
    financePath: "/finance-enquiry",
    colours: { primary: "#0f766e", primary_foreground: "#ffffff", accent: "#134e4a", header_background: "#ffffff", header_foreground: "#134e4a" },
    features: { menuOpensOn: "click", finance: true, tradeIn: true, compare: true },
    search: { ageDays: 14 },
    companyLinks: [{ label: "Mazda", href: "/brands/mazda" }, { label: "Subaru", href: "/brands/subaru" }],
    protectionMenu: true,
  },
  {
    slug: "coral-coast-auto",
    name: "Coral Coast Auto",
    template: "generic",
    region: "AU",
    group: "metro-automotive",
    financeProvider: "manual",
    colours: { primary: "#c2410c", primary_foreground: "#ffffff", accent: "#0e7490", header_background: "#0e7490", header_foreground: "#ffffff" },
    features: { menuOpensOn: "click", electricTags: true },
    labels: { closedDay: "By appointment only" },
    companyLinks: [{ label: "Ford", href: "/brands/ford" }, { label: "Isuzu UTE", href: "/brands/isuzu" }],
    protectionMenu: true,
    turnstile: true,
  },
  {
    slug: "top-end-auto",
    name: "Top End Auto",
    template: "generic",
    region: "AU",
    group: "metro-automotive",
    financeProvider: "powertorque",
    colours: { primary: "#b45309", primary_foreground: "#ffffff", accent: "#1f2937", header_background: "#1f2937", header_foreground: "#ffffff" },
    features: { menuOpensOn: "hover" },
    labels: { soldTag: "JUST SOLD", noPriceText: "Price on application" },
    companyLinks: [{ label: "Diamond Advantage", href: "/diamond-advantage" }, { label: "LDV", href: "/brands/ldv" }],
    protectionMenu: true,
  },
  {
    slug: "tasman-motors",
    name: "Tasman Motors",
    template: "generic",
    region: "NZ",
    group: "metro-automotive",
    financeProvider: null,
    colours: { primary: "#166534", primary_foreground: "#ffffff", accent: "#0f172a", header_background: "#ffffff", header_foreground: "#0f172a" },
    features: { menuOpensOn: "click", electricTags: true },
    // Used imports only: the search base filter is used-only (spec 7).
    search: { baseFilter: "used-only" },
  },
  {
    slug: "rose-city-motors",
    name: "Rose City Motors",
    template: "generic",
    region: "US",
    group: "metro-automotive",
    financeProvider: null,
    colours: { primary: "#9d174d", primary_foreground: "#ffffff", accent: "#334155", header_background: "#ffffff", header_foreground: "#1e293b" },
    features: { menuOpensOn: "hover", electricTags: true },
    labels: { noPriceText: "Call for price" },
    companyLinks: [{ label: "Jeep", href: "/brands/jeep" }, { label: "RAM", href: "/brands/ram" }],
  },
];

const serviceMenu: MenuLink[] = [
  { label: "Book a Service", href: "/service" },
  { label: "Parts & Accessories", href: "/vehicle-parts-and-accessories" },
  { label: "Warranty", href: "/pages/warranty" },
  { label: "Prepaid Maintenance Plan", href: "/prepaid-maintenance-plan" },
  { label: "Roadside Assistance", href: "/roadside-assistance" },
];

const protectionMenu: MenuLink[] = [
  { label: "Handback Guarantee", href: "/autopact-handback-guarantee" },
  { label: "Protection Plan", href: "/autopact-protection-plan" },
  { label: "Ultratek Paint Protection", href: "/ultratek" },
  { label: "FAQs", href: "/faqs" },
];

/** spec 2.2 header: Home, Vehicles, Special Offers, Our Stock, Trade-in, Service, Company or About Us. */
function headerFor(spec: SiteSpec, companyMenu: string): HeaderItem[] {
  const items: HeaderItem[] = [
    { kind: "link", label: "Home", href: "/" },
    { kind: "dynamic", label: "Vehicles", source: "models", href: spec.search?.baseFilter === "used-only" ? "/search/used-cars" : "/search/new-cars" },
    { kind: "link", label: "Special Offers", href: "/special-offers" },
    { kind: "dynamic", label: "Our Stock", source: "stock", href: "/cars/" },
    { kind: "link", label: "Trade-in", href: "/trade-in" },
    { kind: "menu", label: "Service", items: serviceMenu },
  ];
  if (spec.protectionMenu) items.push({ kind: "menu", label: "Protection Plans", items: protectionMenu });
  items.push({ kind: "menu", label: companyMenu, items: [{ label: "Fleet", href: "/fleet" }, { label: "Contact Us", href: "/contact" }, ...(spec.companyLinks ?? [])] });
  return items;
}

/** spec 2.2 footer: Buyer Tools, Servicing and Parts (Nissan Future Value on Nissan sites), legal links. */
function footerFor(spec: SiteSpec, companyMenu: string, financePath: string, blogCount: number) {
  const usedOnly = spec.search?.baseFilter === "used-only";
  const buyerTools: MenuLink[] = [
    ...(usedOnly ? [] : [{ label: "New Cars", href: "/search/new-cars" }, { label: "Demo Cars", href: "/search/demo-cars" }]),
    { label: "Used Cars", href: "/search/used-cars" },
    { label: "Special Offers", href: "/special-offers" },
    { label: "Finance", href: financePath },
    { label: "Trade-in", href: "/trade-in" },
  ];
  const servicing: MenuLink[] = [
    { label: "Book a Service", href: "/pages/book-a-service" },
    { label: "Parts & Accessories", href: "/pages/parts-accessories" },
    ...(spec.template === "nissan" ? [{ label: "Nissan Future Value", href: "/pages/nissan-future-value/" }] : []),
    ...(spec.template === "toyota" ? [{ label: "Service Benefits", href: "/pages/service-benefits" }] : []),
    { label: "Warranty", href: "/pages/warranty/" },
    { label: "Roadside Assistance", href: "/roadside-assistance/" },
  ];
  const company: MenuLink[] = [
    { label: "Contact Us", href: "/contact-us" },
    { label: "Fleet", href: "/fleet" },
    { label: "Buying With Us", href: "/buying" },
    // spec 3 blogs.count: only a site with posts links its blog.
    ...(blogCount > 0 ? [{ label: "Blog", href: "/blog" }] : []),
  ];
  return [
    { title: "Buyer Tools", links: buyerTools },
    { title: "Servicing and Parts", links: servicing },
    { title: companyMenu, links: company },
  ];
}

export interface SiteInputs {
  locations: readonly LocationInput[];
  blogCounts: ReadonlyMap<string, number>;
}

/** Whether the header's text colour is light, so a wordmark on it must be too. */
function headerInkIsLight(colours: { header_foreground?: string }): boolean {
  const rgb = colours.header_foreground ? parseHexColour(colours.header_foreground) : null;
  return rgb !== null && relativeLuminance(rgb) > 0.5;
}

export const siteSlugs: readonly string[] = siteSpecs.map((spec) => spec.slug);

/** Site ids are sequential in siteSpecs order. */
export function siteIdOf(slug: string): number {
  const index = siteSpecs.findIndex((spec) => spec.slug === slug);
  if (index < 0) throw new Error(`Unknown demo site ${slug}`);
  return index + 1;
}

export function dealershipsOfSite(slug: string): DealershipSpec[] {
  return allDealerships.filter((entry) => entry.site === slug);
}

/** Makes sold new by a site's dealerships, which decides the offers a site shows. */
export function makesSoldNewBy(slug: string): string[] {
  return [...new Set(dealershipsOfSite(slug).flatMap((entry) => entry.newMakes))];
}

export function siteTemplate(slug: string): TemplateId {
  return siteSpecs[siteIdOf(slug) - 1]!.template;
}

/** A dealership left out of pickers on its site (spec 3 dealerships, 'hidden'). */
const hiddenDealerships = new Set(["metro-pre-owned"]);

/**
 * Each demo lender's fees, in the range Australian car lenders charge (an establishment
 * fee of a few hundred dollars, an account fee of about $10 a month): the site's
 * comparison rate includes them (spec 9), so it sits above the calculator's rate.
 */
const demoLenderFees: Record<FinanceProvider, { establishment: number; monthly: number }> = {
  taurus: { establishment: 495, monthly: 10 },
  "360-finance": { establishment: 350, monthly: 8 },
  ausloans: { establishment: 395, monthly: 9 },
  manual: { establishment: 395, monthly: 10 },
  angle: { establishment: 450, monthly: 10 },
  powertorque: { establishment: 550, monthly: 12 },
  "nissan-finance": { establishment: 425, monthly: 10 },
};

export function buildSites({ locations, blogCounts }: SiteInputs): SiteConfigInput[] {
  return siteSpecs.map((spec, index) => {
    const dealerships = dealershipsOfSite(spec.slug);
    const first = dealerships[0];
    if (!first) throw new Error(`Site ${spec.slug} has no dealerships`);
    const primaryOf = (dealershipId: number) => locations.find((location) => location.dealership_id === dealershipId && location.primary) ?? locations.find((location) => location.dealership_id === dealershipId);
    const home = primaryOf(first.id);
    if (!home) throw new Error(`Site ${spec.slug} has no location`);
    const companyMenu = spec.labels?.companyMenu ?? "About Us";
    const financePath = spec.financePath ?? "/finance";
    const config: SiteConfigInput = {
      slug: spec.slug,
      template: spec.template,
      id: index + 1,
      dealership_id: first.id,
      name: spec.name,
      region: spec.region,
      state: home.address.state.toLowerCase(),
      manufacturer: spec.template === "generic" ? null : first.manufacturer,
      group: spec.group,
      domains: [`www.${spec.slug.replace(/-/g, "")}.example`],
      address: { city: home.address.city, state: home.address.state },
      phone: home.contact_detail?.phone ?? null,
      dealerships: dealerships.map((entry) => ({
        id: entry.id,
        slug: entry.slug,
        name: entry.name,
        manufacturer: entry.manufacturer,
        licence: primaryOf(entry.id)?.dealer_license_number ?? null,
        hidden: hiddenDealerships.has(entry.slug),
      })),
      hiddenLocationIds: spec.hiddenLocationIds ?? [],
      blogs: { count: blogCounts.get(spec.slug) ?? 0 },
      features: withLaterFeaturesOff(spec.features),
      labels: { ...spec.labels, companyMenu },
      navigation: {
        header: headerFor(spec, companyMenu),
        footer: footerFor(spec, companyMenu, financePath, blogCounts.get(spec.slug) ?? 0),
        legal: [
          { label: "Terms and Conditions", href: "/terms-and-conditions/" },
          { label: "Privacy Policy", href: "/privacy-policy" },
        ],
      },
      // The wordmark is set in the header's ink: light on the Nissan template's black
      // header and on any site whose header text is light (a dark header colour).
      branding: { logo_url: `/media/wordmark/${spec.template === "nissan" || headerInkIsLight(spec.colours) ? "light/" : ""}${encodeURIComponent(spec.name)}.svg`, colors: spec.colours },
      search: { index: "Car_production", algolia: null, ...spec.search },
      finance: {
        provider: spec.financeProvider,
        excludedDealerships: spec.excludedDealerships ?? [],
        path: financePath,
        ...(spec.financeProvider ? { fees: demoLenderFees[spec.financeProvider] } : {}),
      },
      integrations: { tagManagerId: null, turnstileSiteKey: spec.turnstile ? demoTurnstileKeys.siteKey : null, mapsKey: null },
    };
    return config;
  });
}
