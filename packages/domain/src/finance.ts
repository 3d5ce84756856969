// Finance estimates and their fine print (spec 5 'Finance estimate', spec 9 'Finance').
import { type CarLike, isCarAvailable } from "./car";
import { type FinanceProvider, financeProviders, parseLooseNumber } from "./values";
import { formatPercent, formatPrice } from "./format";
import { listedPrice } from "./pricing";

/** spec 9: finance needs a price above 500. */
export const financePriceThreshold = 500;
/** spec 5: Taurus finances cars built within the last 12 years. */
export const taurusMaxAgeYears = 12;
/** spec 9: the comparison rate is based on a 5-year secured $30,000 loan; Taurus assumes a 10% deposit. */
export const financeComparisonBasis = { years: 5, amount: 30_000, secured: true, taurusDepositPercent: 10 } as const;
/** spec 9: the default calculator rate is 8.5 in one place and 10 in another; 8.5 is the default here. */
export const defaultCalculatorInterestRate = 8.5;
export const alternateCalculatorInterestRate = 10;

export const financeProviderNames: Record<FinanceProvider, string> = {
  taurus: "Taurus",
  "360-finance": "360 Finance",
  ausloans: "AusLoans",
  manual: "Dealer Finance",
  angle: "Angle Finance",
  powertorque: "Powertorque Finance",
  "nissan-finance": "Nissan Finance",
};

/** spec 9 button defaults. */
export const financeButtonLabels = {
  getFinance: "Get Finance",
  financeQuote: "Finance Quote",
  getPreApproved: "Get Pre-Approved Now",
  preApproved: "Pre-Approved",
  getValuation: "Get Your Valuation",
  callDealer: "Call the dealer",
} as const;

/** spec 9: the example loan disclaimer's ranges, in percent. */
export const exampleLoanRates = { comparison: [8.38, 19.42], apr: [5.86, 16.69] } as const;

/** spec 9: the finance disclaimer's points, for when a lender sends none. */
export const defaultFinanceDisclaimer =
  "The repayment shown is indicative only and is not a formal quote or offer of finance. Available to approved applicants only. Terms, conditions, fees and lending criteria apply.";

interface ProviderRule {
  needsPrice: boolean;
  payment: "weekly" | "monthly" | null;
  maxAgeYears?: number;
}

// spec 5 'Per provider'. Every provider also needs the car available.
const providerRules: Record<FinanceProvider, ProviderRule> = {
  taurus: { needsPrice: true, payment: "weekly", maxAgeYears: taurusMaxAgeYears },
  "360-finance": { needsPrice: false, payment: null },
  ausloans: { needsPrice: false, payment: null },
  manual: { needsPrice: true, payment: "weekly" },
  angle: { needsPrice: true, payment: "weekly" },
  powertorque: { needsPrice: true, payment: "weekly" },
  "nissan-finance": { needsPrice: true, payment: "monthly" },
};

export function isFinanceProvider(value: unknown): value is FinanceProvider {
  return typeof value === "string" && (financeProviders as ReadonlyArray<string>).includes(value);
}

export interface FinanceEstimate {
  lender: FinanceProvider;
  weekly?: number;
  monthly?: number;
  interestRate: number;
  comparisonRate: number;
  termMonths?: number;
  deposit?: number;
  balloon?: number;
  disclaimer?: string;
}

export interface FinanceEstimateOptions {
  provider: string | null | undefined;
  /** spec 5: dealer slugs excluded from estimates (five named ones in production). */
  excludedDealerships?: ReadonlyArray<string>;
  now: Date;
}

function positive(value: unknown): number | null {
  const number = parseLooseNumber(value);
  return number !== null && number > 0 ? number : null;
}

/**
 * spec 5: an estimate only when lender data exists, both rates are present, the
 * make is not Suzuki, the dealership is not excluded, and the provider's own
 * conditions hold. Weekly rounds to whole dollars, the comparison rate to 2 decimals.
 */
export function financeEstimate(
  car: Pick<CarLike, "finance_lenders" | "make" | "dealership_slug" | "status" | "year" | "price" | "offer_price">,
  { provider, excludedDealerships = [], now }: FinanceEstimateOptions,
): FinanceEstimate | null {
  if (!isFinanceProvider(provider)) return null;
  const lenders = car.finance_lenders;
  const lender = lenders && Object.hasOwn(lenders, provider) ? lenders[provider] : undefined;
  if (!lender || typeof lender !== "object") return null;

  const interestRate = parseLooseNumber(lender.interestRate);
  const comparisonRate = parseLooseNumber(lender.comparisonRate);
  if (interestRate === null || comparisonRate === null) return null;
  if ((car.make ?? "").trim().toLowerCase() === "suzuki") return null;
  if (car.dealership_slug && excludedDealerships.includes(car.dealership_slug)) return null;
  if (!isCarAvailable(car)) return null;

  const rule = providerRules[provider];
  if (rule.needsPrice) {
    const price = listedPrice(car);
    if (price === null || price <= financePriceThreshold) return null;
  }
  if (rule.maxAgeYears !== undefined) {
    const year = parseLooseNumber(car.year);
    if (year === null || !(year >= now.getUTCFullYear() - rule.maxAgeYears)) return null;
  }
  const weekly = positive(lender.paymentWeek);
  const monthly = positive(lender.paymentMonth);
  if (rule.payment === "weekly" && weekly === null) return null;
  if (rule.payment === "monthly" && monthly === null) return null;

  const estimate: FinanceEstimate = { lender: provider, interestRate, comparisonRate: Math.round(comparisonRate * 100) / 100 };
  if (weekly !== null) estimate.weekly = Math.round(weekly);
  if (monthly !== null) estimate.monthly = Math.round(monthly);
  // spec 3: Angle sends only termYears; the others send termMonths.
  const termMonths = positive(lender.termMonths) ?? (positive(lender.termYears) ?? 0) * 12;
  if (termMonths > 0) estimate.termMonths = termMonths;
  const deposit = parseLooseNumber(lender.deposit);
  if (deposit !== null) estimate.deposit = deposit;
  const balloon = parseLooseNumber(lender.balloon);
  if (balloon !== null) estimate.balloon = balloon;
  const disclaimer = financeDisclaimer(car, provider);
  if (disclaimer) estimate.disclaimer = disclaimer;
  return estimate;
}

