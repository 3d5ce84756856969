// The budget finder's link (spec 2.3 'Budget links append range[price]=:{budget}'),
// with the budget of spec 9's defaults.
import { describe, expect, it } from "vitest";
import { budgetDefaults, budgetFromRepayment } from "@forecourt/domain";
import { queryToUiState } from "@forecourt/search";
import { budgetSearchHref } from "./budget-search";

describe("budgetSearchHref", () => {
  it("opens Our Stock up to the budget of the spec 9 defaults: 200 x 52 x 5 + 2000", () => {
    const budget = budgetFromRepayment({ repayment: budgetDefaults.weeklyRepayment, frequency: "weekly", deposit: budgetDefaults.deposit });
    expect(budgetSearchHref(budget)).toBe("/cars/?range[price]=:54000");
  });

  it("caps at whole dollars and reads back on the search page as the price range", () => {
    expect(budgetSearchHref(3205.8)).toBe("/cars/?range[price]=:3205");
    expect(queryToUiState(new URL(budgetSearchHref(122_000), "http://x").search, "Car_production")).toEqual({ range: { price: ":122000" } });
  });

  it("never writes a negative or unreadable cap", () => {
    expect(budgetSearchHref(Number.NaN)).toBe("/cars/?range[price]=:0");
    expect(budgetSearchHref(-5)).toBe("/cars/?range[price]=:0");
  });
});
