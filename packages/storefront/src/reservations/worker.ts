// The reservation job of the worker process (issue 17): each round expires live
// reservations whose payment window (15 minutes) or hold (spec 9: 48 hours) has
// ended, frees their cars (and refreshes their pages), then refunds what is owed:
// an expired hold (unless the dealer converted it to a sale), a cancellation or a
// release whose refund failed at the time, a payment that came too late. Rows are
// claimed with FOR UPDATE SKIP LOCKED and refunds with a lease, so two workers
// side by side never act on the same reservation; the processor's idempotency key
// makes a refund retried after a crash harmless.
import { claimDueRefunds, type Db, expireDueReservations, findReservationSite, findSiteBySlug, type StoredReservation } from "@forecourt/db";
import type { SiteConfig } from "@forecourt/domain";
import type { ReservationDeps } from "./handler";
import { refundIfDue } from "./handler";

export interface ReservationWorkerRound {
  expired: number;
  refunded: number;
  refundsDue: number;
}

async function siteOf(db: Db, reservation: StoredReservation, cache: Map<number, SiteConfig | null>): Promise<SiteConfig | null> {
  if (!cache.has(reservation.siteId)) {
    const found = await findReservationSite(db, reservation.id);
    cache.set(reservation.siteId, found ? await findSiteBySlug(db, found.siteSlug) : null);
  }
  return cache.get(reservation.siteId) ?? null;
}

export async function runReservationWorkerOnce(deps: ReservationDeps): Promise<ReservationWorkerRound> {
  const now = (deps.now ?? (() => new Date()))();
  const expired = await expireDueReservations(deps.db, { now });
  const freed = [...new Set(expired.filter((row) => row.paidAt !== null).map((row) => row.carId))];
  if (freed.length > 0) {
    try {
      await deps.refreshCars(freed);
    } catch (error) {
      deps.log?.(`[reservations worker] refreshing cars ${freed.join(", ")} failed: ${(error as Error).message}`);
    }
  }
  const due = await claimDueRefunds(deps.db, { now });
  const sites = new Map<number, SiteConfig | null>();
  let refunded = 0;
  for (const reservation of due) {
    const site = await siteOf(deps.db, reservation, sites);
    if (!site) continue;
    if ((await refundIfDue(deps, site, reservation, await deps.paymentsFor(site))) === "done") refunded++;
  }
  for (const row of expired) deps.log?.(`[reservations worker] expired ${row.id} (car ${row.carId})${row.paidAt ? ", refund due" : ""}`);
  return { expired: expired.length, refunded, refundsDue: due.length };
}

/** Runs a round every `intervalMs` until stopped; a failing round is logged and the next one tries again. */
export function startReservationWorker(deps: ReservationDeps & { intervalMs: number }): { stop(): Promise<void> } {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    if (stopped) return;
    running = runReservationWorkerOnce(deps)
      .catch((error: unknown) => deps.log?.(`[reservations worker] round failed: ${(error as Error).message}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, deps.intervalMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
