import { describe, expect, it } from "vitest";
import { type CarLike } from "./car";
import {
  financeButtonLabel,
  financeComparisonNote,
  financeDisclaimer,
  financeEstimateText,
  financeEstimate,
  financeOfferValidUntil,
  financeProviderNames,
  isFinanceProvider,
  loanRepayment,
} from "./finance";
import { financeProviders } from "./values";
import { now, testCar } from "./test-fixtures";

const lender = { interestRate: 7.99, comparisonRate: 8.376, paymentWeek: 152.6, paymentMonth: 661.4, termMonths: 60, deposit: 0, balloon: 0, disclaimer: "Approved applicants only." };
const financed = (provider: string, overrides: CarLike = {}, lenderOverrides: Record<string, unknown> = {}) =>
  testCar({ year: 2020, price: 30000, finance_lenders: { [provider]: { ...lender, ...lenderOverrides } }, ...overrides });

describe("financeEstimate: common conditions (spec 5 'Finance estimate')", () => {
  it("gives the estimate with weekly rounded to whole dollars and comparison rate to 2 decimals", () => {
    expect(financeEstimate(financed("manual"), { provider: "manual", now })).toEqual({
      lender: "manual",
      weekly: 153,
      monthly: 661,
      interestRate: 7.99,
      comparisonRate: 8.38,
      termMonths: 60,
      deposit: 0,
      balloon: 0,
      disclaimer: "Approved applicants only.",
    });
  });
  it("is null without lender data for the provider", () => {
    expect(financeEstimate(testCar({ finance_lenders: {} }), { provider: "manual", now })).toBeNull();
    expect(financeEstimate(testCar({ finance_lenders: null }), { provider: "manual", now })).toBeNull();
    expect(financeEstimate(financed("taurus"), { provider: "manual", now })).toBeNull();
  });
  it("is null for an unknown, missing or inherited provider id", () => {
    expect(financeEstimate(financed("manual"), { provider: "acme-loans", now })).toBeNull();
    expect(financeEstimate(financed("manual"), { provider: null, now })).toBeNull();
    expect(financeEstimate(financed("manual"), { provider: "toString", now })).toBeNull();
  });
  it("is null when either rate is null or junk", () => {
    expect(financeEstimate(financed("manual", {}, { interestRate: null }), { provider: "manual", now })).toBeNull();
    expect(financeEstimate(financed("manual", {}, { comparisonRate: "n/a" }), { provider: "manual", now })).toBeNull();
  });
  it("is null for Suzuki in any case, and does not need a make otherwise", () => {
    expect(financeEstimate(financed("manual", { make: " SUZUKI " }), { provider: "manual", now })).toBeNull();
    expect(financeEstimate(financed("manual", { make: null }), { provider: "manual", now })).not.toBeNull();
  });
  it("is null for an excluded dealership", () => {
    expect(financeEstimate(financed("manual"), { provider: "manual", excludedDealerships: ["brisbane-toyota"], now })).toBeNull();
    expect(financeEstimate(financed("manual"), { provider: "manual", excludedDealerships: ["other"], now })).not.toBeNull();
  });
  it("is null for an unavailable car, for every provider", () => {
    for (const provider of financeProviders) {
      expect(financeEstimate(financed(provider, { status: "sold" }), { provider, now })).toBeNull();
    }
  });
  it("reads rates and payments sent as strings", () => {
    const estimate = financeEstimate(financed("manual", {}, { interestRate: "6.5", comparisonRate: "7.125", paymentWeek: "99.5" }), { provider: "manual", now });
    expect(estimate).toMatchObject({ interestRate: 6.5, comparisonRate: 7.13, weekly: 100 });
  });
  it("leaves out missing optional fields and a blank disclaimer", () => {
    const estimate = financeEstimate(testCar({ finance_lenders: { "360-finance": { interestRate: 9, comparisonRate: 9.5, disclaimer: "  " } } }), { provider: "360-finance", now });
    expect(estimate).toEqual({ lender: "360-finance", interestRate: 9, comparisonRate: 9.5 });
  });
});

