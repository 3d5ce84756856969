"use client";

// The checkout of a car reservation (issue 17; spec 2.1 /cars/{slug}/checkout, 2.4
// 'Reserve Now', 9 'Reserve deposit'): what the deposit buys (held for the hold
// hours, 100% refundable), the shopper's contact details checked by the lead forms'
// own rules (domain's leadContactShape), then the payment. Presentational: the
// storefront creates the reservation in `onSubmit` and passes the payment's state
// back. The payment itself is the processor's: Stripe's Payment Element in `payment`
// when the site has Stripe keys, otherwise the test gateway's card page.
import * as React from "react";
import { useForm } from "react-hook-form";
import { formMessages, phoneExamples, type Region } from "@forecourt/domain";
import { Button } from "../button";
import { ErrorSummary, focusFormControl, type ErrorSummaryItem } from "../forms/error-summary";
import { Field, FieldDescription, FieldError, FieldLabel } from "../forms/field";
import { FormAlert } from "../forms/form-alert";
import { Input } from "../forms/input";
import { lazyZodResolver } from "../forms/lazy-resolver";
import { cn } from "../lib/cn";
import { PaymentIcons } from "./payment-icons";

export interface ReservationContact {
  name: string;
  email: string;
  phone: string;
}

/**
 * Where the payment is:
 * - idle: the shopper is filling in their details;
 * - processing: the reservation is being made, or the payment confirmed;
 * - redirecting: on the way to the processor's secure card page;
 * - authentication: the card's bank asks the shopper to confirm (3-D Secure);
 * - declined: the card was refused, nothing was taken, the car is not reserved;
 * - error: the reservation could not be made (the car was taken, payments are down).
 */
export type ReservationPaymentState =
  | { kind: "idle" }
  | { kind: "processing" }
  | { kind: "redirecting" }
  | { kind: "authentication" }
  | { kind: "declined"; message: string }
  | { kind: "error"; message: string };

export type ReservationSubmitResult = { ok: true } | { ok: false; error?: string; fieldErrors?: Record<string, string[]> };

export interface ReservationCheckoutProps {
  region: Region;
  /** The deposit as shown, e.g. '$200' (domain's reservationPrice, formatted). */
  amountText: string;
  /** How long the car is held once paid (spec 9: 48 hours by default). */
  holdHours: number;
  /** The button's words before the amount: the site's reservation button label ('Reserve Now'). */
  buttonLabel?: string;
  /** Prefilled from the session when the shopper is signed in. */
  defaultValues?: Partial<ReservationContact>;
  state: ReservationPaymentState;
  onSubmit: (values: ReservationContact) => Promise<ReservationSubmitResult> | ReservationSubmitResult;
  /** The processor's own payment form, once the reservation exists (Stripe's Payment Element). */
  payment?: React.ReactNode;
  className?: string;
}

const fields = ["name", "email", "phone"] as const;
const labels: Record<(typeof fields)[number], string> = { name: "Name", email: "Email", phone: "Phone" };
const autocomplete: Record<(typeof fields)[number], string> = { name: "name", email: "email", phone: "tel" };
const inputType: Record<(typeof fields)[number], string> = { name: "text", email: "email", phone: "tel" };

/** spec 9: 'held for 48 hours and 100% refundable'. */
export function reservationTermsText(amountText: string, holdHours: number): string {
  return `Your ${amountText} deposit holds this car for you for ${holdHours} hours. It is 100% refundable: cancel any time before the hold ends and you get it all back.`;
}

