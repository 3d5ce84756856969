// Promotional cards and offers (spec 2.8, 3, 4 'Promotional cards', 5 'Offer
// visibility'), on both backends: scoped by site, validated into domain types.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSiteConfig } from "@forecourt/domain";
import { pgliteBackend, postgresBackend, type TestBackend } from "../testing/backends";
import { testSite } from "../testing/fixtures";
import { currentOffersForSite, findCurrentOfferForSite, saveOffer } from "./offers";
import { currentPromoCards, listPromoCardsForSite, savePromoCard } from "./promo-cards";
import { saveGroup, saveSiteConfig } from "./sites";

const now = new Date("2026-11-23T00:00:00Z");

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

const card = (id: number, position: number, overrides: Record<string, unknown> = {}) => ({ id, title: `Card ${id}`, href: "/service", cta: "Book a Service", position, ...overrides });

const offer = (id: number, manufacturer: string | { name: string; slug?: string }, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `Offer ${id}`,
  description: "<p>Drive away today.</p>",
  manufacturer,
  model: { name: "HiLux", slug: "hilux" },
  ...overrides,
});

describe.each(backends)("promotions on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  const alpha = parseSiteConfig(testSite({ slug: "alpha-toyota", id: 1, dealership_id: 10, dealerships: [{ id: 10, slug: "alpha-toyota", name: "Alpha Toyota", manufacturer: "Toyota" }] }));
  const bravo = parseSiteConfig(
    testSite({
      slug: "bravo-group",
      id: 2,
      dealership_id: 20,
      dealerships: [
        { id: 20, slug: "bravo-kia", name: "Bravo Kia", manufacturer: "Kia" },
        { id: 21, slug: "bravo-used", name: "Bravo Used", manufacturer: null },
      ],
    }),
  );
  const usedOnly = parseSiteConfig(testSite({ slug: "charlie-used", id: 3, dealership_id: 30, dealerships: [{ id: 30, slug: "charlie-used", name: "Charlie Used" }] }));

  beforeAll(async () => {
    backend = await open();
    if (!backend) return;
    const { db } = backend.database;
    await saveGroup(db, { slug: "test-group", name: "Test Group" });
    for (const site of [alpha, bravo, usedOnly]) await saveSiteConfig(db, site);
  });

  afterAll(async () => {
    await backend?.dispose();
  });

  it("lists a site's own cards by position, validated, and never another site's", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    await savePromoCard(db, { id: 1 }, card(1, 3));
    await savePromoCard(db, { id: 1 }, card(2, 1, { image_url: "/media/promo/2.svg", body: "Save time and book online." }));
    await savePromoCard(db, { id: 1 }, card(3, 2, { expiry: "2026-11-20T00:00:00Z" }));
    await savePromoCard(db, { id: 2 }, card(4, 1));
    const cards = await listPromoCardsForSite(db, { id: 1 });
    expect(cards.map((entry) => entry.id)).toEqual([2, 3, 1]);
    // Defaults filled in by the domain schema.
    expect(cards[0]).toMatchObject({ display: true, strictDisplay: false, body: "Save time and book online." });
    expect((await listPromoCardsForSite(db, { id: 2 })).map((entry) => entry.id)).toEqual([4]);
    expect(await listPromoCardsForSite(db, { id: 3 })).toEqual([]);
  });

  it("spec 4: gives the cards live at now, by position: no expired, future or hidden card", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    await savePromoCard(db, { id: 1 }, card(5, 4, { start: "2026-12-01T00:00:00Z" }));
    await savePromoCard(db, { id: 1 }, card(6, 5, { display: false }));
    await savePromoCard(db, { id: 1 }, card(7, 6, { start: "2026-11-01T00:00:00Z", expiry: "2026-12-01T00:00:00Z", strictDisplay: true }));
    expect((await currentPromoCards(db, { id: 1 }, now)).map((entry) => entry.id)).toEqual([2, 1, 7]);
    // The card that expired on the 20th was live the day before.
    expect((await currentPromoCards(db, { id: 1 }, new Date("2026-11-19T00:00:00Z"))).map((entry) => entry.id)).toEqual([2, 3, 1, 7]);
  });

  it("updates a site's card in place and refuses to take over another site's card", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    await savePromoCard(db, { id: 1 }, card(1, 3, { title: "Book your service online" }));
    expect((await listPromoCardsForSite(db, { id: 1 })).find((entry) => entry.id === 1)?.title).toBe("Book your service online");
    await expect(savePromoCard(db, { id: 1 }, card(4, 1))).rejects.toThrow(/another site/);
    expect((await listPromoCardsForSite(db, { id: 2 })).map((entry) => entry.title)).toEqual(["Card 4"]);
    await expect(savePromoCard(db, { id: 1 }, { id: 9, title: "No position" })).rejects.toThrow();
  });

  it("spec 5: shows the offers for a site's franchise makes, published to it, in their dates and not excluding it", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    await saveOffer(db, offer(1, { name: "Toyota", slug: "toyota" }));
    await saveOffer(db, offer(2, "TOYOTA"));
    await saveOffer(db, offer(3, "Toyota", { excluded_website_ids: [1] }));
    await saveOffer(db, offer(4, "Toyota", { expires_at: "2026-11-20T00:00:00Z" }));
    await saveOffer(db, offer(5, "Toyota", { starts_at: "2026-12-01T00:00:00Z" }));
    await saveOffer(db, offer(6, "Toyota"), { siteSlugs: ["some-other-toyota"] });
    await saveOffer(db, offer(7, "Kia", { model: { name: "Sportage", slug: "sportage" } }));
    await saveOffer(db, offer(8, "Toyota"), { siteSlugs: ["bravo-group"] });
    expect((await currentOffersForSite(db, alpha, now)).map((entry) => entry.id)).toEqual([1, 2]);
    expect((await currentOffersForSite(db, alpha, new Date("2026-11-19T00:00:00Z"))).map((entry) => entry.id)).toEqual([1, 2, 4]);
    // A multi-make group: its franchise's offers and one published to it by name.
    const bravoOffers = await currentOffersForSite(db, bravo, now);
    expect(bravoOffers.map((entry) => entry.id)).toEqual([7, 8]);
    expect(bravoOffers[0]).toMatchObject({ manufacturer: "Kia", excluded_website_ids: [] });
    // A used-car yard has no franchise: no offers, unless one names it.
    expect(await currentOffersForSite(db, usedOnly, now)).toEqual([]);
  });

  it("spec 2.1: finds one offer only where the site's list would show it", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    await saveOffer(db, offer(11, "Toyota"));
    await saveOffer(db, offer(12, "Toyota", { excluded_website_ids: [1] }));
    await saveOffer(db, offer(13, "Toyota", { expires_at: "2026-11-20T00:00:00Z" }));
    await saveOffer(db, offer(14, "Kia", { model: { name: "Sportage", slug: "sportage" } }));
    await saveOffer(db, offer(15, "Toyota"), { siteSlugs: ["bravo-group"] });
    expect((await findCurrentOfferForSite(db, alpha, 11, now))?.name).toBe("Offer 11");
    // Excluded, ended, another franchise's, or published to another site by name.
    for (const id of [12, 13, 14, 15]) expect(await findCurrentOfferForSite(db, alpha, id, now)).toBeNull();
    expect((await findCurrentOfferForSite(db, bravo, 15, now))?.id).toBe(15);
    expect((await findCurrentOfferForSite(db, bravo, 14, now))?.id).toBe(14);
    // No such offer, and ids no offer can have.
    for (const id of [999, 0, -1, 1.5, Number.NaN]) expect(await findCurrentOfferForSite(db, alpha, id, now)).toBeNull();
  });

  it("updates an offer in place, and refuses one that fails the offer schema", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    await saveOffer(db, offer(2, "Toyota", { name: "HiLux SR5 from $62,990 drive away" }));
    expect((await currentOffersForSite(db, alpha, now)).find((entry) => entry.id === 2)?.name).toBe("HiLux SR5 from $62,990 drive away");
    await expect(saveOffer(db, { id: 10, name: "No make", description: "" })).rejects.toThrow();
  });
});
