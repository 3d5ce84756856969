"use client";
// The personalised finance calculator (issue 18; spec 2.1 /personalised/finance,
// spec 9 'Finance'): the car's price, a deposit and a trade-in, term and balloon
// sliders; weekly, fortnightly and monthly repayments (domain's personalisedRepayments,
// whole dollars), the comparison rate with its basis and warning, and each lender's
// disclaimer. Props in, 'Apply' out with the figures chosen.
import * as React from "react";
import {
  comparisonRateWarning,
  defaultFinanceDisclaimer,
  formatPercent,
  formatPrice,
  type LoanFrequency,
  personalisedRepayments,
  type PersonalisedFinanceRepayments,
} from "@forecourt/domain";
import { Button } from "../button";
import { Field, FieldDescription, FieldError, FieldLabel } from "../forms/field";
import { Input } from "../forms/input";
import { cn } from "../lib/cn";

export interface FinanceCalculatorValues {
  deposit: number;
  tradeIn: number;
  termYears: number;
  balloonPercent: number;
}

export interface FinanceCalculatorApply extends FinanceCalculatorValues, PersonalisedFinanceRepayments {}

export interface FinanceLenderNote {
  name: string;
  disclaimer: string | null;
}

export type FinanceCalculatorProps = Omit<React.ComponentProps<"section">, "children" | "defaultValue"> & {
  price: number;
  ratePercent: number;
  comparisonRate: number;
  /** spec 9: 'Comparison rate based on a 5 year secured loan of $30,000.' */
  comparisonNote: string;
  defaultValue?: Partial<FinanceCalculatorValues>;
  /** Where the trade-in figure came from (a saved valuation). */
  tradeInNote?: string | null;
  lenders: readonly FinanceLenderNote[];
  applyLabel?: string;
  busy?: boolean;
  onValueChange?: (values: FinanceCalculatorValues) => void;
  onApply: (values: FinanceCalculatorApply) => void;
};

export const calculatorLimits = { termYears: { min: 1, max: 7 }, balloonPercent: { min: 0, max: 50, step: 5 } } as const;

const frequencyLabels: Record<LoanFrequency, string> = { weekly: "Weekly", fortnightly: "Fortnightly", monthly: "Monthly" };

function dollarsOf(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (cleaned === "") return 0;
  return /^\d{1,9}$/.test(cleaned) ? Number(cleaned) : null;
}

