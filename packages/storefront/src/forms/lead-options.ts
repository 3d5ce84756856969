// The options a site's lead forms are built with (spec 5 'Enquiry form'), the
// same on the page and in POST /api/leads so both validate alike.
import { effectiveLocationType, type LeadFormId, type LeadFormOptions, type Location, type SiteConfig } from "@forecourt/domain";

/** spec 5: a category select (default General Enquiry); Careers Enquiry is converted on the server (spec 4). */
export const enquiryCategories = ["General Enquiry", "New Vehicle Enquiry", "Used Vehicle Enquiry", "Service Enquiry", "Parts Enquiry", "Finance Enquiry", "Careers Enquiry"];

const locationTypeFor: Partial<Record<LeadFormId, "sales" | "service" | "parts">> = {
  general: "sales",
  contact: "sales",
  "test-drive": "sales",
  finance: "sales",
  "trade-in": "sales",
  "sell-my-car": "sales",
  service: "service",
  parts: "parts",
};

/**
 * Options for one form (the page: locations of the form's type), or, without a
 * form, for every form (the API: any visible location of the site is accepted).
 */
export function leadFormOptionsFor(config: SiteConfig, locations: readonly Location[], form?: LeadFormId): LeadFormOptions {
  const visible = locations.filter((location) => location.visible && !config.hiddenLocationIds.includes(location.id));
  const type = form ? locationTypeFor[form] : undefined;
  const ofType = type ? visible.filter((location) => effectiveLocationType(location) === type) : visible;
  const choices = (ofType.length > 0 ? ofType : visible).map((location) => ({ id: location.id, name: location.name }));
  return {
    region: config.region,
    messageRequired: config.features.messageRequired,
    termsRequired: config.features.termsRequired,
    categories: !form || form === "general" || form === "contact" ? enquiryCategories : null,
    locations: choices.length > 0 ? choices : null,
    dealerships: config.dealerships.filter((dealership) => !dealership.hidden).map((dealership) => ({ slug: dealership.slug, name: dealership.name })),
  };
}
