// A location's pages (spec 2.1, 2.7): /locations/{slug} (the location card, its
// image, a map, its reviews), /teams/{slug} (its team by department),
// /contact-us/{slug} (the card beside the contact form, preset to the location)
// and /pages/reviews (every location's rating and the newest reviews). A
// location is read on the site's own dealerships only; another site's, a hidden
// one (hiddenLocationIds, visible false) or an unknown slug is a 404.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  calendarDate,
  combinedRating,
  formatDate,
  generalEnquirySteps,
  type Location,
  locationCardView,
  locationsForCarousel,
  newestReviewsFirst,
  type Review,
  showsRating,
  siteTimeZone,
  teamByDepartment,
  visibleReviews,
} from "@forecourt/domain";
import { findLocationForSite, getDatabase, listLocationsForSite } from "@forecourt/db";
import { Button } from "@forecourt/ui/button";
import { FrameworkLink } from "@forecourt/ui/framework";
import { LocationCard, LocationCardActions, LocationCardDetails, LocationCardMedia } from "@forecourt/ui/location/location-card";
import { LocationMap } from "@forecourt/ui/location/location-map";
import { ReviewList, type ReviewListItem } from "@forecourt/ui/location/review-list";
import { ReviewRating } from "@forecourt/ui/location/review-rating";
import { TeamGroups } from "@forecourt/ui/location/team";
import { PageState, PageStateMessage, PageStateTitle } from "@forecourt/ui/page-state";
import { leadFormOptionsFor } from "../forms/lead-options";
import { SiteLeadFormOnIntent } from "../forms/on-intent";
import { siteCopy } from "../shell/copy";
import { requireSite, type SiteParams } from "../shell/site-params";
import type { SiteContext } from "../tenant/site";
import type { TemplateDefinition } from "../tenant/template";

interface LocationParams {
  params: Promise<{ site: string; slug: string }>;
}

export const reviewsPath = "/pages/reviews";

async function loadLocation(params: LocationParams["params"], template: TemplateDefinition) {
  const { site: key, slug } = await params;
  const site = await requireSite(Promise.resolve({ site: key }), template);
  const { db } = await getDatabase();
  const location = await findLocationForSite(db, site.config, slug);
  if (!location) notFound();
  return { site, location };
}

function cardView(location: Location, site: SiteContext, now: Date) {
  return locationCardView(location, {
    closedDay: site.config.labels.closedDay,
    locale: site.region.locale,
    now,
    timeZone: siteTimeZone(site.config.region, site.config.state),
    minAverage: site.config.reviews.minAverage,
  });
}

/** spec 5 'Reviews shown': the site's exclusions and hidden customers, rating 4 and up, newest first. */
function shownReviews(reviews: ReadonlyArray<Review & { location?: string }>, site: SiteContext): ReviewListItem[] {
  return visibleReviews(newestReviewsFirst(reviews), { excludedIds: site.config.reviews.excludedIds, hiddenCustomers: site.config.reviews.hiddenCustomers }).map((review) => {
    const date = new Date(`${review.review_date.slice(0, 10)}T00:00:00Z`);
    const valid = Number.isFinite(date.getTime());
    return {
      id: review.id,
      customer: review.customer_name,
      rating: Number(review.rating),
      text: review.text!.trim(),
      dateLabel: valid ? formatDate(date, site.region.locale) : review.review_date,
      dateTime: valid ? calendarDate(date) : review.review_date,
      location: review.location ?? null,
    };
  });
}

