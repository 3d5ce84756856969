// Drizzle schema. Entities are stored as validated JSON documents (`data`)
// beside the columns that queries filter, sort and join on, so the dealer feed
// can grow fields without a migration while scoping and listing stay indexed.
import { sql } from "drizzle-orm";
import { bigint, boolean, pgSequence, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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

/** Ids of cars a feed or the push API creates (issue 19); the demo's cars keep the ids the seed gives them, all below its start. */
export const carsIdSeq = pgSequence("cars_id_seq", { startWith: 10_000_001 });

export const cars = pgTable(
  "cars",
  {
    id: integer("id").primaryKey().default(sql`nextval('cars_id_seq')`),
    slug: text("slug").notNull(),
    dealershipId: integer("dealership_id").notNull(),
    /** The dealer's stock number (spec 3 stocknum), unique per dealership: how a feed row finds its car. */
    stockNumber: text("stock_number").notNull(),
    /** Hash of the feed row the car was last written from; an equal row is left alone (issue 19). Null for the demo's cars. */
    feedHash: text("feed_hash"),
    /** The feed's photo URLs, in order; `data.images` holds those fetched into the image store so far. */
    photoSources: text("photo_sources").array().notNull().default(sql`'{}'::text[]`),
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
    uniqueIndex("cars_dealership_stock_number_key").on(table.dealershipId, table.stockNumber),
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

/**
 * Content pages of a site (spec 2.1 service, company, legal and protection-plan
 * pages, /pages/{page}): one row per site and path, the article a validated
 * document (domain's contentPageSchema). A path without a published row is a 404.
 */
export const contentPages = pgTable(
  "content_pages",
  {
    id: integer("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** contentPageKey: '/pages/warranty', '/terms-and-conditions' (no trailing slash). */
    path: text("path").notNull(),
    published: boolean("published").notNull().default(true),
    data: jsonb("data").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("content_pages_site_path_key").on(table.siteId, table.path)],
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

// ---------------------------------------------------------------------------
// Leads (issue 5, spec 3 'Lead'): a lead is written with its outbox rows and its
// idempotency key in one transaction, then delivered from the outbox by a worker.
// Leads never cascade away with anything: a lost enquiry is a lost sale.

/**
 * Where a site's leads go (a CRM webhook and/or an email inbox). Secrets live
 * here, not in the site config, which pages read. No rows: leads stay in the
 * database and `pnpm leads:list` prints them (the demo).
 */
export const leadDestinations = pgTable(
  "lead_destinations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id),
    /** "webhook" (signed JSON POST) or "email" (SMTP). */
    kind: text("kind").notNull(),
    /** The webhook URL, or the email address(es), comma separated. */
    target: text("target").notNull(),
    /** HMAC-SHA256 key of the webhook signature; null for email. */
    secret: text("secret"),
    /** A disabled destination keeps its pending leads until it is enabled again. */
    enabled: boolean("enabled").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lead_destinations_site_idx").on(table.siteId)],
);

/** Per-site lead settings that are server-only: the rate limit and the Turnstile secret. */
export const siteLeadSettings = pgTable("site_lead_settings", {
  siteId: integer("site_id")
    .primaryKey()
    .references(() => sites.id),
  /** Submissions allowed per IP in the window; null means the process default. */
  rateLimitMax: integer("rate_limit_max"),
  rateLimitWindowSeconds: integer("rate_limit_window_seconds"),
  /** Pairs with the site config's public integrations.turnstileSiteKey. */
  turnstileSecretKey: text("turnstile_secret_key"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const leads = pgTable(
  "leads",
  {
    /** The lead_id of spec 3, also the idempotency key of every delivery. */
    id: uuid("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id),
    /** Which form sent it: general, car-enquiry, test-drive, ... (issue 5). */
    form: text("form").notNull(),
    category: text("category").notNull(),
    subcategory: text("subcategory"),
    name: text("name"),
    lastName: text("last_name"),
    email: text("email"),
    phone: text("phone"),
    postcode: text("postcode"),
    message: text("message"),
    rego: text("rego"),
    preferredContact: text("preferred_contact"),
    dealershipSlug: text("dealership_slug"),
    /** spec 3 'Lead' manufacturer_slug: the car's make, else the dealership's or site's franchise; never from the request body. */
    manufacturerSlug: text("manufacturer_slug"),
    locationId: integer("location_id"),
    carId: integer("car_id"),
    /** Snapshot of the car row at submission time; never taken from the request body. */
    carMake: text("car_make"),
    carModel: text("car_model"),
    carStocknum: text("car_stocknum"),
    carType: text("car_type"),
    carStatus: text("car_status"),
    carVin: text("car_vin"),
    url: text("url"),
    source: text("source"),
    userAgent: text("user_agent"),
    /** spec 3: visited_pages and linked_query_params. */
    leadAttributes: jsonb("lead_attributes").notNull(),
    optIn: boolean("opt_in").notNull().default(true),
    /** A filled honeypot: stored so a false positive is not lost, never delivered. */
    spam: boolean("spam").notNull().default(false),
    /** What the spam checks found (token, honeypot, turnstile), for support. */
    checks: jsonb("checks").notNull(),
    /** Every validated field of the form as sent (without the token), for the CRM payload. */
    payload: jsonb("payload").notNull(),
    /**
     * The signed-in shopper who sent it (issue 16), for their account page. No
     * foreign key on purpose: a lead is stored whatever happens to the account
     * meanwhile; deleting an account clears this in the same transaction, and the
     * lead stays with the dealer.
     */
    shopperId: text("shopper_id"),
    /** Issue 18: the valuation an offer lead answers (spec 3 'Valuation or trade-in'). */
    valuationId: uuid("valuation_id"),
    /** spec 3 'Lead', 7 'Valuation steps': set by the valuation journey, null on other forms. */
    formCompleted: boolean("form_completed"),
    offerAccepted: boolean("offer_accepted"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("leads_site_created_idx").on(table.siteId, table.createdAt), index("leads_shopper_idx").on(table.shopperId, table.createdAt)],
);

/** One row per lead and destination; the worker delivers it at least once. */
export const leadOutbox = pgTable(
  "lead_outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id),
    destinationId: integer("destination_id")
      .notNull()
      .references(() => leadDestinations.id),
    /** "pending" until a 2xx (or an accepted email), then "delivered". There is no "dead": a lead is never dropped. */
    state: text("state").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Due time; a claim pushes it forward by the lease, so a crashed worker's rows come back. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("lead_outbox_lead_destination_key").on(table.leadId, table.destinationId),
    // The worker's claim query scans only what is still to deliver.
    index("lead_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'pending'`),
  ],
);

/** Every delivery attempt, successful or not, for support and the dealer's audit. */
export const leadDeliveryAttempts = pgTable(
  "lead_delivery_attempts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id),
    destinationId: integer("destination_id").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** "delivered" or "failed". */
    status: text("status").notNull(),
    httpStatus: integer("http_status"),
    error: text("error"),
    durationMs: integer("duration_ms"),
  },
  (table) => [index("lead_delivery_attempts_lead_idx").on(table.leadId)],
);

/**
 * Idempotency-Key of a lead submission, per site: the same key and body give the
 * first lead back, another body is a conflict. The primary key is what makes
 * concurrent duplicates wait for the first and then find it.
 */
export const leadIdempotencyKeys = pgTable(
  "lead_idempotency_keys",
  {
    siteId: integer("site_id").notNull(),
    key: text("key").notNull(),
    bodyHash: text("body_hash").notNull(),
    leadId: uuid("lead_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.key] }), index("lead_idempotency_keys_created_idx").on(table.createdAt)],
);

/** Analytics events (spec 7 ids, plus 25 and 39), one row per tracked event. */
export const events = pgTable(
  "events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id").notNull(),
    /** spec 7: 14, 15, 17, 22, 48, 51, 25, 39. */
    eventId: integer("event_id").notNull(),
    name: text("name").notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("events_site_created_idx").on(table.siteId, table.createdAt)],
);

/**
 * Rate-limit counters shared by every app instance (the PostgreSQL store; Redis
 * replaces it when REDIS_URL is set). One row per key and fixed window; the
 * limiter weighs the previous window to approximate a sliding one.
 */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    key: text("key").notNull(),
    /** Start of the window, in milliseconds since the epoch (a multiple of the window length). */
    windowStart: bigint("window_start", { mode: "number" }).notNull(),
    hits: integer("hits").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] }), index("rate_limit_buckets_expires_idx").on(table.expiresAt)],
);

// Shopper accounts (issue 16). better-auth's four models (user, session, account,
// verification) under Forecourt's names, each with the site it belongs to: the
// auth adapter (auth/site-adapter.ts) writes site_id on every row and adds it to
// every lookup, so the same phone on two sites is two accounts, and a session or
// a code of one site is nothing on another. The JS property names are
// better-auth's field names; the columns are snake case like the rest.

/** better-auth's "user": a shopper of one site, known by a phone number. */
export const shoppers = pgTable(
  "shoppers",
  {
    id: text("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id),
    name: text("name").notNull(),
    /** better-auth needs an email; a shopper signs up by phone, so this is a placeholder unique per site and phone. */
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** E.164 in the site's region. */
    phoneNumber: text("phone_number"),
    phoneNumberVerified: boolean("phone_number_verified").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("shoppers_site_phone_key").on(table.siteId, table.phoneNumber), uniqueIndex("shoppers_site_email_key").on(table.siteId, table.email)],
);

/** better-auth's "session": the cookie's token, valid on its own site only. */
export const shopperSessions = pgTable(
  "shopper_sessions",
  {
    id: text("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id),
    userId: text("user_id")
      .notNull()
      .references(() => shoppers.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("shopper_sessions_token_key").on(table.token), index("shopper_sessions_user_idx").on(table.userId)],
);

/** better-auth's "account": how a shopper signs in (phone sign-in writes none today; the model is part of better-auth's core). */
export const shopperAccounts = pgTable(
  "shopper_accounts",
  {
    id: text("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id),
    userId: text("user_id")
      .notNull()
      .references(() => shoppers.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("shopper_accounts_user_idx").on(table.userId)],
);

/** better-auth's "verification": one-time sign-in codes (value "code:attempts"), per site and phone. */
export const shopperVerifications = pgTable(
  "shopper_verifications",
  {
    id: text("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("shopper_verifications_site_identifier_idx").on(table.siteId, table.identifier), index("shopper_verifications_expires_idx").on(table.expiresAt)],
);

/** spec 3 'Watchlist entry', spec 4 'Watchlist': a shopper's saved cars, with what the car was when saved. */
export const watchlistEntries = pgTable(
  "watchlist_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id),
    userId: text("user_id")
      .notNull()
      .references(() => shoppers.id, { onDelete: "cascade" }),
    /** No foreign key: a car that leaves the feed still shows here, as no longer listed. */
    carId: integer("car_id").notNull(),
    /** The price and status when saved, so the page can say what changed. */
    savedPrice: doublePrecision("saved_price"),
    savedStatus: text("saved_status"),
    /** The car's title when saved, shown once the car is no longer listed. */
    savedTitle: text("saved_title"),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("watchlist_entries_user_car_key").on(table.userId, table.carId), index("watchlist_entries_site_user_idx").on(table.siteId, table.userId, table.savedAt)],
);

/**
 * One outbox for messages to shoppers (issue 16): SMS sign-in codes today,
 * reservation receipts and alerts later, by SMS or email. The delivery worker
 * sends due rows with the lead deliveries' retries and backoff; without a
 * provider (the demo) a message stays here, readable with `pnpm sms:list`.
 */
export const messageOutbox = pgTable(
  "message_outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id),
    /** "sms" or "email". */
    channel: text("channel").notNull(),
    /** What it is, e.g. "sign-in-code", for support and listing. */
    kind: text("kind").notNull(),
    /** E.164 phone for SMS, an address for email. */
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    /** "pending" until the provider accepts it, then "sent"; "held" when no provider is configured (the demo's local outbox). */
    state: text("state").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lastError: text("last_error"),
    provider: text("provider"),
    providerMessageId: text("provider_message_id"),
    /** Past this, an undelivered message is dropped by the worker (a sign-in code is useless after 5 minutes). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("message_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'pending'`),
    index("message_outbox_site_created_idx").on(table.siteId, table.createdAt),
  ],
);

/**
 * The vehicle registry the trade-in lookup reads (issue 18): rego and state to the
 * vehicle. The demo seeds every demo car's plate in its dealership's state plus
 * private vehicles; production reads a provider's HTTP API instead.
 */
export const vehicleRegistry = pgTable(
  "vehicle_registry",
  {
    /** Registration state or region (NSW, AUK, OR, ...). */
    state: text("state").notNull(),
    /** Upper case, without spaces or hyphens. */
    plate: text("plate").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    year: integer("year").notNull(),
    variant: text("variant"),
    body: text("body"),
    fuel: text("fuel"),
    transmission: text("transmission"),
    vinLastDigits: text("vin_last_digits"),
  },
  (table) => [primaryKey({ columns: [table.state, table.plate] })],
);

/** Cars sold recently across the platform: the valuation's sold comparables (issue 18). */
export const soldVehicles = pgTable(
  "sold_vehicles",
  {
    id: integer("id").primaryKey(),
    dealershipId: integer("dealership_id").notNull(),
    state: text("state").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    year: integer("year").notNull(),
    km: integer("km").notNull(),
    price: doublePrecision("price").notNull(),
    soldAt: timestamp("sold_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sold_vehicles_make_model_idx").on(table.make, table.model, table.soldAt)],
);

/** One instant valuation (spec 3 'Valuation or trade-in'): what was asked and what it came to. */
export const valuations = pgTable(
  "valuations",
  {
    id: uuid("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id),
    rego: text("rego"),
    state: text("state"),
    /** The vehicle as looked up or entered (make, model, year, variant, ...). */
    vehicle: jsonb("vehicle").notNull(),
    odometer: integer("odometer").notNull(),
    /** spec 7: adjustmentAnswers with ids. */
    answers: jsonb("answers").notNull(),
    /** { low, high, comparables } or null when a valuer will call. */
    offer: jsonb("offer"),
    reason: text("reason").notNull(),
    /** Set when a signed-in shopper saved it (POST /api/miscellaneous, spec 7). */
    shopperId: text("shopper_id"),
    savedAt: timestamp("saved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("valuations_shopper_idx").on(table.siteId, table.shopperId, table.savedAt)],
);

/** A signed-in shopper's indicative pre-approval (issue 18), shown as 'Pre-Approved' (spec 9). */
export const preApprovals = pgTable(
  "pre_approvals",
  {
    id: uuid("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id),
    shopperId: text("shopper_id").notNull(),
    borrowingPower: integer("borrowing_power").notNull(),
    deposit: integer("deposit").notNull(),
    /** The application and its result, as shown. */
    data: jsonb("data").notNull(),
    leadId: uuid("lead_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("pre_approvals_shopper_idx").on(table.siteId, table.shopperId, table.createdAt),
    // One pre-approval per lead: a result kept on signing in (claimPreApproval) is kept once.
    uniqueIndex("pre_approvals_lead_key").on(table.siteId, table.leadId),
  ],
);

/**
 * Reservations (issue 17): a shopper's card deposit holding one car. At most one
 * live reservation (pending or held) per car, enforced here by a partial unique
 * index so that concurrent requests for a car get one reservation and refusals.
 * `expires_at` is the payment window while pending and the hold's end once held.
 * Card details never reach this table: the processor keeps them; we keep its
 * PaymentIntent id. `refund_state` is an outbox: "due" rows are refunded by the
 * API at once or by the worker on its next round, then marked "done".
 */
export const reservations = pgTable(
  "reservations",
  {
    id: uuid("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id),
    carId: integer("car_id")
      .notNull()
      .references(() => cars.id),
    shopperId: text("shopper_id"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    /** Minor units of `currency` (cents). */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    state: text("state").notNull(),
    holdHours: integer("hold_hours").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** sha256 of the owner's token (the 201's `token`, the receipt's link): the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    paymentIntentId: text("payment_intent_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** null: nothing to refund; "due": owed to the shopper; "done": refunded. */
    refundState: text("refund_state"),
    refundId: text("refund_id"),
    refundNextAt: timestamp("refund_next_at", { withTimezone: true }),
    refundAttempts: integer("refund_attempts").notNull().default(0),
    refundError: text("refund_error"),
    leadId: text("lead_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("reservations_live_car_key")
      .on(table.carId)
      .where(sql`${table.state} in ('pending', 'held')`),
    uniqueIndex("reservations_payment_intent_key").on(table.paymentIntentId),
    index("reservations_due_idx")
      .on(table.expiresAt)
      .where(sql`${table.state} in ('pending', 'held')`),
    index("reservations_refund_due_idx")
      .on(table.refundNextAt)
      .where(sql`${table.refundState} = 'due'`),
    index("reservations_site_created_idx").on(table.siteId, table.createdAt),
    index("reservations_shopper_idx").on(table.shopperId, table.createdAt),
  ],
);

/**
 * Per-site secrets (issue 17): a dealer's Stripe secret key and webhook secret,
 * later other integrations' keys. Values are sealed by the storefront (AES-256-GCM
 * under FORECOURT_SECRETS_KEY) before they reach this table, and are never part of
 * the site config that pages read.
 */
export const siteSecrets = pgTable(
  "site_secrets",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id),
    name: text("name").notNull(),
    sealed: text("sealed").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.name] })],
);

// ---------------------------------------------------------------------------
// A dealer group's own stock and sites (issue 19).

/**
 * Which site a production hostname selects. `sites.domains` is an array, so two
 * sites could list one domain; this table keys the domain, so a second claim is
 * refused instead of whichever row comes first winning.
 */
export const siteDomains = pgTable(
  "site_domains",
  {
    domain: text("domain").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
  },
  (table) => [index("site_domains_site_idx").on(table.siteId)],
);

/** A dealer group's keys for the stock push API; only a hash of each key is kept. */
export const stockApiKeys = pgTable(
  "stock_api_keys",
  {
    /** Public part of the key (fck_{id}_...), named in the audit trail. */
    id: text("id").primaryKey(),
    groupSlug: text("group_slug")
      .notNull()
      .references(() => groups.slug),
    /** SHA-256 of the whole key, hex. */
    keyHash: text("key_hash").notNull(),
    label: text("label"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("stock_api_keys_hash_key").on(table.keyHash), index("stock_api_keys_group_idx").on(table.groupSlug)],
);

/** Every import, push and site change: who (a key id or the CLI user), what, and its counts. */
export const stockAudit = pgTable(
  "stock_audit",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    groupSlug: text("group_slug").notNull(),
    /** "key:fck_ab12cd34" or "cli:{user}". */
    actor: text("actor").notNull(),
    /** stock.import, stock.push, stock.delete, site.add, site.update, key.create, key.revoke. */
    action: text("action").notNull(),
    /** What it concerned: a file, a car's dealership/stock number, a site slug. */
    subject: text("subject").notNull(),
    counts: jsonb("counts").notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("stock_audit_group_created_idx").on(table.groupSlug, table.createdAt)],
);
