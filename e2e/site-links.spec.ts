// No header or footer link of any demo site leads to a 404 (spec 2.1, 2.2): every
// header menu link, footer link and legal link in each site's stored config answers
// 200, after the spec's one-spelling redirects, with the site's own layout and not
// its 404 page. Then one page of each kind per template (a content article, a legal
// page, questions and answers, a brand page) is opened in the browser and checked
// with axe. Requests from Node go to 127.0.0.1 with the site's Host header.
import type { APIRequestContext } from "@playwright/test";
import type { HeaderItem, MenuLink } from "@forecourt/domain";
import { demoSites, expect, expectNoAxeViolations, fetchSitePage, storedConfig, test } from "./fixtures";
import { e2eStack, siteOrigin } from "./stack-config";

type Template = (typeof e2eStack.journeyTemplates)[number];

/** Every link of the stored config's header (menus, dynamic menus' own links), footer and legal links. */
function configLinks(navigation: { header: HeaderItem[]; footer: Array<{ links: MenuLink[] }>; legal: MenuLink[] }): string[] {
  const hrefs = [
    ...navigation.header.flatMap((item) => (item.kind === "menu" ? item.items.map((link) => link.href) : [item.href])),
    ...navigation.footer.flatMap((column) => column.links.map((link) => link.href)),
    ...navigation.legal.map((link) => link.href),
  ];
  // Only the site's own pages: external links, phone and mail links are not ours to serve.
  return [...new Set(hrefs.filter((href) => href.startsWith("/")))];
}

interface Answer {
  status: number;
  /** Each hop the request took: '/pages/warranty/ 200' or '/terms-and-conditions 308 -> /terms-and-conditions/'. */
  hops: string[];
  html: string;
}

/** GETs a path, following the proxy's redirects (on loopback, so the site's Host header stays), at most 3 hops. */
async function follow(request: APIRequestContext, slug: string, template: Template, path: string): Promise<Answer> {
  const hops: string[] = [];
  let current = path;
  for (let hop = 0; hop < 4; hop++) {
    const response = await fetchSitePage(request, slug, template, current);
    const status = response.status();
    const location = response.headers()["location"];
    if (status >= 300 && status < 400 && location) {
      const next = new URL(location, "http://placeholder");
      hops.push(`${current} ${status} -> ${next.pathname}${next.search}`);
      current = `${next.pathname}${next.search}`;
      continue;
    }
    hops.push(`${current} ${status}`);
    return { status, hops, html: await response.text() };
  }
  return { status: 0, hops: [...hops, "too many redirects"], html: "" };
}

