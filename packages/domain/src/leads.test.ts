import { describe, expect, it } from "vitest";
import { advanceFormStep, analyticsEventIds, contactForPrefill, formErrorMessage, leadEventId, leadManufacturerSlug, leadSubmitErrorMessage, leadVehicleAnalytics, normalizeLeadCategory } from "./leads";
import { dealershipSchema } from "./site-config";
import { testCar } from "./test-fixtures";

describe("leadEventId (spec 7 event ids)", () => {
  it("gives 14 for a new enquiry and 15 for a used one", () => {
    expect(leadEventId({ kind: "enquiry", carType: "new" })).toBe(14);
    expect(leadEventId({ kind: "enquiry", carType: "used" })).toBe(15);
  });
  it("gives 17 for a new test drive and 48 for a used one", () => {
    expect(leadEventId({ kind: "test-drive", carType: "new" })).toBe(17);
    expect(leadEventId({ kind: "test-drive", carType: "used" })).toBe(48);
  });
  it("gives 17 for a Test Drive Only tag, for an enquiry or a test drive, whatever the car type", () => {
    for (const kind of ["enquiry", "test-drive"] as const) {
      for (const carType of ["new", "used", "demo", null]) expect(leadEventId({ kind, carType, tag: "Test Drive Only" })).toBe(17);
    }
  });
  it("gives 22 for a general enquiry (the default) and 51 for careers, whatever the tag", () => {
    expect(leadEventId({ kind: "general", tag: "Test Drive Only" })).toBe(22);
    expect(leadEventId({ kind: "careers", carType: "used" })).toBe(51);
    expect(leadEventId({ kind: "enquiry" })).toBe(22);
  });
  it("counts demo cars as new stock", () => {
    expect(leadEventId({ kind: "enquiry", carType: "demo" })).toBe(14);
    expect(leadEventId({ kind: "test-drive", carType: "demo" })).toBe(17);
  });
  it("keeps the call-tracking and favourites ids (25, 39)", () => {
    expect(analyticsEventIds.callTracking).toBe(25);
    expect(analyticsEventIds.favourite).toBe(39);
  });
});

describe("normalizeLeadCategory (spec 4: Careers Enquiry becomes General Enquiry / Career Enquiry)", () => {
  it("converts a Careers Enquiry, keeping the other fields", () => {
    expect(normalizeLeadCategory({ category: "Careers Enquiry", subcategory: null, message: "Hi" })).toEqual({ category: "General Enquiry", subcategory: "Career Enquiry", message: "Hi" });
    expect(normalizeLeadCategory({ category: " careers enquiry " }).category).toBe("General Enquiry");
  });
  it("leaves other categories alone and returns a copy", () => {
    const lead = { category: "Vehicle Enquiry", subcategory: "Price" };
    const result = normalizeLeadCategory(lead);
    expect(result).toEqual(lead);
    expect(result).not.toBe(lead);
    expect(normalizeLeadCategory<{ category?: string }>({}).category).toBeUndefined();
  });
});

describe("leadVehicleAnalytics (spec 7: make, model, grade, vin for used cars)", () => {
  it("reports a used car's details and nothing for new cars or no car", () => {
    expect(leadVehicleAnalytics(testCar({ vin: "MR0FB3CD900000001" }))).toEqual({ make: "Toyota", model: "HiLux", grade: "SR5", vin: "MR0FB3CD900000001" });
    expect(leadVehicleAnalytics({ car_type: "used" })).toEqual({ make: null, model: null, grade: null, vin: null });
    expect(leadVehicleAnalytics(testCar({ car_type: "new" }))).toBeNull();
    expect(leadVehicleAnalytics(null)).toBeNull();
  });
});

describe("contactForPrefill (spec 3: stored only when name, email and phone are all present)", () => {
  it("keeps the three fields, trimmed", () => {
    expect(contactForPrefill({ name: " Jane ", email: "jane@example.com", phone: "0412345678" })).toEqual({ name: "Jane", email: "jane@example.com", phone: "0412345678" });
  });
  it("stores nothing when one is missing or blank", () => {
    expect(contactForPrefill({ name: "Jane", email: "jane@example.com" })).toBeNull();
    expect(contactForPrefill({ name: "Jane", email: " ", phone: "1" })).toBeNull();
    expect(contactForPrefill(null)).toBeNull();
  });
});

