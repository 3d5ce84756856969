// The location card (spec 2.7 'Card contents'): name, address with directions
// link, phones, opening hours with the holiday-hours dialog, review rating,
// licence numbers, and the Contact Us and Get Directions buttons, all read from
// domain's locationCardView. Composed from parts, so a page can set the image
// or the map beside the details. No hooks: renders on the server, with the
// holiday-hours dialog its one client leaf.
import type * as React from "react";
import { imageSrcSet, imageSizes, imageUrl, localizeSpelling, type Locale, type LocationCardView } from "@forecourt/domain";
import { Button } from "../button";
import { FrameworkLink } from "../framework";
import { MapPinIcon, PhoneIcon } from "../icons";
import { cn } from "../lib/cn";
import { HolidayHours } from "./holiday-hours";
import { OpeningHours } from "./opening-hours";
import { ReviewRating } from "./review-rating";

export function LocationCard({ className, ...props }: React.ComponentProps<"article">) {
  return <article data-slot="location-card" className={cn("flex flex-col overflow-hidden rounded-lg border border-border bg-background text-foreground", className)} {...props} />;
}

/** spec 2.7, 9: location images crop at width 750, then 360 to 600 for cards. */
export function LocationCardMedia({ image, priority = false, sizes = "(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw", className }: { image: string | null; priority?: boolean; sizes?: string; className?: string }) {
  if (!image) return null;
  return (
    <div data-slot="location-card-media" className={cn("aspect-[3/2] bg-muted", className)}>
      <img
        src={imageUrl(image, { width: imageSizes.location.width, height: imageSizes.location.width / 1.5, crop: true })}
        srcSet={imageSrcSet(image, [...imageSizes.locationCardWidths, imageSizes.location.width], { aspect: 3 / 2, crop: true })}
        sizes={sizes}
        alt=""
        width={imageSizes.location.width}
        height={imageSizes.location.width / 1.5}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className="size-full object-cover"
      />
    </div>
  );
}

export interface LocationCardTranslations {
  hours: string;
  contact: string;
  directions: string;
  noReviews: string;
}

const defaultTranslations: LocationCardTranslations = { hours: "Opening hours", contact: "Contact Us", directions: "Get Directions", noReviews: "No reviews yet" };

export interface LocationCardDetailsProps extends Omit<React.ComponentProps<"div">, "children"> {
  view: LocationCardView;
  headingLevel?: 1 | 2 | 3;
  /** The name links to the location's page (in a grid); on the page itself it is plain. */
  linkName?: boolean;
  locale?: Locale;
  translations?: Partial<LocationCardTranslations>;
  children?: React.ReactNode;
}

const linkClass = "font-medium text-link underline underline-offset-4 hover:decoration-2";

/** Everything of spec 2.7's card but the buttons; `children` go after the licences. */
export function LocationCardDetails({ view, headingLevel = 2, linkName = false, locale = "en-AU", translations, className, children, ...props }: LocationCardDetailsProps) {
  const text = { ...defaultTranslations, ...translations };
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as "h2" | "h3" | "h4";
  const headingId = `location-${view.id}-name`;
  return (
    <div data-slot="location-card-details" className={cn("flex flex-col gap-4 p-5", className)} {...props}>
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-muted-foreground">{view.typeLabel}</p>
        <Heading id={headingId} className={cn("font-semibold tracking-tight", headingLevel === 1 ? "text-3xl/tight font-bold" : "text-xl/tight")}>
          {linkName ? (
            <FrameworkLink href={view.links.location} className="hover:underline">
              {view.name}
            </FrameworkLink>
          ) : (
            view.name
          )}
        </Heading>
        {view.rating ? <ReviewRating average={view.rating.average} count={view.rating.count} locale={locale} /> : <p className="text-sm text-muted-foreground">{text.noReviews}</p>}
      </div>
      <address className="flex gap-2 text-sm not-italic">
        <MapPinIcon className="mt-0.5 size-4 text-muted-foreground" />
        <a href={view.directionsHref} className={linkClass} data-action="address-directions">
          {view.address}
          <span className="sr-only"> (directions)</span>
        </a>
      </address>
      {view.phones.length > 0 || view.email ? (
        <ul data-slot="location-phones" className="flex flex-col gap-1 text-sm">
          {view.phones.map((phone) => (
            <li key={phone.href} className="flex items-center gap-2">
              <PhoneIcon className="size-4 text-muted-foreground" />
              <span className="sr-only">{phone.label}: </span>
              <a href={phone.href} className={linkClass}>
                {phone.number}
              </a>
            </li>
          ))}
          {view.email ? (
            <li className="pl-6">
              <span className="sr-only">Email: </span>
              <a href={`mailto:${view.email}`} className={cn(linkClass, "break-all")}>
                {view.email}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {view.openingHours.rows.length > 0 ? (
        // A group under its heading, not a landmark: a page of several cards would hold several 'Opening hours' regions of one name.
        <div data-slot="location-hours" className="flex flex-col gap-2">
          <SubHeading id={`${headingId}-hours`} className="text-sm font-semibold">
            {text.hours}
          </SubHeading>
          <OpeningHours rows={view.openingHours.rows} enquireHref={view.openingHours.enquireHref} locale={locale} />
          <HolidayHours locationName={view.name} rows={view.holidayHours} />
        </div>
      ) : null}
      {view.licences.length > 0 ? (
        <dl data-slot="location-licences" className="grid gap-1 text-xs text-muted-foreground">
          {view.licences.map((licence) => (
            <div key={licence.label} className="flex flex-wrap gap-x-1">
              <dt>{licence.label}:</dt>
              <dd className="font-medium text-foreground">{licence.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </div>
  );
}

/** spec 2.7: the Contact Us and Get Directions buttons. */
export function LocationCardActions({ view, locale = "en-AU", translations, className }: { view: LocationCardView; locale?: Locale; translations?: Partial<LocationCardTranslations>; className?: string }) {
  const text = { ...defaultTranslations, ...translations };
  return (
    <div data-slot="location-card-actions" className={cn("mt-auto flex flex-wrap gap-2 px-5 pb-5", className)}>
      <Button asChild data-action="contact">
        <FrameworkLink href={view.links.contact} aria-label={`${localizeSpelling(text.contact, locale)}: ${view.name}`}>
          {localizeSpelling(text.contact, locale)}
        </FrameworkLink>
      </Button>
      <Button asChild intent="outline" data-action="directions">
        <a href={view.directionsHref} aria-label={`${text.directions}: ${view.name}`}>
          {text.directions}
        </a>
      </Button>
    </div>
  );
}
