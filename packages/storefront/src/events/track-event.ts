// The browser half of analytics (issue 5): an event is pushed to window.dataLayer
// when the site has a tag manager, and posted to /api/events so the dealer's own
// events table has it either way. sendBeacon survives the page being left (a
// phone reveal often leads straight to a call); fetch with keepalive is the fallback.
import type { BrowserEventId } from "@forecourt/domain";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface TrackedEventData {
  car_id?: number;
}

export interface TrackEventOptions {
  tagManager: boolean;
  /** For tests: where the event goes. */
  send?: (url: string, body: string) => void;
}

function sendToServer(url: string, body: string): void {
  if (typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url, body)) return;
  void fetch(url, { method: "POST", body, keepalive: true, headers: { "content-type": "application/json" } }).catch(() => undefined);
}

/** Pushes a lead's event (recorded by the server with the lead) to the tag manager only. */
export function pushToDataLayer(tagManager: boolean, entry: Record<string, unknown>): void {
  if (tagManager && typeof window !== "undefined") (window.dataLayer ??= []).push(entry);
}

export function trackEvent(eventId: BrowserEventId, data: TrackedEventData, { tagManager, send = sendToServer }: TrackEventOptions): void {
  pushToDataLayer(tagManager, { event: "forecourt_event", eventId, ...data });
  const path = typeof window !== "undefined" ? window.location.pathname : undefined;
  send("/api/events", JSON.stringify({ event_id: eventId, ...data, ...(path ? { path } : {}) }));
}
