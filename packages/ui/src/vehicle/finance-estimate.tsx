"use client";
// The finance estimate beside the price (spec 5 'Finance estimate'): the payment,
// comparison rate and term, with the lender's disclaimer in a dialog that loads it
// lazily with a spinner (spec 4 'Finance disclaimer: loads lazily if not already
// present'). Fetching is the caller's: ui never fetches.
import * as React from "react";
import type { FinanceEstimateText } from "@forecourt/domain";
import { Button, ButtonSpinner } from "../button";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "../dialog";
import { cn } from "../lib/cn";

type DisclaimerState = { status: "idle" } | { status: "loading" } | { status: "ready"; text: string } | { status: "error"; message: string };

export type FinanceEstimateProps = Omit<React.ComponentProps<"div">, "children"> & {
  estimate: FinanceEstimateText;
  /** 'Taurus', 'Nissan Finance'. */
  lenderName: string;
  /** The disclaimer, when the page already has it; otherwise loadDisclaimer runs when the dialog opens. */
  disclaimer?: string | null;
  loadDisclaimer?: () => Promise<string>;
  /** spec 9: the comparison rate's basis, e.g. 'Comparison rate based on a 5 year secured loan of $30,000.' */
  comparisonNote?: string;
  /** The finance button ('Get Finance' or 'Finance Quote'), when the site has one. */
  action?: React.ReactNode;
};

export function FinanceEstimate({ estimate, lenderName, disclaimer, loadDisclaimer, comparisonNote, action, className, ...props }: FinanceEstimateProps) {
  const [state, setState] = React.useState<DisclaimerState>(() => (disclaimer ? { status: "ready", text: disclaimer } : { status: "idle" }));
  const loading = React.useRef(false);

  const load = React.useCallback(() => {
    if (!loadDisclaimer || loading.current) return;
    loading.current = true;
    setState({ status: "loading" });
    loadDisclaimer()
      .then((text) => setState({ status: "ready", text }))
      .catch((error: unknown) => setState({ status: "error", message: error instanceof Error ? error.message : "The disclaimer could not be loaded." }))
      .finally(() => {
        loading.current = false;
      });
  }, [loadDisclaimer]);

  const onOpenChange = (open: boolean) => {
    if (open && (state.status === "idle" || state.status === "error")) load();
  };

  return (
    <div data-slot="finance-estimate" className={cn("rounded-lg border border-border bg-muted p-4", className)} {...props}>
      <p className="text-sm text-muted-foreground">Finance estimate with {lenderName}</p>
      <p className="mt-1 flex items-baseline gap-1">
        <span className="text-2xl font-bold" data-slot="finance-amount">
          {estimate.amount}
        </span>
        <span className="text-sm font-medium">{estimate.period}</span>
        <span aria-hidden="true">*</span>
      </p>
      <p className="mt-1 text-sm" data-slot="finance-rates">
        {estimate.comparison}
        {estimate.term ? `, ${estimate.term}` : ""}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {action}
        <Dialog onOpenChange={onOpenChange}>
          <DialogTrigger asChild>
            <Button type="button" intent="link" size="sm" data-slot="finance-disclaimer-trigger">
              *Finance disclaimer
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Finance disclaimer</DialogTitle>
              <DialogDescription>
                {estimate.amount} {estimate.period} with {lenderName}: {estimate.interest}, {estimate.comparison}.
              </DialogDescription>
            </DialogHeader>
            <DialogBody>
              <div aria-live="polite" aria-busy={state.status === "loading" || undefined} data-slot="finance-disclaimer" data-state={state.status}>
                {state.status === "loading" || state.status === "idle" ? (
                  <p className="flex items-center gap-2 text-muted-foreground">
                    <ButtonSpinner />
                    Loading the disclaimer…
                  </p>
                ) : state.status === "error" ? (
                  <div className="flex flex-col items-start gap-3">
                    <p role="alert" className="text-destructive">
                      {state.message}
                    </p>
                    <Button type="button" size="sm" intent="outline" onClick={load}>
                      Try again
                    </Button>
                  </div>
                ) : (
                  <div className="flex flex-col gap-3 text-sm">
                    <p>{state.text}</p>
                    {comparisonNote ? <p className="text-muted-foreground">{comparisonNote}</p> : null}
                  </div>
                )}
              </div>
            </DialogBody>
          </DialogContent>
        </Dialog>
      </div>
    </div>
  );
}
