// Home (spec 2.1 '/'): the dealer's welcome with the quick search that opens the
// filtered search (spec 2.3), its stock by type, the budget finder (spec 2.6,
// 2.9), its latest cars (each with the car enquiry and test-drive forms in a
// dialog, spec 2.4 and 2.5 'Modals') and its locations with opening hours
// (spec 2.6, 2.7).
import { type Car, displayPrice, formatKm, formatNumber, isCarAvailable, type LeadFormOptions, type Locale, locationOpeningHours } from "@forecourt/domain";
import { getDatabase, latestListedCars, listLocationsForSite, stockCountsByType } from "@forecourt/db";
import { Button } from "@forecourt/ui/button";
import { FrameworkImage, FrameworkLink } from "@forecourt/ui/framework";
import { OpeningHours } from "@forecourt/ui/location/opening-hours";
import { CarLeadDialog } from "../forms/car-lead-dialog";
import { leadFormOptionsFor } from "../forms/lead-options";
import { HomeBudgetFinderOnIntent, HomeQuickSearchOnIntent } from "../home/home-on-intent";
import type { HomeSearchBackend } from "../home/home-quick-search";
import { loadHomeSearch } from "../home/home-search";
import { browserSearchBackend } from "../search/backends";
import { siteCopy } from "../shell/copy";
import { requireSite, type SiteParams } from "../shell/site-params";
import type { TemplateDefinition } from "../tenant/template";

const carTypeLinks = [
  { type: "new", label: "New cars", href: "/search/new-cars" },
  { type: "demo", label: "Demo cars", href: "/search/demo-cars" },
  { type: "used", label: "Used cars", href: "/search/used-cars" },
] as const;

