// What a dealer's CRM receives (spec 3 'Lead'): the stored lead's fields under the
// CRM's names, with the form's other fields beside them.
import { describe, expect, it } from "vitest";
import type { StoredLead } from "@forecourt/db";
import { leadSchema } from "@forecourt/domain";
import { leadDeliveryBody, leadDeliveryJson } from "./delivery-payload";

function storedLead(overrides: Partial<StoredLead> = {}): StoredLead {
  return {
    id: "0b7f7c1e-5d2a-4a44-9d8e-3a1f2b3c4d5e",
    siteId: 9,
    form: "car-enquiry",
    category: "Vehicle Enquiry",
    subcategory: null,
    name: "Jane",
    lastName: null,
    email: "jane@example.com",
    phone: "0412345678",
    postcode: null,
    message: "Still available?",
    rego: null,
    preferredContact: null,
    dealershipSlug: "metro-kia",
    manufacturerSlug: "gwm-haval",
    locationId: 101,
    carId: 42,
    carMake: "GWM Haval",
    carModel: "Jolion",
    carStocknum: "MK42",
    carType: "used",
    carStatus: "in_stock",
    carVin: null,
    url: null,
    source: "website",
    userAgent: "Vitest",
    leadAttributes: { visited_pages: [], linked_query_params: {} },
    optIn: true,
    spam: false,
    checks: {},
    payload: { car_id: 42, message: "Still available?", has_trade_in: "no" },
    valuationId: null,
    formCompleted: null,
    offerAccepted: null,
    createdAt: new Date("2026-11-23T01:00:00Z"),
    ...overrides,
  };
}

describe("leadDeliveryBody (spec 3 'Lead')", () => {
  it("sends the lead's manufacturer_slug beside its dealership and car", () => {
    const body = leadDeliveryBody(storedLead());
    expect(body).toMatchObject({ dealership_slug: "metro-kia", manufacturer_slug: "gwm-haval", "Vehicle Make": "GWM Haval", car_id: 42, has_trade_in: "no" });
    expect(leadSchema.safeParse(body).success).toBe(true);
    expect(JSON.parse(leadDeliveryJson(storedLead()))).toMatchObject({ manufacturer_slug: "gwm-haval" });
  });

  it("sends null for a lead with none, and the stored value over any form field of that name", () => {
    expect(leadDeliveryBody(storedLead({ manufacturerSlug: null, carId: null, carMake: null }))).toMatchObject({ manufacturer_slug: null });
    expect(leadDeliveryBody(storedLead({ payload: { manufacturer_slug: "ferrari" } })).manufacturer_slug).toBe("gwm-haval");
  });
});
