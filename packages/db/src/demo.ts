// Loads the deterministic demo dataset (seed/) into an empty database, once:
// a restart finds the seed_runs row and keeps whatever the demo has written since.
import { count } from "drizzle-orm";
import { contentPageSchema, locationSchema } from "@forecourt/domain";
import type { Db } from "./client";
import { upsertCars } from "./repositories/cars";
import { saveSiteLeadSettings } from "./repositories/leads";
import { saveGroup, saveSiteConfig } from "./repositories/sites";
import { insertRegistryRows, insertSoldVehicles } from "./repositories/valuations";
import { blogPosts, contentPages, locations, manufacturers, offers, postcodes, promoCards, seedRuns, sites, vehicleRegistry } from "./schema";
import { datasetHash, DEMO_REFERENCE_DATE, type DemoDataset, demoTurnstileKeys, generateDemoDataset, generateRegistry, generateSoldHistory, postcodes as postcodeTable } from "./seed";

export interface SeedResult {
  seeded: boolean;
  hash?: string;
  cars: number;
  sites: number;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

/** Seeds the demo unless it has been seeded before. `now` shifts the dataset's dates to today. */
export async function seedDemo(db: Db, options: { now: Date; cars?: number; force?: boolean }): Promise<SeedResult> {
  const [existing] = await db.select({ total: count() }).from(seedRuns);
  if (!options.force && Number(existing?.total ?? 0) > 0) {
    await seedMissingContentPages(db, options.now);
    await seedMissingRegistry(db, options.now, options.cars);
    return { seeded: false, cars: 0, sites: 0 };
  }

  const dataset = generateDemoDataset({ now: options.now, cars: options.cars });
  const hash = datasetHash(dataset);
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    for (const group of dataset.groups) await saveGroup(txDb, group);
    for (const site of dataset.sites) await saveSiteConfig(txDb, site);
    const siteIds = new Map(dataset.sites.map((site) => [site.slug, site.id]));
    const siteId = (slug: string) => {
      const id = siteIds.get(slug);
      if (id === undefined) throw new Error(`Demo data names an unknown site: ${slug}`);
      return id;
    };

    for (const batch of chunks(dataset.manufacturers, 500)) {
      await tx.insert(manufacturers).values(batch.map((make) => ({ id: make.id, slug: make.slug, name: make.name, logoUrl: make.logo?.url ?? null }))).onConflictDoNothing();
    }
    for (const batch of chunks(dataset.locations, 200)) {
      await tx
        .insert(locations)
        .values(batch.map((input) => {
          const location = locationSchema.parse(input);
          return { id: location.id, slug: location.slug, dealershipId: location.dealership_id, data: location };
        }))
        .onConflictDoNothing();
    }
    await upsertCars(txDb, dataset.cars);
    for (const batch of chunks(dataset.offers, 200)) {
      await tx
        .insert(offers)
        .values(batch.map(({ site_slugs, ...offer }) => ({
          id: offer.id,
          manufacturer: typeof offer.manufacturer === "string" ? offer.manufacturer : offer.manufacturer.name,
          siteSlugs: site_slugs ?? null,
          data: offer,
        })))
        .onConflictDoNothing();
    }
    for (const batch of chunks(dataset.promoCards, 200)) {
      await tx.insert(promoCards).values(batch.map(({ site_slug, ...card }) => ({ id: card.id, siteId: siteId(site_slug), data: card }))).onConflictDoNothing();
    }
    for (const batch of chunks(dataset.blogPosts, 200)) {
      await tx
        .insert(blogPosts)
        .values(batch.map(({ site_slug, ...post }) => ({ id: post.id, siteId: siteId(site_slug), slug: post.slug, publishedAt: new Date(post.published_at), data: post })))
        .onConflictDoNothing();
    }
    await insertContentPages(txDb, dataset.contentPages, siteId);
    // The secret that goes with a demo site's Turnstile test key (the stand-in accepts it).
    for (const site of dataset.sites) {
      if (site.integrations?.turnstileSiteKey === demoTurnstileKeys.siteKey) await saveSiteLeadSettings(txDb, { id: siteId(site.slug) }, { turnstileSecretKey: demoTurnstileKeys.secretKey });
    }
    for (const batch of chunks(postcodeTable, 1000)) await tx.insert(postcodes).values(batch).onConflictDoNothing();
    await insertRegistry(txDb, dataset.cars, options.now);
    await tx.insert(seedRuns).values({ datasetHash: hash, cars: dataset.cars.length });
  });
  return { seeded: true, hash, cars: dataset.cars.length, sites: dataset.sites.length };
}

async function insertContentPages(db: Db, pages: DemoDataset["contentPages"], siteId: (slug: string) => number): Promise<void> {
  for (const batch of chunks(pages, 100)) {
    await db
      .insert(contentPages)
      .values(batch.map(({ site_slug, ...input }) => {
        const page = contentPageSchema.parse(input);
        return { id: page.id, siteId: siteId(site_slug), path: page.path, published: page.published, data: page, updatedAt: new Date(page.updated_at) };
      }))
      .onConflictDoNothing();
  }
}

/**
 * A demo database seeded before content pages existed (migration 0002) gets them
 * on its next start, for the sites it has; a table with any row is left alone.
 */
async function seedMissingContentPages(db: Db, now: Date): Promise<void> {
  const [pages] = await db.select({ total: count() }).from(contentPages);
  if (Number(pages?.total ?? 0) > 0) return;
  const known = new Map((await db.select({ id: sites.id, slug: sites.slug }).from(sites)).map((row) => [row.slug, row.id]));
  const { contentPages: generated } = generateDemoDataset({ now, cars: 0 });
  await insertContentPages(
    db,
    generated.filter((page) => known.has(page.site_slug)),
    (slug) => known.get(slug)!,
  );
}

/**
 * Issue 18: the vehicle registry and sold history, from streams of their own, so
 * the dataset (and its pinned hash) is what it was. The registry's private vehicles
 * are generated against the demo's reference year, like the cars' model years.
 */
async function insertRegistry(db: Db, cars: DemoDataset["cars"], now: Date): Promise<void> {
  await insertRegistryRows(db, generateRegistry(cars, { referenceYear: DEMO_REFERENCE_DATE.getUTCFullYear() }));
  await insertSoldVehicles(db, generateSoldHistory(cars, { now }));
}

/** A demo database seeded before the registry existed (migration 0007) gets it on its next start. */
async function seedMissingRegistry(db: Db, now: Date, carCount: number | undefined): Promise<void> {
  const [rows] = await db.select({ total: count() }).from(vehicleRegistry);
  if (Number(rows?.total ?? 0) > 0) return;
  const { cars } = generateDemoDataset({ now, cars: carCount });
  await db.transaction(async (tx) => insertRegistry(tx as unknown as Db, cars, now));
}
