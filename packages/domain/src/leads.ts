// Lead rules shared by every form (spec 4 'Enquiry form', spec 7 event ids, spec 3 client-side data).
import { type CarLike, isTestDriveOnly } from "./car";
import { formMessages } from "./form-values";
import { searchSlug } from "./search-presets";
import type { SiteConfig } from "./site-config";

/** spec 7: analytics event ids, plus call tracking (25) and favourites (39). */
export const analyticsEventIds = {
  newEnquiry: 14,
  usedEnquiry: 15,
  newTestDrive: 17,
  usedTestDrive: 48,
  generalEnquiry: 22,
  careers: 51,
  callTracking: 25,
  favourite: 39,
} as const;

export type LeadKind = "enquiry" | "test-drive" | "general" | "careers";

/**
 * spec 7: 14 new enquiry, 15 used enquiry, 17 new test drive, 48 used test
 * drive, 22 general (the default), 51 careers. A 'Test Drive Only' tag gives 17
 * for an enquiry or a test drive whatever the car type. Demo cars count as new
 * (they are sold as new-car stock); an enquiry without a car type is general.
 */
export function leadEventId({ kind, carType, tag }: { kind: LeadKind; carType?: string | null; tag?: string | null }): number {
  if (kind === "careers") return analyticsEventIds.careers;
  if (kind === "general") return analyticsEventIds.generalEnquiry;
  if (isTestDriveOnly({ tag })) return analyticsEventIds.newTestDrive;
  const used = carType === "used";
  if (kind === "test-drive") return used ? analyticsEventIds.usedTestDrive : analyticsEventIds.newTestDrive;
  if (used) return analyticsEventIds.usedEnquiry;
  return carType === "new" || carType === "demo" ? analyticsEventIds.newEnquiry : analyticsEventIds.generalEnquiry;
}

export const defaultLeadCategory = "General Enquiry";
const careersCategory = "careers enquiry";

/** spec 4: a Careers Enquiry, however the shopper's browser cased or padded it. */
export function isCareersEnquiry(category: string | null | undefined): boolean {
  return (category ?? "").trim().toLowerCase() === careersCategory;
}

/** spec 4: a Careers Enquiry is sent as a General Enquiry with subcategory Career Enquiry. */
export function normalizeLeadCategory<T extends { category?: string | null; subcategory?: string | null }>(lead: T): T {
  if (!isCareersEnquiry(lead.category)) return { ...lead };
  return { ...lead, category: defaultLeadCategory, subcategory: "Career Enquiry" };
}

/**
 * spec 3 'Lead' manufacturer_slug, in the brand pages' slug form ('GWM Haval' ->
 * 'gwm-haval'): the make of the car the lead is about; without a car, the franchise
 * of the chosen dealership, else of the site's only dealership or of the site; null
 * for a multi-brand group's lead about no car. From the car row and the site config,
 * never from the request body: `dealershipSlug` only picks one of the site's dealerships.
 */
export function leadManufacturerSlug(
  lead: { carMake?: string | null; dealershipSlug?: string | null },
  site: Pick<SiteConfig, "manufacturer" | "dealerships">,
): string | null {
  const slugOf = (make: string | null | undefined) => (make ? searchSlug(make) || null : null);
  const fromCar = slugOf(lead.carMake);
  if (fromCar) return fromCar;
  const chosen = lead.dealershipSlug ? site.dealerships.find((dealership) => dealership.slug === lead.dealershipSlug) : undefined;
  const only = site.dealerships.length === 1 ? site.dealerships[0] : undefined;
  return slugOf(chosen?.manufacturer) ?? slugOf(only?.manufacturer) ?? slugOf(site.manufacturer);
}

export interface LeadVehicleAnalytics {
  make: string | null;
  model: string | null;
  grade: string | null;
  vin: string | null;
}

/** spec 7: a successful lead reports make, model, grade (badge) and vin for used cars only. */
export function leadVehicleAnalytics(car: Pick<CarLike, "car_type" | "make" | "model" | "badge" | "vin"> | null | undefined): LeadVehicleAnalytics | null {
  if (!car || car.car_type !== "used") return null;
  return { make: car.make ?? null, model: car.model ?? null, grade: car.badge ?? null, vin: car.vin ?? null };
}

export { type ContactDetails, contactForPrefill } from "./contact-prefill";

/**
 * spec 7, 8: a failed lead submit shows the server's `error`, or 'An
 * unexpected error occurred' when the response carries none.
 */
export function leadSubmitErrorMessage(response: unknown): string {
  const error = typeof response === "object" && response !== null && "error" in response ? (response as { error: unknown }).error : null;
  return typeof error === "string" && error.trim() ? error.trim() : formMessages.unexpectedError;
}

/** spec 8: the other form family stores the error's own message, or 'An error occurred when submitting this form'. */
export function formErrorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() ? error.message.trim() : formMessages.submitError;
}

/** spec 4: each step of a multi-step form goes next until the last; the last step submits the lead. */
export function advanceFormStep(step: number, stepCount: number): { kind: "next"; step: number } | { kind: "submit" } {
  return step + 1 < stepCount ? { kind: "next", step: step + 1 } : { kind: "submit" };
}
