// Offer cards (spec 2.8, spec 5 'Offer visibility', spec 9 offer thresholds).
import type { Offer } from "./entities";
import { formatDate, type Locale } from "./locale";
import { searchPreset, searchSlug, type StockedMakes } from "./search-presets";

/** spec 9: descriptions over 200 characters truncate to about 160; disclaimers at 200. */
export const offerTextLimits = { descriptionThreshold: 200, descriptionLength: 160, disclaimerLength: 200 } as const;

const ellipsis = "…";

/** An offer as the visibility rule reads it; ids may arrive as numbers or strings. */
interface OfferLike {
  id?: unknown;
  excluded_website_ids?: ReadonlyArray<number | string> | null;
  starts_at?: string | null;
  expires_at?: string | null;
}

export interface OfferVisibilityOptions {
  /** spec 5: offer ids shown on this site even when excluded (one dealer group has such exceptions). */
  alwaysShownIds?: ReadonlyArray<number | string>;
  /** With `now`, an offer outside its starts_at/expires_at window is hidden too. */
  now?: Date;
}

/**
 * spec 5: an offer is hidden when its excluded_website_ids holds the site id,
 * unless the site lists it as an exception.
 */
export function isOfferVisible(offer: OfferLike, siteId: number | string, { alwaysShownIds = [], now }: OfferVisibilityOptions = {}): boolean {
  if (now && !isOfferInWindow(offer, now)) return false;
  if (alwaysShownIds.some((id) => String(id) === String(offer.id))) return true;
  return !(offer.excluded_website_ids ?? []).some((id) => String(id) === String(siteId));
}

/** An offer is live from starts_at until expires_at; a missing or unreadable bound leaves that side open. */
export function isOfferInWindow(offer: Pick<OfferLike, "starts_at" | "expires_at">, now: Date): boolean {
  const starts = Date.parse(offer.starts_at ?? "");
  const expires = Date.parse(offer.expires_at ?? "");
  const time = now.getTime();
  return !(Number.isFinite(starts) && time < starts) && !(Number.isFinite(expires) && time >= expires);
}

/** Cuts at the last space within 20 characters before `length`, so a word is not split. */
function cutAtWord(text: string, length: number): string {
  const head = text.slice(0, length + 1);
  const space = head.lastIndexOf(" ");
  const cut = space >= length - 20 ? head.slice(0, space) : text.slice(0, length);
  return cut.trimEnd().replace(/[\s.,;:!?-]+$/, "");
}

export interface TruncatedText {
  text: string;
  truncated: boolean;
}

/**
 * spec 2.8: a description over 200 characters is cut to about 160 (at a word
 * boundary) with View more/View less; a disclaimer over 200 is cut at 200 with
 * View full disclaimer. The cut text ends with an ellipsis.
 */
export function truncateOfferText(text: string | null | undefined, kind: "description" | "disclaimer"): TruncatedText {
  const full = (text ?? "").trim();
  const threshold = kind === "description" ? offerTextLimits.descriptionThreshold : offerTextLimits.disclaimerLength;
  if (full.length <= threshold) return { text: full, truncated: false };
  const cut = kind === "description" ? cutAtWord(full, offerTextLimits.descriptionLength) : full.slice(0, offerTextLimits.disclaimerLength).trimEnd();
  return { text: `${cut}${ellipsis}`, truncated: true };
}

/** spec 2.8 toggles. */
export const offerToggleLabels = { more: "View more", less: "View less", fullDisclaimer: "View full disclaimer" } as const;

/** spec 3: image_url, else the model's image. */
export function offerImage(offer: Pick<Offer, "image_url" | "image_or_model_image">): string | null {
  return offer.image_url?.trim() || offer.image_or_model_image?.url?.trim() || null;
}

function manufacturerSlug(manufacturer: Offer["manufacturer"] | null | undefined): string | null {
  if (!manufacturer) return null;
  const slug = typeof manufacturer === "string" ? manufacturer : (manufacturer.slug ?? manufacturer.name);
  const normalised = slug
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return normalised || null;
}

/** spec 2.1: /offers/{manufacturer}/{offerId}, or /offers/{offerId} without a manufacturer. */
export function offerPath(offer: Pick<Offer, "id" | "manufacturer">): string {
  const make = manufacturerSlug(offer.manufacturer);
  return make ? `/offers/${make}/${offer.id}` : `/offers/${offer.id}`;
}

/**
 * The offer a detail path names (spec 2.1 '/offers/{manufacturer}/{offerId}' and
 * '/offers/{offerId}'): its id, or null when the path cannot name an offer. The
 * manufacturer segment is not trusted: the page compares the whole path with
 * offerPath and redirects to it, so each offer has one address.
 */
export function offerIdFromPath(segments: readonly string[]): number | null {
  if (segments.length < 1 || segments.length > 2) return null;
  const last = segments[segments.length - 1]!;
  if (!/^[1-9][0-9]{0,14}$/.test(last)) return null;
  return Number(last);
}

