"use client";

// The instant valuation's steps (issue 18; spec 2.1, 7 'Valuation steps', 9
// 'Trade-in'), presentational: the rego and state, or the make, model and year by
// hand; the vehicle to confirm; the odometer and the adjustment questions (each
// answer with its id, spec 7); the offer with the trade-in terms, or why there is
// none. The forms check their fields with the API's own rules (domain's
// regoLookupSchema, valuationVehicleSchema and the odometer rule) through
// react-hook-form before anything is sent; the storefront calls the API, keeps the
// journey and sends the lead.
import * as React from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import {
  type AdjustmentAnswer,
  adjustmentQuestions,
  financeButtonLabels,
  formatPrice,
  type Region,
  regoStatesByRegion,
  tradeInTerms,
  type ValuationVehicle,
} from "@forecourt/domain";
import { Button } from "../button";
import { lazyZodResolver } from "../forms/lazy-resolver";
import { ChoiceLabel, Radio } from "../forms/choice";
import { Field, FieldDescription, FieldError, FieldLabel, FieldLegend, FieldSet } from "../forms/field";
import { FormAlert } from "../forms/form-alert";
import { Input } from "../forms/input";
import { NativeSelect } from "../forms/native-select";

/** Field messages the API answered with (400), shown on their fields. */
export type ServerFieldErrors = Record<string, string[] | undefined>;

function messageOf(errors: FieldErrors, server: ServerFieldErrors | undefined, name: string): string | undefined {
  const own = (errors as Record<string, { message?: string } | undefined>)[name]?.message;
  return own ?? server?.[name]?.[0];
}

/** One labelled text field with its description and error, wired for assistive technology. */
function TextField({ id, label, description, error, optional, inputProps }: { id: string; label: string; description?: string; error?: string; optional?: boolean; inputProps: React.ComponentProps<"input"> }) {
  const describedBy = [description ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <Field invalid={Boolean(error)}>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      {description ? <FieldDescription id={`${id}-help`}>{description}</FieldDescription> : null}
      <Input id={id} autoComplete="off" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Field>
  );
}

export interface RegoValues {
  rego: string;
  state: string;
}

export interface ValuationRegoFormProps {
  region: Region;
  defaultValues: RegoValues;
  busy?: boolean;
  serverErrors?: ServerFieldErrors;
  onSubmit: (values: RegoValues) => void;
  onEnterManually: () => void;
}

/** Step 1: the rego and the state it is registered in. */
export function ValuationRegoForm({ region, defaultValues, busy, serverErrors, onSubmit, onEnterManually }: ValuationRegoFormProps) {
  const id = React.useId();
  const resolver = React.useMemo(() => lazyZodResolver<RegoValues, RegoValues>(() => import("./valuation-schemas").then((schemas) => schemas.regoFormSchema(region))), [region]);
  const { register, handleSubmit, formState } = useForm<RegoValues>({ resolver, defaultValues: { rego: defaultValues.rego, state: defaultValues.state } });
  const error = (name: string) => messageOf(formState.errors, serverErrors, name);
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} onFocusCapture={resolver.preload} onPointerDownCapture={resolver.preload} className="grid max-w-xl gap-5" data-slot="valuation-rego">
      <TextField id={`${id}-rego`} label="Rego" description="As it appears on the number plate" error={error("rego")} inputProps={{ autoCapitalize: "characters", defaultValue: defaultValues.rego, ...register("rego") }} />
      <Field invalid={Boolean(error("state"))}>
        <FieldLabel htmlFor={`${id}-state`}>{region === "NZ" ? "Region" : "State"}</FieldLabel>
        <NativeSelect id={`${id}-state`} aria-invalid={error("state") ? true : undefined} aria-describedby={error("state") ? `${id}-state-error` : undefined} defaultValue={defaultValues.state} {...register("state")}>
          {(regoStatesByRegion[region] as readonly string[]).map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </NativeSelect>
        {error("state") ? <FieldError id={`${id}-state-error`}>{error("state")}</FieldError> : null}
      </Field>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" loading={busy}>
          Find my car
        </Button>
        <Button type="button" intent="link" onClick={onEnterManually}>
          Enter make, model and year instead
        </Button>
      </div>
    </form>
  );
}

export interface ManualVehicleValues {
  make: string;
  model: string;
  year: string;
  variant: string;
}

