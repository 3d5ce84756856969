"use client";
// The offer card (spec 2.8): title, image, description, disclaimer, an Enquire
// Now button and an Explore {model} button, with how long the offer runs. The
// description over 200 characters is cut to about 160 with View more/View less;
// the disclaimer over 200 with View full disclaimer (domain truncateOfferText).
// Enquire Now opens a form the storefront supplies through `renderEnquire`.
import * as React from "react";
import { cva } from "class-variance-authority";
import { imageSrcSet, imageUrl, offerToggleLabels, type OfferValidity, truncateOfferText } from "@forecourt/domain";
import { Button } from "../button";
import { useFramework } from "../framework";
import { cn } from "../lib/cn";

export interface OfferCardTranslations {
  enquire: string;
  more: string;
  less: string;
  fullDisclaimer: string;
  endingSoon: string;
}

const defaultTranslations: OfferCardTranslations = {
  enquire: "Enquire Now",
  more: offerToggleLabels.more,
  less: offerToggleLabels.less,
  fullDisclaimer: offerToggleLabels.fullDisclaimer,
  endingSoon: "Ending soon",
};

export interface OfferCardProps extends Omit<React.ComponentProps<"article">, "children"> {
  title: string;
  image?: string | null;
  /** Plain text (the offer's sanitized description). */
  description?: string | null;
  disclaimer?: string | null;
  /** How long the offer runs (domain offerValidity); nothing shown when null. */
  validity?: OfferValidity | null;
  /** The offer's own page (domain offerPath); the title links to it when given. */
  href?: string | null;
  /** The Explore {model} link (domain offerExploreLinkOnSite); left out when null. */
  explore?: { label: string; href: string } | null;
  /** Receives the Enquire Now button to use as the trigger of the enquiry form. Without it the button is left out rather than shown dead. */
  renderEnquire?: (trigger: React.ReactElement) => React.ReactNode;
  headingLevel?: 2 | 3;
  /** The first cards of the page load their image eagerly. */
  priority?: boolean;
  translations?: Partial<OfferCardTranslations>;
}

/** The widths of the image's srcset, cropped to the card's 3:2 box. */
const mediaWidths = [360, 600, 900];

export const offerValidityVariants = cva("inline-flex w-fit items-center rounded px-2 py-0.5 text-sm font-medium", {
  variants: {
    state: {
      ongoing: "bg-muted text-foreground",
      ends: "bg-muted text-foreground",
      "ending-soon": "bg-destructive text-destructive-foreground",
      ended: "bg-muted text-muted-foreground",
    },
  },
  defaultVariants: { state: "ends" },
});

export function OfferCard({ title, image, description, disclaimer, validity, href, explore, renderEnquire, headingLevel = 2, priority = false, translations, className, ...props }: OfferCardProps) {
  const { Link } = useFramework();
  const text = { ...defaultTranslations, ...translations };
  const headingId = React.useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const enquire = (
    <Button data-action="enquire" aria-label={`${text.enquire}: ${title}`}>
      {text.enquire}
    </Button>
  );
  return (
    <article data-slot="offer-card" aria-labelledby={headingId} className={cn("flex h-full flex-col overflow-hidden rounded-lg border border-border bg-background text-foreground", className)} {...props}>
      <div data-slot="offer-card-media" className="aspect-[3/2] bg-muted">
        {image ? (
          <img
            src={imageUrl(image, { width: 600, height: 400, crop: true })}
            srcSet={imageSrcSet(image, mediaWidths, { aspect: 3 / 2, crop: true })}
            sizes="(min-width: 1200px) 30vw, (min-width: 768px) 45vw, 100vw"
            alt=""
            width={600}
            height={400}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        {validity ? (
          <p data-slot="offer-card-validity" data-state={validity.state} className="flex flex-wrap items-center gap-2 text-sm">
            {validity.state === "ending-soon" ? <span className={offerValidityVariants({ state: "ending-soon" })}>{text.endingSoon}</span> : null}
            <span>{validity.text}</span>
          </p>
        ) : null}
        <Heading id={headingId} className="text-lg leading-tight font-semibold">
          {href ? (
            <Link href={href} data-slot="offer-card-link" className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {description ? <OfferCardText kind="description" text={description} translations={text} /> : null}
        {disclaimer ? <OfferCardText kind="disclaimer" text={disclaimer} translations={text} /> : null}
        {renderEnquire || explore ? (
          <div data-slot="offer-card-actions" className="mt-auto flex flex-col gap-2 pt-2">
            {renderEnquire ? renderEnquire(enquire) : null}
            {explore ? (
              <Button asChild intent="outline" data-action="explore">
                <Link href={explore.href} aria-label={`${explore.label}: ${title}`}>
                  {explore.label}
                </Link>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

/** The description reads at body size; the disclaimer is the small print. */
export const offerCardTextVariants = cva("", {
  variants: {
    kind: { description: "text-sm", disclaimer: "text-xs text-muted-foreground" },
  },
});

/**
 * A description or disclaimer, cut by the spec 2.8 rule with its toggle. The
 * toggle says whether the text is expanded and which text it controls.
 */
export function OfferCardText({ kind, text, translations, className }: { kind: "description" | "disclaimer"; text: string; translations: OfferCardTranslations; className?: string }) {
  const [state, setState] = React.useState<"collapsed" | "expanded">("collapsed");
  const textId = React.useId();
  const cut = truncateOfferText(text, kind);
  const shown = cut.truncated && state === "collapsed" ? cut.text : text.trim();
  return (
    <div data-slot={`offer-card-${kind}`} data-state={cut.truncated ? state : undefined} className={cn(offerCardTextVariants({ kind }), className)}>
      <p id={textId}>{shown}</p>
      {cut.truncated ? (
        <button
          type="button"
          aria-expanded={state === "expanded"}
          aria-controls={textId}
          onClick={() => setState(state === "expanded" ? "collapsed" : "expanded")}
          className="mt-1 min-h-6 font-medium text-link underline underline-offset-4 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {state === "expanded" ? translations.less : kind === "description" ? translations.more : translations.fullDisclaimer}
        </button>
      ) : null}
    </div>
  );
}