/** spec 2.5: 'Get Finance', or 'Finance Quote' under the experiment flag. */
export function financeButtonLabel({ financeQuote = false }: { financeQuote?: boolean } = {}): string {
  return financeQuote ? financeButtonLabels.financeQuote : financeButtonLabels.getFinance;
}

/** spec 9: the assumptions printed under a comparison rate. */
export function financeComparisonNote(provider: string | null | undefined): string {
  const basis = `Comparison rate based on a ${financeComparisonBasis.years} year secured loan of ${formatPrice(financeComparisonBasis.amount)}.`;
  return provider === "taurus" ? `${basis} Estimate assumes a ${financeComparisonBasis.taurusDepositPercent}% deposit.` : basis;
}

/** spec 9: a finance offer is valid one month ahead; the day is kept, or the month's last day when it has fewer. */
export function financeOfferValidUntil(now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(now.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, month, day, now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()));
}

export interface RepaymentInput {
  /** Price of the car. */
  amount: unknown;
  deposit?: unknown;
  balloon?: unknown;
  /** Yearly interest rate in percent, e.g. 8.5. */
  annualRatePercent?: unknown;
  years?: unknown;
  frequency: LoanFrequency;
}

export type LoanFrequency = "weekly" | "fortnightly" | "monthly";
export const periodsPerYearOf: Record<LoanFrequency, number> = { weekly: 52, fortnightly: 26, monthly: 12 };

/**
 * The finance calculator's repayment per period (standard amortisation, with a
 * balloon paid at the end). Bad input gives null; nothing left to borrow gives 0.
 */
export function loanRepayment({ amount, deposit, balloon, annualRatePercent = defaultCalculatorInterestRate, years = financeComparisonBasis.years, frequency }: RepaymentInput): number | null {
  const price = parseLooseNumber(amount);
  const rate = parseLooseNumber(annualRatePercent);
  const term = parseLooseNumber(years);
  if (price === null || rate === null || rate < 0 || term === null || term <= 0) return null;
  const periodsPerYear = periodsPerYearOf[frequency];
  const principal = price - (parseLooseNumber(deposit) ?? 0);
  const finalPayment = parseLooseNumber(balloon) ?? 0;
  if (principal <= 0) return 0;
  const periods = term * periodsPerYear;
  const periodRate = rate / 100 / periodsPerYear;
  if (periodRate === 0) return Math.max(0, (principal - finalPayment) / periods);
  const growth = (1 + periodRate) ** periods;
  return Math.max(0, ((principal - finalPayment / growth) * periodRate) / (1 - 1 / growth));
}

/** spec 7: the disclaimer is read from finance_lenders[provider].disclaimer; null when the lender sends none. */
export function financeDisclaimer(car: Pick<CarLike, "finance_lenders">, provider: string | null | undefined): string | null {
  if (!isFinanceProvider(provider) || !car.finance_lenders || !Object.hasOwn(car.finance_lenders, provider)) return null;
  const disclaimer = car.finance_lenders[provider]?.disclaimer;
  return typeof disclaimer === "string" && disclaimer.trim() ? disclaimer.trim() : null;
}

export interface FinanceEstimateText {
  /** "$123". */
  amount: string;
  /** "/ week" or "/ month". */
  period: string;
  /** "8.95% p.a. comparison rate". */
  comparison: string;
  /** "7.99% p.a. interest rate". */
  interest: string;
  /** "over 60 months", when the lender sends a term. */
  term: string | null;
}

/**
 * How an estimate reads beside the price (spec 5: weekly in whole dollars, the
 * comparison rate to 2 decimals): weekly when the lender sends it, else monthly.
 * Null when the estimate has neither payment (360 Finance and AusLoans may not).
 */
export function financeEstimateText(estimate: FinanceEstimate): FinanceEstimateText | null {
  const weekly = estimate.weekly !== undefined;
  const payment = weekly ? estimate.weekly : estimate.monthly;
  if (payment === undefined) return null;
  return {
    amount: formatPrice(payment),
    period: weekly ? "/ week" : "/ month",
    comparison: `${formatPercent(estimate.comparisonRate)} p.a. comparison rate`,
    interest: `${formatPercent(estimate.interestRate)} p.a. interest rate`,
    term: estimate.termMonths ? `over ${estimate.termMonths} months` : null,
  };
}
