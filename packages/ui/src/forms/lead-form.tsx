"use client";

import * as React from "react";
import { useForm, type FieldErrors, type UseFormRegister } from "react-hook-form";
import {
  advanceFormStep,
  enquiryQuestions,
  formMessages,
  leadAdditionalServices,
  leadContactMethods,
  leadFormDefaults,
  leadFormFields,
  leadSubmitErrorMessage,
  leadYesNo,
  localizeSpelling,
  phoneExamples,
  preferredContactMethods,
  regionSettings,
  yesNoOptions,
  type LeadFieldName,
  type LeadFieldPlan,
  type LeadFormId,
  type LeadFormInput,
  type LeadFormStep,
  type LeadFormOptions,
  type LeadFormValues,
  type Locale,
} from "@forecourt/domain";
import { Button } from "../button";
import { lazyZodResolver } from "./lazy-resolver";
import { cn } from "../lib/cn";
import { Checkbox, ChoiceLabel, Radio } from "./choice";
import { ErrorSummary, focusFormControl, type ErrorSummaryItem } from "./error-summary";
import { Field, FieldDescription, FieldError, FieldLabel, FieldLegend, FieldSet } from "./field";
import { FormAlert } from "./form-alert";
import { Input, Textarea } from "./input";
import { NativeSelect } from "./native-select";

/** What the storefront's submit answers: the API's `error` and `fieldErrors` on failure. */
export type LeadFormSubmitResult = { ok: true } | { ok: false; error?: string; fieldErrors?: Record<string, string[]> };

export interface LeadFormSubmitMeta {
  /** Send as the Idempotency-Key header: the same while the values are unchanged, so a retry makes one lead. */
  idempotencyKey: string;
  /** The honeypot's value; a person leaves it empty. Send it as `website`. */
  website: string;
}

export type LeadFormStatus = "idle" | "submitting" | "success";

export type LeadFormProps<F extends LeadFormId> = Omit<React.ComponentProps<"form">, "onSubmit" | "children" | "noValidate"> & {
  form: F;
  options: LeadFormOptions;
  /** Spelling and examples; defaults to the region's locale (en-US writes Inquiry). */
  locale?: Locale;
  /** The car the form is about: its id (hidden car_id) and whether it is still available. */
  context?: { carAvailable?: boolean; carId?: number | null };
  /** Prefill (contact details, a dealership chosen by the page). Fields the form does not collect are ignored. */
  defaultValues?: Partial<Record<LeadFieldName, unknown>>;
  /**
   * Values known only after hydration (contact details this browser kept). Each
   * fills its field only while the shopper has not typed there, so a fast shopper
   * on a slow phone never loses what they typed before the page woke up.
   */
  prefill?: Partial<Record<LeadFieldName, unknown>>;
  /** Sends the lead. A rejection counts as `{ ok: false }` and shows 'An unexpected error occurred'. */
  onSubmit: (values: LeadFormValues<F>, meta: LeadFormSubmitMeta) => Promise<LeadFormSubmitResult>;
  onSuccess?: (values: LeadFormValues<F>) => void;
  submitLabel?: string;
  /** Overrides of the field labels (after US spelling, so give them as shown). */
  labels?: Partial<Record<LeadFieldName, string>>;
  /** Multi-step: each step validates its own fields and goes next; the last submits (spec 4). */
  steps?: LeadFormStep[];
  /** Level of the summary and step headings, to fit the page or dialog around the form. */
  headingLevel?: 2 | 3 | 4;
  /** Rendered above the submit button on the last step: a captcha widget, a privacy note. */
  children?: React.ReactNode;
};

const submitLabels: Record<LeadFormId, string> = {
  general: "Send enquiry",
  contact: "Send enquiry",
  "car-enquiry": "Send enquiry",
  "test-drive": "Book test drive",
  "request-photos": "Request photos",
  finance: "Send finance enquiry",
  "trade-in": "Send trade-in details",
  "sell-my-car": "Send my car's details",
  service: "Request service booking",
  parts: "Send parts enquiry",
  careers: "Send application",
};

/** The steps and the general enquiry's steps live in domain (lead-forms.ts), so server pages pass them without this module. */
export { generalEnquirySteps, type LeadFormStep } from "@forecourt/domain";

