import { describe, expect, it } from "vitest";
import { budgetDefaults, budgetFinderFacets, budgetFinderState, budgetFromRepayment, budgetSearchFilter, defaultRepayment, isBudgetValid } from "./budget";

describe("budgetFromRepayment (spec 9: repayment x 52 or x 12, x 5 years, + deposit)", () => {
  it("computes the weekly default: 200 x 52 x 5 + 2000 = 54,000", () => {
    expect(budgetFromRepayment({ repayment: 200, frequency: "weekly", deposit: 2000 })).toBe(54000);
  });
  it("computes the monthly default: 2000 x 12 x 5 + 2000 = 122,000", () => {
    expect(budgetFromRepayment({ repayment: 2000, frequency: "monthly", deposit: 2000 })).toBe(122000);
  });
  it("takes other loan years", () => {
    expect(budgetFromRepayment({ repayment: 100, frequency: "monthly", deposit: 0, years: 3 })).toBe(3600);
  });
  it("reads numeric text fields (spec 5) and counts junk, blank and negative input as 0", () => {
    expect(budgetFromRepayment({ repayment: "250", frequency: "weekly", deposit: "$5,000" })).toBe(70000);
    expect(budgetFromRepayment({ repayment: "abc", frequency: "weekly", deposit: "" })).toBe(0);
    expect(budgetFromRepayment({ repayment: -50, frequency: "weekly", deposit: 1000 })).toBe(1000);
  });
  it("has the spec 9 defaults", () => {
    expect(budgetDefaults).toEqual({ weeklyRepayment: 200, monthlyRepayment: 2000, deposit: 2000, years: 5 });
    expect(defaultRepayment("weekly")).toBe(200);
    expect(defaultRepayment("monthly")).toBe(2000);
  });
});

describe("budget finder button (spec 2.9, 5, 8)", () => {
  it("invites to view the cars when the budget reaches the cheapest car", () => {
    expect(budgetFinderState({ budget: 15000, minPrice: 15000, carType: "Ute" })).toEqual({ buttonText: "View Utes In This Range", disabled: false, message: null });
  });
  it("disables the button and says no cars are found below the minimum price", () => {
    expect(budgetFinderState({ budget: 14999, minPrice: 15000 })).toEqual({ buttonText: "0 Cars Found", disabled: true, message: "No Cars found for this budget" });
  });
  it("treats missing results as no cars", () => {
    expect(budgetFinderState({ budget: 50000, minPrice: null }).disabled).toBe(true);
    expect(isBudgetValid(50000, undefined)).toBe(false);
    expect(isBudgetValid(50000, Number.NaN)).toBe(false);
  });
});

describe("budgetSearchFilter (spec 7: base filter AND price > 1000)", () => {
  it("ANDs price > 1000 onto the base filter", () => {
    expect(budgetSearchFilter("status:in_stock OR status:coming_soon")).toBe("(status:in_stock OR status:coming_soon) AND price > 1000");
  });
  it("asks for the price range, simple_body and make facets", () => {
    expect(budgetFinderFacets).toEqual(["price", "simple_body", "make"]);
  });
  it("is just the price clause without a base filter", () => {
    expect(budgetSearchFilter(null)).toBe("price > 1000");
    expect(budgetSearchFilter(" ")).toBe("price > 1000");
  });
});
