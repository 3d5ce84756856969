// Site configuration (spec 1, 2, 3 'Site configuration', 6): everything a dealer
// site switches. Stored in the database, validated on write and on read; an
// invalid config stops with the path of the bad field and never half-renders.
import { z } from "zod";
import { contrastRatio, minimumTextContrast } from "./contrast";
import { financeProviders } from "./values";
import { regions } from "./locale";
import { templates } from "./template-registry";

const slug = z
  .string()
  .min(1)
  .max(63)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, "must be lowercase letters, digits and hyphens");

const href = z
  .string()
  .min(1)
  .refine((value) => value.startsWith("/") || /^https?:\/\//.test(value) || value.startsWith("tel:") || value.startsWith("mailto:"), "must be a path starting with / or an absolute URL");

export const menuLinkSchema = z.object({ label: z.string().min(1), href });
export type MenuLink = z.infer<typeof menuLinkSchema>;

/**
 * A header item (spec 2.2): a plain link, a dropdown of links, or a dropdown
 * filled at request time from the site's stock (`models`: the Vehicles menu,
 * `stock`: Our Stock by car type).
 */
export const headerItemSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("link"), label: z.string().min(1), href }),
  z.object({ kind: z.literal("menu"), label: z.string().min(1), items: z.array(menuLinkSchema).min(1) }),
  z.object({ kind: z.literal("dynamic"), label: z.string().min(1), source: z.enum(["models", "stock"]), href }),
]);
export type HeaderItem = z.infer<typeof headerItemSchema>;

export const footerColumnSchema = z.object({ title: z.string().min(1), links: z.array(menuLinkSchema) });
export type FooterColumn = z.infer<typeof footerColumnSchema>;

/** Dealer tokens set at runtime over the template's theme: hex colours, so their contrast can be checked. */
const hexColour = z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "must be a hex colour such as #eb0a1e");

/**
 * WCAG 2.2 AA: text set in a dealer's colour pair must reach 4.5:1. A pair that
 * fails is refused when the config is saved, naming the field, rather than
 * shipping unreadable buttons (white text is the default foreground).
 */
function requireContrast(colors: Record<string, string | undefined>, context: z.RefinementCtx, background: string, foreground: string) {
  const back = colors[background];
  if (!back) return;
  const ratio = contrastRatio(back, colors[foreground] ?? "#ffffff");
  if (ratio !== null && ratio < minimumTextContrast) {
    context.addIssue({
      code: "custom",
      path: [background],
      message: `must have a contrast ratio of at least ${minimumTextContrast}:1 with ${foreground} (it has ${ratio.toFixed(2)}:1)`,
    });
  }
}

export const brandingSchema = z.object({
  logo_url: z.string().nullable().default(null),
  colors: z
    .object({
      primary: hexColour.optional(),
      primary_foreground: hexColour.optional(),
      accent: hexColour.optional(),
      header_background: hexColour.optional(),
      header_foreground: hexColour.optional(),
    })
    .superRefine((colors, context) => {
      requireContrast(colors, context, "primary", "primary_foreground");
      if (colors.header_background && colors.header_foreground) requireContrast(colors, context, "header_background", "header_foreground");
    })
    .default({}),
});

export const dealershipSchema = z.object({
  id: z.number().int().positive(),
  slug,
  name: z.string().min(1),
  manufacturer: z.string().nullable().default(null),
  /** Dealer licence shown in the footer (spec 2.7 licence numbers). */
  licence: z.string().nullable().default(null),
  hidden: z.boolean().default(false),
});
export type Dealership = z.infer<typeof dealershipSchema>;

