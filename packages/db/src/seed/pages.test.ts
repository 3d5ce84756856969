// The demo's content pages (spec 2.1, 2.2): no header, footer or legal link of any
// demo site leads to a missing content page, every call to action leads to a page
// the site serves, and the copy is each dealer's own.
import { canonicalPath, contentPageKey, contentPageLinks, contentPageSchema, isContentPagePath, parseSiteConfig } from "@forecourt/domain";
import { describe, expect, it } from "vitest";
import { generateDemoDataset } from "./generator";
import { siteLinkPaths } from "./pages";

const dataset = generateDemoDataset({ cars: 0 });
const sites = dataset.sites.map((site) => parseSiteConfig(site));
const pagesOf = (slug: string) => dataset.contentPages.filter((page) => page.site_slug === slug);
const textOf = (page: (typeof dataset.contentPages)[number]) =>
  [
    page.title,
    page.summary,
    ...page.sections.flatMap((section) => [
      section.heading ?? "",
      ...section.blocks.flatMap((block) => (block.kind === "paragraph" ? [block.text] : block.kind === "list" ? block.items : block.kind === "faq" ? block.items.flatMap((item) => [item.question, item.answer]) : [block.text ?? "", ...block.links.map((link) => link.label)])),
    ]),
  ].join("\n");

/** Pages of the apps that are not content pages, which calls to action may name (spec 2.1). */
const otherRoutes = new Set(["/", "/cars/", "/service", "/contact", "/contact-us", "/fleet", "/trade-in", "/finance", "/finance-enquiry", "/apply-for-finance", "/special-offers", "/book-test-drive/", "/vehicle-parts-and-accessories", "/pages/book-a-service", "/search/new-cars", "/search/used-cars"]);

describe("demo content pages (spec 2.1)", () => {
  it("every page passes contentPageSchema, with unique ids and one page per site and path", () => {
    for (const page of dataset.contentPages) expect(() => contentPageSchema.parse(page), `${page.site_slug} ${page.path}`).not.toThrow();
    expect(new Set(dataset.contentPages.map((page) => page.id)).size).toBe(dataset.contentPages.length);
    expect(new Set(dataset.contentPages.map((page) => `${page.site_slug} ${page.path}`)).size).toBe(dataset.contentPages.length);
  });

  it("spec 2.2: every header, footer and legal link that a content page serves has the site's own page", () => {
    const missing = sites.flatMap((site) => {
      const paths = new Set(pagesOf(site.slug).map((page) => page.path));
      return siteLinkPaths(site)
        .filter(isContentPagePath)
        .filter((href) => !paths.has(href.replace(/\/+$/, "")))
        .map((href) => `${site.slug} ${href}`);
    });
    expect(missing).toEqual([]);
  });

  it("seeds the pages a site links to and its template's own, and nothing that suits another site", () => {
    const paths = (slug: string) => pagesOf(slug).map((page) => page.path);
    expect(paths("sunshine-toyota")).toEqual(expect.arrayContaining(["/pages/owner-benefits", "/pages/service-benefits", "/terms-and-conditions", "/privacy-policy"]));
    expect(paths("hunter-nissan")).toEqual(expect.arrayContaining(["/pages/nissan-future-value", "/pages/4x4xmore", "/pages/4x4xbuild"]));
    expect(paths("swan-nissan")).toEqual(expect.arrayContaining(["/pages/local-offers", "/pages/service-and-win"]));
    expect(paths("harbour-nissan")).not.toContain("/pages/local-offers");
    expect(paths("top-end-auto")).toContain("/diamond-advantage");
    expect(paths("metro-motor-group")).toEqual(expect.arrayContaining(["/autopact-handback-guarantee", "/autopact-protection-plan", "/ultratek", "/faqs"]));
    // Protection plans belong to the sites with that menu; Nissan pages to Nissan sites.
    expect(paths("rose-city-motors")).not.toContain("/faqs");
    expect(paths("sunshine-toyota")).not.toContain("/pages/nissan-future-value");
    expect(pagesOf("metro-motor-group").find((page) => page.path === "/faqs")?.kind).toBe("faq");
  });

  it("every call to action leads to a page the site serves, in its one spelling (no redirect, no 404)", () => {
    const broken = sites.flatMap((site) => {
      const own = new Set(pagesOf(site.slug).map((page) => page.path));
      return pagesOf(site.slug).flatMap((page) =>
        contentPageLinks(page)
          .map((link) => link.href)
          .filter((href) => canonicalPath(href) !== href || !(otherRoutes.has(href) || own.has(contentPageKey(href))))
          .map((href) => `${site.slug} ${page.path} -> ${href}`),
      );
    });
    expect(broken).toEqual([]);
  });

  it("names the dealer on every page, and the make on brand sites' warranty pages", () => {
    for (const site of sites) {
      for (const page of pagesOf(site.slug)) {
        // 4x4xMORE and the protection FAQs name the dealer in their answers; every page does somewhere.
        expect(textOf(page), `${site.slug} ${page.path}`).toContain(site.name);
      }
      const warranty = pagesOf(site.slug).find((page) => page.path === "/pages/warranty")!;
      if (site.manufacturer) expect(textOf(warranty)).toContain(site.manufacturer);
    }
    expect(textOf(pagesOf("rose-city-motors").find((page) => page.path === "/pages/warranty")!)).toMatch(/Jeep[\s\S]*RAM/);
  });

  it("legal pages name each dealership's legal name and licence number, and the law of the site's region", () => {
    for (const site of sites) {
      for (const path of ["/terms-and-conditions", "/privacy-policy"]) {
        const page = pagesOf(site.slug).find((entry) => entry.path === path)!;
        expect(page.kind).toBe("legal");
        const text = textOf(page);
        for (const dealership of site.dealerships) {
          expect(text, `${site.slug} ${path}`).toContain(dealership.name);
          if (dealership.licence) expect(text, `${site.slug} ${path}`).toContain(dealership.licence);
        }
      }
    }
    const privacy = (slug: string) => textOf(pagesOf(slug).find((page) => page.path === "/privacy-policy")!);
    expect(privacy("sunshine-toyota")).toContain("Australian Privacy Principles");
    expect(privacy("tasman-motors")).toContain("Privacy Act 2020");
    expect(privacy("rose-city-motors")).toContain("Oregon");
    expect(textOf(pagesOf("metro-motor-group").find((page) => page.path === "/terms-and-conditions")!)).toContain("Metro Kia Pty Ltd");
  });

  it("spec 1: the US site's copy is in US spelling and miles; AU and NZ copy keeps theirs", () => {
    const us = pagesOf("rose-city-motors").map(textOf).join("\n");
    expect(us).not.toMatch(/licence|tyre|centre|authoris|kilometre|\bkm\b|enquir|colour/i);
    expect(us).toMatch(/miles/);
    const au = pagesOf("sunshine-toyota").map(textOf).join("\n");
    expect(au).toMatch(/licence/);
    expect(au).toMatch(/tyre/);
  });

  it("is the same whatever the car count (its own random stream)", () => {
    expect(generateDemoDataset({ cars: 25 }).contentPages).toEqual(dataset.contentPages);
  });
});
