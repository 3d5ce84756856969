// The budget finder (spec 2.9 'Budget finder', spec 5 'Budget', spec 9 'Budget finder').
import { parseLooseNumber } from "./values";

export type RepaymentFrequency = "weekly" | "monthly";

/** spec 9: default repayments, deposit and loan years of the budget finder. */
export const budgetDefaults = { weeklyRepayment: 200, monthlyRepayment: 2000, deposit: 2000, years: 5 } as const;
/** spec 7, 9: the budget search returns only cars priced over 1000. */
export const budgetSearchMinimumPrice = 1000;
export const budgetFinderTitle = "Find cars for your budget";
/** spec 7: the budget search asks for price as a range, simple_body as a refinement list, and make. */
export const budgetFinderFacets = ["price", "simple_body", "make"] as const;

export interface BudgetInput {
  /** Numeric text fields may arrive as strings (spec 5 'Budget'); junk counts as 0. */
  repayment: unknown;
  frequency: RepaymentFrequency;
  deposit: unknown;
  years?: number;
}

function nonNegative(value: unknown): number {
  const number = parseLooseNumber(value);
  return number !== null && number > 0 ? number : 0;
}

/** spec 9: budget = repayment x 52 (weekly) or x 12 (monthly), x years, + deposit. */
export function budgetFromRepayment({ repayment, frequency, deposit, years = budgetDefaults.years }: BudgetInput): number {
  const periodsPerYear = frequency === "weekly" ? 52 : 12;
  return nonNegative(repayment) * periodsPerYear * nonNegative(years) + nonNegative(deposit);
}

/** The default repayment shown for a frequency (spec 9: weekly 200, monthly 2000). */
export function defaultRepayment(frequency: RepaymentFrequency): number {
  return frequency === "weekly" ? budgetDefaults.weeklyRepayment : budgetDefaults.monthlyRepayment;
}

/** spec 5: a budget is invalid when below the minimum price in the results; no results means no valid budget. */
export function isBudgetValid(budget: number, minPrice: number | null | undefined): boolean {
  return minPrice !== null && minPrice !== undefined && Number.isFinite(minPrice) && budget >= minPrice;
}

export interface BudgetFinderState {
  buttonText: string;
  disabled: boolean;
  /** spec 8 'Budget too low'; null while the budget finds cars. */
  message: string | null;
}

/**
 * spec 2.9: 'View {car type}s In This Range', or a disabled '0 {car type}s
 * Found' with 'No {car type}s found for this budget' when the budget is below
 * the cheapest car in the results.
 */
export function budgetFinderState({ budget, minPrice, carType = "Car" }: { budget: number; minPrice: number | null | undefined; carType?: string }): BudgetFinderState {
  if (isBudgetValid(budget, minPrice)) return { buttonText: `View ${carType}s In This Range`, disabled: false, message: null };
  return { buttonText: `0 ${carType}s Found`, disabled: true, message: `No ${carType}s found for this budget` };
}

/** spec 7: the budget finder searches with the site's base filter AND price > 1000. */
export function budgetSearchFilter(baseFilter: string | null | undefined): string {
  const priceClause = `price > ${budgetSearchMinimumPrice}`;
  const base = baseFilter?.trim();
  return base ? `(${base}) AND ${priceClause}` : priceClause;
}
