// POST /api/events (issue 5 'Analytics'): the browser reports call tracking (25)
// and favourites (39); the server stores them for the site the host resolved,
// checks that a named car is that site's, and limits how fast one address may
// report. Lead events never come this way: the lead API records them itself.
import { browserEventNames, trackedEventSchema } from "@forecourt/domain";
import type { Db, LeadCarSnapshot } from "@forecourt/db";
import { recordEvent } from "@forecourt/db";
import type { SiteConfig } from "@forecourt/domain";
import { checkRateLimitOrAllow, type RateLimitStore } from "../integrations/rate-limit";

/** Generous for a person tapping favourites, tight for a script. */
export const EVENT_RATE_LIMIT = { limit: 120, windowMs: 60_000 };
/** Events are tiny; anything larger is not one. */
export const MAX_EVENT_BODY_BYTES = 2 * 1024;

export interface EventHandlerDeps {
  db: Db;
  rateLimitStore: RateLimitStore;
}

export interface EventSubmission {
  site: Pick<SiteConfig, "id" | "slug">;
  bodyText: string;
  ip: string | null;
  findCar: (carId: number) => Promise<LeadCarSnapshot | null>;
  now: Date;
}

export interface EventResponse {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

export const eventApiMessages = {
  tooLarge: "An event is at most 2 KB.",
  invalidJson: "The event must be a JSON object.",
  invalid: "The event was not recorded:",
  carNotOnSite: "car_id names no car of this site",
  rateLimited: "Too many events from this address; try again in a minute.",
} as const;

export async function handleTrackedEvent(input: EventSubmission, deps: EventHandlerDeps): Promise<EventResponse> {
  if (Buffer.byteLength(input.bodyText, "utf8") > MAX_EVENT_BODY_BYTES) return { status: 413, body: { error: eventApiMessages.tooLarge } };
  if (input.ip) {
    const decision = await checkRateLimitOrAllow(deps.rateLimitStore, `event:${input.site.id}:${input.ip}`, EVENT_RATE_LIMIT, input.now);
    if (!decision.allowed) return { status: 429, body: { error: eventApiMessages.rateLimited }, headers: { "retry-after": String(decision.retryAfterSeconds) } };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(input.bodyText);
  } catch {
    return { status: 400, body: { error: eventApiMessages.invalidJson } };
  }
  const parsed = trackedEventSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const keys = issue.code === "unrecognized_keys" ? issue.keys.map((key) => [key, `Unknown field: ${key}`] as const) : [[String(issue.path[0] ?? "event"), issue.message] as const];
      for (const [field, message] of keys) (fieldErrors[field] ??= []).push(message);
    }
    return { status: 400, body: { error: eventApiMessages.invalid, fieldErrors } };
  }
  const event = parsed.data;
  let car: LeadCarSnapshot | null = null;
  if (event.car_id !== undefined) {
    car = await input.findCar(event.car_id);
    if (!car) return { status: 400, body: { error: eventApiMessages.invalid, fieldErrors: { car_id: [eventApiMessages.carNotOnSite] } } };
  }
  // spec 7 'Reserve or phone-reveal': car_id, dealership_id, website_id.
  const id = await recordEvent(deps.db, input.site, {
    eventId: event.event_id,
    name: browserEventNames[event.event_id],
    payload: { car_id: car?.id ?? null, dealership_id: car?.dealershipId ?? null, website_id: input.site.id, path: event.path ?? null },
    at: input.now,
  });
  return { status: 201, body: { event_id: event.event_id, id } };
}
