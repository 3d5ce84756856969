// A site's sitemap (/sitemap.xml) and robots rules: every page a search engine
// should find, each at its one spelling (canonicalPath), so shoppers searching
// for a car, an offer or a dealer's page land on the dealer's site. Built from
// what the site really serves: its menus (every link of which leads to a page),
// the searches for the makes and models it stocks (spec 2.1 browsing routes; the
// car-type searches only where its menus link them, so a used-car yard lists no
// empty new-car search), its
// listed cars (spec 4) and its current offers. Pure: the storefront reads the data.
import type { SiteConfig } from "./site-config";
import { canonicalPath } from "./routes";
import { searchSlug, type StockedMakes } from "./search-presets";

export type SitemapChangeFrequency = "hourly" | "daily" | "weekly" | "monthly";

export interface SitemapEntry {
  /** Absolute URL on the site's origin. */
  url: string;
  lastModified?: Date;
  changeFrequency: SitemapChangeFrequency;
  /** 0 to 1, relative to the site's other pages. */
  priority: number;
}

export interface SitemapInput {
  /** The site's public origin, e.g. https://www.sunshinetoyota.example (no trailing slash). */
  origin: string;
  navigation: SiteConfig["navigation"];
  stock: StockedMakes;
  cars: ReadonlyArray<{ slug: string; updatedAt: Date }>;
  /** Offer pages (domain offerPath). */
  offerPaths: readonly string[];
  /** The finance form's path on this site (spec 2.1: /finance, /finance-enquiry or /apply-for-finance). */
  financePath: string;
}

/** A path of the site, or null for another host, a script, mail or phone link. */
function sitePath(href: string): string | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  return canonicalPath(href.replace(/[?#].*$/, ""));
}

/** Every link of the site's header menus, footer columns and legal line. */
export function navigationPaths(navigation: SiteConfig["navigation"]): string[] {
  const hrefs = [
    ...navigation.header.flatMap((item) => (item.kind === "menu" ? item.items.map((link) => link.href) : [item.href])),
    ...navigation.footer.flatMap((column) => column.links.map((link) => link.href)),
    ...navigation.legal.map((link) => link.href),
  ];
  return hrefs.map(sitePath).filter((path): path is string => path !== null);
}

/** The pages every site serves whatever its menus say (spec 2.1). */
const alwaysServed = ["/", "/cars/", "/special-offers", "/contact-us", "/book-test-drive/", "/trade-in", "/sell-my-car"];

/**
 * The sitemap's entries, each page once: the search pages change by the hour
 * (stock comes and goes), a car's page when its row changes, the rest rarely.
 */
export function sitemapEntries({ origin, navigation, stock, cars, offerPaths, financePath }: SitemapInput): SitemapEntry[] {
  const entries = new Map<string, SitemapEntry>();
  const add = (path: string, changeFrequency: SitemapChangeFrequency, priority: number, lastModified?: Date) => {
    const canonical = canonicalPath(path);
    if (entries.has(canonical)) return;
    entries.set(canonical, { url: `${origin}${canonical}`, changeFrequency, priority, ...(lastModified ? { lastModified } : {}) });
  };
  add("/", "daily", 1);
  add("/cars/", "hourly", 0.9);
  for (const make of stock.makes) add(`/search/${searchSlug(make)}`, "hourly", 0.7);
  for (const { make, model } of stock.models) add(`/search/${searchSlug(make)}/${searchSlug(model)}`, "hourly", 0.6);
  for (const car of cars) add(`/cars/${car.slug}`, "daily", 0.6, car.updatedAt);
  for (const path of offerPaths) add(path, "weekly", 0.5);
  const finance = sitePath(financePath);
  for (const path of [...alwaysServed, ...(finance ? [finance] : []), ...navigationPaths(navigation)]) add(path, "monthly", 0.4);
  return [...entries.values()];
}

const xmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEscapes[character]!);

/** The sitemaps.org XML of the entries (a car's slug or a make's name may hold '&'). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      "<url>",
      `<loc>${escapeXml(entry.url)}</loc>`,
      entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : "",
      `<changefreq>${entry.changeFrequency}</changefreq>`,
      `<priority>${entry.priority.toFixed(1)}</priority>`,
      "</url>",
    ].join(""),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt for a site host: everything may be crawled but the API and the compare view (a shopper's own selection); the sitemap named. */
export function robotsText(origin: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /compare", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
