// Lead forms (spec 2.9, 4 'Enquiry form', 5 'Enquiry form', 'Request-photos form',
// 'Test-drive form', 'Postcode', 8): which fields each form collects on a site, their
// messages and the form's defaults. The zod schemas the form and POST /api/leads both
// parse with are in lead-form-schemas.ts: this module has no zod, so a page that draws
// a lead form does not carry zod until the shopper starts filling it in (issue 20).
import { isCareersEnquiry, type LeadKind } from "./leads";
import type { Region } from "./locale";
import { enquiryDefaults, formMessages, leadFieldLimits } from "./form-values";

/** Every form that sends a lead, as named in the request body's `form`. */
export const leadForms = ["general", "car-enquiry", "test-drive", "request-photos", "finance", "trade-in", "sell-my-car", "contact", "service", "parts", "careers"] as const;
export type LeadFormId = (typeof leadForms)[number];

/** spec 5: preferred contact method, Phone first (the default). Values as sent; labels in `preferredContactMethods`. */
export const leadContactMethods = ["phone", "email", "sms"] as const;
export type LeadContactMethod = (typeof leadContactMethods)[number];

/** spec 5: the Yes/No questions ('Is Your Car Currently Under Finance?', 'Do you have a trade-in'). */
export const leadYesNo = ["yes", "no"] as const;
export type LeadYesNo = (typeof leadYesNo)[number];

/** The 'I'm also interested in' check options of a car enquiry. */
export const leadAdditionalServices = ["Finance", "Trade-in valuation", "Test drive", "Extended warranty"] as const;
export type LeadAdditionalService = (typeof leadAdditionalServices)[number];


/** Example numbers for a region: phone hints and the phone error message use them. */
export const phoneExamples: Record<Region, string> = { AU: "0412 345 678", NZ: "021 123 4567", US: "(555) 123-4567" };

/** Field messages. Spec 5/8 wording where the spec gives it, clear and specific elsewhere. */
export const leadFieldMessages = {
  nameRequired: "Enter your name",
  nameTooLong: `Name must be ${leadFieldLimits.name} characters or fewer`,
  firstNameRequired: "Enter your first name",
  firstNameTooLong: `First name must be ${leadFieldLimits.name} characters or fewer`,
  lastNameRequired: "Enter your last name",
  lastNameTooLong: `Last name must be ${leadFieldLimits.lastName} characters or fewer`,
  emailRequired: "Enter your email address",
  emailInvalid: "Enter a valid email address, like name@example.com",
  emailTooLong: `Email address must be ${leadFieldLimits.email} characters or fewer`,
  phoneRequired: "Enter your phone number",
  phoneInvalid: (region: Region) => `Enter a valid phone number, like ${phoneExamples[region]}`,
  messageRequired: "Enter a message",
  messageTooLong: "Message must be 2,000 characters or fewer",
  categoryRequired: "Choose an enquiry type",
  dealershipRequired: "Choose a dealership",
  locationRequired: "Choose a location",
  preferredContactInvalid: "Choose Phone, Email or SMS",
  yesNoInvalid: "Choose Yes or No",
  optInInvalid: "Choose whether to receive news and offers",
  additionalServicesInvalid: "Choose services from the list",
  carMissing: "This form has lost its vehicle. Reload the page and try again.",
  dateInvalid: "Enter a valid date and time",
  regoInvalid: "Enter a valid rego: letters and numbers only, up to 10 characters",
  vinInvalid: "Enter a valid 17-character VIN (letters and numbers, no I, O or Q)",
  odometerInvalid: "Enter the odometer reading in whole numbers, like 45000",
  odometerTooHigh: "Enter an odometer reading under 2,000,000",
  budgetInvalid: "Enter your budget in whole dollars, like 30000",
  budgetTooHigh: "Enter a budget under $10,000,000",
  vehicleTooLong: `Vehicle must be ${leadFieldLimits.shortText} characters or fewer`,
  subcategoryTooLong: `Subcategory must be ${leadFieldLimits.shortText} characters or fewer`,
  partRequired: "Describe the part you need",
  partTooLong: `Part description must be ${leadFieldLimits.partDescription} characters or fewer`,
  positionRequired: "Enter the position you are applying for",
  positionTooLong: `Position must be ${leadFieldLimits.shortText} characters or fewer`,
  termsRequired: formMessages.termsRequired,
  formInvalid: "Choose one of the lead forms",
  tokenMissing: "This form has expired. Reload the page and try again.",
  honeypotFilled: "Leave this field empty",
  valuationInvalid: "This valuation has expired. Start the valuation again.",
  offerAcceptedInvalid: "Choose whether to accept the offer",
  unknownField: (keys: readonly string[]) => `Unknown field${keys.length > 1 ? "s" : ""}: ${keys.join(", ")}`,
} as const;

