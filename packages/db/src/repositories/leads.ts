// Leads (issue 5, spec 3 'Lead'): one transaction writes the lead, its outbox rows
// and its idempotency key, so a lead is stored before anything else can fail, and
// the delivery worker claims due outbox rows from here. Every read and write is
// scoped by the site the host resolved (docs/architecture.md 'Isolation').
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { isUuid, type SiteConfig } from "@forecourt/domain";
import type { Db } from "../client";
import { cars, leadDeliveryAttempts, leadDestinations, leadIdempotencyKeys, leadOutbox, leads, siteLeadSettings } from "../schema";

type SiteRef = Pick<SiteConfig, "id">;

export const leadDestinationKinds = ["webhook", "email"] as const;
export type LeadDestinationKind = (typeof leadDestinationKinds)[number];

export interface LeadDestination {
  id: number;
  siteId: number;
  kind: LeadDestinationKind;
  /** Webhook URL, or email address(es) separated by commas. */
  target: string;
  /** Webhook signing key; null for email. */
  secret: string | null;
  enabled: boolean;
}

export interface LeadAttributes {
  visited_pages: string[];
  linked_query_params: Record<string, string>;
}

/** The car fields a lead keeps, read from the car row (never from the request body). */
export interface LeadCarSnapshot {
  id: number;
  make: string;
  model: string;
  stocknum: string | null;
  carType: string;
  status: string;
  vin: string | null;
  dealershipId: number;
  dealershipSlug: string | null;
  /** For the analytics event (spec 7: a 'Test Drive Only' tag gives 17; grade is the badge). */
  tag: string | null;
  badge: string | null;
}

export interface NewLead {
  form: string;
  category: string;
  subcategory?: string | null;
  name?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  postcode?: string | null;
  message?: string | null;
  rego?: string | null;
  preferredContact?: string | null;
  dealershipSlug?: string | null;
  /** spec 3 'Lead' manufacturer_slug, worked out by domain's leadManufacturerSlug from the car and the site. */
  manufacturerSlug?: string | null;
  locationId?: number | null;
  car?: LeadCarSnapshot | null;
  url?: string | null;
  source?: string | null;
  userAgent?: string | null;
  leadAttributes?: LeadAttributes;
  optIn?: boolean;
  spam?: boolean;
  checks?: Record<string, string>;
  payload: Record<string, unknown>;
  /** The signed-in shopper who sent it (issue 16), from the session, never from the body. */
  shopperId?: string | null;
  /** Issue 18: the valuation an offer lead answers, and the journey's outcome (spec 3 'Lead'). */
  valuationId?: string | null;
  formCompleted?: boolean | null;
  offerAccepted?: boolean | null;
  createdAt: Date;
}

export interface StoredLead {
  id: string;
  siteId: number;
  form: string;
  category: string;
  subcategory: string | null;
  name: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  message: string | null;
  rego: string | null;
  preferredContact: string | null;
  dealershipSlug: string | null;
  manufacturerSlug: string | null;
  locationId: number | null;
  carId: number | null;
  carMake: string | null;
  carModel: string | null;
  carStocknum: string | null;
  carType: string | null;
  carStatus: string | null;
  carVin: string | null;
  url: string | null;
  source: string | null;
  userAgent: string | null;
  leadAttributes: LeadAttributes;
  optIn: boolean;
  spam: boolean;
  checks: Record<string, string>;
  payload: Record<string, unknown>;
  valuationId: string | null;
  formCompleted: boolean | null;
  offerAccepted: boolean | null;
  createdAt: Date;
}

export type CreateLeadResult =
  | { status: "created"; leadId: string; replay: false }
  /** The same Idempotency-Key with the same body: the first lead, answered 200. */
  | { status: "replay"; leadId: string; replay: true }
  /** The same Idempotency-Key with another body: answered 409, nothing written. */
  | { status: "conflict" };

export interface CreateLeadOptions {
  idempotencyKey?: string | null;
  /** Hash of the request body the key was first used with. */
  bodyHash?: string | null;
  /** Chosen by the caller in tests; a random UUID otherwise. */
  leadId?: string;
}

const emptyAttributes: LeadAttributes = { visited_pages: [], linked_query_params: {} };

/**
 * Writes a lead, one outbox row per enabled destination of the site (none for
 * spam, none in the demo) and the idempotency row, in ONE transaction.
 *
 * With a key, the key row is inserted first: a concurrent submission with the
 * same key blocks on the primary key until the first commits, then finds it and
 * returns it (PostgreSQL, READ COMMITTED); through the PGlite owner transactions
 * run one at a time, so the second simply finds the first.
 */
