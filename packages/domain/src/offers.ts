// Offer cards (spec 2.8, spec 5 'Offer visibility', spec 9 offer thresholds).
import { type Offer } from "./entities";

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

/** spec 2.1, 2.8: the 'Explore {model}' link goes to the model's override URL or /{model slug}. */
export function offerExploreLink(offer: Pick<Offer, "model">): { label: string; href: string } | null {
  const model = offer.model;
  if (!model) return null;
  const href = model.override_url?.trim() || (model.slug.trim() ? `/${model.slug.trim()}` : "");
  return href ? { label: `Explore ${model.name}`, href } : null;
}
