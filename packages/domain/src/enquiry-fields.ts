// The enquiry form's options and field rules (spec 5 'Enquiry form', 'Postcode'):
// the choices a form offers and which fields it shows and requires. No zod here, so
// a page drawing a form does not load zod (issue 20); the postcode schemas are in
// validation.ts.
import { enquiryDefaults } from "./form-values";

/** spec 5: a postcode has at most 4 characters. */
export const postcodeMaxLength = 4;

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
