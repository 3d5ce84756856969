// The zod schemas the browser's forms validate with, as one entry of their own
// (`@forecourt/domain/form-schemas`): ui's lazyZodResolver imports this module when
// a shopper starts filling a form in, so zod (about 30 KB gzipped) is not part of
// any page's first load (issue 20, docs/performance.md). The server imports the
// same schemas from the package's main entry.
import { z } from "zod";
import { leadContactShape } from "./lead-form-schemas";
import type { Region } from "./locale";

export { leadFormSchema } from "./lead-form-schemas";
export { preApprovalSchema } from "./pre-approval-schema";
export { regoLookupSchema, valuationVehicleSchema } from "./valuation-schemas";

/** A reservation's contact (issue 17): the lead forms' name, email and phone rules. */
export function reservationContactSchema(region: Region): z.ZodType<{ name: string; email: string; phone: string }, { name: string; email: string; phone: string }> {
  return z.object(leadContactShape(region)) as unknown as z.ZodType<{ name: string; email: string; phone: string }, { name: string; email: string; phone: string }>;
}
