// Reservations (issue 17): a card deposit holding one car. The database keeps the
// one-live-reservation-per-car rule (a partial unique index on pending and held
// rows), so concurrent requests for one car make one reservation and refusals.
// Every change goes through domain's reservationTransition under a row lock, so
// processor events are idempotent and order-independent. While a reservation is
// held its car's `reserved` flag is set (spec 4's Reserved tag, search records,
// no reserve buttons) and the cars data version is bumped in the same transaction.
// Expiries are claimed with FOR UPDATE SKIP LOCKED, so two workers never take the
// same row; refunds owed are an outbox (refund_state "due") the API and the worker drain.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { isUuid, reservationTransition, type ReservationEvent, type ReservationOutcome, type ReservationState, type SiteConfig } from "@forecourt/domain";
import type { Db } from "../client";
import { bumpDataVersion } from "./data-versions";
import { cars, reservations, sites } from "../schema";

type SiteRef = Pick<SiteConfig, "id">;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface StoredReservation {
  id: string;
  siteId: number;
  carId: number;
  shopperId: string | null;
  name: string;
  email: string;
  phone: string;
  /** Minor units (cents). */
  amount: number;
  currency: string;
  state: ReservationState;
  holdHours: number;
  expiresAt: Date;
  tokenHash: string;
  paymentIntentId: string | null;
  paidAt: Date | null;
  refundState: "due" | "done" | null;
  refundId: string | null;
  refundAttempts: number;
  refundError: string | null;
  leadId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewReservation {
  id: string;
  carId: number;
  shopperId?: string | null;
  name: string;
  email: string;
  phone: string;
  amount: number;
  currency: string;
  holdHours: number;
  /** The payment window's end (domain's pendingExpiresAt). */
  expiresAt: Date;
  tokenHash: string;
  now: Date;
}

type Row = typeof reservations.$inferSelect;

function toReservation(row: Row): StoredReservation {
  return { ...row, state: row.state as ReservationState, refundState: row.refundState as StoredReservation["refundState"] };
}

type RawRow = Record<string, unknown>;
const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const dateOrNull = (value: unknown) => (value === null || value === undefined ? null : date(value));

function fromRawRow(row: RawRow): StoredReservation {
  return {
    id: String(row.id),
    siteId: Number(row.site_id),
    carId: Number(row.car_id),
    shopperId: (row.shopper_id as string | null) ?? null,
    name: String(row.name),
    email: String(row.email),
    phone: String(row.phone),
    amount: Number(row.amount),
    currency: String(row.currency),
    state: row.state as ReservationState,
    holdHours: Number(row.hold_hours),
    expiresAt: date(row.expires_at),
    tokenHash: String(row.token_hash),
    paymentIntentId: (row.payment_intent_id as string | null) ?? null,
    paidAt: dateOrNull(row.paid_at),
    refundState: (row.refund_state as StoredReservation["refundState"]) ?? null,
    refundId: (row.refund_id as string | null) ?? null,
    refundAttempts: Number(row.refund_attempts ?? 0),
    refundError: (row.refund_error as string | null) ?? null,
    leadId: (row.lead_id as string | null) ?? null,
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
  };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { code, constraint: name } = current as { code?: string; constraint?: string };
    if (code === "23505" && (name === undefined || name === constraint)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Sets the car's `reserved` flag (spec 4's Reserved tag) as its search record and pages read it. */
async function setCarReserved(tx: Tx, carId: number, reserved: boolean): Promise<void> {
  await tx
    .update(cars)
    .set({ data: sql`jsonb_set(${cars.data}, '{reserved}', ${reserved ? sql`'true'::jsonb` : sql`'false'::jsonb`})`, updatedAt: sql`now()` })
    .where(eq(cars.id, carId));
}

/** `pnpm reservations:convert`: the car is sold (spec 4: SOLD, Just Sold) and no longer reserved. */
async function markCarSold(tx: Tx, carId: number, now: Date): Promise<void> {
  const seconds = Math.floor(now.getTime() / 1000);
  await tx
    .update(cars)
    .set({
      status: "sold",
      soldDateTimestamp: seconds,
      data: sql`${cars.data} || jsonb_build_object('status', 'sold', 'sold', true, 'reserved', false, 'sold_date_timestamp', ${seconds}::bigint)`,
      updatedAt: sql`now()`,
    })
    .where(eq(cars.id, carId));
}

/**
 * Frees the car from live reservations whose time is up but which no worker has
 * expired yet, so a lapsed payment window never blocks a new shopper. Returns
 * the expired rows (the worker's refund pass picks up any that were paid).
 */
async function expireDueForCar(tx: Tx, carId: number, now: Date): Promise<StoredReservation[]> {
  const result = await tx.execute<RawRow>(sql`
    update ${reservations} as r
    set state = 'expired', updated_at = ${now.toISOString()},
        refund_state = case when r.paid_at is not null then 'due' else r.refund_state end,
        refund_next_at = case when r.paid_at is not null then ${now.toISOString()}::timestamptz else r.refund_next_at end
    where r.car_id = ${carId} and r.state in ('pending', 'held') and r.expires_at <= ${now.toISOString()}
    returning r.*`);
  const expired = result.rows.map(fromRawRow);
  if (expired.some((row) => row.state === "expired" && row.paidAt !== null)) {
    await setCarReserved(tx, carId, false);
    await bumpDataVersion(tx, "cars");
  }
  return expired;
}

export type CreateReservationResult = { kind: "created"; reservation: StoredReservation } | { kind: "taken" };

/**
 * Stores a pending reservation of a car, or answers "taken" when the car already
 * has a live one: the partial unique index decides, so of any number of
 * simultaneous requests for one car exactly one is created.
 */
export async function createReservation(db: Db, site: SiteRef, input: NewReservation): Promise<CreateReservationResult> {
  try {
    return await db.transaction(async (tx) => {
      await expireDueForCar(tx, input.carId, input.now);
      const [row] = await tx
        .insert(reservations)
        .values({
          id: input.id,
          siteId: site.id,
          carId: input.carId,
          shopperId: input.shopperId ?? null,
          name: input.name,
          email: input.email,
          phone: input.phone,
          amount: input.amount,
          currency: input.currency,
          state: "pending",
          holdHours: input.holdHours,
          expiresAt: input.expiresAt,
          tokenHash: input.tokenHash,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning();
      return { kind: "created" as const, reservation: toReservation(row!) };
    });
  } catch (error) {
    if (isUniqueViolation(error, "reservations_live_car_key")) return { kind: "taken" };
    throw error;
  }
}

/** Records the processor's PaymentIntent (and the dealer lead) of a reservation. */
export async function attachReservationPayment(db: Db, site: SiteRef, id: string, details: { paymentIntentId?: string; leadId?: string }): Promise<void> {
  await db
    .update(reservations)
    .set({ ...(details.paymentIntentId ? { paymentIntentId: details.paymentIntentId } : {}), ...(details.leadId ? { leadId: details.leadId } : {}) })
    .where(and(eq(reservations.id, id), eq(reservations.siteId, site.id)));
}

/** One reservation of the site; another site's is never found. */
export async function findReservation(db: Db, site: SiteRef, id: string): Promise<StoredReservation | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.siteId, site.id)));
  return row ? toReservation(row) : null;
}

