// The finance pre-approval's zod schema (issue 18), apart from pre-approval.ts so the
// pre-approval page loads zod only when the shopper starts on a step (issue 20).
import { z } from "zod";
import { creditHistories, employmentTypes, preApprovalMessages, residencyTypes } from "./pre-approval";

const whole = (message: string, min: number, max: number) => z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** The pre-approval's steps: what to buy and borrow, employment, income, expenses, dependants, residency, credit, consent. */
export const preApprovalSchema = z.strictObject({
  vehicle: z.string({ error: preApprovalMessages.vehicleTooLong }).trim().max(100, { error: preApprovalMessages.vehicleTooLong }).default(""),
  amount: whole(preApprovalMessages.amountInvalid, 5_000, 250_000),
  deposit: whole(preApprovalMessages.depositInvalid, 0, 1_000_000),
  termYears: whole(preApprovalMessages.termInvalid, 1, 7),
  employment: z.enum(employmentTypes, { error: preApprovalMessages.employmentInvalid }),
  income: whole(preApprovalMessages.incomeInvalid, 0, 5_000_000),
  expenses: whole(preApprovalMessages.expensesInvalid, 0, 100_000),
  debts: whole(preApprovalMessages.debtsInvalid, 0, 100_000),
  dependants: whole(preApprovalMessages.dependantsInvalid, 0, 10),
  residency: z.enum(residencyTypes, { error: preApprovalMessages.residencyInvalid }),
  credit: z.enum(creditHistories, { error: preApprovalMessages.creditInvalid }),
  consent: z.literal(true, { error: preApprovalMessages.consentRequired }),
});
