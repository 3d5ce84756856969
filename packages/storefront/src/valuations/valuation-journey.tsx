"use client";
// The instant valuation journey (issue 18; spec 2.1 /trade-in, /cars/trade-in,
// /sell-my-car, /sell-your-car; 7 'Valuation steps'; 9 'Trade-in'): the rego and
// state (or the make, model and year by hand), the vehicle to confirm, the odometer
// and adjustment answers, then the offer with the trade-in terms; accepting or
// declining sends the shopper's contact details as a lead with valuation_id and
// offer_accepted (the server sets form_completed). Each step is kept in this tab's
// sessionStorage, so a reload resumes where the shopper was. The steps themselves
// are ui's (valuation/valuation-steps.tsx: react-hook-form with the API's rules);
// this component keeps the journey, calls the API and sends the lead. On sites with
// features.saveValuation a signed-in shopper's valuation is saved to their account
// (spec 7); a failure there is logged and nothing else (spec 8).
import { useEffect, useId, useRef, useState } from "react";
import { type AdjustmentAnswer, type LeadFormId, type LeadFormOptions, type Locale, type Region, regoStatesByRegion, valuationMessages, type ValuationVehicle } from "@forecourt/domain";
import { Button } from "@forecourt/ui/button";
import { FormAlert } from "@forecourt/ui/forms/form-alert";
import {
  type QuestionValues,
  type RegoValues,
  ValuationManualForm,
  ValuationOfferPanel,
  ValuationQuestionsForm,
  ValuationRegoForm,
  ValuationVehicleConfirm,
  vehicleTitle,
} from "@forecourt/ui/valuation/valuation-steps";
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

  async function lookUp(plate: RegoValues) {
    setErrors({});
    setAlert(null);
    setBusy(true);
    try {
      const result = await postJson("/api/valuations/lookup", { rego: plate.rego, state: plate.state });
      if (result.status === 200) return go("confirm", { rego: plate.rego, state: plate.state, vehicle: result.body.vehicle as Vehicle });
      setErrors(fieldErrorsOf(result.body));
      setAlert(typeof result.body.error === "string" && result.status !== 400 ? result.body.error : null);
    } catch {
      setAlert(valuationMessages.notFound);
    } finally {
      setBusy(false);
    }
  }

  async function value({ odometer, answers, raw }: { odometer: number; answers: AdjustmentAnswer[]; raw: QuestionValues }) {
    setErrors({});
    setAlert(null);
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
      go("offer", { valuation, odometer: raw.odometer, answers: raw.answers });
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
  const today = new Date();

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

      {journey.step === "rego" && !journey.manual ? (
        <ValuationRegoForm
          key={`rego-${journey.rego}-${journey.state}`}
          region={region}
          defaultValues={{ rego: journey.rego, state: journey.state }}
          busy={busy}
          serverErrors={errors}
          onSubmit={(plate) => void lookUp(plate)}
          onEnterManually={() => go("rego", { manual: true, vehicle: null })}
        />
      ) : null}

      {journey.step === "rego" && journey.manual ? (
        <ValuationManualForm
          now={today}
          defaultValues={journey.vehicle ? { make: journey.vehicle.make, model: journey.vehicle.model, year: journey.vehicle.year ? String(journey.vehicle.year) : "", variant: journey.vehicle.variant ?? "" } : undefined}
          onSubmit={(vehicle) => go("confirm", { vehicle })}
          onLookUpInstead={() => go("rego", { manual: false, vehicle: null })}
        />
      ) : null}

      {journey.step === "confirm" && journey.vehicle ? (
        <ValuationVehicleConfirm
          vehicle={journey.vehicle}
          plate={journey.manual ? null : { rego: journey.rego, state: journey.state }}
          onConfirm={() => go("questions")}
          onEnterManually={() => go("rego", { manual: true, vehicle: null })}
        />
      ) : null}

      {journey.step === "questions" ? (
        <ValuationQuestionsForm defaultValues={{ odometer: journey.odometer, answers: journey.answers }} busy={busy} serverErrors={errors} onSubmit={(values) => void value(values)} onBack={() => go("confirm")} />
      ) : null}

      {journey.step === "offer" && journey.valuation ? (
        <ValuationOfferPanel
          vehicle={journey.valuation.vehicle}
          offer={journey.valuation.offer}
          reason={journey.valuation.reason}
          onAccept={() => go("contact", { accepted: true })}
          onDecline={() => go("contact", { accepted: false })}
          onStartAgain={() => go("rego", initialState(journey.state))}
        />
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
            defaultValues={{ rego: journey.manual ? "" : journey.rego.toUpperCase(), vehicle: vehicleTitle(journey.valuation.vehicle), odometer: journey.odometer }}
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