/** Fields that take a whole row; the rest sit two to a row when the form is wide enough. */
const wideFields: ReadonlySet<LeadFieldName> = new Set(["category", "dealership_slug", "location_id", "message", "part_description", "preferred_contact", "has_trade_in", "under_finance", "additional_services", "opt_in", "terms", "preferred_date", "vehicle"]);
/** Fields with a default or a natural "none" answer, which need no "(optional)" marker. */
const unmarkedOptional: ReadonlySet<LeadFieldName> = new Set(["preferred_contact", "opt_in", "additional_services"]);

function fieldLabel(name: LeadFieldName, form: LeadFormId, options: LeadFormOptions, hasLastName: boolean): string {
  const us = options.region === "US";
  switch (name) {
    case "name":
      return hasLastName ? "First name" : "Name";
    case "last_name":
      return "Last name";
    case "email":
      return "Email";
    case "phone":
      return "Phone";
    case "postcode":
      return us ? "ZIP code" : "Postcode";
    case "message":
      if (form === "careers") return "Tell us about yourself";
      if (form === "service") return "What does your vehicle need?";
      if (form === "test-drive" || form === "finance" || form === "trade-in" || form === "sell-my-car" || form === "parts") return "Comments";
      return "Message";
    case "category":
      return "Enquiry type";
    case "dealership_slug":
      return "Dealership";
    case "location_id":
      return "Location";
    case "preferred_contact":
      return "Preferred contact method";
    case "has_trade_in":
      return enquiryQuestions.tradeIn.endsWith("?") ? enquiryQuestions.tradeIn : `${enquiryQuestions.tradeIn}?`;
    case "under_finance":
      return enquiryQuestions.underFinance;
    case "additional_services":
      return "I'm also interested in";
    case "preferred_date":
      return form === "service" ? "Preferred drop-off date and time" : "Preferred date and time";
    case "rego":
      return us ? "License plate" : "Rego";
    case "vehicle":
      return "Vehicle (year, make and model)";
    case "vin":
      return "VIN";
    case "odometer":
      return us ? "Odometer (miles)" : "Odometer (km)";
    case "part_description":
      return "Part you need";
    case "budget":
      return "Vehicle price budget ($)";
    case "position":
      return "Position you are applying for";
    case "opt_in":
      return "Keep me up to date with news and offers";
    case "terms":
      return "I agree to the terms of use";
    case "car_id":
      return "Vehicle";
    case "subcategory":
      return "Subcategory";
  }
}

function fieldDescription(name: LeadFieldName, options: LeadFormOptions): string | null {
  switch (name) {
    case "phone":
      return `For example ${phoneExamples[options.region]}`;
    case "postcode":
      return options.region === "US" ? "5 digits" : "4 digits";
    case "preferred_date":
      return "We will call to confirm a time that suits you.";
    case "opt_in":
      return "You can unsubscribe at any time.";
    case "vin":
      return "17 characters, printed on the registration papers and at the base of the windscreen.";
    case "budget":
      return "In whole dollars, for example 30000.";
    default:
      return null;
  }
}

/** The first message of a field, also when the resolver nested it (additional_services.0). */
function errorMessageOf(errors: FieldErrors<LeadFormInput>, name: string): string | undefined {
  let node: unknown = errors[name];
  for (let depth = 0; depth < 4 && node && typeof node === "object"; depth++) {
    const message = (node as { message?: unknown }).message;
    if (typeof message === "string" && message) return message;
    node = Object.values(node).find((child) => child && typeof child === "object");
  }
  return undefined;
}

