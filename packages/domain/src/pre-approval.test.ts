import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loanRepayment } from "./finance";
import { preApprovalSchema } from "./pre-approval-schema";
import { comparisonRate, type PreApprovalApplication, preApprovalLeadMessage, preApprovalSteps, preApprovedBudget, preApprovedCarsUrl, preApprovalResult, personalisedRepayments } from "./pre-approval";

const application: PreApprovalApplication = {
  vehicle: "Toyota HiLux",
  amount: 40_000,
  deposit: 5_000,
  termYears: 5,
  employment: "full-time",
  income: 90_000,
  expenses: 2_000,
  debts: 300,
  dependants: 1,
  residency: "citizen",
  credit: "good",
  consent: true,
};

describe("preApprovalResult (issue 18 serviceability rule)", () => {
  it("worked example: $90,000 a year, $2,000 expenses, $300 debts, one dependant, 8.5% over 5 years", () => {
    // Net 90,000 x 0.75 / 12 = 5,625; living floor 1,800 + 450 = 2,250 beats the declared 2,000;
    // surplus 5,625 - 2,250 - 300 = 3,075; 80% = 2,460 a month at 11.5% for 60 months = $111,855.77 -> $111,500.
    const result = preApprovalResult(application, 8.5);
    expect(result).toEqual({
      borrowingPower: 111_500,
      approved: true,
      // $40,000 at 8.5% over 60 months: $820.66.
      monthlyRepayment: 821,
      declinedReason: null,
      assumptions: { ratePercent: 8.5, assessedAtPercent: 11.5, livingExpensesMonthly: 2_250, netIncomeMonthly: 5_625 },
    });
  });

  it("asks for more than the borrowing power: not approved, the power still shown", () => {
    const result = preApprovalResult({ ...application, amount: 150_000 }, 8.5);
    expect([result.approved, result.borrowingPower]).toEqual([false, 111_500]);
  });

  it("gives no figure to the unemployed, non-residents, a declared default or bankruptcy, or no surplus", () => {
    for (const change of [{ employment: "unemployed" }, { residency: "other" }, { credit: "defaults" }, { credit: "bankrupt" }, { income: 20_000 }] as const) {
      const result = preApprovalResult({ ...application, ...change }, 8.5);
      expect([result.borrowingPower, result.approved], JSON.stringify(change)).toEqual([0, false]);
      expect(result.declinedReason).toContain("finance team will call");
    }
  });

  it("needs consent and whole numbers in range, with field messages", () => {
    const parsed = preApprovalSchema.safeParse({ ...application, consent: false, amount: 10.5 });
    expect(parsed.success || parsed.error.issues.map((issue) => issue.path[0]).sort()).toEqual(["amount", "consent"]);
  });

  it("property: more income never lowers the borrowing power", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400_000 }), fc.integer({ min: 0, max: 100_000 }), (income, extra) => {
        expect(preApprovalResult({ ...application, income: income + extra }).borrowingPower).toBeGreaterThanOrEqual(preApprovalResult({ ...application, income }).borrowingPower);
      }),
    );
  });
});

describe("comparisonRate (spec 9: a 5-year secured $30,000 loan)", () => {
  it("is the rate itself when there are no fees", () => {
    expect(comparisonRate(8)).toBe(8);
    expect(comparisonRate(8.5)).toBe(8.5);
  });
  it("worked example: 8% with a $500 establishment fee and $10 a month is 9.41%", () => {
    // $30,000 at 8% over 60 months is $608.29 a month, $618.29 with the fee; worth $29,500 at 9.4123%.
    expect(comparisonRate(8, { upfront: 500, monthly: 10 })).toBe(9.41);
  });
  it("property: fees never lower it", () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 20, noNaN: true }), fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 30 }), (rate, upfront, monthly) => {
        expect(comparisonRate(rate, { upfront, monthly })).toBeGreaterThanOrEqual(Math.round(rate * 100) / 100 - 0.01);
      }),
    );
  });
});

