// The zod schemas of the lead forms (spec 2.9, 4 'Enquiry form', 5, 8): the form's
// react-hook-form resolver and POST /api/leads parse with the same ones. Kept apart
// from lead-forms.ts (the fields, messages and defaults) so the browser loads zod
// only when a shopper starts filling a form in (issue 20; ui's lazyZodResolver
// imports them through @forecourt/domain/form-schemas).
import { z } from "zod";
import { leadFieldLimits } from "./form-values";
import {
  isLeadPhoneValid,
  leadAdditionalServices,
  leadContactMethods,
  leadFieldMessages,
  leadFormFieldNames,
  leadFormFields,
  leadForms,
  leadYesNo,
  type LeadFieldName,
  type LeadFieldPlan,
  type LeadFormId,
  type LeadFormInput,
  type LeadFormOptions,
  type LeadFormValues,
  type LeadRequest,
} from "./lead-forms";
import type { Region } from "./locale";
import { postcodeSchemaFor } from "./validation";

/** Spec 3 'Lead' lead_attributes, as the browser sends them with a lead. */
export const leadAttributesSchema = z.strictObject({
  visited_pages: z.array(z.string().max(leadFieldLimits.pagePath)).max(leadFieldLimits.visitedPages).optional(),
  linked_query_params: z
    .record(z.string().max(60), z.string().max(leadFieldLimits.queryValue))
    .refine((params) => Object.keys(params).length <= leadFieldLimits.queryParams, { error: `At most ${leadFieldLimits.queryParams} query parameters` })
    .optional(),
});

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