/** Every field a lead form can collect, with the value it carries once parsed. */
export interface LeadFieldTypes {
  category: string;
  subcategory: string;
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  message: string;
  rego: string;
  vehicle: string;
  vin: string;
  odometer: number;
  location_id: number;
  dealership_slug: string;
  car_id: number;
  preferred_contact: LeadContactMethod;
  opt_in: boolean;
  terms: true;
  additional_services: LeadAdditionalService[];
  under_finance: LeadYesNo;
  has_trade_in: LeadYesNo;
  /** ISO date-time, local ("2026-11-20T10:30") or with an offset. */
  preferred_date: string;
  part_description: string;
  /** Vehicle price budget in whole dollars. */
  budget: number;
  position: string;
}
export type LeadFieldName = keyof LeadFieldTypes;

/** The fields each form may collect, in the order a form shows them. Options decide which appear. */
export const leadFormFieldNames = {
  general: ["category", "dealership_slug", "location_id", "name", "email", "phone", "preferred_contact", "message", "subcategory", "opt_in", "terms"],
  contact: ["category", "dealership_slug", "location_id", "name", "email", "phone", "preferred_contact", "message", "subcategory", "opt_in", "terms"],
  "car-enquiry": ["car_id", "name", "email", "phone", "preferred_contact", "has_trade_in", "additional_services", "message", "opt_in", "terms"],
  "test-drive": ["car_id", "dealership_slug", "location_id", "name", "email", "phone", "preferred_date", "preferred_contact", "has_trade_in", "message", "opt_in", "terms"],
  "request-photos": ["car_id", "name", "email", "phone", "message", "opt_in", "terms"],
  finance: ["car_id", "dealership_slug", "location_id", "name", "last_name", "email", "phone", "postcode", "budget", "has_trade_in", "preferred_contact", "message", "opt_in", "terms"],
  "trade-in": ["car_id", "dealership_slug", "location_id", "name", "last_name", "email", "phone", "postcode", "rego", "vehicle", "odometer", "under_finance", "message", "opt_in", "terms"],
  "sell-my-car": ["dealership_slug", "location_id", "name", "last_name", "email", "phone", "postcode", "rego", "vehicle", "odometer", "under_finance", "message", "opt_in", "terms"],
  service: ["dealership_slug", "location_id", "name", "email", "phone", "rego", "vehicle", "odometer", "preferred_date", "preferred_contact", "message", "opt_in", "terms"],
  parts: ["dealership_slug", "location_id", "name", "email", "phone", "part_description", "vehicle", "rego", "vin", "preferred_contact", "message", "opt_in", "terms"],
  careers: ["dealership_slug", "location_id", "name", "email", "phone", "position", "message", "terms"],
} as const satisfies Record<LeadFormId, readonly LeadFieldName[]>;

type FieldsOf<F extends LeadFormId> = (typeof leadFormFieldNames)[F][number];

/**
 * The parsed values of one form. Name, email and phone are always collected; the
 * rest depend on the site's options (a category only when categories are shown...).
 */
export type LeadFormValues<F extends LeadFormId = LeadFormId> = Pick<LeadFieldTypes, "name" | "email" | "phone"> & Partial<Pick<LeadFieldTypes, Exclude<FieldsOf<F>, "name" | "email" | "phone">>>;

/** What a form holds before parsing: text from inputs, numbers as strings, booleans from checkboxes. */
export type LeadFormInput = Record<string, unknown>;

/** POST /api/leads: `form`, the spam `token`, the honeypot `website`, and that form's fields. */
/** Spec 3 'Lead' lead_attributes: where the shopper has been on the site, and the query of the page they landed on (campaign tags). */
export interface LeadAttributes {
  visited_pages?: string[];
  linked_query_params?: Record<string, string>;
}

