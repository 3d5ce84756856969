"use client";
// The search result card (spec 2.4): image, optional location overlay, the
// favourites/compare control, tag, badge and city, heading, price with its type, the
// four-item summary and the buttons, or the unavailable and sold variants. Every
// rule comes from @forecourt/domain; the card only lays the answers out. Buttons
// without a link (Book a Test Drive, Find Me Something Similar) open a form the
// storefront supplies through `renderAction`.
import * as React from "react";
import { VehicleCardTag } from "../vehicle-tag";
import {
  type CarActions,
  type CarActionSettings,
  type CardTagSettings,
  type CarAction,
  type CarLike,
  type vehicleCardFields,
  type DisplayPriceOptions,
  type RegionSettings,
  canSaveCar,
  carHeading,
  carImage,
  cardActions,
  cardTag,
  carSummaryItems,
  displayPrice,
  imageSrcSet,
  imageUrl,
  isCarSold,
  showsCarSummary,
} from "@forecourt/domain";
import { Button } from "../button";
import { useFramework } from "../framework";
import { MapPinIcon } from "../icons";
import { cn } from "../lib/cn";

/** The car fields the card reads: a search record or a database row. */
export type VehicleCardCar = Pick<CarLike, (typeof vehicleCardFields)[number]>;

export interface VehicleCardSettings {
  tags: CardTagSettings;
  price: DisplayPriceOptions;
  actions: CarActionSettings;
  region: Pick<RegionSettings, "locale" | "distanceUnit">;
  /** spec 2.4: the summary shows only when the description is enabled (and the car available). */
  description: boolean;
  /** spec 5: favourites show when the site enables them and the car qualifies. */
  favourites: { enabled: boolean; usedOnly?: boolean };
  /** spec 5: compare follows the same rule under its own site switch. */
  compare?: { enabled: boolean; usedOnly?: boolean };
  /** spec 2.4: the optional location overlay on the image. */
  locationOverlay?: boolean;
}

export interface VehicleCardTranslations {
  /** The favourite toggle's name; aria-pressed says whether it is saved, so the name never changes. */
  saveLabel: (title: string) => string;
  /** The compare toggle's name: it starts with its visible text (WCAG 2.5.3 label in name). */
  compareLabel: (title: string) => string;
  compareText: string;
  /** The watchlist toggle's name; aria-pressed says whether the car is watched. */
  watchLabel: (title: string) => string;
}

const defaultTranslations: VehicleCardTranslations = {
  saveLabel: (title) => `Save the ${title} to favourites`,
  watchLabel: (title) => `Watch the ${title} in your watchlist`,
  compareLabel: (title) => `Compare the ${title}`,
  compareText: "Compare",
};

export interface VehicleCardProps extends Omit<React.ComponentProps<"article">, "children"> {
  car: VehicleCardCar;
  settings: VehicleCardSettings;
  /** The clock for the new-arrival tag (domain never reads it). */
  now: Date;
  /** Heading level of the car's title in the page outline. */
  headingLevel?: 2 | 3;
  /** The first cards of a page load their image eagerly (the first row is above the fold). */
  priority?: boolean;
  /**
   * The image's fetch priority: "high" for the first card only, the page's
   * likely LCP on a phone; more than one "high" image and they share the
   * bandwidth the LCP needs.
   */
  imageFetchPriority?: "high" | "low" | "auto";
  saved?: boolean;
  onSavedChange?: (saved: boolean) => void;
  /** Whether the car is in the shopper's compare selection. */
  compared?: boolean;
  onComparedChange?: (compared: boolean) => void;
  /** Whether the car is on the shopper's watchlist (spec 4 'Watchlist'); the toggle shows only with a handler and for a car not sold. */
  watched?: boolean;
  onWatchedChange?: (watched: boolean) => void;
  /**
   * Renders a button that opens a form (test drive, find similar): receives the
   * action and the button to use as the dialog's trigger. Without it those
   * buttons are left out rather than shown dead.
   */
  renderAction?: (action: CarAction, trigger: React.ReactElement) => React.ReactNode;
  translations?: Partial<VehicleCardTranslations>;
}

export { VehicleCardTag } from "../vehicle-tag";

function HeartIcon({ filled, ...props }: React.ComponentProps<"svg"> & { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth={2} strokeLinejoin="round" {...props}>
      <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10Z" />
    </svg>
  );
}