/**
 * spec 3: an offer's description as plain text: the sanitized description, else
 * the HTML one with its tags dropped; null when nothing is left. Offers arrive
 * with HTML, and pages render text, never the dealer feed's markup.
 */
export function offerPlainDescription(offer: Pick<Offer, "description" | "sanitized_description">): string | null {
  const text = offer.sanitized_description?.trim() || offer.description.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
  return text || null;
}

/** spec 2.1, 2.8: the 'Explore {model}' link goes to the model's override URL or /{model slug}. */
export function offerExploreLink(offer: Pick<Offer, "model">): { label: string; href: string } | null {
  const model = offer.model;
  if (!model) return null;
  const href = model.override_url?.trim() || (model.slug.trim() ? `/${model.slug.trim()}` : "");
  return href ? { label: `Explore ${model.name}`, href } : null;
}

/**
 * spec 2.8 'Explore {model}', as far as it leads somewhere on this site: an
 * absolute override URL as given; a search path only when the site serves it
 * (a make or model it stocks); otherwise, while the site has no page at
 * /{model slug}, the model's own search when the site stocks the model. Null
 * when none of these resolves, so the card never links to a missing page.
 */
export function offerExploreLinkOnSite(offer: Pick<Offer, "model" | "manufacturer">, stock: StockedMakes): { label: string; href: string } | null {
  const link = offerExploreLink(offer);
  if (!link || !offer.model) return null;
  if (/^https?:\/\//i.test(link.href)) return link;
  const searchPath = /^\/search\/([^?#]*)/.exec(link.href);
  if (searchPath && searchPreset(searchPath[1]!.split("/").filter(Boolean), stock)) return link;
  const make = searchSlug(offerMakeName(offer));
  const modelSlugs = new Set([searchSlug(offer.model.name), searchSlug(offer.model.slug)]);
  const stocked = stock.models.find((entry) => searchSlug(entry.make) === make && modelSlugs.has(searchSlug(entry.model)));
  return stocked ? { label: link.label, href: `/search/${searchSlug(stocked.make)}/${searchSlug(stocked.model)}` } : null;
}

/** spec 3: the offer's manufacturer name, whether it arrives as a name or an object. */
export function offerMakeName(offer: Pick<Offer, "manufacturer">): string {
  return (typeof offer.manufacturer === "string" ? offer.manufacturer : offer.manufacturer.name).trim();
}

/** The makes a list of offers covers, A to Z: the choices of the offer search's make filter. */
export function offerMakes(offers: ReadonlyArray<Pick<Offer, "manufacturer">>): string[] {
  const names = new Map<string, string>();
  for (const offer of offers) {
    const name = offerMakeName(offer);
    if (name && !names.has(searchSlug(name))) names.set(searchSlug(name), name);
  }
  // Names that read alike share a slug and were merged above, so no two compare equal.
  return [...names.values()].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
}

export interface OfferSearch {
  /** Words that must all appear in the offer's name, description, make or model. */
  query?: string | null;
  /** A make by name or URL slug ('GWM Haval' or 'gwm-haval'). */
  make?: string | null;
}

/** spec 2.1 '/special-offers': the offer search, by keyword and make, keeping the given order. */
export function searchOffers<T extends Pick<Offer, "name" | "description" | "sanitized_description" | "manufacturer" | "model">>(offers: ReadonlyArray<T>, { query, make }: OfferSearch): T[] {
  const words = (query ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const makeSlug = searchSlug(make ?? "");
  return offers.filter((offer) => {
    if (makeSlug && searchSlug(offerMakeName(offer)) !== makeSlug) return false;
    if (words.length === 0) return true;
    const text = [offer.name, offer.sanitized_description ?? offer.description.replace(/<[^>]+>/g, " "), offerMakeName(offer), offer.model?.name ?? ""].join(" ").toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** An offer ending within this many days is flagged as ending soon. */
export const offerEndingSoonDays = 7;

export interface OfferValidity {
  state: "ongoing" | "ends" | "ending-soon" | "ended";
  /** 'Offer ends 14/01/2027', 'Ongoing offer'. */
  text: string;
}

/**
 * How long an offer runs, read in the dealer's time zone. expires_at is the
 * first moment the offer is over (as isOfferInWindow reads it), so the last
 * day shown is the day of the moment before it.
 */
export function offerValidity(offer: Pick<Offer, "expires_at">, { now, locale, timeZone }: { now: Date; locale: Locale; timeZone: string }): OfferValidity {
  const expires = Date.parse(offer.expires_at ?? "");
  if (!Number.isFinite(expires)) return { state: "ongoing", text: "Ongoing offer" };
  const lastDay = formatDate(new Date(expires - 1), locale, timeZone);
  const remaining = expires - now.getTime();
  if (remaining <= 0) return { state: "ended", text: `Offer ended ${lastDay}` };
  return { state: remaining <= offerEndingSoonDays * 86_400_000 ? "ending-soon" : "ends", text: `Offer ends ${lastDay}` };
}