export function FinanceCalculator({
  price,
  ratePercent,
  comparisonRate,
  comparisonNote,
  defaultValue,
  tradeInNote,
  lenders,
  applyLabel = "Apply",
  busy = false,
  onValueChange,
  onApply,
  className,
  ...props
}: FinanceCalculatorProps) {
  const id = React.useId();
  const [deposit, setDeposit] = React.useState(String(defaultValue?.deposit ?? 0));
  const [tradeIn, setTradeIn] = React.useState(String(defaultValue?.tradeIn ?? 0));
  const [termYears, setTermYears] = React.useState(defaultValue?.termYears ?? 5);
  const [balloonPercent, setBalloonPercent] = React.useState(defaultValue?.balloonPercent ?? 0);
  const depositValue = dollarsOf(deposit);
  const tradeInValue = dollarsOf(tradeIn);
  const values: FinanceCalculatorValues = { deposit: depositValue ?? 0, tradeIn: tradeInValue ?? 0, termYears, balloonPercent };
  const result = personalisedRepayments({ price, ...values, ratePercent });

  React.useEffect(() => {
    onValueChange?.(values);
    // Reported when a figure changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values.deposit, values.tradeIn, values.termYears, values.balloonPercent]);

  const depositError = depositValue === null ? "Enter your deposit in whole dollars, or 0" : null;
  const tradeInError = tradeInValue === null ? "Enter your trade-in in whole dollars, or 0" : null;
  const invalid = Boolean(depositError || tradeInError);

  return (
    <section data-slot="finance-calculator" aria-labelledby={`${id}-heading`} className={cn("grid gap-6 rounded-lg border border-border p-5", className)} {...props}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Your repayments
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="grid content-start gap-5">
          <p className="flex items-baseline justify-between gap-4">
            <span className="font-medium">Price</span>
            <span className="text-lg font-semibold" data-slot="calculator-price">
              {formatPrice(price)}
            </span>
          </p>
          <Field invalid={Boolean(depositError)}>
            <FieldLabel htmlFor={`${id}-deposit`}>Deposit ($)</FieldLabel>
            <Input id={`${id}-deposit`} inputMode="numeric" autoComplete="off" value={deposit} onChange={(event) => setDeposit(event.target.value)} aria-invalid={Boolean(depositError)} aria-describedby={depositError ? `${id}-deposit-error` : undefined} />
            <FieldError id={`${id}-deposit-error`}>{depositError}</FieldError>
          </Field>
          <Field invalid={Boolean(tradeInError)}>
            <FieldLabel htmlFor={`${id}-trade-in`}>Trade-in ($)</FieldLabel>
            {tradeInNote ? <FieldDescription id={`${id}-trade-in-help`}>{tradeInNote}</FieldDescription> : null}
            <Input
              id={`${id}-trade-in`}
              inputMode="numeric"
              autoComplete="off"
              value={tradeIn}
              onChange={(event) => setTradeIn(event.target.value)}
              aria-invalid={Boolean(tradeInError)}
              aria-describedby={[tradeInNote ? `${id}-trade-in-help` : null, tradeInError ? `${id}-trade-in-error` : null].filter(Boolean).join(" ") || undefined}
            />
            <FieldError id={`${id}-trade-in-error`}>{tradeInError}</FieldError>
          </Field>
          <Field>
            <FieldLabel htmlFor={`${id}-term`}>
              Loan term: <span data-slot="term-value">{termYears} years</span>
            </FieldLabel>
            <input
              id={`${id}-term`}
              type="range"
              data-slot="term-slider"
              min={calculatorLimits.termYears.min}
              max={calculatorLimits.termYears.max}
              step={1}
              value={termYears}
              aria-valuetext={`${termYears} years`}
              onChange={(event) => setTermYears(Number(event.target.value))}
              className="h-11 w-full cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
          </Field>
          <Field>
            <FieldLabel htmlFor={`${id}-balloon`}>
              Balloon: <span data-slot="balloon-value">{balloonPercent}%</span> ({formatPrice(result.balloon)})
            </FieldLabel>
            <input
              id={`${id}-balloon`}
              type="range"
              data-slot="balloon-slider"
              min={calculatorLimits.balloonPercent.min}
              max={calculatorLimits.balloonPercent.max}
              step={calculatorLimits.balloonPercent.step}
              value={balloonPercent}
              aria-valuetext={`${balloonPercent}% of the price`}
              onChange={(event) => setBalloonPercent(Number(event.target.value))}
              className="h-11 w-full cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
          </Field>
        </div>
        <div className="grid content-start gap-4">
          <p className="flex items-baseline justify-between gap-4">
            <span className="font-medium">Amount financed</span>
            <span className="font-semibold" data-slot="amount-financed">
              {formatPrice(result.amountFinanced)}
            </span>
          </p>
          <dl className="grid grid-cols-3 gap-3 rounded-lg bg-muted p-4 text-center" data-slot="repayments" aria-live="polite">
            {(Object.keys(frequencyLabels) as LoanFrequency[]).map((frequency) => (
              <div key={frequency} className="grid gap-1" data-frequency={frequency}>
                <dt className="text-sm">{frequencyLabels[frequency]}</dt>
                <dd className="text-xl font-bold">{invalid ? "-" : formatPrice(result.repayments[frequency])}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm" data-slot="comparison-rate">
            <strong>{formatPercent(ratePercent)} p.a.</strong> interest rate, <strong>{formatPercent(comparisonRate)} p.a.</strong> comparison rate. {comparisonNote}
          </p>
          <p className="text-xs text-muted-foreground" data-slot="comparison-warning">
            {comparisonRateWarning}
          </p>
          <Button type="button" disabled={invalid} loading={busy} onClick={() => onApply({ ...values, ...result })}>
            {applyLabel}
          </Button>
        </div>
      </div>
      <div className="grid gap-2 border-t border-border pt-4 text-xs text-muted-foreground" data-slot="lender-disclaimers">
        {lenders.length > 0 ? (
          lenders.map((lender) => (
            <p key={lender.name}>
              <strong className="text-foreground">{lender.name}:</strong> {lender.disclaimer ?? defaultFinanceDisclaimer}
            </p>
          ))
        ) : (
          <p>{defaultFinanceDisclaimer}</p>
        )}
      </div>
    </section>
  );
}