describe("lead submit errors (spec 7, 8)", () => {
  it("shows the server's error, else 'An unexpected error occurred'", () => {
    expect(leadSubmitErrorMessage({ error: " Dealership not found " })).toBe("Dealership not found");
    for (const response of [{ error: "" }, { error: 42 }, { lead_id: 1 }, null, "oops"]) expect(leadSubmitErrorMessage(response)).toBe("An unexpected error occurred");
  });
  it("stores an error's own message, else 'An error occurred when submitting this form'", () => {
    expect(formErrorMessage(new Error("Network down"))).toBe("Network down");
    expect(formErrorMessage(new Error(" "))).toBe("An error occurred when submitting this form");
    expect(formErrorMessage("timeout")).toBe("An error occurred when submitting this form");
  });
});

describe("advanceFormStep (spec 4: each step goes next until the last, which submits)", () => {
  it("goes to the next step, then submits on the last", () => {
    expect(advanceFormStep(0, 3)).toEqual({ kind: "next", step: 1 });
    expect(advanceFormStep(1, 3)).toEqual({ kind: "next", step: 2 });
    expect(advanceFormStep(2, 3)).toEqual({ kind: "submit" });
    expect(advanceFormStep(0, 1)).toEqual({ kind: "submit" });
  });
});

describe("leadManufacturerSlug (spec 3 'Lead' manufacturer_slug)", () => {
  const dealership = (slug: string, manufacturer: string | null) => dealershipSchema.parse({ id: slug.length, slug, name: slug, manufacturer });
  const group = { manufacturer: null, dealerships: [dealership("metro-kia", "Kia"), dealership("metro-gwm-haval", "GWM Haval"), dealership("metro-used", null)] };
  const franchise = { manufacturer: "Toyota", dealerships: [dealership("sunshine-toyota", "Toyota")] };

  it("is the car's make, as the brand pages write it, when the lead is about a car", () => {
    expect(leadManufacturerSlug({ carMake: "Mercedes-Benz", dealershipSlug: "metro-kia" }, group)).toBe("mercedes-benz");
    expect(leadManufacturerSlug({ carMake: "GWM Haval" }, group)).toBe("gwm-haval");
    // A trade-in of another make at a franchise dealer is about that make.
    expect(leadManufacturerSlug({ carMake: "Ford" }, franchise)).toBe("ford");
  });

  it("is the chosen dealership's franchise when there is no car", () => {
    expect(leadManufacturerSlug({ carMake: null, dealershipSlug: "metro-gwm-haval" }, group)).toBe("gwm-haval");
    expect(leadManufacturerSlug({ dealershipSlug: "metro-kia" }, group)).toBe("kia");
  });

  it("is the site's only dealership's franchise, or the site's, when none is chosen", () => {
    expect(leadManufacturerSlug({}, franchise)).toBe("toyota");
    expect(leadManufacturerSlug({}, { manufacturer: "Nissan", dealerships: [dealership("harbour-nissan", null)] })).toBe("nissan");
    expect(leadManufacturerSlug({}, { manufacturer: "Nissan", dealerships: [dealership("harbour-nissan", "Nissan"), dealership("harbour-used", null)] })).toBe("nissan");
    // A used-car yard chosen on a franchise site falls back to the site's make.
    expect(leadManufacturerSlug({ dealershipSlug: "harbour-used" }, { manufacturer: "Nissan", dealerships: [dealership("harbour-nissan", "Nissan"), dealership("harbour-used", null)] })).toBe("nissan");
  });

  it("is null for a multi-brand group's lead about no car and no franchise dealership of the site", () => {
    expect(leadManufacturerSlug({}, group)).toBeNull();
    expect(leadManufacturerSlug({ dealershipSlug: "metro-used" }, group)).toBeNull();
    expect(leadManufacturerSlug({ dealershipSlug: "another-site-toyota" }, group)).toBeNull();
    expect(leadManufacturerSlug({ carMake: "  " }, group)).toBeNull();
  });
});
