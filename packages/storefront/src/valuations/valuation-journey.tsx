"use client";
// The instant valuation journey (issue 18; spec 2.1 /trade-in, /cars/trade-in,
// /sell-my-car, /sell-your-car; 7 'Valuation steps'; 9 'Trade-in'): the rego and
// state (or the make, model and year by hand), the vehicle to confirm, the odometer
// and adjustment answers, then the offer with the trade-in terms; accepting or
// declining sends the shopper's contact details as a lead with valuation_id and
// offer_accepted (the server sets form_completed). Each step is kept in this tab's
// sessionStorage, so a reload resumes where the shopper was. On sites with
// features.saveValuation a signed-in shopper's valuation is saved to their account
// (spec 7); a failure there is logged and nothing else (spec 8).
import { useEffect, useId, useRef, useState } from "react";
import {
  adjustmentQuestions,
  type AdjustmentAnswer,
  financeButtonLabels,
  formatPrice,
  type LeadFormId,
  type LeadFormOptions,
  type Locale,
  type Region,
  regoStatesByRegion,
  tradeInTerms,
  valuationMessages,
  type ValuationVehicle,
} from "@forecourt/domain";
import { Button } from "@forecourt/ui/button";
import { Field, FieldDescription, FieldError, FieldLabel, FieldLegend, FieldSet } from "@forecourt/ui/forms/field";
import { FormAlert } from "@forecourt/ui/forms/form-alert";
import { Input } from "@forecourt/ui/forms/input";
import { NativeSelect } from "@forecourt/ui/forms/native-select";
import { ChoiceLabel, Radio } from "@forecourt/ui/forms/choice";
import { cookieHasHint } from "../accounts/shopper-hint";
import { SiteLeadForm } from "../forms/site-lead-form";

/** domain's ValuationVehicle: the registry's answer or the shopper's own entry. */
type Vehicle = ValuationVehicle;

interface Valuation {
  valuation_id: string;
  vehicle: Vehicle;
  offer: { low: number; high: number; comparables: number } | null;
  reason: string;
}

type Step = "rego" | "confirm" | "questions" | "offer" | "contact";

interface JourneyState {
  step: Step;
  rego: string;
  state: string;
  manual: boolean;
  vehicle: Vehicle | null;
  odometer: string;
  answers: Record<number, string>;
  valuation: Valuation | null;
  accepted: boolean | null;
}

export interface ValuationJourneyProps {
  form: Extract<LeadFormId, "trade-in" | "sell-my-car">;
  region: Region;
  /** The site's own state, the default choice. */
  defaultState: string;
  options: LeadFormOptions;
  locale: Locale;
  title: string;
  tagManager: boolean;
  saveValuation: boolean;
  /** The car the shopper wants (/cars/trade-in?car_id=), sent with the lead. */
  carId?: number | null;
  /** Where the journey's state is kept in sessionStorage. */
  storageKey: string;
}

const stepOrder: Step[] = ["rego", "confirm", "questions", "offer", "contact"];
const stepTitles: Record<Step, string> = { rego: "Your car", confirm: "Confirm your car", questions: "About your car", offer: "Your offer", contact: "Your details" };

function initialState(defaultState: string): JourneyState {
  return { step: "rego", rego: "", state: defaultState, manual: false, vehicle: null, odometer: "", answers: {}, valuation: null, accepted: null };
}

async function postJson(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(path, { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify(body) });
  return { status: response.status, body: ((await response.json().catch(() => ({}))) as Record<string, unknown>) ?? {} };
}

const fieldErrorsOf = (body: Record<string, unknown>) => (body.fieldErrors && typeof body.fieldErrors === "object" ? (body.fieldErrors as Record<string, string[]>) : {});

