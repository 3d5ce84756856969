"use client";
// The home page's budget finder (spec 2.6 'Find cars for your budget', 2.9
// 'Budget finder', 5 'Budget', 8 'Budget too low', 9 'Budget finder'): the
// shopper's repayment, frequency and deposit make the budget (domain
// budgetFromRepayment); the button opens the cars within it, or is disabled
// with the message when the budget is below the cheapest car the budget search
// found on the server. No search runs in the browser: the minimum price is all
// the rule needs. Before JavaScript, the spec 9 defaults and their link show.
import * as React from "react";
import { budgetFinderState, budgetFinderTitle, budgetFromRepayment, budgetDefaults, defaultRepayment, type RepaymentFrequency } from "@forecourt/domain";
import { BudgetFinder } from "@forecourt/ui/home/budget-finder";
import { budgetSearchHref } from "./budget-search";

export interface HomeBudgetFinderProps {
  /** spec 5, 7: the cheapest car over $1,000 in the site's stock; null when there is none. */
  minPrice: number | null;
  className?: string;
}

export function HomeBudgetFinder({ minPrice, className }: HomeBudgetFinderProps) {
  const [frequency, setFrequency] = React.useState<RepaymentFrequency>("weekly");
  const [repayment, setRepayment] = React.useState(String(defaultRepayment("weekly")));
  const [deposit, setDeposit] = React.useState(String(budgetDefaults.deposit));
  const budget = budgetFromRepayment({ repayment, frequency, deposit });

  // spec 9: each frequency has its own default repayment (weekly 200, monthly 2000).
  const changeFrequency = (next: RepaymentFrequency) => {
    setFrequency(next);
    setRepayment(String(defaultRepayment(next)));
  };

  return (
    <BudgetFinder
        title={budgetFinderTitle}
        frequency={frequency}
        onFrequencyChange={changeFrequency}
        repayment={repayment}
        onRepaymentChange={setRepayment}
        deposit={deposit}
        onDepositChange={setDeposit}
        budget={budget}
        result={budgetFinderState({ budget, minPrice })}
        href={budgetSearchHref(budget)}
        className={className}
      />
  );
}
