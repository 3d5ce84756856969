"use client";
// The offer cards of /special-offers as a client leaf: each card's Enquire Now
// (spec 2.8) opens the general enquiry in a dialog, about that offer, and the
// lead goes through the same pipeline as every other form. The form's code loads
// as the pointer or focus reaches the button (lazy-site-lead-form.tsx, issue 20).
import type { LeadFormOptions, Locale, OfferValidity } from "@forecourt/domain";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@forecourt/ui/dialog";
import { OfferCard, type OfferCardTranslations } from "@forecourt/ui/offers/offer-card";
import { LazySiteLeadForm, preloadSiteLeadForm } from "../forms/lazy-site-lead-form";

/** An offer as the page shows it: every rule already applied on the server. */
export interface OfferCardView {
  id: number;
  title: string;
  image: string | null;
  description: string | null;
  disclaimer: string | null;
  validity: OfferValidity;
  /** The offer's own page (spec 2.1 offer detail). */
  href: string;
  explore: { label: string; href: string } | null;
}

export interface OfferCardsProps {
  offers: OfferCardView[];
  options: LeadFormOptions;
  locale: Locale;
  tagManager: boolean;
  /** The dialog's heading and the card's button, in the site's spelling. */
  enquireTitle: string;
  /** The enquiry's opening line, before the offer's title. */
  messageLead: string;
  translations: Partial<OfferCardTranslations>;
}

export function OfferCards({ offers, options, locale, tagManager, enquireTitle, messageLead, translations }: OfferCardsProps) {
  return (
    <ul data-slot="offer-list" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {offers.map((offer, index) => (
        <li key={offer.id} data-offer-id={offer.id}>
          <OfferCard
            title={offer.title}
            image={offer.image}
            description={offer.description}
            disclaimer={offer.disclaimer}
            validity={offer.validity}
            href={offer.href}
            explore={offer.explore}
            priority={index < 3}
            translations={translations}
            renderEnquire={(trigger) => (
              <Dialog>
                <DialogTrigger asChild onPointerEnter={preloadSiteLeadForm} onFocus={preloadSiteLeadForm}>
                  {trigger}
                </DialogTrigger>
                <DialogContent>
                  <DialogHeader>
                    <DialogTitle>{enquireTitle}</DialogTitle>
                    <DialogDescription>{offer.title}</DialogDescription>
                  </DialogHeader>
                  <DialogBody>
                    <LazySiteLeadForm
                      form="general"
                      options={options}
                      locale={locale}
                      title={enquireTitle}
                      headingLevel={3}
                      tagManager={tagManager}
                      defaultValues={{ subcategory: "Special Offer", message: `${messageLead} ${offer.title}` }}
                    />
                  </DialogBody>
                </DialogContent>
              </Dialog>
            )}
          />
        </li>
      ))}
    </ul>
  );
}