describe("financeEstimate per provider (spec 5)", () => {
  it("Taurus: needs a year within the last 12 years (2014 in 2026 yes, 2013 no)", () => {
    expect(financeEstimate(financed("taurus", { year: 2014 }), { provider: "taurus", now })).not.toBeNull();
    expect(financeEstimate(financed("taurus", { year: 2013 }), { provider: "taurus", now })).toBeNull();
    expect(financeEstimate(financed("taurus", { year: "2015" }), { provider: "taurus", now })).not.toBeNull();
    expect(financeEstimate(financed("taurus", { year: null }), { provider: "taurus", now })).toBeNull();
  });
  it("Taurus, Manual, Angle and Powertorque: need a price above 500 (500 no, 501 yes)", () => {
    for (const provider of ["taurus", "manual", "angle", "powertorque"]) {
      expect(financeEstimate(financed(provider, { price: 500 }), { provider, now })).toBeNull();
      expect(financeEstimate(financed(provider, { price: 501 }), { provider, now })).not.toBeNull();
      expect(financeEstimate(financed(provider, { price: null }), { provider, now })).toBeNull();
    }
  });
  it("Taurus, Manual, Angle and Powertorque: need a weekly payment", () => {
    for (const provider of ["taurus", "manual", "angle", "powertorque"]) {
      expect(financeEstimate(financed(provider, {}, { paymentWeek: null }), { provider, now })).toBeNull();
      expect(financeEstimate(financed(provider, {}, { paymentWeek: 0 }), { provider, now })).toBeNull();
    }
  });
  it("360 Finance and AusLoans: need only an available car, not a price or payment", () => {
    for (const provider of ["360-finance", "ausloans"]) {
      const estimate = financeEstimate(financed(provider, { price: null, year: 1990 }, { paymentWeek: null }), { provider, now });
      expect(estimate).toMatchObject({ lender: provider, interestRate: 7.99, comparisonRate: 8.38 });
      expect(estimate?.weekly).toBeUndefined();
    }
  });
  it("Nissan Finance: needs a price above 500 and a monthly payment, not a weekly one", () => {
    expect(financeEstimate(financed("nissan-finance", {}, { paymentWeek: null }), { provider: "nissan-finance", now })).toMatchObject({ monthly: 661 });
    expect(financeEstimate(financed("nissan-finance", {}, { paymentMonth: null }), { provider: "nissan-finance", now })).toBeNull();
    expect(financeEstimate(financed("nissan-finance", { price: 500 }), { provider: "nissan-finance", now })).toBeNull();
  });
  it("Angle: uses deposit and termYears, giving the term in months (spec 3)", () => {
    const car = testCar({ price: 30000, finance_lenders: { angle: { interestRate: 8, comparisonRate: 9, paymentWeek: 120, termYears: 5, deposit: 3000 } } });
    expect(financeEstimate(car, { provider: "angle", now })).toEqual({ lender: "angle", weekly: 120, interestRate: 8, comparisonRate: 9, termMonths: 60, deposit: 3000 });
  });
  it("uses the reduced price for the price rule", () => {
    expect(financeEstimate(financed("manual", { price: 400, offer_price: 600 }), { provider: "manual", now })).not.toBeNull();
  });
});

