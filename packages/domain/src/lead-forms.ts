// Lead forms (spec 2.9, 4 'Enquiry form', 5 'Enquiry form', 'Request-photos form',
// 'Test-drive form', 'Postcode', 8): which fields each form collects on a site, the
// zod schemas the form and POST /api/leads both parse with, and the form's defaults.
import { z } from "zod";
import { isCareersEnquiry, type LeadKind } from "./leads";
import type { Region } from "./locale";
import { enquiryDefaults, formMessages, leadFieldLimits } from "./form-values";
import { postcodeSchemaFor } from "./validation";

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


/** Spec 3 'Lead' lead_attributes, as the browser sends them with a lead. */
export const leadAttributesSchema = z.strictObject({
  visited_pages: z.array(z.string().max(leadFieldLimits.pagePath)).max(leadFieldLimits.visitedPages).optional(),
  linked_query_params: z
    .record(z.string().max(60), z.string().max(leadFieldLimits.queryValue))
    .refine((params) => Object.keys(params).length <= leadFieldLimits.queryParams, { error: `At most ${leadFieldLimits.queryParams} query parameters` })
    .optional(),
});

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

// ---- field schemas -----------------------------------------------------------------

/** An empty input, a null or a blank string is "not given". */
function absentWhenBlank(value: unknown): unknown {
  return value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;
}

function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(absentWhenBlank, schema.optional());
}

/** Whole numbers from an input ("45,000", "$30 000") or from JSON (45000). Anything else stays as is, to fail. */
function wholeNumberInput(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const compact = value.replace(/[\s,$]/g, "");
  return /^\d+$/.test(compact) ? Number(compact) : value;
}

function requiredText(required: string, max: number, tooLong: string) {
  // abort: an empty field shows "Enter your ..." alone, not also "Enter a valid ...".
  return z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, { error: tooLong, abort: true });
}

