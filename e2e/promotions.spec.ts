// Promotional cards and the pages they lead to, end to end on every template app:
// on /cars/ the site's current cards from the database stand at the positions its
// configuration names (spec 2.3: 8 and 17 on the Toyota template, a call-to-action
// card at 9 on the Nissan template, none on the generic template), counted among
// the list's items, in the first HTML beside the 21 result cards; an expired,
// future or hidden card never shows (spec 4); a card's link opens a real page.
// /special-offers shows the site's current offers (spec 2.1, 2.8, 5) with their
// search, and /fleet the company page with the general enquiry; axe on both, and
// every link in their content resolves. Requests from Node go to 127.0.0.1 with
// the site's Host header (Node cannot resolve *.localhost, docs/architecture.md 'Platform notes').
import type { APIRequestContext, Page } from "@playwright/test";
import { createDatabase, currentOffersForSite, findSiteBySlug, listPromoCardsForSite } from "@forecourt/db";
import { activePromoCards, type Offer, offerMakeName, offerPath, offerPlainDescription, type PromoCard, promoSlots, type SiteConfig, templateEntry } from "@forecourt/domain";
import { demoSites, expect, expectNoAxeViolations, fetchSitePage, finalStatus, test } from "./fixtures";
import { e2eDatabaseUrl, e2eStack, siteOrigin } from "./stack-config";

type Template = (typeof e2eStack.journeyTemplates)[number];

/** The configuration each template's journeys look for (spec 2.3). */
const expectedSlots: Record<Template, Array<{ position: number; variant: "promotion" | "call-to-action" }>> = {
  generic: [],
  toyota: [
    { position: 8, variant: "promotion" },
    { position: 17, variant: "promotion" },
  ],
  nissan: [{ position: 9, variant: "call-to-action" }],
};

interface DemoSite {
  config: SiteConfig;
  cards: PromoCard[];
  current: PromoCard[];
  offers: Offer[];
}

const sitesByTemplate = new Map<Template, DemoSite[]>();

/** Every demo site of the template with its effective config, its cards (all and current) and its current offers. */
async function demoSitesOf(template: Template): Promise<DemoSite[]> {
  const cached = sitesByTemplate.get(template);
  if (cached) return cached;
  const database = createDatabase(e2eDatabaseUrl, { max: 1 });
  const now = new Date();
  const found: DemoSite[] = [];
  try {
    for (const summary of (await demoSites()).filter((site) => site.template === template)) {
      // As the app serves it: the template's defaults from the registry under the site's own config.
      const config = await findSiteBySlug(database.db, summary.slug, () => templateEntry(template).defaults);
      if (!config) continue;
      const cards = await listPromoCardsForSite(database.db, config);
      found.push({ config, cards, current: activePromoCards(cards, { now }), offers: await currentOffersForSite(database.db, config, now) });
    }
  } finally {
    await database.close();
  }
  sitesByTemplate.set(template, found);
  return found;
}

/** The journeys need the case in the deterministic demo: they fail, never skip. */
async function demoSiteWhere(template: Template, predicate: (site: DemoSite) => boolean, description: string): Promise<DemoSite> {
  const site = (await demoSitesOf(template)).find(predicate);
  if (!site) throw new Error(`no ${template} site ${description}: the deterministic demo data must hold one`);
  return site;
}

const isPast = (iso: string | null | undefined) => Boolean(iso) && Date.parse(iso!) <= Date.now();


