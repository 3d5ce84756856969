// Pages that host the lead forms (issue 5): /contact-us (the multi-step general
// enquiry), /contact, /book-test-drive/, /service and /pages/book-a-service (the
// service booking), /vehicle-parts-and-accessories (the parts enquiry), the finance
// form (/finance, /finance-enquiry, /apply-for-finance), /trade-in, /sell-my-car and
// /sell-your-car, /fleet (the company page for business buyers). /success, where they
// land, is pages/success-page.tsx.
import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { type Car, generalEnquirySteps, type LeadFormId, type LeadFormOptions, locationOpeningHours, parseCarFormQuery } from "@forecourt/domain";
import { findListedCarById, getDatabase, listLocationsForSite } from "@forecourt/db";
import { OpeningHours } from "@forecourt/ui/location/opening-hours";
import { CarFormSummary } from "@forecourt/ui/vehicle/car-form-summary";
import { leadFormOptionsFor } from "../forms/lead-options";
import { SiteLeadFormOnIntent } from "../forms/on-intent";
import { siteCopy } from "../shell/copy";
import { requireSite, type SiteParams } from "../shell/site-params";
import type { TemplateDefinition } from "../tenant/template";

interface LeadPageSpec {
  form: LeadFormId;
  title: string;
  intro: string;
  multiStep?: boolean;
  /**
   * Opened from a car (spec 2.1: the finance link's preferredDealership,
   * vehiclePriceBudget and car_id; /cars/trade-in?car_id=): the line above the car.
   */
  fromCar?: string;
  /** What the page offers, listed under the intro (the company pages). */
  points?: string[];
  /** The lead's subcategory (spec 3 'Lead'), so the dealer sees which page it came from. */
  subcategory?: string;
}

type Query = Record<string, string | string[] | undefined>;

export interface LeadPageProps extends SiteParams {
  searchParams?: Promise<Query>;
}

/**
 * The car and defaults a form opened from a car starts with. The car must be listed
 * on this site and the dealership one of its own; anything else is ignored, so a
 * link can never attach another site's car to a lead.
 */
async function carFormStart(query: Query, site: { config: Parameters<typeof findListedCarById>[1] }, options: LeadFormOptions): Promise<{ car: Car | null; defaults: Record<string, unknown> }> {
  const parsed = parseCarFormQuery(query);
  const { db } = await getDatabase();
  const car = parsed.carId === null ? null : await findListedCarById(db, site.config, parsed.carId, new Date());
  const dealership = [parsed.preferredDealership, car?.dealership_slug].find((slug) => slug && options.dealerships.some((entry) => entry.slug === slug));
  const defaults: Record<string, unknown> = {};
  if (dealership) defaults.dealership_slug = dealership;
  if (parsed.vehiclePriceBudget !== null) defaults.budget = parsed.vehiclePriceBudget;
  return { car, defaults };
}

export const leadPages = {
  contactUs: { form: "general", title: "Contact us", intro: "Send us an enquiry and our team will get back to you, usually within one business day.", multiStep: true },
  contact: { form: "contact", title: "Contact", intro: "Questions about a car, a service or anything else: send us an enquiry." },
  bookTestDrive: { form: "test-drive", title: "Book a Test Drive", intro: "Tell us when suits you and we will have the car ready. The date and time are optional: we will call to confirm." },
  bookService: { form: "service", title: "Book a Service", intro: "Tell us about your vehicle and when you would like to drop it off. We will call or email to confirm the booking." },
  parts: { form: "parts", title: "Parts & Accessories", intro: "Genuine parts and accessories, fitted by our technicians. Tell us what you need and our parts team will get back to you with price and availability." },
  // spec 2.1: /finance, /finance-enquiry and /apply-for-finance are the finance form.
  finance: {
    form: "finance",
    title: "Apply for Finance",
    intro: "Tell us about the car and the budget you have in mind, and our finance team will come back to you with a quote. Applying does not affect your credit score.",
    fromCar: "You are asking about finance for",
  },
  // spec 2.1, 2.2: /fleet, the company page for business buyers, with the general enquiry.
  fleet: {
    form: "general",
    title: "Fleet and Business Sales",
    intro: "Whether you run two utes or two hundred, our fleet team looks after business, government and not-for-profit buyers, from the first quote to the last service.",
    points: [
      "Volume pricing on new and demo vehicles across the range",
      "One contact for quotes, orders, delivery and trade-ins",
      "Finance for ABN holders through our finance team",
      "Servicing booked around your business hours",
    ],
    subcategory: "Fleet Enquiry",
  },
} satisfies Record<string, LeadPageSpec>;