describe("personalisedRepayments (issue 18 personalised finance)", () => {
  it("worked example: $40,000 less $5,000 deposit and $10,000 trade-in, 20% balloon, 8.5% over 5 years", () => {
    // Financed $25,000 with an $8,000 balloon: $93.39 a week, $186.88 a fortnight, $405.45 a month.
    expect(personalisedRepayments({ price: 40_000, deposit: 5_000, tradeIn: 10_000, termYears: 5, balloonPercent: 20, ratePercent: 8.5 })).toEqual({
      amountFinanced: 25_000,
      balloon: 8_000,
      repayments: { weekly: 93, fortnightly: 187, monthly: 405 },
    });
  });
  it("nothing to finance: every repayment is 0", () => {
    expect(personalisedRepayments({ price: 20_000, deposit: 15_000, tradeIn: 10_000, termYears: 5, balloonPercent: 0, ratePercent: 8.5 }).repayments).toEqual({ weekly: 0, fortnightly: 0, monthly: 0 });
  });
  it("property: a bigger deposit never raises the monthly repayment", () => {
    fc.assert(
      fc.property(fc.integer({ min: 5_000, max: 150_000 }), fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 5_000 }), (price, deposit, more) => {
        const at = (value: number) => personalisedRepayments({ price, deposit: value, tradeIn: 0, termYears: 5, balloonPercent: 0, ratePercent: 8.5 }).repayments.monthly;
        expect(at(deposit + more)).toBeLessThanOrEqual(at(deposit));
      }),
    );
  });
  it("agrees with loanRepayment for fortnightly periods", () => {
    expect(Math.round(loanRepayment({ amount: 26_000, annualRatePercent: 0, years: 1, frequency: "fortnightly" })!)).toBe(1_000);
  });
});

describe("preApprovedBudget", () => {
  it("adds the deposit to the borrowing power, never below 0", () => {
    expect(preApprovedBudget(111_500, 5_000)).toBe(116_500);
    expect(preApprovedBudget(0, -10)).toBe(0);
  });
});

describe("preApprovalSteps (issue 18: one step per group)", () => {
  it("covers every field of the schema exactly once, in the issue's order", () => {
    const fields = preApprovalSteps.flatMap((step) => [...step.fields]);
    expect(fields.sort()).toEqual(Object.keys(preApprovalSchema.shape).sort());
    expect(preApprovalSteps.map((step) => step.id)).toEqual(["borrow", "employment", "income", "expenses", "dependants", "residency", "credit", "consent"]);
  });
});

describe("preApprovedCarsUrl (the cars within the borrowing power, one click away)", () => {
  it("worked example: $111,500 borrowing power and $5,000 deposit search /cars/ up to $116,500", () => {
    expect(preApprovedCarsUrl(111_500, 5_000)).toBe("/cars/?range[price]=:116500");
  });
  it("property: the price ceiling is the borrowing power plus the deposit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 250_000 }), fc.integer({ min: 0, max: 100_000 }), (power, deposit) => {
        expect(preApprovedCarsUrl(power, deposit)).toBe(`/cars/?range[price]=:${power + deposit}`);
      }),
    );
  });
});

describe("preApprovalLeadMessage (what the dealer's finance lead says)", () => {
  it("names the amounts, the answers and the indicative result", () => {
    const message = preApprovalLeadMessage(application, preApprovalResult(application, 8.5));
    expect(message).toContain("no credit check");
    expect(message).toContain("Vehicle: Toyota HiLux");
    expect(message).toContain("Borrow $40,000 with $5,000 deposit over 5 years");
    expect(message).toContain("Residency: Citizen");
    expect(message).toContain("Indicative borrowing power $111,500; $821 a month at 8.5% p.a.");
  });
  it("says why there is no figure when there is none", () => {
    const declined = { ...application, vehicle: "", employment: "unemployed" as const };
    const message = preApprovalLeadMessage(declined, preApprovalResult(declined, 8.5));
    expect(message).toContain("Vehicle: not chosen yet");
    expect(message).toMatch(/No indicative figure: .*finance team will call/);
  });
});