export function ReservationCheckout({ region, amountText, holdHours, buttonLabel = "Reserve Now", defaultValues, state, onSubmit, payment, className }: ReservationCheckoutProps) {
  // The lead forms' contact rules, loaded as the shopper starts on the form (lazy-resolver.ts).
  const resolver = React.useMemo(
    () => lazyZodResolver<ReservationContact, ReservationContact>(() => import("@forecourt/domain/form-schemas").then((schemas) => schemas.reservationContactSchema(region))),
    [region],
  );
  // Also written into the server-rendered HTML, so the details show before the form hydrates.
  const initialValues: ReservationContact = { name: defaultValues?.name ?? "", email: defaultValues?.email ?? "", phone: defaultValues?.phone ?? "" };
  const { register, handleSubmit, formState, setError } = useForm<ReservationContact>({
    resolver,
    defaultValues: initialValues,
    shouldFocusError: false,
  });
  const summaryRef = React.useRef<HTMLElement>(null);
  const alertRef = React.useRef<HTMLDivElement>(null);
  const id = React.useId();
  const busy = state.kind === "processing" || state.kind === "redirecting" || state.kind === "authentication";
  const errors = formState.errors;
  const summaryItems: ErrorSummaryItem[] = fields.flatMap((name) => (errors[name]?.message ? [{ targetId: `${id}-${name}`, message: errors[name]!.message! }] : []));

  React.useEffect(() => {
    if (formState.submitCount > 0 && summaryItems.length > 0) summaryRef.current?.focus();
    // Focus moves to the summary once per failed submit, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formState.submitCount]);
  React.useEffect(() => {
    if (state.kind === "declined" || state.kind === "error") alertRef.current?.focus();
  }, [state]);

  const submit = handleSubmit(async (values) => {
    const result = await onSubmit(values);
    if (result.ok) return;
    for (const name of fields) {
      const message = result.fieldErrors?.[name]?.[0];
      if (message) setError(name, { type: "server", message });
    }
  });

  const hint: Partial<Record<(typeof fields)[number], string>> = { phone: `For example ${phoneExamples[region]}` };
  const submitLabel = `${buttonLabel} ${amountText}`;

  return (
    <div data-slot="reservation-checkout" data-state={state.kind} className={cn("grid gap-6", className)}>
      <section aria-labelledby={`${id}-terms`} className="rounded-lg border border-border bg-muted p-4">
        <h2 id={`${id}-terms`} className="text-lg font-semibold">
          Reserve it now for {amountText}
        </h2>
        <p className="mt-1 max-w-prose">{reservationTermsText(amountText, holdHours)}</p>
        <p className="mt-3 text-sm text-muted-foreground">Pay securely by debit or credit card through our payment gateway.</p>
        <PaymentIcons className="mt-2" />
      </section>

      {state.kind === "declined" ? (
        <FormAlert ref={alertRef} tabIndex={-1} title="Payment declined">
          {state.message}
        </FormAlert>
      ) : null}
      {state.kind === "error" ? (
        <FormAlert ref={alertRef} tabIndex={-1} title="We could not reserve this car">
          {state.message}
        </FormAlert>
      ) : null}
      {state.kind === "authentication" ? (
        <div role="status" data-slot="authentication-notice" className="rounded-md border-l-4 border-primary bg-primary/5 px-4 py-3 text-sm">
          <p className="font-semibold">Confirm the payment with your bank</p>
          <p>Your card's bank asks you to confirm this payment. Follow its steps; we hold the car while you do.</p>
        </div>
      ) : null}

      <form noValidate onSubmit={submit} onFocusCapture={resolver.preload} onPointerDownCapture={resolver.preload} aria-labelledby={`${id}-heading`} className="grid gap-4">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          Your details
        </h2>
        {summaryItems.length > 0 && formState.submitCount > 0 ? (
          <ErrorSummary ref={summaryRef} items={summaryItems} title={formMessages.errorSummaryHeading} onItemSelect={(item) => (item.targetId ? focusFormControl(item.targetId) : undefined)} />
        ) : null}
        {fields.map((name) => {
          const error = errors[name]?.message;
          const describedBy = [hint[name] ? `${id}-${name}-hint` : null, error ? `${id}-${name}-error` : null].filter(Boolean).join(" ") || undefined;
          return (
            <Field key={name} invalid={Boolean(error)}>
              <FieldLabel htmlFor={`${id}-${name}`}>{labels[name]}</FieldLabel>
              {hint[name] ? <FieldDescription id={`${id}-${name}-hint`}>{hint[name]}</FieldDescription> : null}
              <Input
                id={`${id}-${name}`}
                type={inputType[name]}
                autoComplete={autocomplete[name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                readOnly={busy}
                defaultValue={initialValues[name]}
                {...register(name)}
              />
              <FieldError id={`${id}-${name}-error`}>{error}</FieldError>
            </Field>
          );
        })}
        {payment ? <div data-slot="payment-element">{payment}</div> : null}
        <Button type="submit" size="lg" className="w-full sm:w-auto" loading={busy}>
          {state.kind === "redirecting" ? "Opening the secure payment page…" : busy ? "Processing…" : submitLabel}
        </Button>
        <p aria-live="polite" className="sr-only">
          {state.kind === "processing" ? "Processing your reservation" : state.kind === "redirecting" ? "Opening the secure payment page" : ""}
        </p>
      </form>
    </div>
  );
}