function CompareIcon({ checked }: { checked: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <rect x="4" y="4" width="16" height="16" rx="3" fill={checked ? "currentColor" : "none"} />
      {checked ? <path d="m8 12 3 3 5-6" className="stroke-foreground" /> : null}
    </svg>
  );
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth={2} strokeLinejoin="round">
      <path d="M6 4h12v16l-6-4-6 4Z" />
    </svg>
  );
}

/**
 * The watchlist toggle (spec 4 'Watchlist'): beside the favourites heart, a
 * bookmark, because the two differ: a favourite stays on this device, a watched
 * car is kept in the shopper's account and its price and status are followed.
 */
export function VehicleCardWatch({ watched, onWatchedChange, label, className }: { watched: boolean; onWatchedChange: (watched: boolean) => void; label: string; className?: string }) {
  return (
    <button
      type="button"
      data-slot="vehicle-card-watch"
      data-state={watched ? "on" : "off"}
      aria-pressed={watched}
      aria-label={label}
      onClick={() => onWatchedChange(!watched)}
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-full bg-background/90 text-primary shadow-sm transition-colors hover:bg-background focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
    >
      <BookmarkIcon filled={watched} />
    </button>
  );
}

/** The favourites toggle: a pressed/unpressed button (spec 4 'Favourites toggle'). */
export function VehicleCardFavourite({ saved, onSavedChange, label, className }: { saved: boolean; onSavedChange: (saved: boolean) => void; label: string; className?: string }) {
  return (
    <button
      type="button"
      data-slot="vehicle-card-favourite"
      data-state={saved ? "on" : "off"}
      aria-pressed={saved}
      aria-label={label}
      onClick={() => onSavedChange(!saved)}
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-full bg-background/90 text-destructive shadow-sm transition-colors hover:bg-background focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
    >
      <HeartIcon filled={saved} />
    </button>
  );
}

/**
 * The compare toggle (spec 2.4 'favourites/compare control'): a pressed/unpressed
 * button with visible text, 44px tall (WCAG 2.2 target size). Refusing a car when
 * the selection is full is the caller's message to show, never a silent drop.
 */
export function VehicleCardCompare({ compared, onComparedChange, label, text, className }: { compared: boolean; onComparedChange: (compared: boolean) => void; label: string; text: string; className?: string }) {
  return (
    <button
      type="button"
      data-slot="vehicle-card-compare"
      data-state={compared ? "on" : "off"}
      aria-pressed={compared}
      aria-label={label}
      onClick={() => onComparedChange(!compared)}
      className={cn(
        "inline-flex h-11 items-center gap-1.5 rounded-full bg-background px-3 text-sm font-medium text-foreground shadow-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=on]:bg-foreground data-[state=on]:text-background",
        className,
      )}
    >
      <CompareIcon checked={compared} />
      {text}
    </button>
  );
}

/** The answers of every card rule for one car (spec 2.4, 4, 5); exported for tests and pages that need them. */
export function vehicleCardModel(car: VehicleCardCar, settings: VehicleCardSettings, now: Date) {
  const heading = carHeading(car);
  const actions: CarActions = cardActions(car, { ...settings.actions, locale: settings.actions.locale ?? settings.region.locale });
  return {
    heading,
    title: [heading.title, heading.subtitle].filter(Boolean).join(" "),
    tag: cardTag(car, settings.tags, now),
    price: displayPrice(car, settings.price),
    summary: showsCarSummary(car, { description: settings.description }) ? carSummaryItems(car, settings.region) : [],
    actions,
    sold: isCarSold(car),
    savable: canSaveCar(car, settings.favourites),
    comparable: settings.compare ? canSaveCar(car, settings.compare) : false,
    image: carImage(car),
  };
}

const cardWidths = [360, 480, 720];

