// The postcode rules of spec 5 'Postcode' as zod schemas (the enquiry form's options
// and field rules are in enquiry-fields.ts).
import { z } from "zod";
import { formMessages } from "./form-values";

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