/** The reservation a PaymentIntent pays for, on this site. */
export async function findReservationByPaymentIntent(db: Db, site: SiteRef, paymentIntentId: string): Promise<StoredReservation | null> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.paymentIntentId, paymentIntentId), eq(reservations.siteId, site.id)));
  return row ? toReservation(row) : null;
}

export interface AppliedReservationEvent {
  before: StoredReservation;
  after: StoredReservation;
  outcome: ReservationOutcome;
  /** The car's reserved flag changed (its pages and search record need a refresh). */
  carChanged: boolean;
}

/**
 * Applies one event to a reservation of the site under a row lock, through
 * domain's reservationTransition: the state, the hold's end (paid + hold hours),
 * the car's `reserved` flag and sold state, and a refund owed. Null when the
 * reservation is not the site's.
 */
export async function applyReservationEvent(db: Db, site: SiteRef, id: string, event: ReservationEvent, now: Date): Promise<AppliedReservationEvent | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const locked = await tx.execute<RawRow>(sql`select * from ${reservations} where id = ${id} and site_id = ${site.id} for update`);
    const first = locked.rows[0];
    if (!first) return null;
    const before = fromRawRow(first);
    const paid = before.paidAt !== null;
    const outcome = reservationTransition({ state: before.state, expiresAt: before.expiresAt, paid }, event);
    const changes: Partial<typeof reservations.$inferInsert> = {};
    let carChanged = false;
    if (event.kind === "payment-succeeded" && !paid) changes.paidAt = now;
    if (outcome.kind === "moved") {
      changes.state = outcome.state;
      if (outcome.state === "held") {
        changes.expiresAt = new Date(now.getTime() + before.holdHours * 3_600_000);
        await setCarReserved(tx, before.carId, true);
        carChanged = true;
      } else if (before.state === "held") {
        if (outcome.state === "converted") await markCarSold(tx, before.carId, now);
        else await setCarReserved(tx, before.carId, false);
        carChanged = true;
      }
    }
    if (outcome.refund && before.refundState === null) {
      changes.refundState = "due";
      changes.refundNextAt = now;
    }
    if (Object.keys(changes).length === 0) return { before, after: before, outcome, carChanged };
    changes.updatedAt = now;
    const [row] = await tx.update(reservations).set(changes).where(eq(reservations.id, id)).returning();
    if (carChanged) await bumpDataVersion(tx, "cars");
    return { before, after: toReservation(row!), outcome, carChanged };
  });
}