export interface ValuationManualFormProps {
  /** Today, for the year's upper bound. */
  now: Date;
  defaultValues?: Partial<ManualVehicleValues>;
  busy?: boolean;
  onSubmit: (vehicle: { make: string; model: string; year: number; variant: string | null }) => void;
  onLookUpInstead: () => void;
}

/** Step 1 without a plate: the make, model, year and variant as the shopper knows them. */
export function ValuationManualForm({ now, defaultValues, busy, onSubmit, onLookUpInstead }: ValuationManualFormProps) {
  const id = React.useId();
  const resolver = React.useMemo(() => lazyZodResolver<ManualVehicleValues, ManualVehicleValues>(() => import("./valuation-schemas").then((schemas) => schemas.manualVehicleFormSchema(now))), [now]);
  // Also written into the server-rendered HTML (as every default here), so it shows before the form hydrates.
  const initial: ManualVehicleValues = { make: defaultValues?.make ?? "", model: defaultValues?.model ?? "", year: defaultValues?.year ?? "", variant: defaultValues?.variant ?? "" };
  const { register, handleSubmit, formState } = useForm<ManualVehicleValues>({
    resolver,
    // Only this form's own fields: the schema refuses any other key.
    defaultValues: initial,
  });
  const error = (name: string) => messageOf(formState.errors, undefined, name);
  const submit = handleSubmit((values) => {
    const parsed = values as unknown as { make: string; model: string; year: number; variant?: string };
    onSubmit({ make: parsed.make, model: parsed.model, year: parsed.year, variant: parsed.variant?.trim() || null });
  });
  return (
    <form noValidate onSubmit={submit} onFocusCapture={resolver.preload} onPointerDownCapture={resolver.preload} className="grid max-w-xl gap-5" data-slot="valuation-manual">
      <TextField id={`${id}-make`} label="Make" error={error("make")} inputProps={{ defaultValue: initial.make, ...register("make") }} />
      <TextField id={`${id}-model`} label="Model" error={error("model")} inputProps={{ defaultValue: initial.model, ...register("model") }} />
      <TextField id={`${id}-year`} label="Year" error={error("year")} inputProps={{ inputMode: "numeric", defaultValue: initial.year, ...register("year") }} />
      <TextField id={`${id}-variant`} label="Variant" optional error={error("variant")} inputProps={{ defaultValue: initial.variant, ...register("variant") }} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" loading={busy}>
          Continue
        </Button>
        <Button type="button" intent="link" onClick={onLookUpInstead}>
          Look up my rego instead
        </Button>
      </div>
    </form>
  );
}

/** '2021 Toyota HiLux SR5'. */
export function vehicleTitle(vehicle: Pick<ValuationVehicle, "year" | "make" | "model" | "variant">): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.variant].filter(Boolean).join(" ");
}

export interface ValuationVehicleConfirmProps {
  vehicle: ValuationVehicle;
  /** The plate it was found by; absent when entered by hand. */
  plate?: RegoValues | null;
  onConfirm: () => void;
  onEnterManually: () => void;
}

/** Step 2: the vehicle the registry found, to confirm or correct. */
export function ValuationVehicleConfirm({ vehicle, plate, onConfirm, onEnterManually }: ValuationVehicleConfirmProps) {
  const rows: Array<[string, string | null | undefined]> = [
    ["Vehicle", vehicleTitle(vehicle)],
    ["Body", vehicle.body],
    ["Fuel", vehicle.fuel],
    ["Transmission", vehicle.transmission],
    ["Rego", plate ? `${plate.rego.toUpperCase()} (${plate.state})` : null],
  ];
  return (
    <div className="grid max-w-xl gap-5">
      <dl data-slot="valuation-vehicle" className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg border border-border p-4">
        {rows
          .filter(([, value]) => Boolean(value))
          .map(([label, value]) => (
            <React.Fragment key={label}>
              <dt className="font-medium">{label}</dt>
              <dd>{value}</dd>
            </React.Fragment>
          ))}
      </dl>
      <div className="flex flex-wrap gap-4">
        <Button type="button" onClick={onConfirm}>
          Yes, this is my car
        </Button>
        <Button type="button" intent="outline" onClick={onEnterManually}>
          No, enter it myself
        </Button>
      </div>
    </div>
  );
}

export interface QuestionValues {
  odometer: string;
  /** Answer value by question id; a question left alone takes its first choice. */
  answers: Record<number, string>;
}

export interface ValuationQuestionsFormProps {
  defaultValues?: Partial<QuestionValues>;
  busy?: boolean;
  serverErrors?: ServerFieldErrors;
  onSubmit: (values: { odometer: number; answers: AdjustmentAnswer[]; raw: QuestionValues }) => void;
  onBack: () => void;
}

