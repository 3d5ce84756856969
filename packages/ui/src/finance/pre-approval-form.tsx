"use client";
// The finance pre-approval's soft application (issue 18; spec 2.1 /finance-pre-approval):
// one step per group (what to buy and borrow, employment, income, expenses,
// dependants, residency, credit history, consent), validated step by step with
// domain's preApprovalSchema and its messages. Each step is a form of its own, so
// Enter moves on; a failed step shows the error summary (spec 2.9) and focuses it,
// and a new step moves focus to its heading. Props in, the application out.
import * as React from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  creditHistories,
  employmentTypes,
  formMessages,
  type PreApprovalApplication,
  preApprovalChoiceLabels,
  preApprovalSteps,
  type PreApprovalStepId,
  residencyTypes,
} from "@forecourt/domain";
import type { preApprovalSchema } from "@forecourt/domain/form-schemas";
import { Button } from "../button";
import { cn } from "../lib/cn";
import { Checkbox, ChoiceLabel, Radio } from "../forms/choice";
import { ErrorSummary, focusFormControl, type ErrorSummaryItem } from "../forms/error-summary";
import { Field, FieldDescription, FieldError, FieldLabel, FieldLegend, FieldSet } from "../forms/field";
import { Input } from "../forms/input";
import { lazyZodResolver } from "../forms/lazy-resolver";

// The schema arrives as the shopper starts on the first step (lazy-resolver.ts).
const resolver = lazyZodResolver<ApplicationInput, PreApprovalApplication>(() => import("@forecourt/domain/form-schemas").then((schemas) => schemas.preApprovalSchema));

type ApplicationInput = z.input<typeof preApprovalSchema>;
/** The answers of an application still being filled in. */
export type PreApprovalAnswers = Partial<ApplicationInput>;
type FieldName = keyof PreApprovalApplication;

export type PreApprovalFormProps = Omit<React.ComponentProps<"div">, "onSubmit" | "children"> & {
  defaultValues?: Partial<ApplicationInput>;
  /** The step shown first (a resumed application, a story). */
  initialStep?: PreApprovalStepId;
  /** The last step's button. */
  submitLabel?: string;
  busy?: boolean;
  headingLevel?: 2 | 3;
  onComplete: (application: PreApprovalApplication) => void;
  /** A new step, with the answers so far (a journey keeps them so a reload resumes there). */
  onStepChange?: (step: PreApprovalStepId, values: Partial<ApplicationInput>) => void;
};

/** Whole dollars as typed ("40,000", "$5000"); empty stays empty so the schema's message shows. */
const wholeNumber = (value: unknown) => {
  const text = String(value ?? "").replace(/[$,\s]/g, "");
  return text === "" ? undefined : Number(text);
};

const moneyFields: ReadonlyArray<{ name: FieldName; label: string; help?: string; step: PreApprovalStepId }> = [
  { name: "amount", label: "Amount to borrow ($)", help: "From $5,000 to $250,000", step: "borrow" },
  { name: "deposit", label: "Deposit ($)", help: "What you will put in yourself, or 0", step: "borrow" },
  { name: "termYears", label: "Loan term (years)", help: "1 to 7 years", step: "borrow" },
  { name: "income", label: "Yearly income before tax ($)", help: "Your salary, business or pension income, before tax", step: "income" },
  { name: "expenses", label: "Monthly living expenses ($)", help: "Rent or board, food, bills and transport", step: "expenses" },
  { name: "debts", label: "Monthly repayments on other loans and cards ($)", help: "Or 0", step: "expenses" },
  { name: "dependants", label: "People who depend on you", help: "Children or others you support, from 0 to 10", step: "dependants" },
];

const choiceFields = {
  employment: { legend: "What is your employment?", values: employmentTypes, labels: preApprovalChoiceLabels.employment },
  residency: { legend: "What is your residency?", values: residencyTypes, labels: preApprovalChoiceLabels.residency },
  credit: { legend: "How would you describe your credit history?", values: creditHistories, labels: preApprovalChoiceLabels.credit },
} as const;