export function createLeadPage(template: TemplateDefinition, spec: LeadPageSpec) {
  async function LeadPage({ params, searchParams }: LeadPageProps) {
    const site = await requireSite(params, template);
    const copy = siteCopy(site);
    const { db } = await getDatabase();
    const locations = await listLocationsForSite(db, site.config);
    const options = leadFormOptionsFor(site.config, locations, spec.form);
    const start = spec.fromCar && searchParams ? await carFormStart(await searchParams, site, options) : { car: null, defaults: {} };
    const settings = site.config.features;
    const primary = locations.find((location) => location.primary && location.visible) ?? locations.find((location) => location.visible);
    return (
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{copy(spec.title)}</h1>
          <p className="mt-2 max-w-prose text-muted-foreground">{copy(spec.intro)}</p>
          {spec.points ? (
            <ul data-slot="lead-page-points" className="mt-6 grid max-w-prose list-disc gap-2 pl-5">
              {spec.points.map((point) => (
                <li key={point}>{copy(point)}</li>
              ))}
            </ul>
          ) : null}
          {start.car && spec.fromCar ? (
            <CarFormSummary className="mt-6" car={start.car} lead={spec.fromCar} price={{ subscriptions: settings.subscriptions, noPriceText: site.config.labels.noPriceText }} />
          ) : null}
          {/* spec 2.1: the finance link lands on #finance-form. */}
          <div id={spec.form === "finance" ? "finance-form" : undefined} className="mt-8 scroll-mt-24">
            <SiteLeadFormOnIntent
              form={spec.form}
              context={start.car ? { carId: Number(start.car.id), carType: start.car.car_type, tag: start.car.tag ?? null, carAvailable: true } : undefined}
              defaultValues={spec.subcategory ? { ...start.defaults, subcategory: spec.subcategory } : Object.keys(start.defaults).length > 0 ? start.defaults : undefined}
              options={options}
              locale={site.region.locale}
              title={copy(spec.title)}
              steps={spec.multiStep ? generalEnquirySteps : undefined}
              tagManager={Boolean(site.config.integrations.tagManagerId)}
            />
          </div>
        </div>
        {primary && (
          <aside aria-labelledby="visit-heading" className="h-fit rounded-lg border border-border bg-muted p-6">
            <h2 id="visit-heading" className="text-lg font-semibold">
              Visit {primary.name}
            </h2>
            <address className="mt-2 text-sm not-italic">
              {primary.address.street}, {primary.address.city} {primary.address.state.toUpperCase()} {primary.address.postcode}
            </address>
            {primary.contact_detail.phone && (
              <p className="mt-2 text-sm">
                <a className="font-medium text-link underline underline-offset-4" href={`tel:${primary.contact_detail.phone.replace(/[^\d+]/g, "")}`}>
                  {primary.contact_detail.phone}
                </a>
              </p>
            )}
            {/* spec 2.7: closed days in the site's words, or an Enquire Now link to this location's contact form. */}
            <OpeningHours className="mt-4" {...locationOpeningHours(primary, site.config.labels.closedDay)} locale={site.region.locale} />
          </aside>
        )}
      </div>
    );
  }

  async function generateMetadata({ params }: SiteParams): Promise<Metadata> {
    const site = await requireSite(params, template);
    return { title: siteCopy(site)(spec.title) };
  }

  return { LeadPage, generateMetadata };
}

/**
 * /finance on a template whose sites take finance applications at another address
 * (spec 2.1: one manufacturer setting uses /apply-for-finance): a permanent redirect
 * to the site's own finance path, query kept, so old links and the manufacturer's
 * campaigns land on the one form. A site whose finance path is /finance gets the form.
 */
export function createFinanceAliasPage(template: TemplateDefinition) {
  const finance = createLeadPage(template, leadPages.finance);
  async function FinanceAliasPage(props: LeadPageProps) {
    const site = await requireSite(props.params, template);
    const target = site.config.finance.path;
    if (target !== "/finance") {
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries((await props.searchParams) ?? {})) {
        for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, item);
      }
      const search = query.toString();
      permanentRedirect(search ? `${target}?${search}` : target);
    }
    return finance.LeadPage(props);
  }
  return { FinanceAliasPage, generateMetadata: finance.generateMetadata };
}