describe("finance helpers (spec 2.5, 9)", () => {
  it("labels the button 'Get Finance', or 'Finance Quote' under the experiment flag", () => {
    expect(financeButtonLabel()).toBe("Get Finance");
    expect(financeButtonLabel({ financeQuote: true })).toBe("Finance Quote");
  });
  it("states the comparison basis: 5-year secured $30,000 loan, Taurus with a 10% deposit", () => {
    expect(financeComparisonNote("manual")).toBe("Comparison rate based on a 5 year secured loan of $30,000.");
    expect(financeComparisonNote("taurus")).toBe("Comparison rate based on a 5 year secured loan of $30,000. Estimate assumes a 10% deposit.");
    expect(financeComparisonNote(null)).toBe("Comparison rate based on a 5 year secured loan of $30,000.");
  });
  it("makes an offer valid one month ahead, clamping to the month's last day", () => {
    expect(financeOfferValidUntil(now).toISOString()).toBe("2026-12-23T00:00:00.000Z");
    expect(financeOfferValidUntil(new Date("2026-01-31T10:00:00Z")).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(financeOfferValidUntil(new Date("2026-12-31T00:00:00Z")).toISOString()).toBe("2027-01-31T00:00:00.000Z");
  });
  it("knows the provider ids and names every one", () => {
    expect(isFinanceProvider("taurus")).toBe(true);
    expect(isFinanceProvider("Taurus")).toBe(false);
    expect(isFinanceProvider(42)).toBe(false);
    expect(Object.keys(financeProviderNames).sort()).toEqual([...financeProviders].sort());
  });
});

describe("loanRepayment (finance calculator)", () => {
  it("amortises a $30,000 loan over 5 years at 8.5% to $615.50 a month", () => {
    expect(loanRepayment({ amount: 30000, frequency: "monthly" })).toBeCloseTo(615.5, 1);
  });
  it("takes off the deposit and a balloon, weekly", () => {
    const plain = loanRepayment({ amount: 33000, deposit: 3000, annualRatePercent: 8.5, years: 5, frequency: "weekly" })!;
    expect(plain).toBeCloseTo(141.9, 0);
    expect(loanRepayment({ amount: 33000, deposit: 3000, balloon: 10000, frequency: "weekly" })!).toBeLessThan(plain);
  });
  it("splits evenly at 0% interest", () => {
    expect(loanRepayment({ amount: 12000, annualRatePercent: 0, years: 1, frequency: "monthly" })).toBe(1000);
    expect(loanRepayment({ amount: 12000, balloon: 20000, annualRatePercent: 0, years: 1, frequency: "monthly" })).toBe(0);
  });
  it("gives 0 when the deposit covers the price and null for junk input", () => {
    expect(loanRepayment({ amount: 5000, deposit: 6000, frequency: "weekly" })).toBe(0);
    expect(loanRepayment({ amount: "abc", frequency: "weekly" })).toBeNull();
    expect(loanRepayment({ amount: 5000, annualRatePercent: -1, frequency: "weekly" })).toBeNull();
    expect(loanRepayment({ amount: 5000, years: 0, frequency: "weekly" })).toBeNull();
    expect(loanRepayment({ amount: 5000, annualRatePercent: null, frequency: "weekly" })).toBeNull();
    expect(loanRepayment({ amount: 5000, years: null, frequency: "weekly" })).toBeNull();
  });
});

describe("financeDisclaimer (spec 7: finance_lenders[provider].disclaimer)", () => {
  it("reads the provider's disclaimer, trimmed", () => {
    expect(financeDisclaimer(financed("taurus", {}, { disclaimer: " Fees apply. " }), "taurus")).toBe("Fees apply.");
  });
  it("is null for a blank or non-text disclaimer, a missing lender or an unknown provider", () => {
    expect(financeDisclaimer(financed("taurus", {}, { disclaimer: " " }), "taurus")).toBeNull();
    expect(financeDisclaimer(financed("taurus", {}, { disclaimer: 5 }), "taurus")).toBeNull();
    expect(financeDisclaimer(financed("taurus"), "manual")).toBeNull();
    expect(financeDisclaimer(testCar({ finance_lenders: null }), "taurus")).toBeNull();
    expect(financeDisclaimer(financed("taurus"), "other")).toBeNull();
  });
});

describe("financeEstimateText (spec 5: weekly in whole dollars, comparison rate to 2 decimals)", () => {
  it("reads weekly with both rates and the term", () => {
    expect(financeEstimateText({ lender: "taurus", weekly: 123, monthly: 533, interestRate: 7.99, comparisonRate: 8.953, termMonths: 60 })).toEqual({
      amount: "$123",
      period: "/ week",
      comparison: "8.95% p.a. comparison rate",
      interest: "7.99% p.a. interest rate",
      term: "over 60 months",
    });
  });
  it("falls back to monthly (Nissan Finance), and gives null without any payment", () => {
    expect(financeEstimateText({ lender: "nissan-finance", monthly: 640, interestRate: 5, comparisonRate: 6 })).toMatchObject({ amount: "$640", period: "/ month", term: null });
    expect(financeEstimateText({ lender: "ausloans", interestRate: 5, comparisonRate: 6 })).toBeNull();
  });
});
