// Form rules and messages of spec 5 'Postcode', 'Enquiry form' and spec 8.
import { z } from "zod";
import { enquiryDefaults, formMessages } from "./form-values";


/** spec 5: a postcode has at most 4 characters. */
export const postcodeMaxLength = 4;

/** spec 5 (AU and NZ): required, exactly 4 digits, one message for every failure. */
export const postcodeSchema = z
  .string({ error: formMessages.invalidPostcode })
  .trim()
  .regex(/^\d{4}$/, { error: formMessages.invalidPostcode });

/** A US site asks for a 5-digit ZIP code instead. */
export const zipCodeSchema = z
  .string({ error: formMessages.invalidZip })
  .trim()
  .regex(/^\d{5}$/, { error: formMessages.invalidZip });

/** The postcode rule of a region: 4 digits for AU and NZ (and unknown regions), a 5-digit ZIP for US. */
export function postcodeSchemaFor(region: string | null | undefined): typeof postcodeSchema {
  return (region ?? "").toUpperCase() === "US" ? zipCodeSchema : postcodeSchema;
}


/** spec 5: preferred contact method options, Phone first (the default). */
export const preferredContactMethods = ["Phone", "Email", "SMS"] as const;
export const yesNoOptions = ["Yes", "No"] as const;
export const enquiryQuestions = {
  underFinance: "Is Your Car Currently Under Finance?",
  tradeIn: "Do you have a trade-in",
} as const;

export interface EnquiryFormSettings {
  /** spec 5: the message is required unless the dealer config disables it. */
  messageRequired?: boolean;
  categoryShown?: boolean;
  locationShown?: boolean;
  /** Slugs of the dealerships a shopper may pick. */
  dealerships?: ReadonlyArray<string>;
  dealershipHidden?: boolean;
  termsRequired?: boolean;
}

export interface EnquiryFieldRules {
  message: { required: boolean };
  category: { required: boolean; default: string };
  location: { required: boolean };
  dealership: { required: boolean; autoSelected: string | null };
  terms: { required: boolean };
  optIn: { required: false; default: true };
  rego: { required: false };
}

/**
 * spec 5 'Enquiry form': which fields are required on a site. The dealership
 * is required when several exist and the picker is not hidden, and chosen for
 * the shopper when only one exists.
 */
export function enquiryFieldRules({ messageRequired = true, categoryShown = false, locationShown = false, dealerships = [], dealershipHidden = false, termsRequired = false }: EnquiryFormSettings = {}): EnquiryFieldRules {
  return {
    message: { required: messageRequired },
    category: { required: categoryShown, default: enquiryDefaults.category },
    location: { required: locationShown },
    dealership: { required: dealerships.length > 1 && !dealershipHidden, autoSelected: dealerships.length === 1 ? dealerships[0]! : null },
    terms: { required: termsRequired },
    optIn: { required: false, default: true },
    rego: { required: false },
  };
}