test.describe("site links (spec 2.1, 2.2)", () => {
  test("every header, footer and legal link of every demo site answers 200 with the site's own page", async ({ request }) => {
    test.setTimeout(600_000);
    const sites = await demoSites();
    expect(sites.length).toBeGreaterThan(0);
    const failures: string[] = [];
    let checked = 0;
    for (const site of sites) {
      const config = await storedConfig(site.slug);
      expect(config, site.slug).not.toBeNull();
      const links = configLinks(config!.navigation);
      // A few at a time: enough to keep the test short, few enough for a 2-core machine.
      for (let start = 0; start < links.length; start += 4) {
        await Promise.all(
          links.slice(start, start + 4).map(async (href) => {
            const answer = await follow(request, site.slug, site.template as Template, href);
            checked++;
            const where = `${site.slug} ${href} (${answer.hops.join(", ")})`;
            if (answer.status !== 200) return void failures.push(`${where}: status ${answer.status}`);
            // The site's layout, with its header, and not its 404 page (which has the header too).
            if (!answer.html.includes(`data-site="${site.slug}"`)) failures.push(`${where}: not the site's layout`);
            if (!/<header[^>]*data-slot="site-header"/.test(answer.html)) failures.push(`${where}: no site header`);
            if (/data-slot="page-state"[^>]*data-variant="not-found"/.test(answer.html)) failures.push(`${where}: the 404 page`);
          }),
        );
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(sites.length * 15);
  });

  test("a content path a site does not have is a real 404, and one site's page is not another's", async ({ request }) => {
    const sites = await demoSites();
    const toyota = sites.find((site) => site.template === "toyota")!;
    const nissan = sites.find((site) => site.template === "nissan")!;
    const generic = sites.find((site) => site.slug === "rose-city-motors")!;
    expect((await follow(request, toyota.slug, "toyota", "/pages/nissan-future-value/")).status).toBe(404);
    expect((await follow(request, nissan.slug, "nissan", "/pages/owner-benefits")).status).toBe(404);
    expect((await follow(request, generic.slug, "generic", "/autopact-protection-plan")).status).toBe(404);
    expect((await follow(request, generic.slug, "generic", "/pages/no-such-page")).status).toBe(404);
    // Brand pages: a make the site sells or stocks; anything else is a 404.
    expect((await follow(request, generic.slug, "generic", "/brands/jeep")).status).toBe(200);
    expect((await follow(request, generic.slug, "generic", "/brands/lamborghini")).status).toBe(404);
  });

  test("the spec's spellings: /terms-and-conditions/ with the slash, /pages/warranty either way", async ({ request }) => {
    const site = (await demoSites()).find((candidate) => candidate.template === "nissan")!;
    const terms = await fetchSitePage(request, site.slug, "nissan", "/terms-and-conditions");
    expect(terms.status()).toBe(308);
    expect(new URL(terms.headers()["location"]!, "http://x").pathname).toBe("/terms-and-conditions/");
    expect((await fetchSitePage(request, site.slug, "nissan", "/pages/warranty")).status()).toBe(200);
    expect((await fetchSitePage(request, site.slug, "nissan", "/pages/warranty/")).status()).toBe(200);
    expect((await fetchSitePage(request, site.slug, "nissan", "/pages/nissan-future-value")).status()).toBe(308);
  });
});

/** One page of each kind per template: its path, and what the page must show. */
const pagesByTemplate: Record<Template, { slug: string; pages: Array<{ path: string; heading: string; faq?: boolean }> }> = {
  toyota: {
    slug: "sunshine-toyota",
    pages: [
      { path: "/pages/warranty", heading: "Warranty" },
      { path: "/terms-and-conditions/", heading: "Terms and Conditions" },
      { path: "/buying", heading: "Buying With Us", faq: true },
    ],
  },
  nissan: {
    slug: "harbour-nissan",
    pages: [
      { path: "/pages/nissan-future-value/", heading: "Nissan Future Value" },
      { path: "/privacy-policy", heading: "Privacy Policy" },
      { path: "/prepaid-maintenance-plan", heading: "Prepaid Maintenance Plan", faq: true },
    ],
  },
  generic: {
    slug: "metro-motor-group",
    pages: [
      { path: "/roadside-assistance/", heading: "Roadside Assistance" },
      { path: "/terms-and-conditions/", heading: "Terms and Conditions" },
      { path: "/faqs", heading: "Protection Plan FAQs", faq: true },
      { path: "/brands/kia", heading: "Kia" },
    ],
  },
};

for (const template of e2eStack.journeyTemplates) {
  test.describe(`${template} template: each kind of page`, () => {
    const { slug, pages } = pagesByTemplate[template];
    for (const entry of pages) {
      test(`${entry.path} renders in the site's layout and passes axe`, async ({ page }) => {
        const response = await page.goto(`${siteOrigin(slug, template)}${entry.path}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveClass(new RegExp(`template-${template}`));
        await expect(page.locator("header[data-slot=site-header]")).toBeVisible();
        await expect(page.getByRole("heading", { level: 1, name: entry.heading })).toBeVisible();
        const config = await storedConfig(slug);
        // The title names the page, then the site once.
        await expect(page).toHaveTitle(`${entry.heading} | ${config!.name}`);
        if (entry.faq) {
          // A native disclosure: it opens from the keyboard, and axe checks it open.
          await page.locator("[data-slot=content-faq-item] summary").first().focus();
          await page.keyboard.press("Enter");
          await expect(page.locator("[data-slot=content-faq-item]").first()).toHaveAttribute("open", "");
        }
        await expectNoAxeViolations(page);
      });
    }
  });
}

test("a brand page shows the make's logo, its stock count linking to the make search, and its offers", async ({ page }) => {
  await page.goto(`${siteOrigin("metro-motor-group", "generic")}/brands/kia`);
  await expect(page.locator("[data-slot=brand-logo] img")).toHaveAttribute("src", "/media/logo/kia.svg");
  const stock = page.getByRole("heading", { level: 2, name: /^\d+ Kia cars? in stock$/ });
  await expect(stock).toBeVisible();
  const count = Number((await stock.textContent())!.match(/^\d+/)![0]);
  const link = page.getByRole("link", { name: /^View (all \d+|the) Kia cars?$/ });
  await expect(link).toHaveAttribute("href", "/search/kia");
  await expect(page.getByRole("heading", { level: 2, name: "Current Kia offers" })).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/search\/kia$/);
  // The make search finds the same cars the brand page counted.
  await expect(page.locator("[data-slot=result-count]")).toHaveAttribute("data-count", String(count));
});