export function createLocationPage(template: TemplateDefinition) {
  async function LocationPage({ params }: LocationParams) {
    const { site, location } = await loadLocation(params, template);
    const copy = siteCopy(site);
    const view = cardView(location, site, new Date());
    const reviews = shownReviews(location.reviews, site);
    return (
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <LocationCard aria-labelledby={`location-${view.id}-name`}>
            <LocationCardDetails view={view} headingLevel={1} locale={site.region.locale}>
              {location.team.length > 0 ? (
                <p className="text-sm">
                  <FrameworkLink href={view.links.team} className="font-medium text-link underline underline-offset-4 hover:decoration-2">
                    Meet the team at {location.name}
                  </FrameworkLink>
                </p>
              ) : null}
            </LocationCardDetails>
            <LocationCardActions view={view} locale={site.region.locale} />
          </LocationCard>
          <div className="flex flex-col gap-6">
            <LocationCardMedia image={view.image} priority sizes="(min-width: 992px) 58vw, 100vw" className="overflow-hidden rounded-lg" />
            <LocationMap view={view} />
          </div>
        </div>
        <section aria-labelledby="reviews-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="reviews-heading" className="text-2xl font-semibold tracking-tight">
              Reviews
            </h2>
            <FrameworkLink href={reviewsPath} className="text-sm font-medium text-link underline underline-offset-4 hover:decoration-2">
              {copy(`All reviews of ${site.config.name}`)}
            </FrameworkLink>
          </div>
          {reviews.length > 0 ? (
            <ReviewList reviews={reviews} />
          ) : (
            <p className="text-muted-foreground">{copy(`There are no reviews of ${location.name} to show yet.`)}</p>
          )}
        </section>
      </div>
    );
  }

  async function generateMetadata({ params }: LocationParams): Promise<Metadata> {
    const { site, location } = await loadLocation(params, template);
    return { title: location.name, description: siteCopy(site)(`Address, phone, opening hours and reviews of ${location.name}.`) };
  }

  return { LocationPage, generateMetadata };
}

export function createTeamPage(template: TemplateDefinition) {
  async function TeamPage({ params }: LocationParams) {
    const { site, location } = await loadLocation(params, template);
    const copy = siteCopy(site);
    const view = cardView(location, site, new Date());
    return (
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">Our Team at {location.name}</h1>
          <p className="max-w-prose text-muted-foreground">
            {copy("The people who look after you, by department. Call or email any of us directly, or ")}
            <FrameworkLink href={view.links.contact} className="font-medium text-link underline underline-offset-4 hover:decoration-2">
              {copy("send an enquiry")}
            </FrameworkLink>
            .
          </p>
          <p>
            <FrameworkLink href={view.links.location} className="font-medium text-link underline underline-offset-4 hover:decoration-2">
              {location.name}: address and opening hours
            </FrameworkLink>
          </p>
        </header>
        <TeamGroups
          groups={teamByDepartment(location.team)}
          empty={
            <PageState intent="empty" aria-labelledby="no-team-heading">
              <PageStateTitle asChild>
                <h2 id="no-team-heading">Our team list is being updated</h2>
              </PageStateTitle>
              <PageStateMessage>{copy(`Call ${location.name} or send us an enquiry and the right person will get back to you.`)}</PageStateMessage>
            </PageState>
          }
        />
      </div>
    );
  }

  async function generateMetadata({ params }: LocationParams): Promise<Metadata> {
    const { location } = await loadLocation(params, template);
    return { title: `Our Team at ${location.name}`, description: `Meet the team at ${location.name}.` };
  }

  return { TeamPage, generateMetadata };
}