/**
 * The worker's expiry pass: claims live reservations whose payment window or hold
 * has ended (FOR UPDATE SKIP LOCKED: two workers never take the same row), marks
 * them expired, frees their cars, and marks a paid one's refund due (converted
 * reservations are not live, so a sale is never refunded). Returns the rows expired.
 */
export async function expireDueReservations(db: Db, options: { now: Date; limit?: number }): Promise<StoredReservation[]> {
  const now = options.now.toISOString();
  return db.transaction(async (tx) => {
    const result = await tx.execute<RawRow>(sql`
      with due as (
        select id from ${reservations}
        where state in ('pending', 'held') and expires_at <= ${now}
        order by expires_at, id
        limit ${options.limit ?? 100}
        for update skip locked
      )
      update ${reservations} as r
      set state = 'expired', updated_at = ${now},
          refund_state = case when r.paid_at is not null and r.refund_state is null then 'due' else r.refund_state end,
          refund_next_at = case when r.paid_at is not null and r.refund_state is null then ${now}::timestamptz else r.refund_next_at end
      from due where r.id = due.id
      returning r.*`);
    const expired = result.rows.map(fromRawRow);
    const freed = [...new Set(expired.filter((row) => row.paidAt !== null).map((row) => row.carId))];
    for (const carId of freed) await setCarReserved(tx, carId, false);
    if (freed.length > 0) await bumpDataVersion(tx, "cars");
    return expired.sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
  });
}

/**
 * Claims reservations whose refund is due, with a lease (the refund is called
 * outside any transaction; a worker that dies leaves the row due again when the
 * lease ends). The processor's idempotency key makes a repeated refund harmless.
 */
export async function claimDueRefunds(db: Db, options: { now: Date; limit?: number; leaseMs?: number }): Promise<StoredReservation[]> {
  const now = options.now.toISOString();
  const leaseUntil = new Date(options.now.getTime() + (options.leaseMs ?? 5 * 60_000)).toISOString();
  const result = await db.execute<RawRow>(sql`
    with due as (
      select id from ${reservations}
      where refund_state = 'due' and refund_next_at <= ${now}
      order by refund_next_at, id
      limit ${options.limit ?? 20}
      for update skip locked
    )
    update ${reservations} as r
    set refund_next_at = ${leaseUntil}, refund_attempts = r.refund_attempts + 1
    from due where r.id = due.id
    returning r.*`);
  return result.rows.map(fromRawRow).sort((a, b) => a.id.localeCompare(b.id));
}

/** The processor refunded the deposit. */
export async function completeRefund(db: Db, outcome: { id: string; refundId: string; at: Date }): Promise<void> {
  await db
    .update(reservations)
    .set({ refundState: "done", refundId: outcome.refundId, refundError: null, updatedAt: outcome.at })
    .where(and(eq(reservations.id, outcome.id), eq(reservations.refundState, "due")));
}

/** A refund attempt failed; it is tried again at `nextAttemptAt`. */
export async function failRefund(db: Db, outcome: { id: string; error: string; nextAttemptAt: Date }): Promise<void> {
  await db
    .update(reservations)
    .set({ refundError: outcome.error.slice(0, 2000), refundNextAt: outcome.nextAttemptAt })
    .where(and(eq(reservations.id, outcome.id), eq(reservations.refundState, "due")));
}

export interface ReservationListEntry extends StoredReservation {
  carSlug: string;
  carTitle: string;
}

/** A site's reservations with their cars, newest first (`pnpm reservations:list`, the account page; one by `id`); another site's are never listed. */
export async function listReservations(db: Db, site: SiteRef, options: { id?: string; shopperId?: string; liveOnly?: boolean; limit?: number } = {}): Promise<ReservationListEntry[]> {
  const conditions = [eq(reservations.siteId, site.id)];
  if (options.id !== undefined) conditions.push(eq(reservations.id, options.id));
  if (options.shopperId !== undefined) conditions.push(eq(reservations.shopperId, options.shopperId));
  if (options.liveOnly) conditions.push(inArray(reservations.state, ["pending", "held"]));
  const rows = await db
    .select({ reservation: reservations, carSlug: cars.slug, year: sql<unknown>`${cars.data}->>'year'`, make: cars.make, model: cars.model })
    .from(reservations)
    .innerJoin(cars, eq(cars.id, reservations.carId))
    .where(and(...conditions))
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(options.limit ?? 100);
  return rows.map((row) => ({
    ...toReservation(row.reservation),
    carSlug: row.carSlug,
    carTitle: [row.year, row.make, row.model].filter((part) => part !== null && part !== undefined && part !== "").join(" "),
  }));
}

/** The site a reservation belongs to, for the dealer commands that name only its id. */
export async function findReservationSite(db: Db, id: string): Promise<{ siteId: number; siteSlug: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ siteId: reservations.siteId, siteSlug: sites.slug })
    .from(reservations)
    .innerJoin(sites, eq(sites.id, reservations.siteId))
    .where(eq(reservations.id, id));
  return row ?? null;
}