export type LeadRequest = {
  [F in LeadFormId]: LeadFormValues<F> & { form: F; token: string; website?: ""; source?: string; lead_attributes?: LeadAttributes } & (F extends "trade-in" | "sell-my-car" ? { valuation_id?: string; offer_accepted?: boolean } : unknown);
}[LeadFormId];

export interface LeadFormOptions {
  region: Region;
  /** Site features.messageRequired (spec 5: the message is required unless the dealer config disables it). */
  messageRequired: boolean;
  /** Site features.termsRequired (spec 8: 'You must agree to the terms of use before submitting the form'). */
  termsRequired: boolean;
  /** spec 5: a category select (default 'General Enquiry') is shown, and required, when given. */
  categories?: string[] | null;
  /** spec 5: a location select is shown, and required, with 2+ entries; a single entry is auto-selected. */
  locations?: { id: number; name: string }[] | null;
  /** spec 5: required when several and not hidden; auto-selected when only one. */
  dealerships: { slug: string; name: string }[];
  hideDealership?: boolean;
  /** spec 5: an unavailable car's enquiry starts with 'Can you please find me something similar?'. */
  carAvailable?: boolean;
}

/** How one field appears on a form for a site. */
/** One step of a multi-step form: its title and the fields it asks for. */
export interface LeadFormStep {
  title: string;
  fields: LeadFieldName[];
}

/**
 * The general enquiry in three steps (spec 2.9 'Multi-step enquiry forms'). Fields a
 * site does not collect drop out. Here rather than beside the form component, so a
 * server page can pass it without its client code (issue 20).
 */
export const generalEnquirySteps: LeadFormStep[] = [
  { title: "Your enquiry", fields: ["category", "dealership_slug", "location_id", "message"] },
  { title: "Your details", fields: ["name", "email", "phone"] },
  { title: "How we contact you", fields: ["preferred_contact", "opt_in", "terms"] },
];

export interface LeadFieldPlan {
  name: LeadFieldName;
  required: boolean;
  /** Sent with the form but not shown: car_id, an auto-selected dealership or location, request-photos message. */
  hidden: boolean;
}

/** The forms that ask for a message which the site's messageRequired switch governs (spec 5 'Enquiry form'). */
const enquiryMessageForms: ReadonlySet<LeadFormId> = new Set(["general", "contact", "car-enquiry"]);
/** Forms about one car, which the server looks up by car_id. */
const carRequiredForms: ReadonlySet<LeadFormId> = new Set(["car-enquiry", "request-photos"]);
const alwaysRequired: ReadonlySet<LeadFieldName> = new Set(["name", "email", "phone", "last_name", "postcode", "part_description", "position"]);

function planField(form: LeadFormId, name: LeadFieldName, options: LeadFormOptions): LeadFieldPlan | null {
  switch (name) {
    case "category":
      return options.categories?.length ? { name, required: true, hidden: false } : null;
    case "dealership_slug": {
      const count = options.dealerships.length;
      if (count === 0) return null;
      const hidden = count === 1 || Boolean(options.hideDealership);
      return { name, required: !hidden, hidden };
    }
    case "location_id": {
      const count = options.locations?.length ?? 0;
      if (count === 0) return null;
      return { name, required: count > 1, hidden: count === 1 };
    }
    case "message":
      if (form === "request-photos") return { name, required: false, hidden: true };
      return { name, required: enquiryMessageForms.has(form) && options.messageRequired, hidden: false };
    case "terms":
      return options.termsRequired ? { name, required: true, hidden: false } : null;
    case "car_id":
      return { name, required: carRequiredForms.has(form), hidden: true };
    case "subcategory":
      return { name, required: false, hidden: true };
    default:
      return { name, required: alwaysRequired.has(name), hidden: false };
  }
}

/** The fields a form collects on a site, in display order, each required or not and shown or hidden. */
export function leadFormFields(form: LeadFormId, options: LeadFormOptions): LeadFieldPlan[] {
  const names: readonly LeadFieldName[] = leadFormFieldNames[form];
  return names.map((name) => planField(form, name, options)).filter((plan): plan is LeadFieldPlan => plan !== null);
}

const phoneCharacters = /^\+?[\d\s().-]+$/;

