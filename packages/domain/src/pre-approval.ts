// Finance pre-approval and personalised finance (issue 18; spec 2.1, 9 'Finance'):
// the soft application's schema, the serviceability rule that turns it into an
// indicative borrowing power, and the comparison rate of a loan (spec 9: a 5-year
// secured $30,000 basis). No credit check is made: every figure is the shopper's own.
import type { z } from "zod";
import type { preApprovalSchema } from "./pre-approval-schema";
import { formatPrice } from "./format";
import { budgetSearchUrl } from "./search-url";
import { defaultCalculatorInterestRate, financeComparisonBasis, loanRepayment, periodsPerYearOf, type LoanFrequency } from "./finance";

/** spec 9: the comparison-rate warning every comparison rate is shown with. */
export const comparisonRateWarning =
  "WARNING: This comparison rate is true only for the example given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.";

/** What the soft application says about itself, beside the result. */
export const noCreditCheckNote = "This is an indicative pre-approval: no credit check is made and your credit score is not affected.";

/** The serviceability rule's assumptions, printed beside the result (docs/rules.md 'Pre-approval'). */
export const serviceabilityAssumptions = {
  /** Percentage points added to the rate the loan is assessed at. */
  bufferPercent: 3,
  /** Share of gross income assumed left after tax. */
  netIncomeShare: 0.75,
  /** Monthly living expenses at least this much for the applicant... */
  livingFloorMonthly: 1_800,
  /** ...plus this much per dependant. */
  livingPerDependantMonthly: 450,
  /** Share of the monthly surplus that may go to the repayment. */
  surplusShare: 0.8,
  /** No indicative figure above this. */
  maxBorrowing: 250_000,
} as const;

export const employmentTypes = ["full-time", "part-time", "casual", "self-employed", "retired", "unemployed"] as const;
export const residencyTypes = ["citizen", "permanent-resident", "visa", "other"] as const;
export const creditHistories = ["excellent", "good", "fair", "defaults", "bankrupt"] as const;

export const preApprovalMessages = {
  amountInvalid: "Enter the amount you would like to borrow in whole dollars, from $5,000 to $250,000",
  depositInvalid: "Enter your deposit in whole dollars, or 0",
  termInvalid: "Choose a loan term from 1 to 7 years",
  employmentInvalid: "Choose your employment",
  incomeInvalid: "Enter your yearly income before tax in whole dollars",
  expensesInvalid: "Enter your monthly living expenses in whole dollars",
  debtsInvalid: "Enter your monthly repayments on other loans and cards in whole dollars, or 0",
  dependantsInvalid: "Enter the number of people who depend on you, from 0 to 10",
  residencyInvalid: "Choose your residency",
  creditInvalid: "Choose how you would describe your credit history",
  consentRequired: "Agree to the soft application so we can prepare your indicative pre-approval",
  vehicleTooLong: "Vehicle must be 100 characters or fewer",
} as const;

export type PreApprovalApplication = z.infer<typeof preApprovalSchema>;

export interface PreApprovalResult {
  /** The most the shopper could borrow on these figures, rounded down to $500; 0 when none. */
  borrowingPower: number;
  /** Whether the amount asked for fits within it. */
  approved: boolean;
  /** Monthly repayment on the amount asked for, at the rate (not the buffered one). */
  monthlyRepayment: number;
  /** Why there is no indicative figure, when there is none. */
  declinedReason: string | null;
  assumptions: { ratePercent: number; assessedAtPercent: number; livingExpensesMonthly: number; netIncomeMonthly: number };
}

/** Present value of a repayment per month over a term at a yearly rate above 0 (the buffer and the bisection keep it so). */
function presentValue(monthly: number, ratePercent: number, months: number): number {
  const rate = ratePercent / 100 / 12;
  return (monthly * (1 - (1 + rate) ** -months)) / rate;
}

