// Events a shopper's browser reports (issue 5 'Analytics'): call tracking (25, the
// phone reveal of spec 4) and favourites (39, spec 4 'Favourites toggle'). Lead
// events (14, 15, 17, 22, 48, 51) are recorded by the server when it stores the
// lead, so a browser can never post one.
import { z } from "zod";
import { analyticsEventIds } from "./leads";

export const browserEventIds = [analyticsEventIds.callTracking, analyticsEventIds.favourite] as const;
export type BrowserEventId = (typeof browserEventIds)[number];

/** The name each browser event is stored under. */
export const browserEventNames: Record<BrowserEventId, string> = {
  [analyticsEventIds.callTracking]: "phone_reveal",
  [analyticsEventIds.favourite]: "favourite_added",
};

export const trackedEventMessages = {
  eventId: `event_id must be one of ${browserEventIds.join(", ")} (lead events are recorded by the server)`,
  carId: "car_id must be a positive whole number",
  path: "path must be a site path starting with / (at most 500 characters)",
} as const;

/** POST /api/events. The site comes from the host; car_id is checked against it by the server. */
export const trackedEventSchema = z.strictObject({
  event_id: z.union(
    browserEventIds.map((id) => z.literal(id)),
    { error: trackedEventMessages.eventId },
  ),
  car_id: z.number({ error: trackedEventMessages.carId }).int(trackedEventMessages.carId).positive(trackedEventMessages.carId).optional(),
  path: z
    .string({ error: trackedEventMessages.path })
    .max(500, trackedEventMessages.path)
    .regex(/^\/(?!\/)/, trackedEventMessages.path)
    .optional(),
});

export type TrackedEvent = z.infer<typeof trackedEventSchema>;
