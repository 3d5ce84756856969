import { afterEach, describe, expect, it } from "vitest";
import { pushToDataLayer, trackEvent } from "./track-event";

const globals = globalThis as unknown as { window?: { dataLayer?: unknown[]; location: { pathname: string } } };

describe("trackEvent (issue 5: events go to the events table, and to the tag manager when the site has one)", () => {
  afterEach(() => {
    delete globals.window;
  });

  it("posts the event with the page's path, and pushes it to dataLayer only with a tag manager", () => {
    globals.window = { location: { pathname: "/cars/abc" } };
    const sent: Array<[string, unknown]> = [];
    trackEvent(25, { car_id: 7 }, { tagManager: false, send: (url, body) => sent.push([url, JSON.parse(body)]) });
    expect(sent).toEqual([["/api/events", { event_id: 25, car_id: 7, path: "/cars/abc" }]]);
    expect(globals.window.dataLayer).toBeUndefined();

    trackEvent(39, {}, { tagManager: true, send: (url, body) => sent.push([url, JSON.parse(body)]) });
    expect(globals.window.dataLayer).toEqual([{ event: "forecourt_event", eventId: 39 }]);
    expect(sent[1]).toEqual(["/api/events", { event_id: 39, path: "/cars/abc" }]);
  });

  it("pushToDataLayer does nothing without a tag manager", () => {
    globals.window = { location: { pathname: "/" } };
    pushToDataLayer(false, { event: "x" });
    expect(globals.window.dataLayer).toBeUndefined();
    pushToDataLayer(true, { event: "x" });
    expect(globals.window.dataLayer).toEqual([{ event: "x" }]);
  });
});
