// The vehicle detail page (spec 2.5; issue 7) at /cars/{slug}: every listed car of
// the site (spec 4 'Car status'), server-rendered so the first HTML holds the title,
// price, key information and JSON-LD. Client code hydrates only the gallery, the
// dialogs, the collapsible lists, the phone reveal and the brochure download.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  type Car,
  carFeatures,
  carHeading,
  carImage,
  carPath,
  carSummaryRows,
  cardTag,
  dealerCommentSections,
  detailActions,
  detailSections,
  displayPrice,
  financeButtonLabels,
  financeComparisonNote,
  financeEstimate,
  financeEstimateText,
  financeProviderNames,
  formatKm,
  imageUrl,
  interestedPanel,
  isCarAvailable,
  isCarSold,
  isReservable,
  keyInformationRows,
  listedPrice,
  marketPriceIndicator,
  personalisedFinancePath,
  previousPrice,
  reservationPrice,
  reserveOnlineText,
  showsCertifiedBadge,
  siteSettings,
  similarCarsCriteria,
  specificationRows,
  whatsIncludedItems,
} from "@forecourt/domain";
import { findListedCar, getDatabase, listLocationsForSite, similarListedCars } from "@forecourt/db";
import { Button } from "@forecourt/ui/button";
import { FrameworkLink } from "@forecourt/ui/framework";
import { CertifiedBadge } from "@forecourt/ui/vehicle/certified-badge";
import { DetailRows, FeatureList } from "@forecourt/ui/vehicle/detail-list";
import { DetailSection } from "@forecourt/ui/vehicle/detail-section";
import { DetailTabs } from "@forecourt/ui/vehicle/detail-tabs";
import { InterestedPanel } from "@forecourt/ui/vehicle/interested-panel";
import { VehicleGallery } from "@forecourt/ui/vehicle/vehicle-gallery";
import { MarketPriceBadge, VehiclePrice, VehicleTag } from "@forecourt/ui/vehicle/vehicle-price";
import { CarLeadDialog } from "../forms/car-lead-dialog";
import { leadFormOptionsFor } from "../forms/lead-options";
import { siteCopy } from "../shell/copy";
import { requireSite } from "../shell/site-params";
import type { TemplateDefinition } from "../tenant/template";
import { carTitle } from "./car-title";
import { SimilarCars } from "./similar-cars";
import { siteOrigin } from "./site-origin";
import { carJsonLd, jsonLdScript } from "./structured-data";
import { WatchButton } from "../accounts/watch-button";
import { PreApprovedLink } from "../finance/pre-approved-link";
import { BrochureDownload, CarFinanceEstimate, TrackedPhoneReveal } from "./vehicle-client";
import { certifiedCopy, protectCopy, whyBuyPoints } from "./vehicle-copy";

export interface VehicleParams {
  params: Promise<{ site: string; slug: string }>;
}


/** The per-car personalised finance link's label (issue 18; spec 2.1 /personalised/finance). */
export const personalisedFinanceLabel = "Personalise Your Repayments";

/** The word the sold notice uses: 'caravan' for motorhomes, else 'car'. */
function vehicleType(car: Car): string {
  return car.simple_body === "motorhome" ? "caravan" : "car";
}

async function loadCar(params: VehicleParams["params"], template: TemplateDefinition) {
  const { site: key, slug } = await params;
  const site = await requireSite(Promise.resolve({ site: key }), template);
  const { db } = await getDatabase();
  const car = await findListedCar(db, site.config, decodeURIComponent(slug), new Date());
  return { site, car, slug: decodeURIComponent(slug) };
}

