// The finance pages (issue 18; spec 2.1, 9 'Finance'):
//   /finance-pre-approval              'Get Pre-Approved Now': the soft application, its
//                                      finance lead and the indicative result (never gated)
//   /personalised/finance?car_id=      the car's repayments calculator and an 'Apply' that
//                                      sends a finance lead naming the car; gated on sites
//                                      with the sign-in gate (spec 2.1, 6)
// Both read the session (the gate, a saved valuation), so they render per request.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import {
  type Car,
  carHeading,
  carPath,
  comparisonRate,
  financeComparisonNote,
  financeDisclaimer,
  financeProviderNames,
  formatPrice,
  isCarAvailable,
  isCarSold,
  listedPrice,
  noCreditCheckNote,
  parseCarFormQuery,
  personalisedFinancePath,
} from "@forecourt/domain";
import { findListedCarById, getDatabase, listLocationsForSite, listShopperValuations } from "@forecourt/db";
import { Button } from "@forecourt/ui/button";
import { FrameworkLink } from "@forecourt/ui/framework";
import { CarFormSummary } from "@forecourt/ui/vehicle/car-form-summary";
import { gateRedirect } from "../accounts/gate";
import { pageShopper } from "../accounts/page-session";
import { PersonalisedFinance } from "../finance/personalised-finance";
import { PreApprovalJourneyOnIntent } from "../forms/on-intent";
import { leadFormOptionsFor } from "../forms/lead-options";
import { siteCopy } from "../shell/copy";
import { requireSite, type SiteParams } from "../shell/site-params";
import type { SiteContext } from "../tenant/site";
import type { TemplateDefinition } from "../tenant/template";
import { carTitle } from "../vehicle/car-title";

export interface FinancePageProps extends SiteParams {
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
}

export const financePageCopy = {
  preApproval: {
    title: "Get Pre-Approved Now",
    intro: "Find out what you could borrow in a few minutes: answer a few questions about the car, your work, income and spending, and see your indicative borrowing power and repayment.",
  },
  personalised: { title: "Personalised Finance", intro: "Work out your repayments on this car: set your deposit and trade-in, the loan term and a balloon, then apply.", lead: "You are working out finance for" },
} as const;

const hasAccounts = (site: SiteContext) => site.config.features.watchlist || site.config.features.signInGate;

export function createPreApprovalPage(template: TemplateDefinition) {
  async function PreApprovalPage({ params }: FinancePageProps) {
    const site = await requireSite(params, template);
    const copy = siteCopy(site);
    const { db } = await getDatabase();
    const locations = await listLocationsForSite(db, site.config);
    // Signed out on a site with accounts: say that signing in first keeps the pre-approval
    // (a result reached signed out can still be kept by signing in after it).
    const signedIn = hasAccounts(site) && (await pageShopper(site.config)) !== null;
    const offerSignIn = hasAccounts(site) && !signedIn;
    const signInHref = "/sign-in?type=finance&redirect=%2Ffinance-pre-approval";
    return (
      <div className="group/pre-approval mx-auto max-w-5xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">{copy(financePageCopy.preApproval.title)}</h1>
        <p className="mt-2 max-w-prose text-muted-foreground">{copy(financePageCopy.preApproval.intro)}</p>
        <p className="mt-2 max-w-prose text-sm font-medium">{noCreditCheckNote}</p>
        {offerSignIn ? (
          // Once the journey shows its result, the result's own 'Sign in to keep it' says this:
          // the note goes (CSS :has, so it holds before the journey's code has loaded too).
          <p data-slot="pre-approval-sign-in-first" className="mt-2 max-w-prose text-sm text-muted-foreground group-has-[[data-slot=pre-approval-journey-result]]/pre-approval:hidden">
            Signed in, your pre-approval is kept and the car pages show you as Pre-Approved.{" "}
            <FrameworkLink href={signInHref} className="underline underline-offset-4">
              Sign in first
            </FrameworkLink>
          </p>
        ) : null}
        <div className="mt-8">
          <PreApprovalJourneyOnIntent
            ratePercent={site.config.finance.calculatorRate}
            options={leadFormOptionsFor(site.config, locations, "finance")}
            locale={site.region.locale}
            title={copy(financePageCopy.preApproval.title)}
            tagManager={Boolean(site.config.integrations.tagManagerId)}
            storageKey="forecourt.pre-approval"
            signedIn={signedIn}
            signInHref={offerSignIn ? signInHref : null}
          />
        </div>
      </div>
    );
  }

  async function generateMetadata({ params }: SiteParams): Promise<Metadata> {
    const site = await requireSite(params, template);
    return { title: siteCopy(site)(financePageCopy.preApproval.title) };
  }

  return { PreApprovalPage, generateMetadata };
}

