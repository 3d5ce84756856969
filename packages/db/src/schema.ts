// Drizzle schema. Entities are stored as validated JSON documents (`data`)
// beside the columns that queries filter, sort and join on, so the dealer feed
// can grow fields without a migration while scoping and listing stay indexed.
import { sql } from "drizzle-orm";
import { bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const groups = pgTable("groups", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
});

export const sites = pgTable(
  "sites",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull(),
    template: text("template").notNull(),
    groupSlug: text("group_slug")
      .notNull()
      .references(() => groups.slug),
    /** Production hostnames that select this site. */
    domains: text("domains").array().notNull().default(sql`'{}'::text[]`),
    /** The site config, validated by @forecourt/domain's siteConfigSchema on write and read. */
    config: jsonb("config").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("sites_slug_key").on(table.slug), index("sites_domains_idx").using("gin", table.domains)],
);

/** Which dealerships a site shows: a group site lists several, a dealer site one. */
export const siteDealerships = pgTable(
  "site_dealerships",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id").notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.dealershipId] }), index("site_dealerships_dealership_idx").on(table.dealershipId)],
);

export const manufacturers = pgTable(
  "manufacturers",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    logoUrl: text("logo_url"),
  },
  (table) => [uniqueIndex("manufacturers_slug_key").on(table.slug)],
);

export const locations = pgTable(
  "locations",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull(),
    dealershipId: integer("dealership_id").notNull(),
    data: jsonb("data").notNull(),
  },
  (table) => [uniqueIndex("locations_slug_key").on(table.slug), index("locations_dealership_idx").on(table.dealershipId)],
);

export const cars = pgTable(
  "cars",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull(),
    dealershipId: integer("dealership_id").notNull(),
    status: text("status").notNull(),
    carType: text("car_type").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    price: doublePrecision("price"),
    showOnDealerWebsite: boolean("show_on_dealer_website").notNull(),
    /** Unix seconds, as the feed sends it (spec 3). */
    soldDateTimestamp: bigint("sold_date_timestamp", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    data: jsonb("data").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("cars_slug_key").on(table.slug),
    index("cars_dealership_status_idx").on(table.dealershipId, table.status),
    index("cars_make_model_idx").on(table.make, table.model),
  ],
);

export const offers = pgTable("offers", {
  id: integer("id").primaryKey(),
  manufacturer: text("manufacturer").notNull(),
  /** Sites the offer is published on; null means every site selling the make. */
  siteSlugs: text("site_slugs").array(),
  data: jsonb("data").notNull(),
});

export const promoCards = pgTable(
  "promo_cards",
  {
    id: integer("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    data: jsonb("data").notNull(),
  },
  (table) => [index("promo_cards_site_idx").on(table.siteId)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    data: jsonb("data").notNull(),
  },
  (table) => [uniqueIndex("blog_posts_site_slug_key").on(table.siteId, table.slug)],
);

/** Offline postcode table for geocoding and distance sorting in the demo regions. */
export const postcodes = pgTable(
  "postcodes",
  {
    /** AU and NZ postcodes overlap (2010 is Surry Hills NSW and Pakuranga, Auckland). */
    country: text("country").notNull(),
    postcode: text("postcode").notNull(),
    suburb: text("suburb").notNull(),
    state: text("state").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
  },
  (table) => [primaryKey({ columns: [table.country, table.postcode, table.suburb] })],
);

/** Monotonic versions of data sets that processes cache (search index, site configs). */
export const dataVersions = pgTable("data_versions", {
  name: text("name").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row per seed run, so a restart knows the demo is already loaded. */
export const seedRuns = pgTable("seed_runs", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  datasetHash: text("dataset_hash").notNull(),
  cars: integer("cars").notNull(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});