export function createVehiclePage(template: TemplateDefinition) {
  async function VehiclePage({ params }: VehicleParams) {
    const { site, car } = await loadCar(params, template);
    if (!car) notFound();
    const now = new Date();
    const copy = siteCopy(site);
    const { config, region } = site;
    const settings = siteSettings(config);
    const { db } = await getDatabase();
    const available = isCarAvailable(car) && !isCarSold(car);
    const [locations, similar] = await Promise.all([listLocationsForSite(db, config), available ? Promise.resolve([]) : similarListedCars(db, config, similarCarsCriteria(car), now, 8)]);

    const title = carTitle(car);
    const heading = carHeading(car);
    const context = { ...region, now };
    const price = displayPrice(car, { subscriptions: settings.subscriptions, noPriceText: settings.noPriceText });
    const tag = cardTag(car, settings, now);
    const market = available ? marketPriceIndicator(car) : null;
    const estimate = financeEstimate(car, { provider: settings.financeProvider, excludedDealerships: settings.excludedDealerships, now });
    const estimateText = estimate ? financeEstimateText(estimate) : null;
    const certified = showsCertifiedBadge(car, settings);
    const reservation = settings.reservation;
    const actions = detailActions(car, {
      locale: region.locale,
      reservation,
      testDrive: settings.testDrive,
      finance: settings.finance,
      financeQuote: settings.financeQuote,
      financePath: settings.financePath,
      tradeIn: settings.tradeIn,
      vehicleType: vehicleType(car),
    });
    const reservable = isReservable(car, reservation);
    const keyRows = keyInformationRows(car, context);
    const summaryRows = carSummaryRows(car, context);
    const specRows = specificationRows(car, region);
    const features = carFeatures(car);
    const sections = detailSections({ dealerComments: settings.dealerComments, reservable, featureCount: features.length, specificationCount: specRows.length, locale: region.locale });
    const sectionTitle = (id: string) => sections.find((section) => section.id === id)?.title;

    const enquiryOptions = leadFormOptionsFor(config, locations, "car-enquiry");
    const testDriveOptions = leadFormOptionsFor(config, locations, "test-drive");
    const tagManager = Boolean(config.integrations.tagManagerId);
    const leadCar = { id: car.id, title, available, carType: car.car_type, tag: car.tag ?? null };
    const phone = car.location?.phone ?? config.phone;
    const financeAction = actions.actions.find((action) => action.kind === "finance");
    const tradeInAction = actions.actions.find((action) => action.kind === "trade-in");
    const reserveAction = actions.actions.find((action) => action.kind === "reserve");
    const origin = siteOrigin(config);
    const images = (car.images.length > 0 ? car.images : car.thumbnails).map((src, index, all) => ({ src, alt: `${title}, photo ${index + 1} of ${all.length}` }));
    const address = car.location?.address;

    const actionButtons = actions.actions.map((action) => {
      switch (action.kind) {
        case "enquire":
          return (
            <CarLeadDialog key={action.kind} form="car-enquiry" title={copy("Enquire about this car")} car={leadCar} options={enquiryOptions} locale={region.locale} tagManager={tagManager} trigger={<Button className="col-span-2 w-full">{action.label}</Button>} />
          );
        case "test-drive":
          return (
            <CarLeadDialog
              key={action.kind}
              form="test-drive"
              title="Book a Test Drive"
              car={leadCar}
              options={testDriveOptions}
              locale={region.locale}
              tagManager={tagManager}
              trigger={
                <Button intent="secondary" className="col-span-2 w-full">
                  {action.label}
                </Button>
              }
            />
          );
        case "find-similar":
          // spec 5: the enquiry for an unavailable car starts with 'Can you please find me something similar?'.
          return (
            <CarLeadDialog key={action.kind} form="car-enquiry" title={action.label} car={{ ...leadCar, available: false }} options={enquiryOptions} locale={region.locale} tagManager={tagManager} trigger={<Button className="col-span-2 w-full">{action.label}</Button>} />
          );
        case "history-report":
          return (
            <Button key={action.kind} asChild intent="outline" className="w-full">
              <a href={action.href}>{action.label}</a>
            </Button>
          );
        default:
          return (
            <Button key={action.kind} asChild intent={action.kind === "reserve" ? "primary" : "outline"} className={action.width === "half" ? "w-full" : "col-span-2 w-full"}>
              <FrameworkLink href={action.href ?? "/"} data-width={action.width}>
                {action.label}
              </FrameworkLink>
            </Button>
          );
      }
    });

    const interestedItems = [
      ...(reserveAction
        ? [{ id: "reserve", title: interestedPanel.items[0].title, text: interestedPanel.items[0].text, action: <Button asChild><FrameworkLink href={reserveAction.href ?? "/"}>{reserveAction.label}</FrameworkLink></Button> }]
        : []),
      ...(tradeInAction
        ? [{ id: "trade-in", title: interestedPanel.items[1].title, text: interestedPanel.items[1].text, action: <Button asChild intent="outline"><FrameworkLink href={tradeInAction.href ?? "/trade-in"}>{financeButtonLabels.getValuation}</FrameworkLink></Button> }]
        : []),
    ];

    const jsonLd = carJsonLd({ car, url: `${origin}${carPath(car.slug)}`, origin, region, dealerName: config.name });

    const detailTabs = [
      { id: "car-summary", title: sectionTitle("car-summary")!, content: <DetailRows rows={summaryRows} initial={Infinity} /> },
      ...(sectionTitle("specifications") ? [{ id: "specifications", title: sectionTitle("specifications")!, content: <DetailRows rows={specRows} initial={Infinity} /> }] : []),
      ...(sectionTitle("features") ? [{ id: "features", title: sectionTitle("features")!, content: <FeatureList items={features} /> }] : []),
    ];

    return (
      <article className="mx-auto max-w-7xl px-4 py-8" data-slot="vehicle-page" data-car-id={car.id}>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
        <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
          <FrameworkLink href="/" className="underline underline-offset-4">
            Home
          </FrameworkLink>
          <span aria-hidden="true"> / </span>
          <span aria-current="page">{title}</span>
        </nav>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex min-w-0 flex-col gap-8">
            <VehicleGallery images={images} title={title} />
          </div>

          <aside aria-label={copy("Price and enquiry")} className="flex flex-col gap-5 lg:row-span-2" data-slot="vehicle-sidebar">
            <div className="flex flex-wrap items-center gap-2">
              {/* The certified badge (with its info) stands in for a certified tag, never both. */}
              {tag && !(certified && tag.kind === "certified") ? <VehicleTag tag={tag} /> : null}
              {certified ? (
                <CertifiedBadge label={certifiedCopy.label} description={certifiedCopy.description}>
                  <ul className="list-disc space-y-2 pl-5 text-sm">
                    {certifiedCopy.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </CertifiedBadge>
              ) : null}
            </div>
            <div>
              <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{heading.title}</h1>
              {heading.subtitle ? <p className="mt-1 text-lg text-muted-foreground">{heading.subtitle}</p> : null}
            </div>
            <VehiclePrice price={price} previous={previousPrice(car)} priceType={car.price_type} />
            {market ? <MarketPriceBadge indicator={market} /> : null}
            {estimate && estimateText ? (
              <CarFinanceEstimate
                estimate={estimateText}
                lenderName={financeProviderNames[estimate.lender]}
                comparisonNote={financeComparisonNote(estimate.lender)}
                disclaimerPath={`${carPath(car.slug)}/finance-disclaimer`}
                action={
                  financeAction ? (
                    <Button asChild size="sm">
                      <FrameworkLink href={financeAction.href ?? "/finance"}>{financeAction.label}</FrameworkLink>
                    </Button>
                  ) : undefined
                }
              />
            ) : null}

            <div className="flex flex-col gap-3 rounded-lg border border-border p-4" data-slot="vehicle-actions">
              {actions.notice ? (
                <p className="font-semibold" data-slot="sold-notice">
                  {actions.notice}
                </p>
              ) : null}
              {actions.prompt ? <p data-slot="similar-prompt">{actions.prompt}</p> : null}
              <div className="grid grid-cols-2 gap-3">{actionButtons}</div>
              {financeAction && listedPrice(car) !== null && available ? (
                // spec 2.1, 9: personalised finance for this car, and 'Get Pre-Approved Now' ('Pre-Approved' once the shopper is).
                <div className="grid gap-3 sm:grid-cols-2" data-slot="vehicle-finance-actions">
                  <Button asChild intent="outline" className="w-full">
                    <FrameworkLink href={personalisedFinancePath(car.id)}>{personalisedFinanceLabel}</FrameworkLink>
                  </Button>
                  <PreApprovedLink className="w-full" />
                </div>
              ) : null}
              {config.features.watchlist && !isCarSold(car) ? <WatchButton carId={car.id} title={heading.title} /> : null}
              <BrochureDownload href={`${carPath(car.slug)}/brochure.pdf`} slug={car.slug} label="Download brochure (PDF)" />
            </div>

            {car.location || phone ? (
              <div className="flex flex-col gap-2 rounded-lg bg-muted p-4" data-slot="vehicle-location">
                <h2 className="font-semibold">{car.location?.name ?? config.name}</h2>
                {address ? (
                  <address className="text-sm not-italic">
                    {address.street}, {address.city} {address.state.toUpperCase()} {address.postcode}
                  </address>
                ) : null}
                {phone ? <TrackedPhoneReveal phone={phone} name={car.location?.name ?? config.name} carId={car.id} tagManager={tagManager} /> : null}
              </div>
            ) : null}
          </aside>

          <div className="flex min-w-0 flex-col gap-8">
            <DetailSection sectionId="key-information" heading={sectionTitle("key-information")!}>
              <DetailRows rows={keyRows} />
            </DetailSection>

            {sectionTitle("dealer-comments") ? (
              <DetailSection sectionId="dealer-comments" heading={sectionTitle("dealer-comments")!}>
                <div className="flex max-w-prose flex-col gap-3" data-slot="dealer-comments">
                  {dealerCommentSections(car.dealercomments).map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </div>
              </DetailSection>
            ) : null}

            <DetailSection sectionId="whats-included" heading={sectionTitle("whats-included")!}>
              <ul className="list-disc space-y-1 pl-5">
                {whatsIncludedItems(car).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </DetailSection>

            <DetailSection sectionId="why-buy" heading={sectionTitle("why-buy")!}>
              <ul className="grid gap-4 sm:grid-cols-2">
                {whyBuyPoints(config.name, config.address.city).map((point) => (
                  <li key={point.title}>
                    <h3 className="font-semibold">{point.title}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{point.text}</p>
                  </li>
                ))}
              </ul>
            </DetailSection>

            {sectionTitle("reserve-online") && reserveAction ? (
              <DetailSection sectionId="reserve-online" heading={sectionTitle("reserve-online")!}>
                <p className="max-w-prose">{reserveOnlineText(reservationPrice(car, reservation.price))}</p>
                <Button asChild className="mt-4">
                  <FrameworkLink href={reserveAction.href ?? "/"}>{reserveAction.label}</FrameworkLink>
                </Button>
              </DetailSection>
            ) : null}

            <DetailSection sectionId="protect" heading={sectionTitle("protect")!}>
              <p className="max-w-prose">{protectCopy}</p>
            </DetailSection>

            <DetailTabs label={copy("Vehicle details")} tabs={detailTabs} className="border-t border-border pt-6" />

            <InterestedPanel title={interestedPanel.title} items={interestedItems} />
          </div>
        </div>
        {!available ? <SimilarCars cars={similar} site={site} heading={copy("Similar cars you might like")} /> : null}
      </article>
    );
  }

  async function generateMetadata({ params }: VehicleParams): Promise<Metadata> {
    const { site, car } = await loadCar(params, template);
    if (!car) return { title: "Car not found", robots: { index: false } };
    const { config, region } = site;
    const title = carTitle(car);
    const price = displayPrice(car, { subscriptions: config.features.subscriptions, noPriceText: config.labels.noPriceText });
    const description = [price.text, formatKm(car.km, region), car.colour, `${config.name}, ${config.address.city}`].filter(Boolean).join(" · ");
    const origin = siteOrigin(config);
    const image = carImage(car);
    const url = `${origin}${carPath(car.slug)}`;
    return {
      title,
      description,
      metadataBase: new URL(origin),
      alternates: { canonical: url },
      openGraph: {
        type: "website",
        url,
        title,
        description,
        siteName: config.name,
        locale: region.locale.replace("-", "_"),
        images: image ? [{ url: imageUrl(image, { width: 1200, height: 630, crop: true }), width: 1200, height: 630, alt: title }] : undefined,
      },
      twitter: { card: image ? "summary_large_image" : "summary", title, description },
    };
  }

  /**
   * Statically generated, per site, on demand: no car is rendered at build time,
   * because an app is built once for every site and its stock lives in the database,
   * not in the build. Each page is generated on its first request, then served from
   * Next's cache until its car changes (POST /api/revalidate) or an hour passes.
   */
  async function generateStaticParams(): Promise<Array<{ site: string; slug: string }>> {
    return [];
  }

  return { VehiclePage, generateMetadata, generateStaticParams };
}
