// Finance lender entries (spec 3, 5, 9): amortised repayments and provider shapes.
import { describe, expect, it } from "vitest";
import { lenderEntry, monthlyRepayment } from "./finance";
import { createDemoRandom } from "./random";

describe("finance lender entries", () => {
  it("amortises a $30,000 loan at 8.5% over 60 months to about $615.49 a month", () => {
    expect(monthlyRepayment(30_000, 8.5, 60, 0)).toBeCloseTo(615.49, 1);
  });

  it("lowers the repayment when a balloon is left at the end", () => {
    expect(monthlyRepayment(30_000, 8.5, 60, 9000)).toBeLessThan(monthlyRepayment(30_000, 8.5, 60, 0));
  });

  it("gives Taurus a 10% deposit and weekly repayments of twelve months over 52 weeks", () => {
    const entry = lenderEntry(createDemoRandom(1, new Date(0)), "taurus", { price: 40_000, age: 2 });
    expect(entry.deposit).toBe(4000);
    expect(Number(entry.paymentWeek)).toBeCloseTo((Number(entry.paymentMonth) * 12) / 52, 1);
    expect(Number(entry.comparisonRate)).toBeGreaterThan(Number(entry.interestRate));
  });

  it("gives Angle only a deposit and a term in years (spec 3)", () => {
    const entry = lenderEntry(createDemoRandom(2, new Date(0)), "angle", { price: 25_000, age: 0 });
    expect(entry).not.toHaveProperty("termMonths");
    expect(entry).not.toHaveProperty("balloon");
    expect(entry.termYears).toBeGreaterThanOrEqual(3);
  });

  it("leaves repayments empty when the car has no price", () => {
    const entry = lenderEntry(createDemoRandom(3, new Date(0)), "manual", { price: null, age: 4 });
    expect(entry.paymentWeek).toBeNull();
    expect(entry.paymentMonth).toBeNull();
  });
});