export function createPersonalisedFinancePage(template: TemplateDefinition) {
  async function PersonalisedFinancePage({ params, searchParams }: FinancePageProps) {
    const site = await requireSite(params, template);
    const { config } = site;
    const copy = siteCopy(site);
    const query = parseCarFormQuery((await searchParams) ?? {});
    // spec 2.1, 6: signed out, on a site with the gate, sign in first and come back here.
    const here = query.carId !== null ? personalisedFinancePath(query.carId) : "/personalised/finance";
    let shopper: Awaited<ReturnType<typeof pageShopper>> | undefined;
    const shopperOnce = async () => (shopper === undefined ? (shopper = hasAccounts(site) ? await pageShopper(config) : null) : shopper);
    const signIn = await gateRedirect({ site: config, route: "personalised-finance", here, back: "/cars/", shopper: shopperOnce });
    if (signIn) redirect(signIn);

    const { db } = await getDatabase();
    // Only a car listed on this site: a link can never show another site's car.
    const car: Car | null = query.carId !== null ? await findListedCarById(db, config, query.carId, new Date()) : null;
    const price = car ? listedPrice(car) : null;
    if (!car || price === null) {
      return (
        <div className="mx-auto max-w-3xl px-4 py-10">
          <h1 className="text-3xl font-bold tracking-tight">{copy(financePageCopy.personalised.title)}</h1>
          <p className="mt-2">Choose a car with a price to work out your repayments on it.</p>
          <Button asChild className="mt-6">
            <FrameworkLink href="/cars/">Browse our stock</FrameworkLink>
          </Button>
        </div>
      );
    }

    const locations = await listLocationsForSite(db, config);
    // The trade-in from the shopper's latest saved valuation with an offer, when there is one.
    const signedIn = await shopperOnce();
    const saved = signedIn ? (await listShopperValuations(db, config, signedIn.id, 5)).find((valuation) => valuation.offer) : undefined;
    const tradeIn = saved?.offer ? saved.offer.low : 0;
    const tradeInNote = saved?.offer
      ? `From your saved valuation of a ${[saved.vehicle.year, saved.vehicle.make, saved.vehicle.model].join(" ")} (${formatPrice(saved.offer.low)} to ${formatPrice(saved.offer.high)})`
      : null;
    const provider = config.finance.provider;
    const rate = config.finance.calculatorRate;
    const title = carTitle(car);
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">{copy(financePageCopy.personalised.title)}</h1>
        <p className="mt-2 max-w-prose text-muted-foreground">{copy(financePageCopy.personalised.intro)}</p>
        <CarFormSummary className="mt-6" car={car} lead={financePageCopy.personalised.lead} price={{ subscriptions: config.features.subscriptions, noPriceText: config.labels.noPriceText }} />
        <div className="mt-8">
          <PersonalisedFinance
            price={price}
            ratePercent={rate}
            comparisonRate={comparisonRate(rate, { upfront: config.finance.fees.establishment, monthly: config.finance.fees.monthly })}
            comparisonNote={financeComparisonNote(provider)}
            defaultValue={{ deposit: 0, tradeIn, termYears: 5, balloonPercent: 0 }}
            tradeInNote={tradeInNote}
            lenders={provider ? [{ name: financeProviderNames[provider], disclaimer: financeDisclaimer(car, provider) }] : []}
            car={{ id: Number(car.id), title: carHeading(car).title || title, available: isCarAvailable(car) && !isCarSold(car), carType: car.car_type ?? null, tag: car.tag ?? null }}
            options={leadFormOptionsFor(config, locations, "finance")}
            locale={site.region.locale}
            title={copy(financePageCopy.personalised.title)}
            tagManager={Boolean(config.integrations.tagManagerId)}
          />
        </div>
        <p className="mt-6 text-sm">
          <FrameworkLink href={carPath(car.slug)} className="underline underline-offset-4">
            Back to the {title}
          </FrameworkLink>
        </p>
      </div>
    );
  }

  async function generateMetadata({ params }: SiteParams): Promise<Metadata> {
    const site = await requireSite(params, template);
    return { title: siteCopy(site)(financePageCopy.personalised.title), robots: { index: false, follow: false } };
  }

  return { PersonalisedFinancePage, generateMetadata };
}