/**
 * The serviceability rule (issue 18): net income (75% of gross) less the larger of
 * declared expenses and the living floor ($1,800 a month plus $450 per dependant),
 * less other repayments, gives a surplus; 80% of it may go to the car loan, assessed
 * at the rate plus a 3-point buffer; its present value over the term is the
 * borrowing power. No figure for the unemployed, non-residents or a declared
 * default or bankruptcy: a finance specialist calls instead.
 */
export function preApprovalResult(application: PreApprovalApplication, ratePercent: number = defaultCalculatorInterestRate): PreApprovalResult {
  const rule = serviceabilityAssumptions;
  const livingExpensesMonthly = Math.max(application.expenses, rule.livingFloorMonthly + rule.livingPerDependantMonthly * application.dependants);
  const netIncomeMonthly = Math.round((application.income * rule.netIncomeShare) / 12);
  const assessedAtPercent = ratePercent + rule.bufferPercent;
  const assumptions = { ratePercent, assessedAtPercent, livingExpensesMonthly, netIncomeMonthly };
  const monthlyRepayment = Math.round(loanRepayment({ amount: application.amount, deposit: 0, annualRatePercent: ratePercent, years: application.termYears, frequency: "monthly" }) ?? 0);
  const declined = (declinedReason: string): PreApprovalResult => ({ borrowingPower: 0, approved: false, monthlyRepayment, declinedReason, assumptions });
  if (application.employment === "unemployed") return declined("An indicative figure needs an income from work, a business or a pension: our finance team will call to talk through the options.");
  if (application.residency === "other") return declined("An indicative figure needs Australian or New Zealand residency or a visa: our finance team will call to talk through the options.");
  if (application.credit === "defaults" || application.credit === "bankrupt") return declined("With a default or bankruptcy on file a lender looks at the whole picture: our finance team will call to talk through the options.");

  const surplus = netIncomeMonthly - livingExpensesMonthly - application.debts;
  if (surplus <= 0) return declined("On these figures there is nothing left each month for a repayment: our finance team will call to talk through the options.");
  const power = presentValue(surplus * rule.surplusShare, assessedAtPercent, application.termYears * 12);
  const borrowingPower = Math.min(rule.maxBorrowing, Math.floor(power / 500) * 500);
  return { borrowingPower, approved: application.amount <= borrowingPower, monthlyRepayment, declinedReason: null, assumptions };
}

/** The price a shopper with this borrowing power and deposit can look at. */
export function preApprovedBudget(borrowingPower: number, deposit: number): number {
  return Math.max(0, borrowingPower + deposit);
}

export interface ComparisonRateFees {
  /** Paid at the start (establishment fee). */
  upfront?: number;
  /** Added to each monthly repayment (account-keeping fee). */
  monthly?: number;
}

/**
 * The comparison rate (spec 9: a 5-year secured $30,000 loan): the yearly rate, in
 * percent to 2 decimals, at which the monthly repayments plus fees are worth the
 * amount lent less the upfront fee. Found by bisection; with no fees it is the rate.
 */
export function comparisonRate(ratePercent: number, fees: ComparisonRateFees = {}, basis: { amount: number; years: number } = financeComparisonBasis): number {
  const months = basis.years * 12;
  const repayment = (loanRepayment({ amount: basis.amount, annualRatePercent: ratePercent, years: basis.years, frequency: "monthly" }) ?? 0) + (fees.monthly ?? 0);
  const received = basis.amount - (fees.upfront ?? 0);
  let low = 0;
  let high = 100;
  for (let step = 0; step < 100; step++) {
    const middle = (low + high) / 2;
    if (presentValue(repayment, middle, months) > received) low = middle;
    else high = middle;
  }
  return Math.round(((low + high) / 2) * 100) / 100;
}

export interface PersonalisedFinanceInput {
  price: number;
  deposit: number;
  tradeIn: number;
  termYears: number;
  /** Balloon as a percentage of the price. */
  balloonPercent: number;
  ratePercent: number;
}

export interface PersonalisedFinanceRepayments {
  amountFinanced: number;
  balloon: number;
  repayments: Record<LoanFrequency, number>;
}

