// What a dealer's CRM receives for a lead: the fields of spec 3 'Lead' (with the
// "Vehicle Make" / "Vehicle Model" keys the CRM field names have), the contact
// fields and every other field the form collected. The same for every attempt, so
// a duplicate is byte for byte the first.
import type { StoredLead } from "@forecourt/db";

/** Request-only fields the CRM has no use for (the spam token never leaves us). */
const internalFields = new Set(["token", "website", "form", "source", "lead_attributes"]);

export function leadDeliveryBody(lead: StoredLead): Record<string, unknown> {
  const extras = Object.fromEntries(Object.entries(lead.payload).filter(([key]) => !internalFields.has(key)));
  return {
    ...extras,
    lead_id: lead.id,
    website_id: lead.siteId,
    form: lead.form,
    category: lead.category,
    subcategory: lead.subcategory,
    opt_in: lead.optIn,
    name: lead.name,
    last_name: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    postcode: lead.postcode,
    message: lead.message,
    rego: lead.rego,
    preferred_contact: lead.preferredContact,
    dealership_slug: lead.dealershipSlug,
    manufacturer_slug: lead.manufacturerSlug,
    location_id: lead.locationId,
    car_id: lead.carId,
    stock_number: lead.carStocknum,
    "Vehicle Make": lead.carMake,
    "Vehicle Model": lead.carModel,
    car_type: lead.carType,
    vehicle_status: lead.carStatus,
    vin: lead.carVin,
    url: lead.url,
    source: lead.source,
    user_agent: lead.userAgent,
    lead_attributes: lead.leadAttributes,
    // spec 3 'Lead', 7 'Valuation steps': the valuation journey's outcome (issue 18).
    ...(lead.valuationId ? { valuation_id: lead.valuationId, form_completed: lead.formCompleted, offer_accepted: lead.offerAccepted } : {}),
    created_at: lead.createdAt.toISOString(),
  };
}

/** The JSON text that is signed and sent. */
export function leadDeliveryJson(lead: StoredLead): string {
  return JSON.stringify(leadDeliveryBody(lead));
}

const emailLabels: Array<[string, (lead: StoredLead) => unknown]> = [
  ["Enquiry", (lead) => [lead.category, lead.subcategory].filter(Boolean).join(" / ")],
  ["Name", (lead) => [lead.name, lead.lastName].filter(Boolean).join(" ")],
  ["Email", (lead) => lead.email],
  ["Phone", (lead) => lead.phone],
  ["Preferred contact", (lead) => lead.preferredContact],
  ["Postcode", (lead) => lead.postcode],
  ["Vehicle", (lead) => (lead.carId ? `${lead.carMake} ${lead.carModel} (${lead.carType}, ${lead.carStatus}), stock ${lead.carStocknum ?? "?"}${lead.carVin ? `, VIN ${lead.carVin}` : ""}` : null)],
  ["Rego", (lead) => lead.rego],
  ["Instant offer", (lead) => (lead.valuationId ? (lead.offerAccepted ? "Accepted" : "Declined") : null)],
  ["Dealership", (lead) => lead.dealershipSlug],
  ["Location id", (lead) => lead.locationId],
  ["Message", (lead) => lead.message],
  ["Opted in to news", (lead) => (lead.optIn ? "Yes" : "No")],
  ["Page", (lead) => lead.url],
  ["Source", (lead) => lead.source],
];

/** Form fields the labelled lines above already show. */
const shownInEmail = new Set(["valuation_id", "offer_accepted", "name", "last_name", "email", "phone", "preferred_contact", "postcode", "rego", "dealership_slug", "location_id", "message", "opt_in", "car_id", "category", "subcategory", "terms"]);

/** A plain-text email a salesperson can act on, with any other field the form collected. */
export function leadEmail(lead: StoredLead): { subject: string; text: string } {
  const who = [lead.name, lead.lastName].filter(Boolean).join(" ") || "a shopper";
  const subject = `New lead: ${lead.category}${lead.carId ? ` - ${lead.carMake} ${lead.carModel}` : ""} from ${who}`;
  const labelled = emailLabels.map(([label, value]) => [label, value(lead)] as const).filter(([, value]) => value !== null && value !== undefined && value !== "");
  const extras = Object.entries(lead.payload)
    .filter(([key, value]) => !shownInEmail.has(key) && !internalFields.has(key) && value !== null && value !== undefined && value !== "")
    .map(([key, value]) => [key.replace(/_/g, " "), Array.isArray(value) ? value.join(", ") : String(value)] as const);
  const lines = [...labelled, ...extras].map(([label, value]) => `${label}: ${String(value)}`);
  return { subject, text: `${lines.join("\n")}\n\nLead id: ${lead.id}\nReceived: ${lead.createdAt.toISOString()}\n` };
}