export async function createLead(db: Db, site: SiteRef, lead: NewLead, options: CreateLeadOptions = {}): Promise<CreateLeadResult> {
  const leadId = options.leadId ?? randomUUID();
  const key = options.idempotencyKey ?? null;
  const bodyHash = options.bodyHash ?? "";
  // A key row deleted between our conflict and our read (pruning) is retried once more.
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await db.transaction(async (tx): Promise<CreateLeadResult | null> => {
      if (key !== null) {
        const claimed = await tx
          .insert(leadIdempotencyKeys)
          .values({ siteId: site.id, key, bodyHash, leadId, createdAt: lead.createdAt })
          .onConflictDoNothing()
          .returning({ leadId: leadIdempotencyKeys.leadId });
        if (claimed.length === 0) {
          const [existing] = await tx
            .select({ leadId: leadIdempotencyKeys.leadId, bodyHash: leadIdempotencyKeys.bodyHash })
            .from(leadIdempotencyKeys)
            .where(and(eq(leadIdempotencyKeys.siteId, site.id), eq(leadIdempotencyKeys.key, key)));
          if (!existing) return null;
          return existing.bodyHash === bodyHash ? { status: "replay", leadId: existing.leadId, replay: true } : { status: "conflict" };
        }
      }
      await tx.insert(leads).values(leadRow(site, leadId, lead));
      if (!lead.spam) {
        const destinations = await tx
          .select({ id: leadDestinations.id })
          .from(leadDestinations)
          .where(and(eq(leadDestinations.siteId, site.id), eq(leadDestinations.enabled, true)))
          .orderBy(asc(leadDestinations.id));
        if (destinations.length > 0) {
          await tx.insert(leadOutbox).values(destinations.map((destination) => ({ leadId, destinationId: destination.id, nextAttemptAt: lead.createdAt, createdAt: lead.createdAt })));
        }
      }
      return { status: "created", leadId, replay: false };
    });
    if (result) return result;
  }
  throw new Error(`Idempotency key ${key} kept changing while a lead was written; try again`);
}

function leadRow(site: SiteRef, id: string, lead: NewLead) {
  return {
    id,
    siteId: site.id,
    form: lead.form,
    category: lead.category,
    subcategory: lead.subcategory ?? null,
    name: lead.name ?? null,
    lastName: lead.lastName ?? null,
    email: lead.email ?? null,
    phone: lead.phone ?? null,
    postcode: lead.postcode ?? null,
    message: lead.message ?? null,
    rego: lead.rego ?? null,
    preferredContact: lead.preferredContact ?? null,
    dealershipSlug: lead.dealershipSlug ?? null,
    manufacturerSlug: lead.manufacturerSlug ?? null,
    shopperId: lead.shopperId ?? null,
    valuationId: lead.valuationId ?? null,
    formCompleted: lead.formCompleted ?? null,
    offerAccepted: lead.offerAccepted ?? null,
    locationId: lead.locationId ?? null,
    carId: lead.car?.id ?? null,
    carMake: lead.car?.make ?? null,
    carModel: lead.car?.model ?? null,
    carStocknum: lead.car?.stocknum ?? null,
    carType: lead.car?.carType ?? null,
    carStatus: lead.car?.status ?? null,
    carVin: lead.car?.vin ?? null,
    url: lead.url ?? null,
    source: lead.source ?? null,
    userAgent: lead.userAgent ?? null,
    leadAttributes: lead.leadAttributes ?? emptyAttributes,
    optIn: lead.optIn ?? true,
    spam: lead.spam ?? false,
    checks: lead.checks ?? {},
    payload: lead.payload,
    createdAt: lead.createdAt,
  };
}

function toStoredLead(row: typeof leads.$inferSelect): StoredLead {
  return {
    ...row,
    leadAttributes: (row.leadAttributes as LeadAttributes | null) ?? emptyAttributes,
    checks: (row.checks as Record<string, string> | null) ?? {},
    payload: (row.payload as Record<string, unknown> | null) ?? {},
  };
}

/** The lead the Idempotency-Key names, before any costly check (a Turnstile token is single-use, so a retry must not be verified again). */
export async function findIdempotentLead(db: Db, site: SiteRef, key: string): Promise<{ leadId: string; bodyHash: string } | null> {
  const [row] = await db
    .select({ leadId: leadIdempotencyKeys.leadId, bodyHash: leadIdempotencyKeys.bodyHash })
    .from(leadIdempotencyKeys)
    .where(and(eq(leadIdempotencyKeys.siteId, site.id), eq(leadIdempotencyKeys.key, key)));
  return row ?? null;
}