export const featureFlagsSchema = z.object({
  reservation: z
    .object({
      enabled: z.boolean().default(false),
      /** spec 2.1: /cars/{slug}/checkout, or /cars/{slug}/buy-online on some sites. */
      path: z.enum(["checkout", "buy-online"]).default("checkout"),
      /** spec 9: reserve deposit default $200. */
      price: z.number().positive().default(200),
      buttonLabel: z.enum(["Reserve this Car", "Reserve Now"]).default("Reserve Now"),
      /** spec 9: a paid reservation holds the car 48 hours unless the site says otherwise (issue 17). */
      holdHours: z.number().int().positive().max(336).optional(),
    })
    .default({ enabled: false, path: "checkout", price: 200, buttonLabel: "Reserve Now" }),
  /** spec 2.1: online purchase, used cars only. */
  buyOnline: z.boolean().default(false),
  /** spec 6: checkout and personalised finance gated for signed-out users. */
  signInGate: z.boolean().default(false),
  favourites: z.boolean().default(true),
  compare: z.boolean().default(false),
  /** spec 5: on some sites only used cars with a price and an image qualify for favourites and compare. */
  favouritesUsedOnly: z.boolean().default(false),
  electricTags: z.boolean().default(false),
  certifiedBadge: z.boolean().default(false),
  subscriptions: z.boolean().default(false),
  runoutGreen: z.boolean().default(false),
  dealerComments: z
    .object({ enabled: z.boolean().default(true), title: z.enum(["Dealer Comments", "Our Comments"]).default("Dealer Comments") })
    .default({ enabled: true, title: "Dealer Comments" }),
  tradeIn: z.boolean().default(false),
  finance: z.boolean().default(false),
  testDrive: z.boolean().default(true),
  watchlist: z.boolean().default(false),
  /** spec 7, 8 (issue 18): a signed-in shopper's valuation is saved through POST /api/miscellaneous. */
  saveValuation: z.boolean().default(false),
  /** spec 5: a spam/captcha widget checks the form by default. */
  captcha: z.boolean().default(true),
  termsRequired: z.boolean().default(false),
  messageRequired: z.boolean().default(true),
  /** spec 5: dealer group experiment flags, e.g. 'Finance Quote' label. */
  experiments: z.object({ financeQuote: z.boolean().default(false) }).default({ financeQuote: false }),
  /** spec 2.2: dropdowns open on hover on some sites and on click on others. */
  menuOpensOn: z.enum(["hover", "click"]).default("click"),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export const labelsSchema = z.object({
  /** spec 4: no-price text, default 'Enquire for price'. */
  noPriceText: z.string().min(1).default("Enquire for price"),
  /** spec 4: sold tag; names in use: JUST SOLD, Just Sold. */
  soldTag: z.string().min(1).default("Just Sold"),
  /** spec 2.3: keyword placeholder, e.g. 'Keyword search eg. EV, SUV, Toyota'. */
  keywordPlaceholder: z.string().min(1).default("Search by make, model or keyword"),
  /** spec 2.7: a closed day reads Closed, By appointment only, or an Enquire Now link. */
  closedDay: z.enum(["Closed", "By appointment only", "Enquire Now"]).default("Closed"),
  companyMenu: z.enum(["Company", "About Us"]).default("About Us"),
  tagline: z.string().nullable().default(null),
});
export type Labels = z.infer<typeof labelsSchema>;

export const navigationSchema = z.object({
  header: z.array(headerItemSchema).min(1),
  footer: z.array(footerColumnSchema).default([]),
  legal: z.array(menuLinkSchema).default([]),
});

export const searchBaseFilters = ["listed", "in-stock", "used-only"] as const;

export const searchSettingsSchema = z.object({
  /** spec 7: index Car_production, one per site. */
  index: z.string().min(1).default("Car_production"),
  /** Algolia credentials; null means the embedded engine. */
  algolia: z.object({ appId: z.string().min(1), searchKey: z.string().min(1) }).nullable().default(null),
  /** spec 7: base filter by template: days-old/status clause, used-only, or in-stock. */
  baseFilter: z.enum(searchBaseFilters).default("listed"),
  /** Additional site filter, always applied (spec 7). */
  filter: z.string().nullable().default(null),
  /** spec 9: age-days filter per site, 0 to 14. */
  ageDays: z.number().int().min(0).max(14).default(0),
  /** spec 4: sold cars shown for 3 days by default, overridable per dealer. */
  soldDays: z.number().int().min(0).max(90).default(3),
  /** spec 9: 21 hits per page per site. */
  pageSize: z.number().int().min(1).max(100).default(21),
  /** spec 2.3: promotional cards at 8 and 17 on one configuration. */
  promoPositions: z.array(z.number().int().positive()).default([]),
  /** spec 2.3: a call-to-action card at position 9 on another. */
  ctaPosition: z.number().int().positive().nullable().default(null),
  /** spec 4: promotional cards are ordered by position, then optionally shuffled. */
  promoShuffle: z.boolean().default(false),
  /** spec 9: 7 makes before 'Show all makes'; one site shows 20 popular makes. */
  popularMakes: z.union([z.literal(7), z.literal(20)]).default(7),
  cityFacetOnTop: z.boolean().default(false),
  /** spec 2.3: 4 body-type tiles by default, 20 when a custom list is given. */
  bodyTypes: z.array(z.string()).nullable().default(null),
});
export type SearchSettings = z.infer<typeof searchSettingsSchema>;

export const financeSettingsSchema = z.object({
  provider: z.enum(financeProviders).nullable().default(null),
  /** spec 5: five named dealer slugs are excluded from finance estimates. */
  excludedDealerships: z.array(slug).default([]),
  /** spec 2.1: one manufacturer setting uses /apply-for-finance. */
  path: z.enum(["/finance", "/finance-enquiry", "/apply-for-finance"]).default("/finance"),
  /** spec 9: the calculator's rate (8.5 in one place, 10 in another); pre-approval and personalised finance use it. */
  calculatorRate: z.number().min(0).max(30).default(8.5),
  /**
   * The site's lender's fees, which its comparison rate includes (spec 9: a 5-year
   * secured $30,000 loan): an establishment fee paid at the start and an account fee
   * added to each monthly repayment. With none, the comparison rate is the rate.
   */
  fees: z
    .object({
      establishment: z.number().min(0).max(5000).default(0),
      monthly: z.number().min(0).max(100).default(0),
    })
    .default({ establishment: 0, monthly: 0 }),
});

/** Issue 18: what the dealer group keeps back from retail when it buys a car in (the valuation rule). */
export const valuationSettingsSchema = z.object({
  marginPercent: z.number().min(0).max(50).default(12),
  reconditioning: z.number().min(0).max(20_000).default(1500),
});

export const integrationsSchema = z.object({
  tagManagerId: z.string().nullable().default(null),
  turnstileSiteKey: z.string().nullable().default(null),
  mapsKey: z.string().nullable().default(null),
});

/**
 * Every field of a site config but the two that name it, its slug and its template:
 * what a template's defaults may set. Kept apart so that a template's defaults are
 * typed without the list of templates, which the template registry itself defines.
 */
const siteSettingsShape = {
  /** Website id (spec 3); offers list excluded website ids against it. */
  id: z.number().int().positive(),
  /** Primary dealership of the site. */
  dealership_id: z.number().int().positive(),
  name: z.string().min(1),
  region: z.enum(regions).default("AU"),
  /** spec 9: default state qld. */
  state: z.string().min(2).max(3).default("qld"),
  manufacturer: z.string().nullable().default(null),
  group: z.string().min(1),
  /** Production hostnames that select this site. */
  domains: z.array(z.string().regex(/^[a-z0-9.-]+$/, "must be a lowercase hostname")).default([]),
  address: z.object({ city: z.string().min(1), state: z.string().min(2) }),
  phone: z.string().nullable().default(null),
  dealerships: z.array(dealershipSchema).min(1),
  /** Location ids hidden on this site (spec 6: some dealerships' locations are hidden). */
  hiddenLocationIds: z.array(z.number().int()).default([]),
  blogs: z.object({ count: z.number().int().min(0).default(0) }).default({ count: 0 }),
  /** spec 5 'Reviews shown': the excluded review ids, hidden customers, and the average a rating must exceed to show. */
  reviews: z
    .object({
      excludedIds: z.array(z.number().int()).default([]),
      hiddenCustomers: z.array(z.string()).default([]),
      minAverage: z.number().min(0).max(5).default(0),
    })
    .default({ excludedIds: [], hiddenCustomers: [], minAverage: 0 }),
  features: featureFlagsSchema.default(featureFlagsSchema.parse({})),
  labels: labelsSchema.default(labelsSchema.parse({})),
  navigation: navigationSchema,
  branding: brandingSchema.default(brandingSchema.parse({})),
  search: searchSettingsSchema.default(searchSettingsSchema.parse({})),
  finance: financeSettingsSchema.default(financeSettingsSchema.parse({})),
  valuation: valuationSettingsSchema.default(valuationSettingsSchema.parse({})),
  integrations: integrationsSchema.default(integrationsSchema.parse({})),
};

export const siteConfigSchema = z.object({
  slug,
  template: z.enum(templates),
  ...siteSettingsShape,
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type SiteConfigInput = z.input<typeof siteConfigSchema>;

/** A config that failed validation; the message names every bad field by its path. */
export class SiteConfigError extends Error {
  override readonly name = "SiteConfigError";
  constructor(
    readonly site: string,
    readonly issues: ReadonlyArray<{ path: string; message: string }>,
  ) {
    super(`Invalid site config for "${site}": ${issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ")}`);
  }
}

function issuePath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), "") || "(root)";
}

/** Validates a stored config; throws SiteConfigError naming each bad field. */
export function parseSiteConfig(raw: unknown, site = typeof raw === "object" && raw && "slug" in raw ? String((raw as { slug: unknown }).slug) : "unknown"): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  throw new SiteConfigError(
    site,
    result.error.issues.map((issue) => ({ path: issuePath(issue.path), message: issue.message })),
  );
}

type DeepPartial<T> = T extends ReadonlyArray<unknown> ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;
/** A template's defaults (template-registry.ts): any part of a site config but its slug and template. */
export type TemplateDefaults = DeepPartial<z.input<z.ZodObject<typeof siteSettingsShape>>>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A site's stored config over its template's defaults: objects merge key by key,
 * arrays and scalars from the site replace the template's.
 */
export function withTemplateDefaults(defaults: TemplateDefaults, site: unknown): unknown {
  if (!isPlainObject(site)) return site;
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, value] of Object.entries(site)) {
    const base = merged[key];
    merged[key] = isPlainObject(base) && isPlainObject(value) ? withTemplateDefaults(base as TemplateDefaults, value) : value;
  }
  return merged;
}
