// Which locations a carousel or location section shows (spec 2.6 'Our Locations', spec 2.7).
import type { LocationType } from "./entities";

interface LocationLike {
  id?: unknown;
  name?: string | null;
  slug?: string | null;
  visible?: boolean | null;
  primary?: boolean | null;
  location_type?: string | null;
  location_subtype?: ReadonlyArray<string> | null;
  manufacturers?: ReadonlyArray<string> | null;
}

export const locationCarouselTitle = "Our Locations";

/** spec 3: an empty or null location_type means sales. */
export function effectiveLocationType(location: Pick<LocationLike, "location_type">): LocationType | string {
  return location.location_type?.trim() || "sales";
}

const byName = (a: LocationLike, b: LocationLike) => (a.name ?? "").localeCompare(b.name ?? "", "en", { sensitivity: "base" });

export interface CarouselLocationOptions {
  type?: LocationType | null;
  slugs?: ReadonlyArray<string> | null;
  /** Location slugs in the order the dealer fixed. */
  order?: ReadonlyArray<string> | null;
}

/**
 * spec 2.6: drops locations with visible false; filters by type (an empty
 * type counts as sales) and by the slug list when given; sorts by name unless
 * `order` fixes the order (locations it does not name follow, by name).
 */
export function locationsForCarousel<T extends LocationLike>(locations: ReadonlyArray<T> | null | undefined, { type, slugs, order }: CarouselLocationOptions = {}): T[] {
  const kept = (locations ?? []).filter(
    (location) => location.visible !== false && (!type || effectiveLocationType(location) === type) && (!slugs || slugs.includes(location.slug ?? "")),
  );
  if (!order || order.length === 0) return kept.sort(byName);
  const rank = (location: T) => {
    const index = order.indexOf(location.slug ?? "");
    return index === -1 ? order.length : index;
  };
  return kept.sort((a, b) => rank(a) - rank(b) || byName(a, b));
}

/** spec 2.6: more than 3 locations hides the swipe hint on large screens; more than 4 changes the item width. */
export function locationCarouselLayout(count: number): { swipeHintOnLarge: boolean; compactItems: boolean } {
  return { swipeHintOnLarge: count <= 3, compactItems: count > 4 };
}

export type LocationSectionFilter = "primary" | "sales" | "service" | "parts" | "service-and-parts" | "all" | number;

export interface LocationSectionOptions {
  filter?: LocationSectionFilter;
  manufacturer?: string | null;
  subtype?: string | null;
  excludedIds?: ReadonlyArray<number | string>;
}

function matchesFilter(location: LocationLike, filter: LocationSectionFilter): boolean {
  if (typeof filter === "number") return String(location.id) === String(filter);
  if (filter === "all") return true;
  if (filter === "primary") return location.primary === true;
  const type = effectiveLocationType(location);
  return filter === "service-and-parts" ? type === "service" || type === "parts" : type === filter;
}

const lower = (value: string) => value.trim().toLowerCase();

/**
 * spec 2.7: a location section filters by primary, a type, service-and-parts,
 * all, or one location id; optionally by manufacturer and subtype, minus
 * excluded locations. Hidden locations never show.
 */
export function locationsForSection<T extends LocationLike>(locations: ReadonlyArray<T> | null | undefined, { filter = "all", manufacturer, subtype, excludedIds = [] }: LocationSectionOptions = {}): T[] {
  const excluded = new Set(excludedIds.map(String));
  return (locations ?? []).filter(
    (location) =>
      location.visible !== false &&
      !excluded.has(String(location.id)) &&
      matchesFilter(location, filter) &&
      (!manufacturer || (location.manufacturers ?? []).some((make) => lower(make) === lower(manufacturer))) &&
      (!subtype || (location.location_subtype ?? []).some((value) => lower(value) === lower(subtype))),
  );
}

/** spec 2.7: one location shows a single card with a map, several a card grid. */
export function locationSectionLayout(count: number): "none" | "single" | "grid" {
  return count <= 0 ? "none" : count === 1 ? "single" : "grid";
}

/** spec 2.1 /locations/{slug}. */
export function locationPath(slug: string): string {
  return `/locations/${encodeURIComponent(slug)}`;
}

/** spec 2.1 /teams/{location slug}. */
export function teamPath(slug: string): string {
  return `/teams/${encodeURIComponent(slug)}`;
}

/** spec 2.1 /contact-us/{location slug}: the contact form preset to the location. */
export function locationContactPath(slug: string): string {
  return `/contact-us/${encodeURIComponent(slug)}`;
}

/**
 * The location a page names by slug, among the site's locations: hidden ones
 * (visible false, spec 2.6, 6) are not found, so their pages are a 404.
 */
export function visibleLocationBySlug<T extends LocationLike>(locations: ReadonlyArray<T> | null | undefined, slug: string): T | null {
  return (locations ?? []).find((location) => location.visible !== false && location.slug === slug) ?? null;
}

const locationTypeLabels: Readonly<Record<string, string>> = { sales: "Sales", service: "Service", parts: "Parts" };

/** 'Sales', 'Service' or 'Parts' (an empty type is sales, spec 3). */
export function locationTypeLabel(location: Pick<LocationLike, "location_type">): string {
  const type = effectiveLocationType(location);
  return locationTypeLabels[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
}

/** An address on one line: '120 Maroochydore Road, Maroochydore QLD 4558'; empty parts left out. */
export function formatAddress(address: { street?: string | null; city?: string | null; state?: string | null; postcode?: string | null } | null | undefined): string {
  const place = [address?.city, address?.state?.toUpperCase(), address?.postcode].map((part) => part?.trim()).filter(Boolean).join(" ");
  return [address?.street?.trim(), place].filter(Boolean).join(", ");
}
