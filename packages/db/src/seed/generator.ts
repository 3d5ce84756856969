// Builds the whole demo dataset from one seeded generator in a fixed order:
// locations, manufacturers, offers, promo cards, blog posts, sites, then cars.
// Cars come last so every other entity is identical whatever the car count.
// Content pages draw from a stream of their own (seeded from the same seed), so
// adding or rewording a page changes no car, offer or location.
import type { BlogPost, LocationInput, Manufacturer, Offer, PromoCard, SiteConfigInput } from "@forecourt/domain";
import type { CarInput } from "@forecourt/domain";
import { createCarGenerator } from "./cars";
import { generateBlogPosts, generateManufacturers, generateOffers, generatePromoCards } from "./content";
import { createClock } from "./dates";
import { groups } from "./dealers";
import { generateLocations } from "./locations";
import { type DemoContentPage, generateContentPages } from "./pages";
import { createDemoRandom, DEFAULT_SEED } from "./random";
import { buildSites } from "./sites";
import { generateTeams } from "./teams";

/**
 * The fixed date the demo is generated relative to. The loader passes the real
 * date as `now` at seed time, shifting every date by (now - reference).
 */
export const DEMO_REFERENCE_DATE: Date = new Date("2026-11-01T00:00:00.000Z");

/** Offsets the content pages' seed from the main stream's. */
const CONTENT_PAGES_STREAM = 0x7061;

/** Issue 2 item 4: about 3,000 cars by default. */
export const DEFAULT_CAR_COUNT = 3000;

export interface DemoDataset {
  groups: { slug: string; name: string }[];
  sites: SiteConfigInput[];
  manufacturers: Manufacturer[];
  locations: LocationInput[];
  cars: CarInput[];
  /** Tied to a make: shown on every site selling that make new, unless `site_slugs` names the sites. */
  offers: (Offer & { site_slugs?: string[] })[];
  promoCards: (PromoCard & { site_slug: string })[];
  blogPosts: (BlogPost & { site_slug: string })[];
  /** spec 2.1 service, company, legal and protection-plan pages, per site. */
  contentPages: DemoContentPage[];
}

export interface DemoOptions {
  /** Number of cars; benchmarks use 10k, 50k and 200k. */
  cars?: number;
  /** The anchor for every date; defaults to DEMO_REFERENCE_DATE. */
  now?: Date;
  seed?: number;
}

export function generateDemoDataset(options: DemoOptions = {}): DemoDataset {
  const carCount = options.cars ?? DEFAULT_CAR_COUNT;
  if (!Number.isInteger(carCount) || carCount < 0 || carCount >= 1_000_000) throw new RangeError(`cars must be an integer from 0 to 999,999, got ${carCount}`);
  const anchor = options.now ?? DEMO_REFERENCE_DATE;
  if (Number.isNaN(anchor.getTime())) throw new RangeError("now is not a valid date");

  const random = createDemoRandom(options.seed ?? DEFAULT_SEED, anchor);
  const clock = createClock(anchor);

  const locations = generateLocations(random, clock);
  // Teams draw from a stream of their own (the next seed), so they move nothing else.
  const teams = generateTeams(createDemoRandom((options.seed ?? DEFAULT_SEED) + 1, anchor), locations);
  for (const location of locations) location.team = teams.get(location.id) ?? [];
  const manufacturers = generateManufacturers();
  const offers = generateOffers(random, clock);
  const promoCards = generatePromoCards(random, clock);
  const blogPosts = generateBlogPosts(random, clock);
  const blogCounts = new Map<string, number>();
  for (const post of blogPosts) blogCounts.set(post.site_slug, (blogCounts.get(post.site_slug) ?? 0) + 1);
  const sites = buildSites({ locations, blogCounts });
  const contentPages = generateContentPages(sites, createDemoRandom((options.seed ?? DEFAULT_SEED) + CONTENT_PAGES_STREAM, anchor), clock);

  const providerBySite = new Map(sites.map((site) => [site.slug, site.finance?.provider ?? null]));
  const generateCar = createCarGenerator({
    random,
    clock,
    referenceDate: DEMO_REFERENCE_DATE,
    locations,
    providerOf: (dealership) => providerBySite.get(dealership.site) ?? null,
  });
  const cars: CarInput[] = new Array(carCount);
  for (let index = 0; index < carCount; index++) cars[index] = generateCar(index + 1);

  return { groups: groups.map((group) => ({ ...group })), sites, manufacturers, locations, cars, offers, promoCards, blogPosts, contentPages };
}
