"use client";
// The budget finder (spec 2.6 'Find cars for your budget', 2.9 'Budget finder',
// 5 'Budget', 8 'Budget too low'): repayment frequency, repayment and deposit as
// numeric text fields, the budget they make, and the link to the cars within it
// or, below the cheapest car, a disabled button and the message. Presentational:
// the caller computes the budget and the button's state with @forecourt/domain
// (budgetFromRepayment, budgetFinderState) and builds the link.
import * as React from "react";
import { budgetDefaults, type BudgetFinderState, formatPrice, type RepaymentFrequency } from "@forecourt/domain";
import { Button } from "../button";
import { Field, FieldDescription, FieldLabel, FieldLegend, FieldSet } from "../forms/field";
import { ChoiceLabel, Radio } from "../forms/choice";
import { Input } from "../forms/input";
import { useFramework } from "../framework";
import { cn } from "../lib/cn";

export interface BudgetFinderTranslations {
  intro: string;
  frequency: string;
  weekly: string;
  monthly: string;
  repayment: (frequency: RepaymentFrequency) => string;
  deposit: string;
  budget: string;
  /** How the budget is made, under the figure (spec 9: repayments over 5 years plus the deposit). */
  budgetNote: string;
}

const defaultTranslations: BudgetFinderTranslations = {
  intro: "Tell us what you can repay and your deposit, and we will show you the cars within your budget.",
  frequency: "Repayment frequency",
  weekly: "Weekly",
  monthly: "Monthly",
  repayment: (frequency) => (frequency === "weekly" ? "Weekly repayment" : "Monthly repayment"),
  deposit: "Deposit",
  budget: "Your budget",
  budgetNote: `Repayments over ${budgetDefaults.years} years plus your deposit.`,
};

export interface BudgetFinderProps extends Omit<React.ComponentProps<"section">, "title" | "children"> {
  /** domain budgetFinderTitle: 'Find cars for your budget'. */
  title: string;
  frequency: RepaymentFrequency;
  onFrequencyChange: (frequency: RepaymentFrequency) => void;
  /** The fields' text as typed (spec 5: numeric text fields). */
  repayment: string;
  onRepaymentChange: (value: string) => void;
  deposit: string;
  onDepositChange: (value: string) => void;
  budget: number;
  /** domain budgetFinderState: the button's text, whether it is disabled, and the message. */
  result: BudgetFinderState;
  /** The search within the budget (spec 2.3 budget links). */
  href: string;
  translations?: Partial<BudgetFinderTranslations>;
}

/** A numeric text field with a dollar sign in front (spec 5: text, not a number spinner). */
function MoneyInput({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return (
    <div className="relative">
      <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground">
        $
      </span>
      <Input type="text" inputMode="decimal" autoComplete="off" className={cn("pl-7 tabular-nums", className)} {...props} />
    </div>
  );
}

export function BudgetFinder({
  title,
  frequency,
  onFrequencyChange,
  repayment,
  onRepaymentChange,
  deposit,
  onDepositChange,
  budget,
  result,
  href,
  translations,
  className,
  ...props
}: BudgetFinderProps) {
  const { Link } = useFramework();
  const text = { ...defaultTranslations, ...translations };
  const id = React.useId();
  const headingId = `${id}-heading`;
  const messageId = `${id}-message`;
  const frequencies: Array<[RepaymentFrequency, string]> = [
    ["weekly", text.weekly],
    ["monthly", text.monthly],
  ];

  return (
    <section
      aria-labelledby={headingId}
      data-slot="budget-finder"
      data-state={result.disabled ? "too-low" : "in-range"}
      className={cn("rounded-lg border border-border bg-background p-4 text-foreground md:p-6", className)}
      {...props}
    >
      <h2 id={headingId} className="text-2xl font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-muted-foreground">{text.intro}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:gap-8">
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldSet className="sm:col-span-2">
            <FieldLegend>{text.frequency}</FieldLegend>
            <div className="flex flex-wrap gap-x-6">
              {frequencies.map(([value, label]) => (
                <ChoiceLabel key={value}>
                  <Radio name={`${id}-frequency`} value={value} checked={frequency === value} onChange={() => onFrequencyChange(value)} />
                  {label}
                </ChoiceLabel>
              ))}
            </div>
          </FieldSet>
          <Field>
            <FieldLabel htmlFor={`${id}-repayment`}>{text.repayment(frequency)}</FieldLabel>
            <MoneyInput id={`${id}-repayment`} name="repayment" value={repayment} onChange={(event) => onRepaymentChange(event.target.value)} />
          </Field>
          <Field>
            <FieldLabel htmlFor={`${id}-deposit`}>{text.deposit}</FieldLabel>
            <MoneyInput id={`${id}-deposit`} name="deposit" value={deposit} onChange={(event) => onDepositChange(event.target.value)} />
          </Field>
        </div>
        <div className="flex flex-col gap-3 rounded-md bg-muted p-4" data-slot="budget-finder-result">
          <dl>
            <dt className="text-sm font-medium">{text.budget}</dt>
            <dd data-slot="budget-finder-budget" data-budget={budget} className="text-3xl font-bold tabular-nums">
              {formatPrice(budget)}
            </dd>
          </dl>
          <FieldDescription className="-mt-2">{text.budgetNote}</FieldDescription>
          {result.disabled ? (
            <Button type="button" size="lg" disabled aria-describedby={messageId} className="w-full" data-slot="budget-finder-button">
              {result.buttonText}
            </Button>
          ) : (
            <Button asChild size="lg" className="w-full" data-slot="budget-finder-button">
              <Link href={href}>{result.buttonText}</Link>
            </Button>
          )}
          {/* Always in the page, so the spec 8 message is announced when it appears. */}
          <p id={messageId} role="status" data-slot="budget-finder-message" className="min-h-6 text-sm font-medium">
            {result.message ?? ""}
          </p>
        </div>
      </div>
    </section>
  );
}