function optionalText(max: number, tooLong: string) {
  return optional(z.string({ error: tooLong }).trim().max(max, { error: tooLong }));
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

function wholeNumber(invalid: string, min: number, max: number, tooHigh: string) {
  return z.preprocess(wholeNumberInput, z.number({ error: invalid }).int({ error: invalid }).min(min, { error: invalid }).max(max, { error: tooHigh }));
}

function idFrom(value: unknown): unknown {
  return typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
}

/** One of a fixed list of values; `fallback` fills it in when the site offers only one. */
function choice<T extends string | number>(values: readonly T[], message: string, required: boolean, fallback?: T) {
  const pick = z.custom<T>((value) => values.includes(value as T), { error: message });
  const numeric = typeof values[0] === "number";
  const parse = (value: unknown) => (numeric ? idFrom(absentWhenBlank(value)) : absentWhenBlank(value));
  if (fallback !== undefined) return z.preprocess(parse, pick.default(fallback));
  return z.preprocess(parse, required ? pick : pick.optional());
}

function fieldSchema(plan: LeadFieldPlan, form: LeadFormId, options: LeadFormOptions): z.ZodType {
  const m = leadFieldMessages;
  const split = (leadFormFieldNames[form] as readonly LeadFieldName[]).includes("last_name");
  switch (plan.name) {
    case "category":
      return choice(options.categories ?? [], m.categoryRequired, true);
    case "subcategory":
      return optionalText(leadFieldLimits.shortText, m.subcategoryTooLong);
    case "name":
      return split ? requiredText(m.firstNameRequired, leadFieldLimits.name, m.firstNameTooLong) : requiredText(m.nameRequired, leadFieldLimits.name, m.nameTooLong);
    case "last_name":
      return requiredText(m.lastNameRequired, leadFieldLimits.lastName, m.lastNameTooLong);
    case "email":
      return requiredText(m.emailRequired, leadFieldLimits.email, m.emailTooLong).pipe(z.email({ error: m.emailInvalid }));
    case "phone":
      return requiredText(m.phoneRequired, leadFieldLimits.phone, m.phoneInvalid(options.region))
        .refine((phone) => isLeadPhoneValid(phone, options.region), { error: m.phoneInvalid(options.region) })
        .overwrite((phone) => phone.replace(/\s+/g, " "));
    case "postcode":
      return postcodeSchemaFor(options.region);
    case "message":
      return plan.required ? requiredText(m.messageRequired, leadFieldLimits.message, m.messageTooLong) : optionalText(leadFieldLimits.message, m.messageTooLong);
    case "rego":
      return optional(
        z
          .string({ error: m.regoInvalid })
          .trim()
          .toUpperCase()
          .regex(/^[A-Z0-9][A-Z0-9 -]{0,9}$/, { error: m.regoInvalid }),
      );
    case "vehicle":
      return optionalText(leadFieldLimits.shortText, m.vehicleTooLong);
    case "vin":
      return optional(
        z
          .string({ error: m.vinInvalid })
          .trim()
          .toUpperCase()
          .regex(/^[A-HJ-NPR-Z0-9]{17}$/, { error: m.vinInvalid }),
      );
    case "odometer":
      return optional(wholeNumber(m.odometerInvalid, 0, leadFieldLimits.odometer, m.odometerTooHigh));
    case "budget":
      return optional(wholeNumber(m.budgetInvalid, 1, leadFieldLimits.budget, m.budgetTooHigh));
    case "location_id": {
      const ids = (options.locations ?? []).map((location) => location.id);
      return choice(ids, m.locationRequired, plan.required, ids.length === 1 ? ids[0] : undefined);
    }
    case "dealership_slug": {
      const slugs = options.dealerships.map((dealership) => dealership.slug);
      return choice(slugs, m.dealershipRequired, plan.required, slugs.length === 1 ? slugs[0] : undefined);
    }
    case "car_id": {
      const id = z.preprocess(idFrom, z.number({ error: m.carMissing }).int({ error: m.carMissing }).positive({ error: m.carMissing }));
      return plan.required ? id : optional(id);
    }
    case "preferred_contact":
      return z.preprocess(absentWhenBlank, z.enum(leadContactMethods, { error: m.preferredContactInvalid }).default("phone"));
    case "opt_in":
      // spec 5: opt_in is optional and defaults to true.
      return z.preprocess((value) => (value === null ? undefined : value), z.boolean({ error: m.optInInvalid }).default(true));
    case "terms":
      return z.literal(true, { error: m.termsRequired });
    case "additional_services":
      return z.preprocess(
        (value) => (value === null || value === false || value === "" ? [] : typeof value === "string" ? [value] : value),
        z
          .array(z.enum(leadAdditionalServices, { error: m.additionalServicesInvalid }), { error: m.additionalServicesInvalid })
          .default([])
          .transform((services) => [...new Set(services)]),
      );
    case "under_finance":
    case "has_trade_in":
      return optional(z.enum(leadYesNo, { error: m.yesNoInvalid }));
    case "preferred_date":
      // spec 5 'Test-drive form': the date and time is optional.
      return optional(z.iso.datetime({ local: true, offset: true, error: m.dateInvalid }));
    case "part_description":
      return requiredText(m.partRequired, leadFieldLimits.partDescription, m.partTooLong);
    case "position":
      return requiredText(m.positionRequired, leadFieldLimits.shortText, m.positionTooLong);
  }
}

const strictness = {
  error: (issue: { code?: string; keys?: string[] }) => (issue.code === "unrecognized_keys" ? leadFieldMessages.unknownField(issue.keys ?? []) : undefined),
};

/** A blank optional field leaves no key behind, so what the form sends is what the API stores. */
function withoutUndefined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

function leadFormShape(form: LeadFormId, options: LeadFormOptions): Record<string, z.ZodType> {
  return Object.fromEntries(leadFormFields(form, options).map((plan) => [plan.name, fieldSchema(plan, form, options)]));
}

/**
 * The fields one form collects on a site (a strict zod object: unknown keys are
 * refused), with the spec's messages. The form's react-hook-form resolver and the
 * lead API both parse with it, so client and server validate the same way.
 */
export function leadFormSchema<F extends LeadFormId>(form: F, options: LeadFormOptions): z.ZodType<LeadFormValues<F>, LeadFormInput> {
  return z.strictObject(leadFormShape(form, options), strictness).transform(withoutUndefined) as unknown as z.ZodType<LeadFormValues<F>, LeadFormInput>;
}

/**
 * The contact fields (name, email, phone) with the lead forms' own rules and
 * messages, for requests that carry a contact but are not a lead form (a
 * reservation, issue 17): one set of rules for every contact the site takes.
 */
export function leadContactShape(region: Region): { name: z.ZodType<string>; email: z.ZodType<string>; phone: z.ZodType<string> } {
  const options: LeadFormOptions = { region, messageRequired: false, termsRequired: false, dealerships: [] };
  const field = (name: "name" | "email" | "phone") => fieldSchema({ name, required: true, hidden: false }, "car-enquiry", options) as z.ZodType<string>;
  return { name: field("name"), email: field("email"), phone: field("phone") };
}

/**
 * What POST /api/leads accepts: `form`, `token`, the honeypot `website` (empty or
 * absent) and that form's fields. A filled honeypot fails here: check
 * `isLeadHoneypotFilled` first to store such a lead as spam and answer like a success.
 */
export function leadRequestSchema(options: LeadFormOptions): z.ZodType<LeadRequest> {
  const requestFields = {
    token: z.string({ error: leadFieldMessages.tokenMissing }).min(1, { error: leadFieldMessages.tokenMissing }).max(leadFieldLimits.token, { error: leadFieldMessages.tokenMissing }),
    website: z.preprocess((value) => (value === null ? undefined : value), z.literal("", { error: leadFieldMessages.honeypotFilled }).optional()),
    /** Spec 3 'Lead' source: the campaign or page family the lead came from (utm_source, 'website'). */
    source: z.string().trim().max(leadFieldLimits.shortText).optional(),
    lead_attributes: leadAttributesSchema.optional(),
  };
  // Issue 18, spec 3 'Lead', 7 'Valuation steps': the valuation journey's offer lead names its valuation and whether the offer was accepted.
  const valuationFields = {
    valuation_id: z.uuid({ error: leadFieldMessages.valuationInvalid }).optional(),
    offer_accepted: z.boolean({ error: leadFieldMessages.offerAcceptedInvalid }).optional(),
  };
  const variants = leadForms.map((form) =>
    z.strictObject({ ...leadFormShape(form, options), ...requestFields, ...(form === "trade-in" || form === "sell-my-car" ? valuationFields : {}), form: z.literal(form) }, strictness),
  );
  return z.discriminatedUnion("form", variants as unknown as [(typeof variants)[number], ...(typeof variants)[number][]], {
    error: leadFieldMessages.formInvalid,
  }).transform(withoutUndefined) as unknown as z.ZodType<LeadRequest>;
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
