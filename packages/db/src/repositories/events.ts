// Analytics events (issue 5: every tracked event, the ids of spec 7 plus 25 and
// 39, is written to the events table), scoped by the site the host resolved.
import { and, desc, eq } from "drizzle-orm";
import type { SiteConfig } from "@forecourt/domain";
import type { Db } from "../client";
import { events } from "../schema";

type SiteRef = Pick<SiteConfig, "id">;

export interface NewEvent {
  /** spec 7: 14, 15, 17, 22, 48, 51, and 25 (call tracking), 39 (favourites). */
  eventId: number;
  /** What happened, e.g. "lead_submitted". */
  name: string;
  payload: Record<string, unknown>;
  at: Date;
}

export interface StoredEvent extends NewEvent {
  id: number;
  siteId: number;
}

export async function recordEvent(db: Db, site: SiteRef, event: NewEvent): Promise<number> {
  if (!Number.isInteger(event.eventId) || event.eventId < 1) throw new Error(`An event id is a positive whole number, not ${event.eventId}`);
  const [row] = await db.insert(events).values({ siteId: site.id, eventId: event.eventId, name: event.name, payload: event.payload, createdAt: event.at }).returning({ id: events.id });
  return row!.id;
}

/** A site's events, newest first; optionally one name only. */
export async function listEvents(db: Db, site: SiteRef, options: { name?: string; limit?: number } = {}): Promise<StoredEvent[]> {
  const rows = await db
    .select()
    .from(events)
    .where(options.name ? and(eq(events.siteId, site.id), eq(events.name, options.name)) : eq(events.siteId, site.id))
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(options.limit ?? 100);
  return rows.map((row) => ({ id: row.id, siteId: row.siteId, eventId: row.eventId, name: row.name, payload: row.payload as Record<string, unknown>, at: row.createdAt }));
}