export function VehicleCard({
  car,
  settings,
  now,
  headingLevel = 2,
  priority = false,
  imageFetchPriority,
  saved = false,
  onSavedChange,
  compared = false,
  onComparedChange,
  watched = false,
  onWatchedChange,
  renderAction,
  translations,
  className,
  ...props
}: VehicleCardProps) {
  const { Link } = useFramework();
  const model = vehicleCardModel(car, settings, now);
  const text = { ...defaultTranslations, ...translations };
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const state = model.sold ? "sold" : car.reserved === true ? "reserved" : car.status === "coming_soon" ? "coming-soon" : car.status === "in_stock" ? "available" : "unavailable";
  const href = `/cars/${car.slug ?? ""}`;
  const headingId = React.useId();
  const place = [car.city, car.location_name].find((value) => typeof value === "string" && value.trim() !== "");
  // spec 5: shown only when the site enables them and the car qualifies, and only with a handler to call.
  const showFavourite = model.savable && onSavedChange !== undefined;
  const showCompare = model.comparable && onComparedChange !== undefined;
  const showWatch = !model.sold && onWatchedChange !== undefined;

  return (
    <article
      data-slot="vehicle-card"
      data-state={state}
      aria-labelledby={headingId}
      className={cn("relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-background text-foreground", className)}
      {...props}
    >
      <div data-slot="vehicle-card-media" className="relative aspect-[4/3] bg-muted">
        {model.image ? (
          <img
            src={imageUrl(model.image, { width: 480, height: 360, crop: true })}
            srcSet={imageSrcSet(model.image, cardWidths, { crop: true })}
            sizes="(min-width: 1200px) 30vw, (min-width: 768px) 45vw, 100vw"
            alt={model.title}
            width={480}
            height={360}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={imageFetchPriority}
            decoding="async"
            className={cn("size-full object-cover", model.sold && "opacity-70")}
          />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-muted-foreground">No photo yet</div>
        )}
        {settings.locationOverlay && car.location_name ? (
          <span data-slot="vehicle-card-location" className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded bg-foreground/80 px-2 py-1 text-xs font-medium text-background">
            <MapPinIcon className="size-4" />
            {car.location_name}
          </span>
        ) : null}
        {showFavourite || showCompare || showWatch ? (
          <div data-slot="vehicle-card-save-controls" className="absolute top-2 right-2 flex items-center gap-2">
            {showCompare && onComparedChange ? <VehicleCardCompare compared={compared} onComparedChange={onComparedChange} label={text.compareLabel(model.title)} text={text.compareText} /> : null}
            {showFavourite && onSavedChange ? <VehicleCardFavourite saved={saved} onSavedChange={onSavedChange} label={text.saveLabel(model.title)} /> : null}
            {showWatch && onWatchedChange ? <VehicleCardWatch watched={watched} onWatchedChange={onWatchedChange} label={text.watchLabel(model.title)} /> : null}
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {model.tag ? <VehicleCardTag tag={model.tag} /> : null}
          {place ? (
            <span data-slot="vehicle-card-city" className="inline-flex items-center gap-1">
              <MapPinIcon className="size-4" />
              {place}
            </span>
          ) : null}
        </div>
        <Heading id={headingId} className="text-lg leading-tight font-semibold">
          <Link href={href} className="hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            {model.heading.title}
          </Link>
          {model.heading.subtitle ? <span className="mt-0.5 block text-sm font-normal text-muted-foreground">{model.heading.subtitle}</span> : null}
        </Heading>
        <p data-slot="vehicle-card-price" data-variant={model.price.kind} className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-2xl font-bold">{model.price.text}</span>
          {model.price.kind === "price" && car.price_type ? <span className="text-sm text-muted-foreground">{car.price_type}</span> : null}
        </p>
        {model.summary.length > 0 ? (
          <dl data-slot="vehicle-card-summary" className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
            {model.summary.map((item) => (
              <div key={item.label} className="flex flex-col">
                <dt className="text-muted-foreground">{item.label}</dt>
                <dd className="font-medium">{item.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {model.actions.notice ? (
          <p data-slot="vehicle-card-notice" role="note" className="rounded-md bg-muted p-3 text-sm">
            {model.actions.notice}
          </p>
        ) : null}
        {model.actions.prompt ? <p className="text-sm font-medium">{model.actions.prompt}</p> : null}
        <div data-slot="vehicle-card-actions" className="mt-auto flex flex-col gap-2 pt-2">
          {model.actions.actions.map((action) => (
            <VehicleCardAction key={action.kind} action={action} title={model.title} renderAction={renderAction} />
          ))}
        </div>
      </div>
    </article>
  );
}

function VehicleCardAction({ action, title, renderAction }: { action: CarAction; title: string; renderAction?: VehicleCardProps["renderAction"] }) {
  const { Link } = useFramework();
  const intent = action.kind === "details" ? "primary" : "outline";
  const accessibleName = `${action.label}: ${title}`;
  if (action.href) {
    return (
      <Button asChild intent={intent} data-action={action.kind}>
        <Link href={action.href} aria-label={accessibleName}>
          {action.label}
        </Link>
      </Button>
    );
  }
  if (!renderAction) return null;
  const trigger = (
    <Button intent={action.kind === "find-similar" ? "primary" : intent} data-action={action.kind} aria-label={accessibleName}>
      {action.label}
    </Button>
  );
  return <>{renderAction(action, trigger)}</>;
}