/**
 * Loose phone check for the site's region: digits with spaces, dots, dashes and
 * brackets. "+" numbers may be any country (E.164, 8-15 digits); local numbers have
 * 8-10 digits in AU (0412 345 678, 9876 5432), 7-11 in NZ, 10 in the US (or 11 with a leading 1).
 */
export function isLeadPhoneValid(phone: string, region: Region): boolean {
  const text = phone.trim();
  if (!phoneCharacters.test(text)) return false;
  const digits = text.replace(/\D/g, "").length;
  if (text.startsWith("+")) return digits >= 8 && digits <= 15;
  if (region === "US") return digits === 10 || (digits === 11 && text.replace(/\D/g, "").startsWith("1"));
  if (region === "NZ") return digits >= 7 && digits <= 11;
  return digits >= 8 && digits <= 10;
}

/** A bot filled the hidden `website` field (spec: store it flagged as spam, answer like a success). */
export function isLeadHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !("website" in body)) return false;
  const website = (body as { website: unknown }).website;
  return website !== undefined && website !== null && website !== "";
}

/**
 * The values a form starts with: opt_in true, preferred contact Phone, category
 * General Enquiry (when offered), the dealership or location when the site has only
 * one, the request-photos hidden message, and an unavailable car's 'find me something
 * similar' message. `context` carries the car the form is about.
 */
export function leadFormDefaults(form: LeadFormId, options: LeadFormOptions, context: { carAvailable?: boolean; carId?: number | null } = {}): Record<string, unknown> {
  const carAvailable = context.carAvailable ?? options.carAvailable ?? true;
  const defaults: Record<string, unknown> = {};
  for (const plan of leadFormFields(form, options)) {
    switch (plan.name) {
      case "category":
        defaults.category = options.categories?.includes(enquiryDefaults.category) ? enquiryDefaults.category : "";
        break;
      case "dealership_slug":
        if (options.dealerships.length === 1) defaults.dealership_slug = options.dealerships[0]!.slug;
        else if (!plan.hidden) defaults.dealership_slug = "";
        break;
      case "location_id":
        defaults.location_id = options.locations!.length === 1 ? options.locations![0]!.id : "";
        break;
      case "message":
        defaults.message = form === "request-photos" ? enquiryDefaults.requestPhotosMessage : form === "car-enquiry" && !carAvailable ? enquiryDefaults.unavailableMessage : "";
        break;
      case "car_id":
        if (context.carId != null) defaults.car_id = context.carId;
        break;
      case "preferred_contact":
        defaults.preferred_contact = "phone";
        break;
      case "opt_in":
        defaults.opt_in = enquiryDefaults.optIn;
        break;
      case "terms":
        defaults.terms = false;
        break;
      case "additional_services":
        defaults.additional_services = [];
        break;
      case "subcategory":
      case "under_finance":
      case "has_trade_in":
        // No answer until the shopper gives one.
        break;
      default:
        defaults[plan.name] = "";
    }
  }
  return defaults;
}

/**
 * spec 7: which event id family a lead reports under (see `leadEventId`). The one
 * rule for the browser's dataLayer push and the server's recorded event: a Careers
 * Enquiry chosen as the category of a general form is careers (51) like the careers
 * form itself (spec 4), though it is sent as a General Enquiry.
 */
export function leadKindOf({ form, category }: { form: LeadFormId; category?: string | null }): LeadKind {
  if (form === "careers" || isCareersEnquiry(category)) return "careers";
  if (form === "test-drive") return "test-drive";
  if (form === "car-enquiry" || form === "request-photos") return "enquiry";
  return "general";
}

const formCategories: Record<LeadFormId, string> = {
  general: enquiryDefaults.category,
  contact: enquiryDefaults.category,
  "car-enquiry": "Vehicle Enquiry",
  "test-drive": "Test Drive",
  "request-photos": "Request Photos",
  finance: "Finance Enquiry",
  "trade-in": "Trade-in",
  "sell-my-car": "Sell My Car",
  service: "Service Booking",
  parts: "Parts Enquiry",
  careers: "Careers Enquiry",
};

/**
 * The lead's category: the shopper's choice where the form offers one, else the
 * form's own. A Careers Enquiry still goes through `normalizeLeadCategory` (spec 4).
 */
export function leadFormCategory(form: LeadFormId, chosen?: string | null): string {
  return chosen?.trim() || formCategories[form];
}