/** The personalised finance calculator: repayments per frequency, in whole dollars (spec 5: weekly rounds to whole dollars). */
export function personalisedRepayments(input: PersonalisedFinanceInput): PersonalisedFinanceRepayments {
  const amountFinanced = Math.max(0, input.price - input.deposit - input.tradeIn);
  const balloon = Math.round((input.price * input.balloonPercent) / 100);
  const repayments = Object.fromEntries(
    (Object.keys(periodsPerYearOf) as LoanFrequency[]).map((frequency) => [
      frequency,
      Math.round(loanRepayment({ amount: amountFinanced, balloon: Math.min(balloon, amountFinanced), annualRatePercent: input.ratePercent, years: input.termYears, frequency }) ?? 0),
    ]),
  ) as Record<LoanFrequency, number>;
  return { amountFinanced, balloon: Math.min(balloon, amountFinanced), repayments };
}

/** The soft application's steps, one group each (issue 18), with the fields each step checks before the next. */
export const preApprovalSteps = [
  { id: "borrow", title: "What you want to buy and borrow", fields: ["vehicle", "amount", "deposit", "termYears"] },
  { id: "employment", title: "Your employment", fields: ["employment"] },
  { id: "income", title: "Your income", fields: ["income"] },
  { id: "expenses", title: "Your expenses", fields: ["expenses", "debts"] },
  { id: "dependants", title: "Your dependants", fields: ["dependants"] },
  { id: "residency", title: "Your residency", fields: ["residency"] },
  { id: "credit", title: "Your credit history", fields: ["credit"] },
  { id: "consent", title: "Your consent", fields: ["consent"] },
] as const satisfies ReadonlyArray<{ id: string; title: string; fields: ReadonlyArray<keyof PreApprovalApplication> }>;
export type PreApprovalStepId = (typeof preApprovalSteps)[number]["id"];

/** What each choice reads as on the form and in the dealer's lead. */
export const preApprovalChoiceLabels = {
  employment: { "full-time": "Full-time", "part-time": "Part-time", casual: "Casual", "self-employed": "Self-employed", retired: "Retired", unemployed: "Not working" },
  residency: { citizen: "Citizen", "permanent-resident": "Permanent resident", visa: "On a visa", other: "Other" },
  credit: { excellent: "Excellent: never missed a payment", good: "Good: the odd late payment", fair: "Fair: a few late payments", defaults: "A default on file", bankrupt: "Bankrupt or in a debt agreement" },
} as const satisfies { employment: Record<(typeof employmentTypes)[number], string>; residency: Record<(typeof residencyTypes)[number], string>; credit: Record<(typeof creditHistories)[number], string> };

/** The search the result's 'cars within your budget' link opens: /cars/ up to the borrowing power plus the deposit (spec 2.3 range[price]). */
export function preApprovedCarsUrl(borrowingPower: number, deposit: number): string {
  return budgetSearchUrl(preApprovedBudget(borrowingPower, deposit), "/cars/");
}

const dollars = (value: number) => formatPrice(Math.round(value));

/** The lines the dealer's finance lead carries about the soft application and its indicative result. */
export function preApprovalLeadMessage(application: PreApprovalApplication, result: PreApprovalResult): string {
  const labels = preApprovalChoiceLabels;
  return [
    "Finance pre-approval (soft application, no credit check)",
    `Vehicle: ${application.vehicle || "not chosen yet"}`,
    `Borrow ${dollars(application.amount)} with ${dollars(application.deposit)} deposit over ${application.termYears} years`,
    `Employment: ${labels.employment[application.employment]}; income ${dollars(application.income)} a year`,
    `Expenses ${dollars(application.expenses)} and other repayments ${dollars(application.debts)} a month; ${application.dependants} dependants`,
    `Residency: ${labels.residency[application.residency]}; credit history: ${labels.credit[application.credit]}`,
    result.declinedReason
      ? `No indicative figure: ${result.declinedReason}`
      : `Indicative borrowing power ${dollars(result.borrowingPower)}; ${dollars(result.monthlyRepayment)} a month at ${result.assumptions.ratePercent}% p.a.`,
  ].join("\n");
}