/** Idempotency keys are kept for a day (a retry comes within minutes); older ones are removed. */
export async function pruneIdempotencyKeys(db: Db, olderThan: Date): Promise<number> {
  const removed = await db.delete(leadIdempotencyKeys).where(lt(leadIdempotencyKeys.createdAt, olderThan)).returning({ key: leadIdempotencyKeys.key });
  return removed.length;
}

/** One lead of this site; another site's lead is never found. */
export async function findLead(db: Db, site: SiteRef, leadId: string): Promise<StoredLead | null> {
  if (!isUuid(leadId)) return null;
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.siteId, site.id), eq(leads.id, leadId)));
  return row ? toStoredLead(row) : null;
}

export interface LeadListEntry extends StoredLead {
  /** Outbox rows of the lead: how many were delivered and how many are still pending. */
  deliveries: { delivered: number; pending: number };
}

/** A site's leads, newest first (the `leads:list` command). */
export async function listLeads(db: Db, site: SiteRef, options: { limit?: number; includeSpam?: boolean } = {}): Promise<LeadListEntry[]> {
  const rows = await db
    .select()
    .from(leads)
    .where(options.includeSpam === false ? and(eq(leads.siteId, site.id), eq(leads.spam, false)) : eq(leads.siteId, site.id))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(options.limit ?? 100);
  if (rows.length === 0) return [];
  const counts = await db
    .select({
      leadId: leadOutbox.leadId,
      delivered: sql<number>`count(*) filter (where ${leadOutbox.state} = 'delivered')`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${leadOutbox.state} = 'pending')`.mapWith(Number),
    })
    .from(leadOutbox)
    .where(
      inArray(
        leadOutbox.leadId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(leadOutbox.leadId);
  const byLead = new Map(counts.map((count) => [count.leadId, { delivered: count.delivered, pending: count.pending }]));
  return rows.map((row) => ({ ...toStoredLead(row), deliveries: byLead.get(row.id) ?? { delivered: 0, pending: 0 } }));
}

export async function countLeads(db: Db, site: SiteRef): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(leads)
    .where(eq(leads.siteId, site.id));
  return row?.total ?? 0;
}

/**
 * The car a lead names, if it belongs to one of the site's dealerships. Any
 * status is accepted (a shopper may ask about a car sold a minute ago: spec 5's
 * 'find me something similar'); the snapshot records what it was.
 */
export async function findLeadCar(db: Db, site: Pick<SiteConfig, "dealerships">, carId: number): Promise<LeadCarSnapshot | null> {
  if (!Number.isSafeInteger(carId)) return null;
  const dealershipIds = site.dealerships.map((dealership) => dealership.id);
  const [row] = await db
    .select({ id: cars.id, make: cars.make, model: cars.model, carType: cars.carType, status: cars.status, dealershipId: cars.dealershipId, data: cars.data })
    .from(cars)
    .where(and(eq(cars.id, carId), inArray(cars.dealershipId, dealershipIds)));
  if (!row) return null;
  const data = (row.data ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  return {
    id: row.id,
    make: row.make,
    model: row.model,
    carType: row.carType,
    status: row.status,
    dealershipId: row.dealershipId,
    stocknum: text(data.stocknum),
    vin: text(data.vin),
    dealershipSlug: text(data.dealership_slug),
    tag: text(data.tag),
    badge: text(data.badge),
  };
}

// --- Destinations and settings --------------------------------------------------

export async function saveLeadDestination(
  db: Db,
  site: SiteRef,
  destination: { kind: LeadDestinationKind; target: string; secret?: string | null; enabled?: boolean },
): Promise<LeadDestination> {
  if (!leadDestinationKinds.includes(destination.kind)) throw new Error(`Unknown lead destination kind: ${String(destination.kind)}`);
  if (destination.kind === "webhook" && !destination.secret) throw new Error("A webhook destination needs a signing secret");
  const [row] = await db
    .insert(leadDestinations)
    .values({ siteId: site.id, kind: destination.kind, target: destination.target, secret: destination.secret ?? null, enabled: destination.enabled ?? true })
    .returning();
  return toDestination(row!);
}

export async function setLeadDestinationEnabled(db: Db, site: SiteRef, destinationId: number, enabled: boolean): Promise<void> {
  await db
    .update(leadDestinations)
    .set({ enabled })
    .where(and(eq(leadDestinations.siteId, site.id), eq(leadDestinations.id, destinationId)));
}

export async function listLeadDestinations(db: Db, site: SiteRef): Promise<LeadDestination[]> {
  const rows = await db.select().from(leadDestinations).where(eq(leadDestinations.siteId, site.id)).orderBy(asc(leadDestinations.id));
  return rows.map(toDestination);
}

function toDestination(row: typeof leadDestinations.$inferSelect): LeadDestination {
  return { id: row.id, siteId: row.siteId, kind: row.kind as LeadDestinationKind, target: row.target, secret: row.secret, enabled: row.enabled };
}

export interface SiteLeadSettings {
  rateLimitMax: number | null;
  rateLimitWindowSeconds: number | null;
  turnstileSecretKey: string | null;
}

export async function findSiteLeadSettings(db: Db, site: SiteRef): Promise<SiteLeadSettings | null> {
  const [row] = await db
    .select({ rateLimitMax: siteLeadSettings.rateLimitMax, rateLimitWindowSeconds: siteLeadSettings.rateLimitWindowSeconds, turnstileSecretKey: siteLeadSettings.turnstileSecretKey })
    .from(siteLeadSettings)
    .where(eq(siteLeadSettings.siteId, site.id));
  return row ?? null;
}

export async function saveSiteLeadSettings(db: Db, site: SiteRef, settings: Partial<SiteLeadSettings>): Promise<void> {
  for (const [name, value] of [
    ["rateLimitMax", settings.rateLimitMax],
    ["rateLimitWindowSeconds", settings.rateLimitWindowSeconds],
  ] as const) {
    if (value !== undefined && value !== null && (!Number.isInteger(value) || value < 1)) throw new Error(`${name} must be a positive whole number`);
  }
  const values = { siteId: site.id, ...settings, updatedAt: new Date() };
  await db.insert(siteLeadSettings).values(values).onConflictDoUpdate({ target: siteLeadSettings.siteId, set: { ...settings, updatedAt: values.updatedAt } });
}

// --- Outbox -----------------------------------------------------------------------

export interface ClaimedDelivery {
  outboxId: number;
  /** Attempts including this one. */
  attempt: number;
  destination: LeadDestination;
  lead: StoredLead;
}

/**
 * Claims up to `limit` due outbox rows for delivery. The claim pushes each row's
 * due time forward by the lease (a visibility timeout): no transaction is held
 * while the worker calls the destination (through the PGlite owner a held
 * transaction would stall every other connection), and a worker that dies
 * mid-delivery leaves rows that come due again when the lease ends. FOR UPDATE
 * SKIP LOCKED lets several workers claim side by side on PostgreSQL without
 * waiting for or double-claiming each other's rows.
 */
export async function claimDueDeliveries(db: Db, options: { now: Date; limit?: number; leaseMs?: number }): Promise<ClaimedDelivery[]> {
  const limit = options.limit ?? 20;
  const leaseUntil = new Date(options.now.getTime() + (options.leaseMs ?? 5 * 60_000));
  // One short transaction: the claim and the reads of what was claimed see one state.
  const { claimed, leadRows, destinationRows } = await db.transaction(async (tx) => {
    const claimed = await tx.execute<{ id: string | number; lead_id: string; destination_id: number; attempts: number }>(sql`
      with due as (
        select ${leadOutbox.id} as id from ${leadOutbox}
        where ${leadOutbox.state} = 'pending' and ${leadOutbox.nextAttemptAt} <= ${options.now.toISOString()}
        order by ${leadOutbox.nextAttemptAt}, ${leadOutbox.id}
        limit ${limit}
        for update skip locked
      )
      update ${leadOutbox} as o
      set next_attempt_at = ${leaseUntil.toISOString()}, attempts = o.attempts + 1
      from due where o.id = due.id
      returning o.id, o.lead_id, o.destination_id, o.attempts`);
    if (claimed.rows.length === 0) return { claimed: claimed.rows, leadRows: [], destinationRows: [] };
    const leadIds = [...new Set(claimed.rows.map((row) => row.lead_id))];
    const destinationIds = [...new Set(claimed.rows.map((row) => row.destination_id))];
    return {
      claimed: claimed.rows,
      leadRows: await tx.select().from(leads).where(inArray(leads.id, leadIds)),
      destinationRows: await tx.select().from(leadDestinations).where(inArray(leadDestinations.id, destinationIds)),
    };
  });
  if (claimed.length === 0) return [];
  const leadById = new Map(leadRows.map((row) => [row.id, toStoredLead(row)]));
  const destinationById = new Map(destinationRows.map((row) => [row.id, toDestination(row)]));
  return claimed
    .map((row) => ({ outboxId: Number(row.id), attempt: row.attempts, lead: leadById.get(row.lead_id)!, destination: destinationById.get(row.destination_id)! }))
    .sort((a, b) => a.outboxId - b.outboxId);
}

export interface DeliveryOutcome {
  outboxId: number;
  leadId: string;
  destinationId: number;
  at: Date;
  httpStatus?: number | null;
  durationMs?: number | null;
}

/** Marks a delivery done and records the attempt, together. */
export async function completeDelivery(db: Db, outcome: DeliveryOutcome): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(leadOutbox)
      .set({ state: "delivered", deliveredAt: outcome.at, lastError: null })
      .where(eq(leadOutbox.id, outcome.outboxId));
    await tx.insert(leadDeliveryAttempts).values(attemptRow(outcome, "delivered", null));
  });
}

/** Records a failed attempt and when to try again; the row stays pending (a lead is never dropped). */
export async function failDelivery(db: Db, outcome: DeliveryOutcome & { error: string; nextAttemptAt: Date }): Promise<void> {
  const error = outcome.error.slice(0, 2000);
  await db.transaction(async (tx) => {
    await tx
      .update(leadOutbox)
      .set({ nextAttemptAt: outcome.nextAttemptAt, lastError: error })
      .where(and(eq(leadOutbox.id, outcome.outboxId), eq(leadOutbox.state, "pending")));
    await tx.insert(leadDeliveryAttempts).values(attemptRow(outcome, "failed", error));
  });
}

/** Puts a row back without an attempt (its destination is disabled): it waits, it is not dropped. */
export async function deferDelivery(db: Db, options: { outboxId: number; nextAttemptAt: Date; reason: string }): Promise<void> {
  await db
    .update(leadOutbox)
    .set({ nextAttemptAt: options.nextAttemptAt, lastError: options.reason, attempts: sql`greatest(${leadOutbox.attempts} - 1, 0)` })
    .where(and(eq(leadOutbox.id, options.outboxId), eq(leadOutbox.state, "pending")));
}

function attemptRow(outcome: DeliveryOutcome, status: "delivered" | "failed", error: string | null) {
  return {
    leadId: outcome.leadId,
    destinationId: outcome.destinationId,
    at: outcome.at,
    status,
    httpStatus: outcome.httpStatus ?? null,
    error,
    durationMs: outcome.durationMs === undefined || outcome.durationMs === null ? null : Math.round(outcome.durationMs),
  };
}

export interface DeliveryAttempt {
  destinationId: number;
  at: Date;
  status: "delivered" | "failed";
  httpStatus: number | null;
  error: string | null;
}

export async function listDeliveryAttempts(db: Db, site: SiteRef, leadId: string): Promise<DeliveryAttempt[]> {
  if (!isUuid(leadId)) return [];
  const rows = await db
    .select({ destinationId: leadDeliveryAttempts.destinationId, at: leadDeliveryAttempts.at, status: leadDeliveryAttempts.status, httpStatus: leadDeliveryAttempts.httpStatus, error: leadDeliveryAttempts.error })
    .from(leadDeliveryAttempts)
    .innerJoin(leads, eq(leads.id, leadDeliveryAttempts.leadId))
    .where(and(eq(leads.siteId, site.id), eq(leadDeliveryAttempts.leadId, leadId)))
    .orderBy(asc(leadDeliveryAttempts.at), asc(leadDeliveryAttempts.id));
  return rows.map((row) => ({ ...row, status: row.status as DeliveryAttempt["status"] }));
}

export interface OutboxRow {
  leadId: string;
  destinationId: number;
  state: "pending" | "delivered";
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
}

/** The outbox rows of a site's leads (support and tests). */
export async function listOutbox(db: Db, site: SiteRef): Promise<OutboxRow[]> {
  const rows = await db
    .select({ leadId: leadOutbox.leadId, destinationId: leadOutbox.destinationId, state: leadOutbox.state, attempts: leadOutbox.attempts, nextAttemptAt: leadOutbox.nextAttemptAt, lastError: leadOutbox.lastError })
    .from(leadOutbox)
    .innerJoin(leads, eq(leads.id, leadOutbox.leadId))
    .where(eq(leads.siteId, site.id))
    .orderBy(asc(leadOutbox.id));
  return rows.map((row) => ({ ...row, state: row.state as OutboxRow["state"] }));
}
