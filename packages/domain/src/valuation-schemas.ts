// The valuation's zod schemas (issue 18, spec 7 'Valuation steps'): the API and the
// valuation steps' forms parse with them. Apart from valuation.ts so the valuation
// pages load zod only when the shopper starts on a step (issue 20).
import { z } from "zod";
import type { Region } from "./locale";
import { adjustmentQuestions, isRegoWellFormed, normalizeRego, regoStatesByRegion, valuationMessages } from "./valuation";

const regoField = z
  .string({ error: valuationMessages.regoInvalid })
  .max(12, { error: valuationMessages.regoInvalid })
  .refine(isRegoWellFormed, { error: valuationMessages.regoInvalid })
  .transform(normalizeRego);

function stateField(region: Region) {
  const states = regoStatesByRegion[region] as readonly string[];
  return z
    .string({ error: valuationMessages.stateInvalid(region) })
    .transform((state) => state.trim().toUpperCase())
    .refine((state) => states.includes(state), { error: valuationMessages.stateInvalid(region) });
}

/** POST /api/valuations/lookup: `{ rego, state }`; the states are the site region's. */
export function regoLookupSchema(region: Region) {
  return z.strictObject({ rego: regoField, state: stateField(region) });
}

const answersField = z
  .array(z.strictObject({ id: z.number().int(), answer: z.string().max(40) }), { error: valuationMessages.answersInvalid })
  .max(adjustmentQuestions.length, { error: valuationMessages.answersInvalid })
  .refine(
    (answers) =>
      new Set(answers.map((answer) => answer.id)).size === answers.length &&
      answers.every((answer) => adjustmentQuestions.some((question) => question.id === answer.id && question.choices.some((option) => option.value === answer.answer))),
    { error: valuationMessages.answersInvalid },
  );

function vehicleField(now: Date) {
  const maxYear = now.getUTCFullYear() + 1;
  return z.strictObject({
    make: z.string({ error: valuationMessages.makeRequired }).trim().min(1, { error: valuationMessages.makeRequired }).max(40, { error: valuationMessages.makeRequired }),
    model: z.string({ error: valuationMessages.modelRequired }).trim().min(1, { error: valuationMessages.modelRequired }).max(60, { error: valuationMessages.modelRequired }),
    year: z.number({ error: valuationMessages.yearInvalid(now) }).int({ error: valuationMessages.yearInvalid(now) }).min(1950, { error: valuationMessages.yearInvalid(now) }).max(maxYear, { error: valuationMessages.yearInvalid(now) }),
    variant: z.string({ error: valuationMessages.variantTooLong }).trim().max(60, { error: valuationMessages.variantTooLong }).optional(),
  });
}

/** A vehicle entered by hand (make, model, year and an optional variant), as POST /api/valuations checks it. */
export function valuationVehicleSchema(now: Date) {
  return vehicleField(now);
}

/**
 * POST /api/valuations: `{ rego, state }` or `{ vehicle: { make, model, year, variant? } }`,
 * with `odometer` and `answers: [{ id, answer }]`.
 */
export function valuationRequestSchema(region: Region, now: Date) {
  return z
    .strictObject({
      rego: regoField.optional(),
      state: stateField(region).optional(),
      vehicle: vehicleField(now).optional(),
      odometer: z.number({ error: valuationMessages.odometerInvalid }).int({ error: valuationMessages.odometerInvalid }).min(0, { error: valuationMessages.odometerInvalid }).max(1_999_999, { error: valuationMessages.odometerInvalid }),
      answers: answersField.default([]),
    })
    .superRefine((body, context) => {
      const byRego = body.rego !== undefined || body.state !== undefined;
      if (byRego && body.vehicle) context.addIssue({ code: "custom", path: ["vehicle"], message: valuationMessages.vehicleOrRego });
      else if (byRego) {
        if (body.rego === undefined) context.addIssue({ code: "custom", path: ["rego"], message: valuationMessages.regoInvalid });
        if (body.state === undefined) context.addIssue({ code: "custom", path: ["state"], message: valuationMessages.stateInvalid(region) });
      } else if (!body.vehicle) context.addIssue({ code: "custom", path: ["vehicle"], message: valuationMessages.vehicleOrRego });
    });
}