export function createHomePage(template: TemplateDefinition) {
  return async function HomePage({ params }: SiteParams) {
    const site = await requireSite(params, template);
    const copy = siteCopy(site);
    const { db } = await getDatabase();
    const now = new Date();
    const [stock, locations, latest, search] = await Promise.all([
      stockCountsByType(db, site.config, now),
      listLocationsForSite(db, site.config),
      latestListedCars(db, site.config, now, 4),
      loadHomeSearch(site.config, { now }),
    ]);
    const priceOptions = { subscriptions: site.config.features.subscriptions, noPriceText: site.config.labels.noPriceText };
    // The search's own count, so the button says what /cars/ will show; the stock count if the search could not answer.
    const total = search.total ?? stock.new + stock.used + stock.demo;
    // The browser searches the embedded endpoint of the origin it is on, so the page needs no request headers.
    const backend = browserSearchBackend(site.config, { origin: "", now });
    const browserBackend: HomeSearchBackend = backend.kind === "algolia" ? { kind: "algolia", appId: backend.appId, searchKey: backend.searchKey } : { kind: "embedded-http" };
    const enquiryOptions = leadFormOptionsFor(site.config, locations, "car-enquiry");
    const testDriveOptions = leadFormOptionsFor(site.config, locations, "test-drive");
    const photoOptions = leadFormOptionsFor(site.config, locations, "request-photos");
    const tagManager = Boolean(site.config.integrations.tagManagerId);

    return (
      <>
        <section data-slot="home-hero" className="bg-primary text-primary-foreground">
          <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 md:py-20">
            <h1 className="text-3xl font-bold tracking-tight md:text-5xl">{site.config.name}</h1>
            <p className="max-w-2xl text-lg">
              {copy(site.config.labels.tagline ?? `New, demo and used cars from ${site.config.name} in ${site.config.address.city}. Enquire online today.`)}
            </p>
            <div className="flex flex-col gap-3">
              <h2 id="quick-search-heading" className="text-xl font-semibold">
                Find your next car
              </h2>
              {/* spec 2.3: the home page's 'Show me N cars' button opens the filtered search URL. */}
              <HomeQuickSearchOnIntent
                aria-labelledby="quick-search-heading"
                backend={browserBackend}
                indexName={site.config.search.index}
                locale={site.region.locale}
                total={total}
                facets={search.facets}
                maxPrices={search.maxPrices}
              />
            </div>
          </div>
        </section>

        <section aria-labelledby="stock-heading" className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="stock-heading" className="text-2xl font-semibold">
            Our stock
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {carTypeLinks.map((link) => (
              <li key={link.type}>
                <FrameworkLink
                  href={link.href}
                  className="flex h-full flex-col rounded-lg border border-border bg-background p-6 transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <span className="text-3xl font-bold" data-testid={`stock-count-${link.type}`}>
                    {formatNumber(stock[link.type], site.region.locale)}
                  </span>
                  <span className="mt-1 text-muted-foreground">{link.label}</span>
                </FrameworkLink>
              </li>
            ))}
          </ul>
        </section>

        {/* spec 2.6: the budget finder titled 'Find cars for your budget'. */}
        <div className="mx-auto max-w-7xl px-4 pb-12">
          <HomeBudgetFinderOnIntent minPrice={search.budgetMinPrice} />
        </div>

        {latest.length > 0 && (
          <section aria-labelledby="latest-heading" className="mx-auto max-w-7xl px-4 pb-12">
            <h2 id="latest-heading" className="text-2xl font-semibold">
              Latest arrivals
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {latest.map((car) => (
                <li key={car.id} className="overflow-hidden rounded-lg border border-border bg-background" data-slot="latest-car">
                  {car.primary_image_url && (
                    <FrameworkImage src={car.primary_image_url} alt={`${car.year} ${car.make} ${car.model}`} width={600} height={400} className="aspect-[3/2] w-full object-cover" sizes="(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw" />
                  )}
                  <div className="p-4">
                    <h3 className="font-semibold">
                      {car.year} {car.make} {car.model}
                      {car.badge ? <span className="font-normal"> {car.badge}</span> : null}
                    </h3>
                    <p className="mt-1 text-lg font-bold" data-slot="price">{displayPrice(car, priceOptions).text}</p>
                    {formatKm(car.km, site.region) && (
                      <p className="text-sm text-muted-foreground" data-slot="odometer">
                        {formatKm(car.km, site.region)}
                      </p>
                    )}
                    <CarCardActions car={car} copy={copy} locale={site.region.locale} enquiryOptions={enquiryOptions} testDriveOptions={testDriveOptions} photoOptions={photoOptions} tagManager={tagManager} />
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )}

        {site.config.phone && (
          <section aria-labelledby="contact-heading" className="border-t border-border">
            <div className="mx-auto flex max-w-7xl flex-col items-start gap-3 px-4 py-10 md:flex-row md:items-center md:justify-between">
              <h2 id="contact-heading" className="text-xl font-semibold">
                {copy("Have a question? Make an enquiry with our team.")}
              </h2>
              <Button asChild>
                <a href={`tel:${site.config.phone.replace(/\s+/g, "")}`}>{copy(`Enquire now: ${site.config.phone}`)}</a>
              </Button>
            </div>
          </section>
        )}

        {locations.length > 0 && (
          <section aria-labelledby="locations-heading" className="bg-muted">
            <div className="mx-auto max-w-7xl px-4 py-12">
              <h2 id="locations-heading" className="text-2xl font-semibold">
                Our Locations
              </h2>
              <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                {locations.map((location) => (
                  <li key={location.id} className="rounded-lg border border-border bg-background p-6" data-slot="location-summary">
                    <h3 className="text-lg font-semibold">{location.name}</h3>
                    <p className="mt-1 text-sm capitalize text-muted-foreground">{location.location_type || "sales"}</p>
                    <address className="mt-3 text-sm not-italic">
                      {location.address.street}, {location.address.city} {location.address.state.toUpperCase()} {location.address.postcode}
                    </address>
                    {location.contact_detail.phone && (
                      <p className="mt-2 text-sm">
                        <a className="font-medium text-link underline underline-offset-4" href={`tel:${location.contact_detail.phone.replace(/\s+/g, "")}`}>
                          {location.contact_detail.phone}
                        </a>
                      </p>
                    )}
                    {/* spec 2.7: closed days in the site's words, or an Enquire Now link to this location's contact form. */}
                    <OpeningHours className="mt-4" {...locationOpeningHours(location, site.config.labels.closedDay)} locale={site.region.locale} />
                  </li>
                ))}
              </ul>
            </div>
          </section>
        )}
      </>
    );
  };
}

interface CarCardActionsProps {
  car: Car;
  copy: (text: string) => string;
  locale: Locale;
  enquiryOptions: LeadFormOptions;
  testDriveOptions: LeadFormOptions;
  photoOptions: LeadFormOptions;
  tagManager: boolean;
}

/** 'Enquire', 'Book a Test Drive' and 'Request more photos' on a car card, each opening its form in a dialog for this car. */
function CarCardActions({ car, copy, locale, enquiryOptions, testDriveOptions, photoOptions, tagManager }: CarCardActionsProps) {
  const title = `${car.year} ${car.make} ${car.model}${car.badge ? ` ${car.badge}` : ""}`;
  const context = { id: car.id, title, available: isCarAvailable(car), carType: car.car_type, tag: car.tag ?? null };
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <CarLeadDialog
        form="car-enquiry"
        title={copy("Enquire about this car")}
        car={context}
        options={enquiryOptions}
        locale={locale}
        tagManager={tagManager}
        trigger={
          <Button size="sm" aria-label={copy(`Enquire about the ${title}`)}>
            {copy("Enquire")}
          </Button>
        }
      />
      <CarLeadDialog
        form="test-drive"
        title="Book a Test Drive"
        car={context}
        options={testDriveOptions}
        locale={locale}
        tagManager={tagManager}
        trigger={
          <Button size="sm" intent="outline" aria-label={`Book a test drive in the ${title}`}>
            Test Drive
          </Button>
        }
      />
      {/* spec 5 'Request-photos form': the message is a hidden default asking for photos. */}
      <CarLeadDialog
        form="request-photos"
        title="Request Photos"
        car={context}
        options={photoOptions}
        locale={locale}
        tagManager={tagManager}
        trigger={
          <Button size="sm" intent="link" aria-label={`Request more photos of the ${title}`}>
            Request more photos
          </Button>
        }
      />
    </div>
  );
}