export function ValuationJourney({ form, region, defaultState, options, locale, title, tagManager, saveValuation, carId, storageKey }: ValuationJourneyProps) {
  const id = useId();
  const states = regoStatesByRegion[region] as readonly string[];
  const [journey, setJourney] = useState<JourneyState>(() => initialState(states.includes(defaultState) ? defaultState : states[0]!));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const restored = useRef(false);

  // Resume the journey after a reload (this tab only).
  useEffect(() => {
    try {
      const saved = window.sessionStorage.getItem(storageKey);
      if (saved) setJourney({ ...initialState(defaultState), ...(JSON.parse(saved) as Partial<JourneyState>) });
    } catch {
      // A journey that cannot be read starts again.
    }
    restored.current = true;
  }, [storageKey, defaultState]);

  useEffect(() => {
    if (!restored.current) return;
    try {
      window.sessionStorage.setItem(storageKey, JSON.stringify(journey));
    } catch {
      // Private browsing: the journey still works, it just does not resume.
    }
  }, [journey, storageKey]);

  const go = (step: Step, patch: Partial<JourneyState> = {}) => {
    setErrors({});
    setAlert(null);
    setJourney((current) => ({ ...current, ...patch, step }));
    // Keyboard and screen-reader users land on the new step's heading.
    requestAnimationFrame(() => heading.current?.focus());
  };

  async function lookUp(event: React.FormEvent) {
    event.preventDefault();
    if (journey.manual) {
      const year = Number(journey.vehicle?.year);
      const vehicle = { make: journey.vehicle?.make?.trim() ?? "", model: journey.vehicle?.model?.trim() ?? "", year, variant: journey.vehicle?.variant?.trim() || null };
      const problems: Record<string, string[]> = {};
      if (!vehicle.make) problems.make = [valuationMessages.makeRequired];
      if (!vehicle.model) problems.model = [valuationMessages.modelRequired];
      if (!Number.isInteger(year) || year < 1950 || year > new Date().getFullYear() + 1) problems.year = [valuationMessages.yearInvalid(new Date())];
      if (Object.keys(problems).length > 0) return setErrors(problems);
      return go("confirm", { vehicle });
    }
    setBusy(true);
    try {
      const result = await postJson("/api/valuations/lookup", { rego: journey.rego, state: journey.state });
      if (result.status === 200) return go("confirm", { vehicle: result.body.vehicle as Vehicle });
      setErrors(fieldErrorsOf(result.body));
      setAlert(typeof result.body.error === "string" && result.status !== 400 ? result.body.error : null);
    } catch {
      setAlert(valuationMessages.notFound);
    } finally {
      setBusy(false);
    }
  }

  async function value(event: React.FormEvent) {
    event.preventDefault();
    const odometer = Number(journey.odometer.replace(/[,\s]/g, ""));
    if (!journey.odometer.trim() || !Number.isInteger(odometer) || odometer < 0) return setErrors({ odometer: [valuationMessages.odometerInvalid] });
    const answers: AdjustmentAnswer[] = Object.entries(journey.answers).map(([question, answer]) => ({ id: Number(question), answer }));
    const vehicle = journey.vehicle!;
    const body = journey.manual
      ? { vehicle: { make: vehicle.make, model: vehicle.model, year: vehicle.year, ...(vehicle.variant ? { variant: vehicle.variant } : {}) }, odometer, answers }
      : { rego: journey.rego, state: journey.state, odometer, answers };
    setBusy(true);
    try {
      const result = await postJson("/api/valuations", body);
      if (result.status !== 201) {
        setErrors(fieldErrorsOf(result.body));
        return setAlert(typeof result.body.error === "string" ? result.body.error : valuationMessages.notFound);
      }
      const valuation = result.body as unknown as Valuation;
      go("offer", { valuation });
      if (saveValuation && cookieHasHint(document.cookie)) {
        // spec 7: the valuation result plus column_name "valuation"; spec 8: a failure is logged only.
        postJson("/api/miscellaneous", { ...valuation, column_name: "valuation" })
          .then((saved) => {
            if (saved.status !== 200) console.error(valuationMessages.saveFailed);
          })
          .catch(() => console.error(valuationMessages.saveFailed));
      }
    } catch {
      setAlert("We could not value the car just now. Please try again in a minute.");
    } finally {
      setBusy(false);
    }
  }

  const stepIndex = stepOrder.indexOf(journey.step);
  const describe = (vehicle: Vehicle) => [vehicle.year, vehicle.make, vehicle.model, vehicle.variant].filter(Boolean).join(" ");
  const errorFor = (field: string) => errors[field]?.[0];
  const setVehicle = (patch: Partial<Vehicle>) => setJourney((current) => ({ ...current, vehicle: { make: "", model: "", year: 0, ...current.vehicle, ...patch } }));

  return (
    <section aria-labelledby={`${id}-heading`} data-slot="valuation-journey" data-step={journey.step} className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        Step {stepIndex + 1} of {stepOrder.length}
      </p>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
        {stepTitles[journey.step]}
      </h2>
      {alert ? (
        <FormAlert tone="destructive">
          {alert}
        </FormAlert>
      ) : null}

      {journey.step === "rego" ? (
        <form noValidate onSubmit={lookUp} className="grid max-w-xl gap-5">
          {journey.manual ? (
            <>
              <Field invalid={Boolean(errorFor("make"))}>
                <FieldLabel htmlFor={`${id}-make`}>Make</FieldLabel>
                <Input id={`${id}-make`} autoComplete="off" value={journey.vehicle?.make ?? ""} onChange={(event) => setVehicle({ make: event.target.value })} aria-invalid={Boolean(errorFor("make"))} aria-describedby={errorFor("make") ? `${id}-make-error` : undefined} />
                {errorFor("make") ? <FieldError id={`${id}-make-error`}>{errorFor("make")}</FieldError> : null}
              </Field>
              <Field invalid={Boolean(errorFor("model"))}>
                <FieldLabel htmlFor={`${id}-model`}>Model</FieldLabel>
                <Input id={`${id}-model`} autoComplete="off" value={journey.vehicle?.model ?? ""} onChange={(event) => setVehicle({ model: event.target.value })} aria-invalid={Boolean(errorFor("model"))} aria-describedby={errorFor("model") ? `${id}-model-error` : undefined} />
                {errorFor("model") ? <FieldError id={`${id}-model-error`}>{errorFor("model")}</FieldError> : null}
              </Field>
              <Field invalid={Boolean(errorFor("year"))}>
                <FieldLabel htmlFor={`${id}-year`}>Year</FieldLabel>
                <Input id={`${id}-year`} inputMode="numeric" value={journey.vehicle?.year ? String(journey.vehicle.year) : ""} onChange={(event) => setVehicle({ year: Number(event.target.value.replace(/\D/g, "")) })} aria-invalid={Boolean(errorFor("year"))} aria-describedby={errorFor("year") ? `${id}-year-error` : undefined} />
                {errorFor("year") ? <FieldError id={`${id}-year-error`}>{errorFor("year")}</FieldError> : null}
              </Field>
              <Field>
                <FieldLabel htmlFor={`${id}-variant`} optional>
                  Variant
                </FieldLabel>
                <Input id={`${id}-variant`} autoComplete="off" value={journey.vehicle?.variant ?? ""} onChange={(event) => setVehicle({ variant: event.target.value })} />
              </Field>
            </>
          ) : (
            <>
              <Field invalid={Boolean(errorFor("rego"))}>
                <FieldLabel htmlFor={`${id}-rego`}>Rego</FieldLabel>
                <FieldDescription id={`${id}-rego-help`}>As it appears on the number plate</FieldDescription>
                <Input
                  id={`${id}-rego`}
                  autoComplete="off"
                  autoCapitalize="characters"
                  value={journey.rego}
                  onChange={(event) => setJourney((current) => ({ ...current, rego: event.target.value }))}
                  aria-invalid={Boolean(errorFor("rego"))}
                  aria-describedby={errorFor("rego") ? `${id}-rego-help ${id}-rego-error` : `${id}-rego-help`}
                />
                {errorFor("rego") ? <FieldError id={`${id}-rego-error`}>{errorFor("rego")}</FieldError> : null}
              </Field>
              <Field invalid={Boolean(errorFor("state"))}>
                <FieldLabel htmlFor={`${id}-state`}>{region === "NZ" ? "Region" : "State"}</FieldLabel>
                <NativeSelect id={`${id}-state`} value={journey.state} onChange={(event) => setJourney((current) => ({ ...current, state: event.target.value }))} aria-invalid={Boolean(errorFor("state"))}>
                  {states.map((state) => (
                    <option key={state} value={state}>
                      {state}
                    </option>
                  ))}
                </NativeSelect>
                {errorFor("state") ? <FieldError>{errorFor("state")}</FieldError> : null}
              </Field>
            </>
          )}
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" loading={busy}>
              {journey.manual ? "Continue" : "Find my car"}
            </Button>
            <Button type="button" intent="link" onClick={() => go("rego", { manual: !journey.manual, vehicle: null })}>
              {journey.manual ? "Look up my rego instead" : "Enter make, model and year instead"}
            </Button>
          </div>
        </form>
      ) : null}

      {journey.step === "confirm" && journey.vehicle ? (
        <div className="grid max-w-xl gap-5">
          <dl data-slot="valuation-vehicle" className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg border border-border p-4">
            <dt className="font-medium">Vehicle</dt>
            <dd>{describe(journey.vehicle)}</dd>
            {journey.vehicle.body ? (
              <>
                <dt className="font-medium">Body</dt>
                <dd>{journey.vehicle.body}</dd>
              </>
            ) : null}
            {journey.vehicle.fuel ? (
              <>
                <dt className="font-medium">Fuel</dt>
                <dd>{journey.vehicle.fuel}</dd>
              </>
            ) : null}
            {journey.vehicle.transmission ? (
              <>
                <dt className="font-medium">Transmission</dt>
                <dd>{journey.vehicle.transmission}</dd>
              </>
            ) : null}
            {!journey.manual ? (
              <>
                <dt className="font-medium">Rego</dt>
                <dd>
                  {journey.rego.toUpperCase()} ({journey.state})
                </dd>
              </>
            ) : null}
          </dl>
          <div className="flex flex-wrap gap-4">
            <Button type="button" onClick={() => go("questions")}>
              Yes, this is my car
            </Button>
            <Button type="button" intent="outline" onClick={() => go("rego", { manual: true, vehicle: null })}>
              No, enter it myself
            </Button>
          </div>
        </div>
      ) : null}

      {journey.step === "questions" ? (
        <form noValidate onSubmit={value} className="grid max-w-xl gap-6">
          <Field invalid={Boolean(errorFor("odometer"))}>
            <FieldLabel htmlFor={`${id}-odometer`}>Odometer reading (km)</FieldLabel>
            <Input id={`${id}-odometer`} inputMode="numeric" value={journey.odometer} onChange={(event) => setJourney((current) => ({ ...current, odometer: event.target.value }))} aria-invalid={Boolean(errorFor("odometer"))} aria-describedby={errorFor("odometer") ? `${id}-odometer-error` : undefined} />
            {errorFor("odometer") ? <FieldError id={`${id}-odometer-error`}>{errorFor("odometer")}</FieldError> : null}
          </Field>
          {adjustmentQuestions.map((question) => (
            <FieldSet key={question.id}>
              <FieldLegend>{question.question}</FieldLegend>
              <div className="grid gap-1">
                {question.choices.map((option, index) => (
                  <ChoiceLabel key={option.value} density="list">
                    <Radio
                      name={`${id}-question-${question.id}`}
                      value={option.value}
                      checked={(journey.answers[question.id] ?? question.choices[0].value) === option.value || (!journey.answers[question.id] && index === 0)}
                      onChange={() => setJourney((current) => ({ ...current, answers: { ...current.answers, [question.id]: option.value } }))}
                    />
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
            <Button type="button" intent="outline" onClick={() => go("confirm")}>
              Back
            </Button>
          </div>
        </form>
      ) : null}

      {journey.step === "offer" && journey.valuation ? (
        <div className="grid max-w-xl gap-5">
          <p>{describe(journey.valuation.vehicle)}</p>
          {journey.valuation.offer ? (
            <div data-slot="valuation-offer" className="rounded-lg border border-border bg-muted p-5">
              <p className="text-sm font-medium">Your instant offer</p>
              <p className="mt-1 text-3xl font-bold">
                {formatPrice(journey.valuation.offer.low)} to {formatPrice(journey.valuation.offer.high)}
              </p>
              <p className="mt-2 text-sm">{journey.valuation.reason}</p>
              <h3 className="mt-4 text-sm font-semibold">The offer holds when</h3>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {tradeInTerms.map((term) => (
                  <li key={term}>{term}</li>
                ))}
              </ul>
            </div>
          ) : (
            <FormAlert tone="success" data-slot="valuation-no-offer">
              {journey.valuation.reason}
            </FormAlert>
          )}
          <div className="flex flex-wrap gap-4">
            {journey.valuation.offer ? (
              <>
                <Button type="button" onClick={() => go("contact", { accepted: true })}>
                  Accept offer
                </Button>
                <Button type="button" intent="outline" onClick={() => go("contact", { accepted: false })}>
                  Decline offer
                </Button>
              </>
            ) : (
              <Button type="button" onClick={() => go("contact", { accepted: false })}>
                Ask a valuer to call me
              </Button>
            )}
            <Button type="button" intent="link" onClick={() => go("rego", initialState(journey.state))}>
              Value another car
            </Button>
          </div>
        </div>
      ) : null}

      {journey.step === "contact" && journey.valuation ? (
        <div className="grid gap-4">
          <p>{journey.accepted ? "You are accepting the offer. Leave your details and we will call to arrange an inspection." : "Leave your details and one of our valuers will be in touch."}</p>
          <SiteLeadForm
            form={form}
            options={options}
            locale={locale}
            title={title}
            tagManager={tagManager}
            headingLevel={3}
            context={carId ? { carId } : undefined}
            defaultValues={{ rego: journey.manual ? "" : journey.rego.toUpperCase(), vehicle: describe(journey.valuation.vehicle), odometer: journey.odometer }}
            extraValues={{ valuation_id: journey.valuation.valuation_id, offer_accepted: journey.accepted === true }}
          />
          <Button type="button" intent="link" className="justify-self-start" onClick={() => go("offer")}>
            Back to the offer
          </Button>
        </div>
      ) : null}
    </section>
  );
}
