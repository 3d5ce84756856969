// An offer as its card shows it (spec 2.8): every rule applied on the server, for
// /special-offers and the brand pages.
import { type Offer, offerExploreLinkOnSite, offerImage, offerPath, offerPlainDescription, offerValidity, siteTimeZone, type StockedMakes } from "@forecourt/domain";
import type { SiteContext } from "../tenant/site";
import type { OfferCardView } from "./offer-cards";

export function offerView(offer: Offer, site: SiteContext, stock: StockedMakes, now: Date): OfferCardView {
  return {
    id: offer.id,
    title: offer.name,
    image: offerImage(offer),
    description: offerPlainDescription(offer),
    disclaimer: offer.disclaimer?.trim() || null,
    validity: offerValidity(offer, { now, locale: site.region.locale, timeZone: siteTimeZone(site.config.region, site.config.state) }),
    href: offerPath(offer),
    explore: offerExploreLinkOnSite(offer, stock),
  };
}
