import { describe, expect, it } from "vitest";
import { browserEventNames, trackedEventMessages, trackedEventSchema } from "./tracked-events";

describe("trackedEventSchema (issue 5: browser events 25 and 39)", () => {
  it("accepts call tracking and favourites with an optional car and path", () => {
    expect(trackedEventSchema.parse({ event_id: 25, car_id: 12, path: "/cars/abc" })).toEqual({ event_id: 25, car_id: 12, path: "/cars/abc" });
    expect(trackedEventSchema.parse({ event_id: 39 })).toEqual({ event_id: 39 });
    expect(browserEventNames[25]).toBe("phone_reveal");
    expect(browserEventNames[39]).toBe("favourite_added");
  });

  it("refuses lead event ids, which only the server records", () => {
    for (const id of [14, 15, 17, 22, 48, 51, 0, "25"]) {
      const result = trackedEventSchema.safeParse({ event_id: id });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(trackedEventMessages.eventId);
    }
  });

  it("names a bad car id, a foreign path and an unknown field", () => {
    expect(trackedEventSchema.safeParse({ event_id: 39, car_id: -1 }).error?.issues[0]?.message).toBe(trackedEventMessages.carId);
    expect(trackedEventSchema.safeParse({ event_id: 39, car_id: 1.5 }).error?.issues[0]?.message).toBe(trackedEventMessages.carId);
    expect(trackedEventSchema.safeParse({ event_id: 39, car_id: "7" }).error?.issues[0]?.message).toBe(trackedEventMessages.carId);
    expect(trackedEventSchema.safeParse({ event_id: 25, path: "//evil.example/" }).error?.issues[0]?.message).toBe(trackedEventMessages.path);
    expect(trackedEventSchema.safeParse({ event_id: 25, path: "https://evil.example/" }).error?.issues[0]?.message).toBe(trackedEventMessages.path);
    expect(trackedEventSchema.safeParse({ event_id: 25, path: `/${"a".repeat(500)}` }).error?.issues[0]?.message).toBe(trackedEventMessages.path);
    expect(trackedEventSchema.safeParse({ event_id: 25, site_id: 2 }).error?.issues[0]?.code).toBe("unrecognized_keys");
  });
});