function newIdempotencyKey(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  return uuid ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Visible fields of each step, in the form's order. A collected field no step names
 * joins the last step, and a step left with no field on this site is skipped.
 */
function planSteps(plans: LeadFieldPlan[], steps: LeadFormStep[] | undefined): { title: string | null; plans: LeadFieldPlan[] }[] {
  const visible = plans.filter((plan) => !plan.hidden);
  if (!steps?.length) return [{ title: null, plans: visible }];
  const placed = new Set(steps.flatMap((step) => step.fields));
  const grouped = steps.map((step) => ({ title: step.title, plans: visible.filter((plan) => step.fields.includes(plan.name)) }));
  grouped[grouped.length - 1]!.plans.push(...visible.filter((plan) => !placed.has(plan.name)));
  const kept = grouped.filter((group) => group.plans.length > 0);
  return kept.length ? kept : [{ title: null, plans: visible }];
}

type FocusRequest = { target: "summary" | "alert" | "step" | "field"; field?: string; serial: number };

/**
 * A lead form (spec 2.9, 4, 5): the fields `form` collects on the site described
 * by `options`, validated with the same schema as POST /api/leads. Idle, then
 * submitting (spinner, a second click does nothing), then success (`onSuccess`) or
 * back to idle with the server's error. With `steps`, each step validates its own
 * fields and goes next; the last submits.
 */
export function LeadForm<F extends LeadFormId>({
  form,
  options,
  locale,
  context,
  defaultValues,
  prefill,
  onSubmit,
  onSuccess,
  submitLabel,
  labels,
  steps,
  headingLevel = 2,
  children,
  className,
  ...props
}: LeadFormProps<F>) {
  const activeLocale = locale ?? regionSettings(options.region).locale;
  const t = React.useCallback((text: string) => localizeSpelling(text, activeLocale), [activeLocale]);
  const idPrefix = React.useId();
  const controlId = (name: string) => `${idPrefix}-${name}`;

  // Options often arrive as a fresh object each render; rebuild the schema only when they change.
  const optionsKey = JSON.stringify(options);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the options' content, not identity
  const plans = React.useMemo(() => leadFormFields(form, options), [form, optionsKey]);
  const resolver = React.useMemo(
    () => lazyZodResolver<LeadFormInput, LeadFormValues<F>>(() => import("@forecourt/domain/form-schemas").then((schemas) => schemas.leadFormSchema(form, options))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the content, not the object's identity
    [form, optionsKey],
  );
  const [initialValues] = React.useState(() => {
    const collected = new Set<string>(plans.map((plan) => plan.name));
    const prefill = Object.entries(defaultValues ?? {}).filter(([name, value]) => collected.has(name) && value !== undefined);
    return { ...leadFormDefaults(form, options, context), ...Object.fromEntries(prefill) };
  });

  const { register, handleSubmit, trigger, setError, formState, getFieldState, getValues, setValue } = useForm<LeadFormInput, unknown, LeadFormValues<F>>({
    resolver,
    defaultValues: initialValues,
    // Focus goes to the error summary instead (spec 2.9).
    shouldFocusError: false,
  });
  const { errors } = formState;

  React.useEffect(() => {
    if (!prefill) return;
    const collected = new Set<string>(plans.map((plan) => plan.name));
    for (const [name, value] of Object.entries(prefill)) {
      if (!collected.has(name) || value === undefined || getFieldState(name).isDirty) continue;
      const current = getValues(name);
      if (current === undefined || current === null || current === "") setValue(name, value);
    }
    // Prefill arrives once, after hydration; later option changes do not re-apply it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill]);

  const stepPlans = React.useMemo(() => planSteps(plans, steps), [plans, steps]);
  const stepCount = stepPlans.length;
  const [step, setStep] = React.useState(0);
  const isLastStep = step >= stepCount - 1;
  const [status, setStatus] = React.useState<LeadFormStatus>("idle");
  const [formError, setFormError] = React.useState<string | null>(null);
  const [summaryScope, setSummaryScope] = React.useState<LeadFieldPlan[] | null>(null);
  const [focusRequest, setFocusRequest] = React.useState<FocusRequest | null>(null);
  // Set synchronously on submit, before any re-render, so a double click or Enter cannot send twice.
  const busy = React.useRef(false);
  const idempotency = React.useRef<{ body: string; key: string } | null>(null);
  const honeypot = React.useRef<HTMLInputElement>(null);
  const summaryRef = React.useRef<HTMLElement>(null);
  const alertRef = React.useRef<HTMLDivElement>(null);
  const stepHeadingRef = React.useRef<HTMLHeadingElement>(null);

  const requestFocus = (target: FocusRequest["target"], field?: string) => setFocusRequest((previous) => ({ target, field, serial: (previous?.serial ?? 0) + 1 }));
  // A request waits until its target is on screen: the summary mounts only once the
  // resolver's errors reach formState, which can be a render after the request.
  const pendingFocus = React.useRef<FocusRequest | null>(null);
  React.useEffect(() => {
    pendingFocus.current = focusRequest;
  }, [focusRequest]);
  React.useEffect(() => {
    const request = pendingFocus.current;
    if (!request) return;
    if (request.target === "field") {
      if (request.field) focusFormControl(controlId(request.field));
      pendingFocus.current = null;
      return;
    }
    const target = request.target === "summary" ? summaryRef.current : request.target === "alert" ? alertRef.current : stepHeadingRef.current;
    if (!target) return;
    target.focus();
    pendingFocus.current = null;
  });

  const summaryItems: ErrorSummaryItem[] = (summaryScope ?? []).flatMap((plan) => {
    const message = errorMessageOf(errors, plan.name);
    return message ? [{ targetId: plan.hidden ? undefined : controlId(plan.name), message: t(message) }] : [];
  });

  const stepOf = (name: string) => stepPlans.findIndex((group) => group.plans.some((plan) => plan.name === name));

  const sendLead = async (values: LeadFormValues<F>) => {
    setStatus("submitting");
    setFormError(null);
    setSummaryScope(null);
    const body = JSON.stringify(values);
    if (idempotency.current?.body !== body) idempotency.current = { body, key: newIdempotencyKey() };
    let result: LeadFormSubmitResult;
    try {
      result = await onSubmit(values, { idempotencyKey: idempotency.current.key, website: honeypot.current?.value ?? "" });
    } catch {
      result = { ok: false };
    }
    if (result.ok) {
      setStatus("success");
      onSuccess?.(values);
      return;
    }
    setStatus("idle");
    // Server field errors go on their fields; errors about hidden or unknown fields join the form error.
    const unplaced: string[] = [];
    let placed = false;
    for (const [name, messages] of Object.entries(result.fieldErrors ?? {})) {
      const message = messages.find(Boolean);
      if (!message) continue;
      const plan = plans.find((candidate) => candidate.name === name);
      if (plan && !plan.hidden) {
        setError(name, { type: "server", message });
        placed = true;
      } else unplaced.push(message);
    }
    if (placed) {
      setSummaryScope(plans);
      if (unplaced.length) setFormError(unplaced.join(" "));
      requestFocus("summary");
    } else {
      setFormError(unplaced.length ? unplaced.join(" ") : leadSubmitErrorMessage(result));
      requestFocus("alert");
    }
  };

  const showErrors = (scope: LeadFieldPlan[]) => {
    setSummaryScope(scope);
    requestFocus("summary");
  };

  const goNext = async () => {
    const current = stepPlans[step]!.plans;
    const valid = await trigger(current.map((plan) => plan.name));
    if (!valid) return showErrors(current);
    setSummaryScope(null);
    setFormError(null);
    const next = advanceFormStep(step, stepCount);
    if (next.kind === "next") setStep(next.step);
    requestFocus("step");
  };

  const onFormSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current || status !== "idle") return;
    busy.current = true;
    const work = isLastStep ? handleSubmit(sendLead, () => showErrors(plans))(event) : goNext();
    void work.finally(() => {
      busy.current = false;
    });
  };

  const goBack = () => {
    setSummaryScope(null);
    setStep((current) => Math.max(0, current - 1));
    requestFocus("step");
  };

  const selectSummaryItem = (item: ErrorSummaryItem) => {
    const name = plans.find((plan) => item.targetId === controlId(plan.name))?.name;
    if (!name) return;
    const target = stepOf(name);
    if (target !== step && target >= 0) setStep(target);
    requestFocus("field", name);
  };

  const hasLastName = plans.some((plan) => plan.name === "last_name");
  const Heading = `h${headingLevel}` as const;
  const submitting = status === "submitting";

  return (
    <form
      // Before hydration a submit must not put personal details in the URL (a GET would).
      method="post"
      noValidate
      data-slot="lead-form"
      data-form={form}
      data-state={status}
      data-step={stepCount > 1 ? step + 1 : undefined}
      className={cn("@container relative flex flex-col gap-6", className)}
      onSubmit={onFormSubmit}
      // zod arrives as the shopper starts on the form (lazy-resolver.ts).
      onFocusCapture={resolver.preload}
      onPointerDownCapture={resolver.preload}
      {...props}
    >
      {summaryItems.length ? <ErrorSummary ref={summaryRef} items={summaryItems} title={t(formMessages.errorSummaryHeading)} headingLevel={headingLevel} onItemSelect={selectSummaryItem} /> : null}
      {formError ? (
        <FormAlert ref={alertRef} tabIndex={-1}>
          {t(formError)}
        </FormAlert>
      ) : null}
      {status === "success" ? <FormAlert tone="success">{t(form === "careers" ? "Thank you. Your application has been sent." : "Thank you. Your enquiry has been sent.")}</FormAlert> : null}

      {stepCount > 1 ? (
        <div data-slot="lead-form-step" className="flex flex-col gap-1">
          <p data-slot="lead-form-step-indicator" className="text-sm font-medium text-muted-foreground">
            Step {step + 1} of {stepCount}
          </p>
          <Heading ref={stepHeadingRef} tabIndex={-1} className="text-lg font-semibold text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            {t(stepPlans[step]!.title ?? "")}
          </Heading>
        </div>
      ) : null}

      <div data-slot="lead-form-fields" className="grid grid-cols-1 gap-5 @lg:grid-cols-2">
        {stepPlans[step]!.plans.map((plan) => (
          <LeadFormFieldControl
            key={plan.name}
            plan={plan}
            form={form}
            options={options}
            register={register}
            initial={(initialValues as Record<string, unknown>)[plan.name]}
            error={errorMessageOf(errors, plan.name)}
            id={controlId(plan.name)}
            label={labels?.[plan.name] ?? t(fieldLabel(plan.name, form, options, hasLastName))}
            description={fieldDescription(plan.name, options)}
            t={t}
          />
        ))}
      </div>

      {plans
        .filter((plan) => plan.hidden)
        .map((plan) => (
          <input key={plan.name} type="hidden" data-field={plan.name} {...register(plan.name)} />
        ))}

      {/* Honeypot: people never see or reach it, bots that fill every field do (spec: stored as spam). */}
      <div data-slot="lead-form-honeypot" aria-hidden="true" className="absolute -left-[9999px] top-0 h-px w-px overflow-hidden">
        <label htmlFor={controlId("website")}>Website</label>
        <input ref={honeypot} id={controlId("website")} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {isLastStep ? children : null}

      <div data-slot="lead-form-actions" className="flex flex-wrap items-center gap-3">
        {stepCount > 1 && step > 0 ? (
          <Button type="button" intent="outline" onClick={goBack} disabled={submitting || status === "success"}>
            Back
          </Button>
        ) : null}
        <Button type="submit" loading={submitting} disabled={status === "success"} className="min-w-40 grow @lg:grow-0">
          {isLastStep ? t(submitLabel ?? submitLabels[form]) : "Next"}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {submitting ? t(form === "careers" ? "Sending your application" : "Sending your enquiry") : ""}
      </p>
    </form>
  );
}

interface LeadFormFieldControlProps {
  plan: LeadFieldPlan;
  form: LeadFormId;
  options: LeadFormOptions;
  register: UseFormRegister<LeadFormInput>;
  /**
   * The field's starting value, also written into the server-rendered HTML so a
   * slow phone shows the defaults (General Enquiry, Phone, opt-in) before the
   * form hydrates; react-hook-form holds the same value once it does.
   */
  initial: unknown;
  error: string | undefined;
  id: string;
  label: string;
  description: string | null;
  t: (text: string) => string;
}

/** One visible field: its control chosen by name, with label, help text and inline error wired by id. */
function LeadFormFieldControl({ plan, form, options, register, initial, error, id, label, description, t }: LeadFormFieldControlProps) {
  const initialText = typeof initial === "string" || typeof initial === "number" ? String(initial) : undefined;
  const { name, required } = plan;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  const aria = { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, "aria-required": required || undefined } as const;
  const optional = !required && !unmarkedOptional.has(name);
  const wide = wideFields.has(name) ? "@lg:col-span-2" : undefined;
  const help = (
    <>
      {description ? <FieldDescription id={descriptionId}>{t(description)}</FieldDescription> : null}
      <FieldError id={errorId}>{error ? t(error) : null}</FieldError>
    </>
  );

  if (name === "preferred_contact" || name === "has_trade_in" || name === "under_finance") {
    const choices =
      name === "preferred_contact" ? leadContactMethods.map((value, index) => ({ value, label: preferredContactMethods[index]! })) : leadYesNo.map((value, index) => ({ value, label: yesNoOptions[index]! }));
    const legendId = `${id}-legend`;
    return (
      <FieldSet role="radiogroup" aria-labelledby={legendId} {...aria} invalid={Boolean(error)} className={wide}>
        <FieldLegend id={legendId} optional={optional}>
          {label}
        </FieldLegend>
        <div className="flex flex-wrap gap-x-6">
          {choices.map((choice, index) => (
            <ChoiceLabel key={choice.value}>
              <Radio id={index === 0 ? id : `${id}-${choice.value}`} value={choice.value} defaultChecked={initial === choice.value} {...register(name)} />
              {choice.label}
            </ChoiceLabel>
          ))}
        </div>
        {help}
      </FieldSet>
    );
  }

  if (name === "additional_services") {
    return (
      <FieldSet aria-describedby={describedBy} invalid={Boolean(error)} className={wide}>
        <FieldLegend>{label}</FieldLegend>
        <div className="grid grid-cols-1 gap-x-6 @md:grid-cols-2">
          {leadAdditionalServices.map((service, index) => (
            <ChoiceLabel key={service}>
              <Checkbox id={index === 0 ? id : `${id}-${index}`} value={service} aria-invalid={error ? true : undefined} defaultChecked={Array.isArray(initial) && initial.includes(service)} {...register(name)} />
              {service}
            </ChoiceLabel>
          ))}
        </div>
        {help}
      </FieldSet>
    );
  }

  if (name === "opt_in" || name === "terms") {
    return (
      <Field invalid={Boolean(error)} className={wide}>
        <ChoiceLabel htmlFor={id} density="compact">
          <Checkbox id={id} {...aria} defaultChecked={initial === true} {...register(name)} />
          <span>{label}</span>
        </ChoiceLabel>
        {/* Under the label text, not the box (size-5 + gap-3). */}
        {description || error ? <div className="-mt-2 flex flex-col gap-1.5 pl-8">{help}</div> : null}
      </Field>
    );
  }

  const labelled = (control: React.ReactNode) => (
    <Field invalid={Boolean(error)} className={wide}>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      {control}
      {help}
    </Field>
  );

  if (name === "category" || name === "dealership_slug" || name === "location_id") {
    const choices =
      name === "category"
        ? (options.categories ?? []).map((category) => ({ value: category, label: t(category) }))
        : name === "dealership_slug"
          ? options.dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name }))
          : (options.locations ?? []).map((location) => ({ value: String(location.id), label: location.name }));
    const placeholder = name === "category" ? "Choose an enquiry type" : name === "dealership_slug" ? "Choose a dealership" : "Choose a location";
    return labelled(
      <NativeSelect id={id} {...aria} defaultValue={initialText ?? ""} {...register(name)}>
        <option value="">{t(placeholder)}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect>,
    );
  }

  if (name === "message" || name === "part_description") {
    return labelled(<Textarea id={id} rows={name === "message" ? 5 : 3} {...aria} defaultValue={initialText} {...register(name)} />);
  }

  const inputProps: React.ComponentProps<"input"> = (() => {
    switch (name) {
      case "name":
        return { autoComplete: form === "finance" || form === "trade-in" || form === "sell-my-car" ? "given-name" : "name" };
      case "last_name":
        return { autoComplete: "family-name" };
      case "email":
        return { type: "email", autoComplete: "email", spellCheck: false };
      case "phone":
        return { type: "tel", autoComplete: "tel" };
      case "postcode":
        return { inputMode: "numeric", autoComplete: "postal-code", maxLength: options.region === "US" ? 5 : 4, className: "max-w-40" };
      case "odometer":
      case "budget":
        return { inputMode: "numeric", autoComplete: "off" };
      case "rego":
        return { autoComplete: "off", autoCapitalize: "characters", spellCheck: false, className: "max-w-48 uppercase" };
      case "vin":
        return { autoComplete: "off", autoCapitalize: "characters", spellCheck: false, maxLength: 17, className: "uppercase" };
      case "preferred_date":
        return { type: "datetime-local", className: "max-w-72" };
      case "position":
        return { autoComplete: "organization-title" };
      default:
        return {};
    }
  })();
  return labelled(<Input id={id} {...inputProps} {...aria} defaultValue={initialText} {...register(name)} />);
}
