// The valuation steps' zod schemas (the API's own rules: domain's regoLookupSchema,
// valuationVehicleSchema and the odometer rule), in a module of their own so the
// valuation pages load zod only when the shopper starts on a step (lazy-resolver.ts,
// issue 20).
import { z } from "zod";
import { valuationMessages, type Region } from "@forecourt/domain";
import { regoLookupSchema, valuationVehicleSchema } from "@forecourt/domain/form-schemas";

/** Step 1: the rego and its state, as POST /api/valuations/lookup checks them. */
export function regoFormSchema(region: Region) {
  return regoLookupSchema(region);
}

/** Step 1 by hand: the make, model, year and variant; the year is typed as text, and a blank or partial year is a wrong year. */
export function manualVehicleFormSchema(now: Date) {
  const vehicle = valuationVehicleSchema(now);
  return vehicle.extend({ year: z.preprocess((value) => (/^\d{4}$/.test(String(value).trim()) ? Number(String(value).trim()) : undefined), vehicle.shape.year) });
}

/** Step 3: the odometer in whole kilometres ("45,000" is 45000); the answers are radio choices and always valid. */
const odometerSchema = z.preprocess(
  (value) => (/^\d+$/.test(String(value).replace(/[,\s]/g, "")) ? Number(String(value).replace(/[,\s]/g, "")) : undefined),
  z.number({ error: valuationMessages.odometerInvalid }).int({ error: valuationMessages.odometerInvalid }).min(0, { error: valuationMessages.odometerInvalid }).max(1_999_999, { error: valuationMessages.odometerInvalid }),
);

export const questionsFormSchema = z.looseObject({ odometer: odometerSchema });