/** spec 2.1 /contact-us/{location slug}: the location's card beside the contact form, preset to it. */
export function createLocationContactPage(template: TemplateDefinition) {
  async function LocationContactPage({ params }: LocationParams) {
    const { site, location } = await loadLocation(params, template);
    const copy = siteCopy(site);
    const view = cardView(location, site, new Date());
    // The form offers this one location, so it is chosen for the shopper (spec 5: a single entry is auto-selected).
    const options = { ...leadFormOptionsFor(site.config, [location], "general"), locations: [{ id: location.id, name: location.name }] };
    const dealership = options.dealerships.some((entry) => entry.slug === location.dealership_slug) ? { dealership_slug: location.dealership_slug } : {};
    const title = copy(`Contact ${location.name}`);
    return (
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p className="mt-2 max-w-prose text-muted-foreground">{copy(`Send ${location.name} an enquiry and our team will get back to you, usually within one business day.`)}</p>
          <div className="mt-8">
            <SiteLeadFormOnIntent
              form="general"
              options={options}
              defaultValues={{ ...dealership, location_id: location.id }}
              locale={site.region.locale}
              title={title}
              steps={generalEnquirySteps}
              tagManager={Boolean(site.config.integrations.tagManagerId)}
            />
          </div>
        </div>
        <LocationCard aria-labelledby={`location-${view.id}-name`} className="h-fit">
          <LocationCardDetails view={view} headingLevel={2} linkName locale={site.region.locale} />
          <div className="px-5 pb-5">
            <Button asChild intent="outline">
              <a href={view.directionsHref}>Get Directions</a>
            </Button>
          </div>
        </LocationCard>
      </div>
    );
  }

  async function generateMetadata({ params }: LocationParams): Promise<Metadata> {
    const { site, location } = await loadLocation(params, template);
    return { title: siteCopy(site)(`Contact ${location.name}`) };
  }

  return { LocationContactPage, generateMetadata };
}

/** /pages/reviews: the site's rating over its locations, each location's, and the newest reviews (spec 3 'Review', spec 5). */
export function createReviewsPage(template: TemplateDefinition) {
  async function ReviewsPage({ params }: SiteParams) {
    const site = await requireSite(params, template);
    const copy = siteCopy(site);
    const { db } = await getDatabase();
    const locations = locationsForCarousel(await listLocationsForSite(db, site.config));
    const now = new Date();
    const views = locations.map((location) => cardView(location, site, now));
    const overall = combinedRating(locations);
    const reviews = shownReviews(
      locations.flatMap((location) => location.reviews.map((review) => ({ ...review, location: location.name }))),
      site,
    );
    return (
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">Reviews</h1>
          <p className="max-w-prose text-muted-foreground">{copy(`What customers say about ${site.config.name}.`)}</p>
          {overall.average !== null && showsRating(overall.average, site.config.reviews.minAverage) ? (
            <ReviewRating data-slot="site-rating" average={overall.average} count={overall.count} locale={site.region.locale} className="text-base" />
          ) : null}
        </header>
        <section aria-labelledby="locations-heading" className="flex flex-col gap-4">
          <h2 id="locations-heading" className="text-2xl font-semibold tracking-tight">
            Our locations
          </h2>
          <ul data-slot="location-ratings" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {views.map((view) => (
              <li key={view.id} className="flex flex-col gap-1 rounded-lg border border-border p-4">
                <FrameworkLink href={view.links.location} className="font-semibold text-link underline underline-offset-4 hover:decoration-2">
                  {view.name}
                </FrameworkLink>
                {view.rating ? <ReviewRating average={view.rating.average} count={view.rating.count} locale={site.region.locale} /> : <p className="text-sm text-muted-foreground">No reviews yet</p>}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="latest-heading" className="flex flex-col gap-4">
          <h2 id="latest-heading" className="text-2xl font-semibold tracking-tight">
            Latest reviews
          </h2>
          {reviews.length > 0 ? (
            <ReviewList reviews={reviews} />
          ) : (
            <PageState intent="empty" aria-labelledby="no-reviews-heading">
              <PageStateTitle asChild>
                <h3 id="no-reviews-heading">No reviews to show yet</h3>
              </PageStateTitle>
              <PageStateMessage>{copy("Bought a car or had a service with us? We would love to hear how it went.")}</PageStateMessage>
            </PageState>
          )}
        </section>
      </div>
    );
  }

  async function generateMetadata({ params }: SiteParams): Promise<Metadata> {
    const site = await requireSite(params, template);
    return { title: "Reviews", description: siteCopy(site)(`Customer reviews of ${site.config.name}.`) };
  }

  return { ReviewsPage, generateMetadata };
}
