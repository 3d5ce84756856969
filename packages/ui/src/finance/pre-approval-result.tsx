// The pre-approval's result (issue 18; spec 9 'Finance'): the indicative borrowing
// power and repayment, the serviceability rule's assumptions printed beside them,
// the spec 9 disclaimer and the no-credit-check note; 'Pre-Approved' for a
// signed-in shopper, and the cars within the budget one click away.
import * as React from "react";
import { defaultFinanceDisclaimer, financeButtonLabels, formatPercent, formatPrice, noCreditCheckNote, type PreApprovalResult, serviceabilityAssumptions } from "@forecourt/domain";
import { Button } from "../button";
import { FrameworkLink } from "../framework";
import { FormAlert } from "../forms/form-alert";
import { cn } from "../lib/cn";

export type PreApprovalResultPanelProps = Omit<React.ComponentProps<"section">, "children"> & {
  result: PreApprovalResult;
  amount: number;
  termYears: number;
  /** The search of cars up to the borrowing power plus the deposit. */
  carsHref: string;
  /** Signed in and stored: the shopper is 'Pre-Approved' (spec 9). */
  preApproved: boolean;
  disclaimer?: string;
  headingLevel?: 2 | 3;
};

export function PreApprovalResultPanel({ result, amount, termYears, carsHref, preApproved, disclaimer = defaultFinanceDisclaimer, headingLevel = 2, className, ...props }: PreApprovalResultPanelProps) {
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as "h3" | "h4";
  const { assumptions } = result;
  const state = result.declinedReason ? "referred" : result.approved ? "approved" : "over";
  return (
    <section data-slot="pre-approval-result" data-state={state} aria-labelledby="pre-approval-result-heading" className={cn("grid max-w-3xl gap-5", className)} {...props}>
      <Heading id="pre-approval-result-heading" tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
        {preApproved && !result.declinedReason ? financeButtonLabels.preApproved : "Your indicative pre-approval"}
      </Heading>
      <div className="grid gap-5 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-4">
          {result.declinedReason ? (
            <FormAlert tone="success" data-slot="pre-approval-referred">
              {result.declinedReason}
            </FormAlert>
          ) : (
            <div className="rounded-lg border border-border bg-muted p-5" data-slot="pre-approval-figures">
              <p className="text-sm font-medium">Indicative borrowing power</p>
              <p className="mt-1 text-3xl font-bold" data-slot="borrowing-power">
                {formatPrice(result.borrowingPower)}
              </p>
              <p className="mt-3 text-sm font-medium">
                Repayment on {formatPrice(amount)} over {termYears} years
              </p>
              <p className="mt-1 text-xl font-semibold" data-slot="monthly-repayment">
                {formatPrice(result.monthlyRepayment)} / month
              </p>
              <p className="mt-3 text-sm">
                {result.approved
                  ? `The ${formatPrice(amount)} you asked for fits within it.`
                  : `The ${formatPrice(amount)} you asked for is more than this figure: our finance team will call to talk through the options.`}
              </p>
            </div>
          )}
          {!result.declinedReason ? (
            <div className="flex flex-wrap gap-3">
              <Button asChild>
                <FrameworkLink href={carsHref}>View cars within your budget</FrameworkLink>
              </Button>
            </div>
          ) : null}
        </div>
        <aside aria-labelledby="pre-approval-assumptions" className="rounded-lg border border-border p-4 text-sm" data-slot="pre-approval-assumptions">
          <Sub id="pre-approval-assumptions" className="font-semibold">
            How we worked it out
          </Sub>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5">
            <dt>Interest rate</dt>
            <dd className="text-right">{formatPercent(assumptions.ratePercent)} p.a.</dd>
            <dt>Assessed at (rate plus a {serviceabilityAssumptions.bufferPercent}-point buffer)</dt>
            <dd className="text-right">{formatPercent(assumptions.assessedAtPercent)} p.a.</dd>
            <dt>Income after tax (assumed {Math.round(serviceabilityAssumptions.netIncomeShare * 100)}%)</dt>
            <dd className="text-right">{formatPrice(assumptions.netIncomeMonthly)} / month</dd>
            <dt>
              Living expenses (at least {formatPrice(serviceabilityAssumptions.livingFloorMonthly)} plus {formatPrice(serviceabilityAssumptions.livingPerDependantMonthly)} per dependant)
            </dt>
            <dd className="text-right">{formatPrice(assumptions.livingExpensesMonthly)} / month</dd>
            <dt>Share of what is left that may go to the repayment</dt>
            <dd className="text-right">{Math.round(serviceabilityAssumptions.surplusShare * 100)}%</dd>
          </dl>
        </aside>
      </div>
      <p className="text-sm font-medium" data-slot="no-credit-check">
        {noCreditCheckNote}
      </p>
      <p className="text-sm text-muted-foreground" data-slot="finance-disclaimer">
        {disclaimer}
      </p>
    </section>
  );
}