/** Every same-site link inside the page's content (header and footer menus are the site's configuration, not this page's). */
async function contentLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return [...new Set(hrefs.filter((href) => href.startsWith(origin)).map((href) => href.slice(origin.length).replace(/#.*$/, "") || "/"))];
}

async function expectLinksResolve(request: APIRequestContext, page: Page, slug: string, template: Template) {
  for (const path of await contentLinks(page)) expect(await finalStatus(request, slug, template, path), path).toBe(200);
}

/** The order of result and promotional items in the server's HTML, e.g. ['hit', 'hit', ..., 'promo', ...]. */
function listSequence(html: string): Array<"hit" | "promo"> {
  return [...html.matchAll(/data-slot="(search-hit|search-promo)"/g)].map((match) => (match[1] === "search-hit" ? "hit" : "promo"));
}

for (const template of e2eStack.journeyTemplates) {
  test.describe(`promotional cards and offers on the ${template} template`, () => {
    const slots = expectedSlots[template];

    if (slots.length > 0) {
      test("on /cars/ the current cards stand at the configured positions, in the first HTML and after hydration; expired ones never show", async ({ page, request }) => {
        const site = await demoSiteWhere(
          template,
          (candidate) =>
            JSON.stringify(promoSlots(candidate.config.search)) === JSON.stringify(slots) &&
            !candidate.config.search.promoShuffle &&
            candidate.current.length >= slots.length &&
            candidate.cards.some((card) => isPast(card.expiry)),
          `with cards for every position of ${slots.map((slot) => slot.position).join(" and ")} and an expired card`,
        );
        const slug = site.config.slug;
        // spec 4: live cards by position fill the slots in order.
        const expected = site.current.slice(0, slots.length);
        const expired = site.cards.filter((card) => isPast(card.expiry));
        const notLive = site.cards.filter((card) => !site.current.includes(card));

        // The first HTML: still 21 result cards, the promotional ones in between at their positions.
        const response = await fetchSitePage(request, slug, template, "/cars/");
        expect(response.status()).toBe(200);
        const html = await response.text();
        const sequence = listSequence(html);
        expect(sequence.filter((item) => item === "hit")).toHaveLength(21);
        expect(sequence.flatMap((item, index) => (item === "promo" ? [index + 1] : []))).toEqual(slots.map((slot) => slot.position));
        for (const card of expected) expect(html).toContain(card.title);
        for (const card of notLive) expect(html).not.toContain(`>${card.title}<`);

        // After hydration: the same items at the same places (no shift), the variant per configuration.
        await page.goto(`${siteOrigin(slug, template)}/cars/`);
        const items = page.locator("ul[data-slot=search-results] > li");
        await expect(page.locator("[data-slot=search-hit]")).toHaveCount(21);
        await expect(items).toHaveCount(21 + slots.length);
        for (const [index, slot] of slots.entries()) {
          const item = items.nth(slot.position - 1);
          await expect(item).toHaveAttribute("data-slot", "search-promo");
          const card = item.locator("[data-slot=promo-card]");
          await expect(card).toHaveAttribute("data-variant", slot.variant);
          await expect(card.getByRole("heading", { level: 2 })).toHaveText(expected[index]!.title);
        }
        const shownTitles = await page.locator("[data-slot=promo-card] h2").allTextContents();
        for (const card of expired) expect(shownTitles, `expired card "${card.title}"`).not.toContain(card.title);
        await expectNoAxeViolations(page);

        // Each card's link resolves, and the first opens its page.
        for (const card of expected) expect(await finalStatus(request, slug, template, card.href!), card.href!).toBe(200);
        const first = expected[0]!;
        const link = items.nth(slots[0]!.position - 1).locator("[data-slot=promo-card-actions] a");
        await expect(link).toHaveText(first.cta ?? "Find out more");
        await link.click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(first.href!.replace(/\?.*$/, ""));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator("[data-slot=page-state-code]")).toHaveCount(0);
      });
    } else {
      test("on /cars/ a configuration without promotional positions shows no promotional card", async ({ request }) => {
        const site = await demoSiteWhere(template, (candidate) => promoSlots(candidate.config.search).length === 0 && candidate.current.length > 0, "with current cards but no positions");
        const html = await (await fetchSitePage(request, site.config.slug, template, "/cars/")).text();
        const sequence = listSequence(html);
        expect(sequence).toHaveLength(21);
        expect(sequence).not.toContain("promo");
      });
    }

    test("/special-offers shows the site's current offers with their search, passes axe, and every link in it resolves", async ({ page, request }) => {
      const site = await demoSiteWhere(template, (candidate) => candidate.offers.length > 1, "with several current offers");
      const slug = site.config.slug;
      const origin = siteOrigin(slug, template);

      // The header's Special Offers link leads here (spec 2.2).
      await page.goto(`${origin}/`);
      await page.locator("header").getByRole("link", { name: "Special Offers" }).first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/special-offers");
      await expect(page.getByRole("heading", { level: 1, name: "Special Offers" })).toBeVisible();

      const cards = page.locator("[data-slot=offer-card]");
      await expect(cards).toHaveCount(site.offers.length);
      await expect(page.locator("[data-slot=offer-card] h2")).toHaveText(site.offers.map((offer) => offer.name));
      for (const validity of await page.locator("[data-slot=offer-card-validity]").allTextContents()) expect(validity).toMatch(/Offer ends \d{2}\/\d{2}\/\d{4}|Ongoing offer/);
      await expectNoAxeViolations(page);
      await expectLinksResolve(request, page, slug, template);

      // spec 2.8: a long description shows View more, and expands.
      const more = page.getByRole("button", { name: "View more" }).first();
      if (site.offers.some((offer) => (offer.sanitized_description ?? "").length > 200)) {
        await more.click();
        await expect(page.getByRole("button", { name: "View less" }).first()).toHaveAttribute("aria-expanded", "true");
      }

      // Enquire Now opens the general enquiry about that offer.
      const firstOffer = site.offers[0]!;
      await cards.first().getByRole("button", { name: new RegExp(`^(Enquire|Inquire) Now: `) }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(firstOffer.name).first()).toBeVisible();
      await expect(dialog.locator("textarea[name=message]")).toHaveValue(new RegExp(firstOffer.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");

      // The search: by make where the site has several, then a keyword nothing matches.
      const makes = [...new Set(site.offers.map(offerMakeName))];
      if (makes.length > 1) {
        const make = makes[1]!;
        await page.getByRole("combobox", { name: "Make" }).selectOption({ label: make });
        await page.getByRole("button", { name: "Search", exact: true }).click();
        await expect.poll(() => new URL(page.url()).searchParams.get("make")).toBe(make);
        await expect(page.locator("[data-slot=offer-card] h2")).toHaveText(site.offers.filter((offer) => offerMakeName(offer) === make).map((offer) => offer.name));
        await expectLinksResolve(request, page, slug, template);
      }
      await page.goto(`${origin}/special-offers?query=${encodeURIComponent("no such offer anywhere")}`);
      await expect(page.getByRole("heading", { level: 2, name: "No offers match your search" })).toBeVisible();
      await expectLinksResolve(request, page, slug, template);
      await page.getByRole("link", { name: "Show all offers" }).click();
      await expect(cards).toHaveCount(site.offers.length);
    });

    test("an offer's own page (spec 2.1): reached from its card, the whole offer, the enquiry about it, one address; another site's offer is a 404", async ({ page, request }) => {
      const site = await demoSiteWhere(template, (candidate) => candidate.offers.length > 0, "with a current offer");
      const slug = site.config.slug;
      const origin = siteOrigin(slug, template);
      const offer = site.offers[0]!;
      const path = offerPath(offer);

      await page.goto(`${origin}/special-offers`);
      await page.locator("[data-slot=offer-card]").first().getByRole("link", { name: offer.name, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(path);
      await expect(page.getByRole("heading", { level: 1, name: offer.name })).toBeVisible();
      // The whole description and disclaimer, not the card's cut (spec 2.8 truncates only on the card).
      const description = offerPlainDescription(offer);
      if (description) await expect(page.locator("[data-slot=offer-description]")).toHaveText(description);
      if (offer.disclaimer?.trim()) await expect(page.locator("[data-slot=offer-disclaimer] p")).toHaveText(offer.disclaimer.trim());
      await expect(page.locator("[data-slot=offer-validity]")).toHaveText(/Offer ends \d{2}\/\d{2}\/\d{4}|Ongoing offer/);
      // The enquiry is on the page, about this offer.
      const enquiry = page.locator("[data-slot=offer-enquiry]");
      await expect(enquiry.getByRole("heading", { level: 2, name: /^(Enquire|Inquire) Now$/ })).toBeVisible();
      await expect(enquiry.locator("textarea[name=message]")).toHaveValue(new RegExp(offer.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      // Shared links show the offer.
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", offer.name);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
      await expectNoAxeViolations(page);
      await expectLinksResolve(request, page, slug, template);

      // One address per offer: the id alone, or another make's slug, redirects to it.
      const id = String(offer.id);
      for (const other of [`/offers/${id}`, `/offers/not-the-make/${id}`]) {
        if (other === path) continue;
        const response = await fetchSitePage(request, slug, template, other);
        expect(response.status(), other).toBe(308);
        expect(new URL(response.headers()["location"]!, origin).pathname).toBe(path);
      }
      // Not an offer of this site, no such offer, not an offer id: the site's 404.
      const otherSite = (await demoSitesOf(template)).find((candidate) => candidate.config.slug !== slug && !candidate.offers.some((entry) => entry.id === offer.id));
      if (otherSite) expect((await fetchSitePage(request, otherSite.config.slug, template, path)).status()).toBe(404);
      for (const missing of ["/offers/toyota/999999", "/offers/toyota/abc", "/offers/a/b/1"]) expect((await fetchSitePage(request, slug, template, missing)).status(), missing).toBe(404);
    });

    test("/fleet is the company page with the general enquiry; axe; every link in it resolves", async ({ page, request }) => {
      const site = (await demoSitesOf(template))[0]!;
      await page.goto(`${siteOrigin(site.config.slug, template)}/`);
      // spec 2.2: Fleet is in the Company / About Us menu and the footer.
      await page.locator("footer").getByRole("link", { name: "Fleet" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/fleet");
      await expect(page.getByRole("heading", { level: 1, name: "Fleet and Business Sales" })).toBeVisible();
      await expect(page.locator("[data-slot=lead-page-points] li")).toHaveCount(4);
      await expect(page.locator("input[name=subcategory]")).toHaveValue("Fleet Enquiry");
      await expect(page.getByRole("button", { name: /Send/ }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await expectLinksResolve(request, page, site.config.slug, template);
    });

    if (template === "generic") {
      test("/special-offers on a site with no current offers shows the empty state, and its links resolve", async ({ page, request }) => {
        const site = await demoSiteWhere(template, (candidate) => candidate.offers.length === 0, "without current offers");
        await page.goto(`${siteOrigin(site.config.slug, template)}/special-offers`);
        await expect(page.getByRole("heading", { level: 2, name: "No offers right now" })).toBeVisible();
        await expect(page.locator("[data-slot=offer-card]")).toHaveCount(0);
        await expect(page.getByRole("search")).toHaveCount(0);
        await expectNoAxeViolations(page);
        await expectLinksResolve(request, page, site.config.slug, template);
      });
    }
  });
}
