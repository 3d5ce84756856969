// The instant valuation pages (issue 18; spec 2.1): /trade-in and /cars/trade-in?car_id=
// (valuing the shopper's car against the one they want; its leads keep the trade-in
// category), /sell-my-car and /sell-your-car. Never gated (spec 2.1).
import type { Metadata } from "next";
import { type Car, parseCarFormQuery } from "@forecourt/domain";
import { findListedCarById, getDatabase, listLocationsForSite } from "@forecourt/db";
import { CarFormSummary } from "@forecourt/ui/vehicle/car-form-summary";
import { leadFormOptionsFor } from "../forms/lead-options";
import { siteCopy } from "../shell/copy";
import { requireSite, type SiteParams } from "../shell/site-params";
import type { TemplateDefinition } from "../tenant/template";
import { ValuationJourneyOnIntent } from "../forms/on-intent";

interface ValuationPageSpec {
  form: "trade-in" | "sell-my-car";
  title: string;
  intro: string;
  /** Opened from a car (/cars/trade-in?car_id=): the line above the car. */
  fromCar?: string;
}

export const valuationPages = {
  tradeIn: {
    form: "trade-in",
    title: "Trade-in Valuation",
    intro: "Get an instant trade-in price for your car in a minute: enter the rego, answer a few questions and see your offer. No obligation.",
    fromCar: "You are trading in towards",
  },
  sellMyCar: { form: "sell-my-car", title: "Sell Your Car", intro: "Get an instant offer for your car in a minute: enter the rego, answer a few questions and see what we would pay. There is no obligation to sell." },
} satisfies Record<string, ValuationPageSpec>;

export interface ValuationPageProps extends SiteParams {
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
}

export function createValuationPage(template: TemplateDefinition, spec: ValuationPageSpec) {
  async function ValuationPage({ params, searchParams }: ValuationPageProps) {
    const site = await requireSite(params, template);
    const copy = siteCopy(site);
    const { db } = await getDatabase();
    const locations = await listLocationsForSite(db, site.config);
    const options = leadFormOptionsFor(site.config, locations, spec.form);
    let car: Car | null = null;
    if (spec.fromCar && searchParams) {
      const parsed = parseCarFormQuery(await searchParams);
      // Only a car listed on this site: a link can never attach another site's car.
      if (parsed.carId !== null) car = await findListedCarById(db, site.config, parsed.carId, new Date());
    }
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">{copy(spec.title)}</h1>
        <p className="mt-2 max-w-prose text-muted-foreground">{copy(spec.intro)}</p>
        {car && spec.fromCar ? <CarFormSummary className="mt-6" car={car} lead={spec.fromCar} price={{ subscriptions: site.config.features.subscriptions, noPriceText: site.config.labels.noPriceText }} /> : null}
        <div className="mt-8">
          <ValuationJourneyOnIntent
            form={spec.form}
            region={site.config.region}
            defaultState={site.config.address.state.toUpperCase()}
            options={options}
            locale={site.region.locale}
            title={copy(spec.title)}
            tagManager={Boolean(site.config.integrations.tagManagerId)}
            saveValuation={site.config.features.saveValuation}
            carId={car ? Number(car.id) : null}
            storageKey={`forecourt.valuation.${spec.form}${car ? `.${car.id}` : ""}`}
          />
        </div>
      </div>
    );
  }

  async function generateMetadata({ params }: SiteParams): Promise<Metadata> {
    const site = await requireSite(params, template);
    return { title: siteCopy(site)(spec.title) };
  }

  return { ValuationPage, generateMetadata };
}
