// The offer detail page (spec 2.1 '/offers/{manufacturer}/{offerId}' and
// '/offers/{offerId}'; spec 2.8 offer card fields): one offer the site shows at
// this moment (spec 5 'Offer visibility', the same rule as /special-offers), with
// its whole description and disclaimer, the enquiry about it on the page, its
// Explore {model} link where that leads somewhere on the site, and the site's
// cars of its make. Each offer has one address: any other spelling of the path
// redirects to offerPath, and an offer the site does not show is a 404.
import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import {
  imageUrl,
  type Offer,
  offerExploreLinkOnSite,
  offerIdFromPath,
  offerImage,
  offerMakeName,
  offerPath,
  offerPlainDescription,
  offerValidity,
  siteTimeZone,
} from "@forecourt/domain";
import { findCurrentOfferForSite, getDatabase, listLocationsForSite, similarListedCars } from "@forecourt/db";
import { Button } from "@forecourt/ui/button";
import { FrameworkImage, FrameworkLink } from "@forecourt/ui/framework";
import { offerValidityVariants } from "@forecourt/ui/offers/offer-card";
import { leadFormOptionsFor } from "../forms/lead-options";
import { SiteLeadFormOnIntent } from "../forms/on-intent";
import { stockedMakes } from "../search-page/stocked-makes";
import { siteCopy } from "../shell/copy";
import { requireSite } from "../shell/site-params";
import type { SiteContext } from "../tenant/site";
import type { TemplateDefinition } from "../tenant/template";
import { SimilarCars } from "../vehicle/similar-cars";
import { siteOrigin } from "../vehicle/site-origin";
import { offersPath } from "./offers-page";

interface OfferParams {
  params: Promise<{ site: string; segments: string[] }>;
}

/** The offer this path names, when the site shows it now; notFound() otherwise. */
async function loadOffer(params: OfferParams["params"], template: TemplateDefinition, now: Date): Promise<{ site: SiteContext; offer: Offer }> {
  const site = await requireSite(params, template);
  const { segments } = await params;
  const id = offerIdFromPath(segments);
  if (id === null) notFound();
  const { db } = await getDatabase();
  const offer = await findCurrentOfferForSite(db, site.config, id, now);
  if (!offer) notFound();
  return { site, offer };
}

export function createOfferPage(template: TemplateDefinition) {
  async function OfferPage({ params }: OfferParams) {
    const now = new Date();
    const { site, offer } = await loadOffer(params, template, now);
    const { segments } = await params;
    const path = offerPath(offer);
    // '/offers/12' for a Toyota offer, or a make slug that is not the offer's: one address per offer.
    if (`/offers/${segments.join("/")}` !== path) permanentRedirect(path);

    const copy = siteCopy(site);
    const { db } = await getDatabase();
    const make = offerMakeName(offer);
    const [stock, locations, cars] = await Promise.all([
      stockedMakes(site.config, now),
      listLocationsForSite(db, site.config),
      make ? similarListedCars(db, site.config, { excludeId: null, make, body: null, minPrice: null, maxPrice: null }, now) : Promise.resolve([]),
    ]);
    // The site's cars of the offer's make; other makes are no help here.
    const makeCars = cars.filter((car) => car.make === make);
    const image = offerImage(offer);
    const description = offerPlainDescription(offer);
    const disclaimer = offer.disclaimer?.trim() || null;
    const validity = offerValidity(offer, { now, locale: site.region.locale, timeZone: siteTimeZone(site.config.region, site.config.state) });
    const explore = offerExploreLinkOnSite(offer, stock);
    const enquire = copy("Enquire Now");

    return (
      <article data-slot="offer-detail" data-offer-id={offer.id} className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8">
        <nav aria-label="Breadcrumb" className="text-sm">
          <ol className="flex flex-wrap items-center gap-1 text-muted-foreground">
            <li>
              <FrameworkLink href={offersPath} className="text-link underline underline-offset-4 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
                {copy("Special Offers")}
              </FrameworkLink>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="text-foreground">
              {offer.name}
            </li>
          </ol>
        </nav>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex flex-col gap-5">
            {image ? (
              <FrameworkImage
                src={image}
                alt=""
                width={1200}
                height={800}
                sizes="(min-width: 1024px) 60vw, 100vw"
                loading="eager"
                fetchPriority="high"
                className="aspect-[3/2] w-full rounded-lg bg-muted object-cover"
              />
            ) : null}
            <p data-slot="offer-validity" data-state={validity.state} className="flex flex-wrap items-center gap-2 text-sm">
              {validity.state === "ending-soon" ? <span className={offerValidityVariants({ state: "ending-soon" })}>Ending soon</span> : null}
              <span>{validity.text}</span>
            </p>
            <h1 className="text-3xl font-bold tracking-tight">{offer.name}</h1>
            {description ? (
              <p data-slot="offer-description" className="max-w-prose text-lg">
                {description}
              </p>
            ) : null}
            {explore ? (
              <Button asChild intent="outline" className="w-fit" data-action="explore">
                <FrameworkLink href={explore.href}>{explore.label}</FrameworkLink>
              </Button>
            ) : null}
            {disclaimer ? (
              <section aria-labelledby="offer-disclaimer-heading" data-slot="offer-disclaimer" className="rounded-lg bg-muted p-4 text-sm text-muted-foreground">
                <h2 id="offer-disclaimer-heading" className="mb-1 font-semibold text-foreground">
                  Disclaimer
                </h2>
                <p>{disclaimer}</p>
              </section>
            ) : null}
          </div>
          <section aria-labelledby="offer-enquiry-heading" className="h-fit rounded-lg border border-border p-5" data-slot="offer-enquiry">
            <h2 id="offer-enquiry-heading" className="text-xl font-semibold">
              {enquire}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{copy(`Ask ${site.config.name} about this offer and our team will be in touch.`)}</p>
            <div className="mt-4">
              <SiteLeadFormOnIntent
                form="general"
                options={leadFormOptionsFor(site.config, locations, "general")}
                locale={site.region.locale}
                title={enquire}
                headingLevel={3}
                tagManager={Boolean(site.config.integrations.tagManagerId)}
                defaultValues={{ subcategory: "Special Offer", message: `I would like to know more about this offer: ${offer.name}` }}
              />
            </div>
          </section>
        </div>
        <SimilarCars cars={makeCars} site={site} heading={`${make} cars in stock`} />
      </article>
    );
  }

  async function generateMetadata({ params }: OfferParams): Promise<Metadata> {
    const { site, offer } = await loadOffer(params, template, new Date());
    const { config, region } = site;
    const description = offerPlainDescription(offer)?.slice(0, 200) ?? `A current offer from ${config.name}.`;
    const origin = siteOrigin(config);
    const url = `${origin}${offerPath(offer)}`;
    const image = offerImage(offer);
    return {
      title: offer.name,
      description,
      metadataBase: new URL(origin),
      alternates: { canonical: url },
      openGraph: {
        type: "website",
        url,
        title: offer.name,
        description,
        siteName: config.name,
        locale: region.locale.replace("-", "_"),
        images: image ? [{ url: imageUrl(image, { width: 1200, height: 630, crop: true }), width: 1200, height: 630, alt: offer.name }] : undefined,
      },
    };
  }

  return { OfferPage, generateMetadata };
}