const questionField = (questionId: number) => `q${questionId}`;
const questionsResolver = lazyZodResolver<Record<string, string>, Record<string, string>>(() => import("./valuation-schemas").then((schemas) => schemas.questionsFormSchema));

/** Step 3: the odometer and the adjustment questions (condition, accidents, service history, modifications, finance owing, keys). */
export function ValuationQuestionsForm({ defaultValues, busy, serverErrors, onSubmit, onBack }: ValuationQuestionsFormProps) {
  const id = React.useId();
  const initial: Record<string, string> = { odometer: defaultValues?.odometer ?? "" };
  for (const question of adjustmentQuestions) initial[questionField(question.id)] = defaultValues?.answers?.[question.id] ?? question.choices[0].value;
  const { register, handleSubmit, formState } = useForm<Record<string, string>>({ resolver: questionsResolver, defaultValues: initial });
  const error = (name: string) => messageOf(formState.errors, serverErrors, name);
  const submit = handleSubmit((values) => {
    const answers = adjustmentQuestions.map((question) => ({ id: question.id, answer: String(values[questionField(question.id)]) }));
    // The resolver hands back the odometer as a whole number of kilometres.
    const odometer = Number(values.odometer);
    onSubmit({ odometer, answers, raw: { odometer: String(odometer), answers: Object.fromEntries(answers.map((answer) => [answer.id, answer.answer])) } });
  });
  return (
    <form noValidate onSubmit={submit} onFocusCapture={questionsResolver.preload} onPointerDownCapture={questionsResolver.preload} className="grid max-w-xl gap-6" data-slot="valuation-questions">
      <TextField id={`${id}-odometer`} label="Odometer reading (km)" error={error("odometer")} inputProps={{ inputMode: "numeric", defaultValue: initial.odometer, ...register("odometer") }} />
      {adjustmentQuestions.map((question) => (
        <FieldSet key={question.id}>
          <FieldLegend>{question.question}</FieldLegend>
          <div className="grid gap-1">
            {question.choices.map((option) => (
              <ChoiceLabel key={option.value} density="list">
                <Radio value={option.value} defaultChecked={initial[questionField(question.id)] === option.value} {...register(questionField(question.id))} />
                {option.label}
              </ChoiceLabel>
            ))}
          </div>
        </FieldSet>
      ))}
      <div className="flex flex-wrap gap-4">
        <Button type="submit" loading={busy}>
          {financeButtonLabels.getValuation}
        </Button>
        <Button type="button" intent="outline" onClick={onBack}>
          Back
        </Button>
      </div>
    </form>
  );
}

export interface ValuationOfferPanelProps {
  vehicle: ValuationVehicle;
  offer: { low: number; high: number; comparables: number } | null;
  /** The one-sentence explanation, or why there is no offer. */
  reason: string;
  onAccept: () => void;
  onDecline: () => void;
  onStartAgain: () => void;
}

/** Step 4: the offer as a range with the trade-in terms (spec 9), or why a valuer will call instead. */
export function ValuationOfferPanel({ vehicle, offer, reason, onAccept, onDecline, onStartAgain }: ValuationOfferPanelProps) {
  return (
    <div className="grid max-w-xl gap-5">
      <p>{vehicleTitle(vehicle)}</p>
      {offer ? (
        <div data-slot="valuation-offer" className="rounded-lg border border-border bg-muted p-5">
          <p className="text-sm font-medium">Your instant offer</p>
          <p className="mt-1 text-3xl font-bold">
            {formatPrice(offer.low)} to {formatPrice(offer.high)}
          </p>
          <p className="mt-2 text-sm">{reason}</p>
          <h3 className="mt-4 text-sm font-semibold">The offer holds when</h3>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {tradeInTerms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </div>
      ) : (
        <FormAlert tone="success" data-slot="valuation-no-offer">
          {reason}
        </FormAlert>
      )}
      <div className="flex flex-wrap gap-4">
        {offer ? (
          <>
            <Button type="button" onClick={onAccept}>
              Accept offer
            </Button>
            <Button type="button" intent="outline" onClick={onDecline}>
              Decline offer
            </Button>
          </>
        ) : (
          <Button type="button" onClick={onDecline}>
            Ask a valuer to call me
          </Button>
        )}
        <Button type="button" intent="link" onClick={onStartAgain}>
          Value another car
        </Button>
      </div>
    </div>
  );
}
