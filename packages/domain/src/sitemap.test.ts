import { describe, expect, it } from "vitest";
import type { SiteConfig } from "./site-config";
import { navigationPaths, robotsText, sitemapEntries, sitemapXml } from "./sitemap";
import { now } from "./test-fixtures";

const navigation: SiteConfig["navigation"] = {
  header: [
    { kind: "link", label: "Home", href: "/" },
    { kind: "dynamic", label: "Our Stock", source: "stock", href: "/cars" },
    { kind: "menu", label: "Service", items: [{ label: "Warranty", href: "/pages/warranty" }, { label: "Roadside", href: "/roadside-assistance/" }] },
  ],
  footer: [
    { title: "Buyer Tools", links: [{ label: "Used Cars", href: "/search/used-cars" }, { label: "Finance", href: "/finance?car_type=used#finance-form" }] },
    { title: "More", links: [{ label: "Our PDF", href: "https://cdn.example.test/privacy.pdf" }, { label: "Call", href: "tel:0755502812" }, { label: "Other host", href: "//elsewhere.test/" }] },
  ],
  legal: [{ label: "Terms", href: "/terms-and-conditions" }],
};

const input = {
  origin: "https://www.sunshinetoyota.example",
  navigation,
  stock: { makes: ["Toyota", "GWM Haval"], models: [{ make: "Toyota", model: "HiLux" }, { make: "GWM Haval", model: "Jolion" }] },
  cars: [{ slug: "2022-toyota-hilux-sr5-1042", updatedAt: now }],
  offerPaths: ["/offers/toyota/12"],
  financePath: "/apply-for-finance",
};

describe("sitemap (every page the site serves, once, at its one spelling)", () => {
  it("reads the site's own paths from its menus, footer and legal links, at the spelling the proxy serves", () => {
    // '/cars' and '/terms-and-conditions' are served with their slash (spec 2.1); queries and anchors dropped; other hosts, tel: left out.
    expect(navigationPaths(navigation)).toEqual(["/", "/cars/", "/pages/warranty", "/roadside-assistance/", "/search/used-cars", "/finance", "/terms-and-conditions/"]);
  });

  it("lists home, stock, the stocked makes' and models' searches, each listed car with its date, offers, the fixed pages and the menus, each once", () => {
    const entries = sitemapEntries(input);
    const urls = entries.map((entry) => entry.url.slice(input.origin.length));
    expect(urls.slice(0, 8)).toEqual(["/", "/cars/", "/search/toyota", "/search/gwm-haval", "/search/toyota/hilux", "/search/gwm-haval/jolion", "/cars/2022-toyota-hilux-sr5-1042", "/offers/toyota/12"]);
    expect(urls).toEqual(expect.arrayContaining(["/special-offers", "/contact-us", "/book-test-drive/", "/apply-for-finance", "/pages/warranty", "/roadside-assistance/", "/search/used-cars", "/terms-and-conditions/"]));
    expect(new Set(urls).size).toBe(urls.length);
    expect(entries.every((entry) => entry.url.startsWith(`${input.origin}/`))).toBe(true);
    expect(entries.find((entry) => entry.url.endsWith("/cars/2022-toyota-hilux-sr5-1042"))).toMatchObject({ lastModified: now, changeFrequency: "daily" });
    expect(entries.find((entry) => entry.url.endsWith("/cars/"))).toMatchObject({ changeFrequency: "hourly", priority: 0.9 });
    expect(entries[0]).not.toHaveProperty("lastModified");
  });

  it("a site with no stock and no offers still lists its pages; a finance path off the site is left out", () => {
    const urls = sitemapEntries({ ...input, stock: { makes: [], models: [] }, cars: [], offerPaths: [], financePath: "https://finance.example.test/" }).map((entry) => entry.url.slice(input.origin.length));
    expect(urls).not.toContain("/apply-for-finance");
    expect(urls.filter((url) => url.startsWith("/search/"))).toEqual(["/search/used-cars"]);
    expect(urls).toContain("/special-offers");
  });

  it("writes the sitemaps.org XML, escaping what XML needs", () => {
    const xml = sitemapXml([
      { url: "https://a.example/search/a&b", changeFrequency: "hourly", priority: 0.7 },
      { url: "https://a.example/cars/x", lastModified: now, changeFrequency: "daily", priority: 0.6 },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "<url><loc>https://a.example/search/a&amp;b</loc><changefreq>hourly</changefreq><priority>0.7</priority></url>\n" +
        `<url><loc>https://a.example/cars/x</loc><lastmod>${now.toISOString()}</lastmod><changefreq>daily</changefreq><priority>0.6</priority></url>\n` +
        "</urlset>\n",
    );
    expect(sitemapXml([])).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n\n</urlset>\n');
  });

  it("robots.txt allows the site, keeps crawlers out of the API and the compare view, and names the sitemap", () => {
    expect(robotsText(input.origin)).toBe("User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /compare\n\nSitemap: https://www.sunshinetoyota.example/sitemap.xml\n");
  });
});
