// finance_lenders per car (spec 3 'Finance lender entry', 5 'Finance estimate',
// 9 'Finance'): realistic rates per provider, the comparison rate a little above
// the interest rate, and repayments amortised from price, deposit, term and balloon.
// A few entries carry nulls or numeric strings so the finance rules meet the edge
// cases a real feed has.
import type { CarInput, FinanceProvider } from "@forecourt/domain";
import type { DemoRandom } from "./random";

export type LenderEntry = NonNullable<CarInput["finance_lenders"]>[string];

interface ProviderProfile {
  name: string;
  /** Interest rate range in % p.a. for a new car; older cars add a loading. */
  rate: readonly [number, number];
  /** spec 9: Taurus assumes a 10% deposit. */
  depositShare: number | null;
  disclaimer: string;
}

const indicative =
  "Repayment is indicative only and is not a formal quote or pre-approval. Approved applicants only; terms, fees, charges and lending criteria apply. WARNING: the comparison rate is true only for the example given and may not include all fees and charges; different terms, fees or other loan amounts might result in a different comparison rate.";

const profiles: Record<FinanceProvider, ProviderProfile> = {
  taurus: {
    name: "Taurus Finance",
    rate: [8.49, 12.99],
    depositShare: 0.1,
    disclaimer: `Estimate assumes a 10% deposit and a secured consumer loan over the term shown. Example comparison rates range from 8.38% to 19.42% p.a. and APRs from 5.86% to 16.69% p.a., based on a 5 year secured loan of $30,000. ${indicative}`,
  },
  "360-finance": { name: "360 Finance", rate: [7.99, 11.99], depositShare: null, disclaimer: `Weekly estimate from 360 Finance based on a secured loan of $30,000 over 5 years. ${indicative}` },
  ausloans: { name: "AusLoans", rate: [7.49, 11.49], depositShare: null, disclaimer: `AusLoans estimate for a secured car loan; your rate depends on your credit profile. ${indicative}` },
  manual: { name: "our finance team", rate: [8.5, 10], depositShare: null, disclaimer: `Estimate calculated by our finance team at a standard rate. ${indicative}` },
  angle: { name: "Angle Finance", rate: [6.99, 9.49], depositShare: null, disclaimer: `Angle Finance estimate for ABN holders over the term in years shown, with the deposit shown and no balloon. ${indicative}` },
  powertorque: { name: "Powertorque Finance", rate: [7.49, 10.99], depositShare: null, disclaimer: `Powertorque Finance estimate based on a secured loan over the term shown. ${indicative}` },
  "nissan-finance": { name: "Nissan Financial Services", rate: [4.99, 8.99], depositShare: null, disclaimer: `Nissan Financial Services monthly estimate for approved personal and business customers. ${indicative}` },
};

const terms = [36, 48, 60, 60, 60, 72, 84];

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Monthly repayment on an amortising loan with a balloon paid with the last instalment. */
export function monthlyRepayment(principal: number, ratePercent: number, months: number, balloon: number): number {
  const monthlyRate = ratePercent / 100 / 12;
  if (monthlyRate === 0) return (principal - balloon) / months;
  const growth = (1 + monthlyRate) ** months;
  return ((principal - balloon / growth) * monthlyRate) / (1 - 1 / growth);
}

export interface FinanceSubject {
  price: number | null;
  /** Years since the model year, so older used cars borrow at a higher rate. */
  age: number;
}

export function lenderEntry(random: DemoRandom, provider: FinanceProvider, subject: FinanceSubject): LenderEntry {
  const profile = profiles[provider];
  const ageLoading = Math.min(subject.age, 12) * 0.18;
  const interestRate = round2(random.float(profile.rate[0], profile.rate[1]) + ageLoading);
  const comparisonRate = round2(interestRate + random.float(0.15, 1.2));
  const price = subject.price ?? 0;
  const depositShare = profile.depositShare ?? (random.chance(0.5) ? 0 : random.pick([0.1, 0.15, 0.2]));
  const deposit = Math.round(price * depositShare);

  if (provider === "angle") {
    // spec 3: Angle uses only deposit and termYears.
    const termYears = random.pick([3, 4, 5]);
    const monthly = price > 0 ? monthlyRepayment(price - deposit, interestRate, termYears * 12, 0) : null;
    return { interestRate, comparisonRate, paymentWeek: monthly === null ? null : round2((monthly * 12) / 52), termYears, deposit, disclaimer: profile.disclaimer };
  }

  const termMonths = random.pick(terms);
  const balloon = random.chance(0.25) ? Math.round(price * random.pick([0.2, 0.25, 0.3])) : 0;
  const monthly = price > 0 ? monthlyRepayment(price - deposit, interestRate, termMonths, balloon) : null;
  return {
    interestRate,
    comparisonRate,
    paymentWeek: monthly === null ? null : round2((monthly * 12) / 52),
    paymentMonth: monthly === null ? null : round2(monthly),
    termMonths,
    termYears: termMonths / 12,
    deposit,
    balloon,
    disclaimer: profile.disclaimer,
  };
}

/** Blanks one field, or sends numbers as strings, the way real feeds sometimes do (spec 5 edge cases). */
export function roughenLender(random: DemoRandom, entry: LenderEntry, provider: FinanceProvider): LenderEntry {
  const roll = random.int(0, 4);
  if (roll === 0) return { ...entry, interestRate: null };
  if (roll === 1) return { ...entry, comparisonRate: null };
  if (roll === 2) return provider === "nissan-finance" ? { ...entry, paymentMonth: null } : { ...entry, paymentWeek: null };
  if (roll === 3) return { ...entry, interestRate: String(entry.interestRate), comparisonRate: String(entry.comparisonRate) };
  return { ...entry, paymentWeek: typeof entry.paymentWeek === "number" ? String(entry.paymentWeek) : entry.paymentWeek };
}
