// The messages, defaults and bounds of the lead forms (spec 5, 8) as plain values.
// The zod schemas (./validation, ./lead-forms) use them on both sides; browser code
// that only needs a message or a bound (stored contact details, the car page's
// event ids) imports them from here and never downloads zod.

/** spec 8 messages, word for word (except 'occured', which the leads issue spells right). */
export const formMessages = {
  invalidPostcode: "Invalid postcode. Please enter a 4-digit number.",
  invalidZip: "Invalid ZIP code. Please enter a 5-digit number.",
  /** spec 5: geocoding a postcode with no result. */
  geocodeInvalidPostcode: "Invalid postcode",
  termsRequired: "You must agree to the terms of use before submitting the form",
  errorSummaryHeading: "Please fix the following errors:",
  unexpectedError: "An unexpected error occurred",
  submitError: "An error occurred when submitting this form",
  valuationSaveFailed: "Failed to save valuation data",
  /** spec 5 'a spam/captcha widget checks the form': sent before the check was passed, or refused by it. */
  securityCheckIncomplete: "Please complete the security check and try again.",
} as const;

/** spec 5 'Enquiry form' defaults. */
export const enquiryDefaults = {
  category: "General Enquiry",
  optIn: true,
  preferredContact: "Phone",
  /** spec 5: the message when the car is unavailable. */
  unavailableMessage: "Can you please find me something similar?",
  /** spec 5: the request-photos form's hidden message. */
  requestPhotosMessage: "Can you please send me more photos of this vehicle?",
} as const;

export { leadFieldLimits } from "./field-limits";