export function PreApprovalForm({ defaultValues, initialStep = "borrow", submitLabel = "See my pre-approval", busy = false, headingLevel = 2, onComplete, onStepChange, className, ...props }: PreApprovalFormProps) {
  const id = React.useId();
  const [stepId, setStepId] = React.useState<PreApprovalStepId>(initialStep);
  const [showSummary, setShowSummary] = React.useState(false);
  /** A failed attempt waits for its summary to render (the errors may arrive a render later), then focuses it. */
  const focusSummary = React.useRef(false);
  const heading = React.useRef<HTMLHeadingElement>(null);
  const summary = React.useRef<HTMLElement>(null);
  const moved = React.useRef(false);
  // Also written into the server-rendered HTML, so the defaults show before the form hydrates.
  const [initialValues] = React.useState<Partial<ApplicationInput>>(() => ({ vehicle: "", termYears: 5, deposit: 0, debts: 0, dependants: 0, ...defaultValues }));
  const initialText = (name: keyof ApplicationInput): string | undefined => {
    const value = initialValues[name];
    return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
  };
  const { register, trigger, handleSubmit, formState, getValues } = useForm<ApplicationInput, unknown, PreApprovalApplication>({
    resolver,
    defaultValues: initialValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    // The error summary takes focus, not the first field (spec 2.9).
    shouldFocusError: false,
  });
  const index = preApprovalSteps.findIndex((step) => step.id === stepId);
  const step = preApprovalSteps[index]!;
  const isLast = index === preApprovalSteps.length - 1;
  const Heading = `h${headingLevel}` as const;
  const controlId = (name: FieldName, value?: string) => `${id}-${name}${value ? `-${value}` : ""}`;

  React.useEffect(() => {
    // A new step: keyboard and screen-reader users land on its heading (not on first render).
    if (moved.current) heading.current?.focus();
  }, [stepId]);
  const focusPendingSummary = React.useCallback(() => {
    if (focusSummary.current && summary.current) {
      focusSummary.current = false;
      summary.current.focus();
    }
  }, []);
  React.useEffect(focusPendingSummary);

  const failed = () => {
    focusSummary.current = true;
    setShowSummary(true);
    // A repeat failure with the summary already shown may not render again.
    requestAnimationFrame(focusPendingSummary);
  };

  const go = (next: PreApprovalStepId) => {
    moved.current = true;
    setShowSummary(false);
    setStepId(next);
    onStepChange?.(next, getValues());
  };

  const stepErrors: ErrorSummaryItem[] = (step.fields as readonly FieldName[]).flatMap((name) => {
    const message = formState.errors[name]?.message;
    if (!message) return [];
    const first = name in choiceFields ? choiceFields[name as keyof typeof choiceFields].values[0] : undefined;
    return [{ targetId: controlId(name, first), message: String(message) }];
  });

  const submitStep = async (event: React.FormEvent) => {
    event.preventDefault();
    if (isLast) {
      await handleSubmit(onComplete, failed)(event);
      return;
    }
    if (await trigger([...step.fields] as FieldName[], { shouldFocus: false })) go(preApprovalSteps[index + 1]!.id);
    else failed();
  };

  const errorOf = (name: FieldName) => formState.errors[name]?.message as string | undefined;
  const describedBy = (name: FieldName, help?: string) => [help ? `${controlId(name)}-help` : null, errorOf(name) ? `${controlId(name)}-error` : null].filter(Boolean).join(" ") || undefined;

  return (
    <div data-slot="pre-approval-form" data-step={stepId} className={cn("grid max-w-xl gap-5", className)} {...props}>
      <p className="text-sm text-muted-foreground" data-slot="pre-approval-progress">
        Step {index + 1} of {preApprovalSteps.length}
      </p>
      <Heading ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
        {step.title}
      </Heading>
      {showSummary && stepErrors.length > 0 ? <ErrorSummary ref={summary} items={stepErrors} title={formMessages.errorSummaryHeading} headingLevel={headingLevel === 2 ? 3 : 4} onItemSelect={(item) => focusFormControl(item.targetId!)} /> : null}
      <form noValidate onSubmit={submitStep} onFocusCapture={resolver.preload} onPointerDownCapture={resolver.preload} className="grid gap-5" aria-label={step.title}>
        {stepId === "borrow" ? (
          <Field>
            <FieldLabel htmlFor={controlId("vehicle")} optional>
              The car you have in mind
            </FieldLabel>
            <Input id={controlId("vehicle")} autoComplete="off" aria-invalid={Boolean(errorOf("vehicle"))} aria-describedby={describedBy("vehicle")} defaultValue={initialText("vehicle")} {...register("vehicle")} />
            <FieldError id={`${controlId("vehicle")}-error`}>{errorOf("vehicle")}</FieldError>
          </Field>
        ) : null}
        {moneyFields
          .filter((field) => field.step === stepId)
          .map((field) => (
            <Field key={field.name} invalid={Boolean(errorOf(field.name))}>
              <FieldLabel htmlFor={controlId(field.name)}>{field.label}</FieldLabel>
              {field.help ? <FieldDescription id={`${controlId(field.name)}-help`}>{field.help}</FieldDescription> : null}
              <Input id={controlId(field.name)} inputMode="numeric" autoComplete="off" aria-invalid={Boolean(errorOf(field.name))} aria-describedby={describedBy(field.name, field.help)} defaultValue={initialText(field.name)} {...register(field.name, { setValueAs: wholeNumber })} />
              <FieldError id={`${controlId(field.name)}-error`}>{errorOf(field.name)}</FieldError>
            </Field>
          ))}
        {(Object.keys(choiceFields) as Array<keyof typeof choiceFields>)
          .filter((name) => name === stepId)
          .map((name) => {
            const choice = choiceFields[name];
            return (
              <FieldSet key={name} invalid={Boolean(errorOf(name))} aria-describedby={errorOf(name) ? `${controlId(name)}-error` : undefined}>
                <FieldLegend>{choice.legend}</FieldLegend>
                <div className="grid gap-1">
                  {choice.values.map((value) => (
                    <ChoiceLabel key={value} density="list">
                      <Radio id={controlId(name, value)} value={value} aria-invalid={Boolean(errorOf(name))} defaultChecked={initialValues[name] === value} {...register(name)} />
                      {(choice.labels as Record<string, string>)[value]}
                    </ChoiceLabel>
                  ))}
                </div>
                <FieldError id={`${controlId(name)}-error`}>{errorOf(name)}</FieldError>
              </FieldSet>
            );
          })}
        {stepId === "consent" ? (
          <Field invalid={Boolean(errorOf("consent"))}>
            <FieldDescription id={`${controlId("consent")}-help`}>
              A soft application: we use your answers to work out an indicative borrowing power and pass them to our finance team. No credit check is made and your credit score is not affected.
            </FieldDescription>
            <ChoiceLabel density="compact">
              <Checkbox id={controlId("consent")} aria-invalid={Boolean(errorOf("consent"))} aria-describedby={describedBy("consent", "help")} defaultChecked={initialValues.consent === true} {...register("consent")} />I agree to this soft application
            </ChoiceLabel>
            <FieldError id={`${controlId("consent")}-error`}>{errorOf("consent")}</FieldError>
          </Field>
        ) : null}
        <div className="flex flex-wrap gap-4">
          <Button type="submit" loading={busy}>
            {isLast ? submitLabel : "Continue"}
          </Button>
          {index > 0 ? (
            <Button type="button" intent="outline" onClick={() => go(preApprovalSteps[index - 1]!.id)}>
              Back
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
