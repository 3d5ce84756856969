// Brand pages (spec 2.1 '/brands/{slug}', for example /brands/jeep): a make the
// site sells new (a dealership's franchise) or has in its listed stock. Any other
// make is a 404, so a brand link never promises cars the site cannot show.
import type { Dealership } from "./site-config";
import { searchSlug } from "./search-presets";

export interface BrandOnSite {
  /** The make's name as the site writes it ('GWM Haval'). */
  make: string;
  /** The URL segment: '/brands/gwm-haval'. */
  slug: string;
  /** Sold new by one of the site's dealerships (an authorised dealer), not only in used stock. */
  franchise: boolean;
}

/** spec 2.1: '/brands/{slug}' of a make. */
export function brandPath(make: string): string {
  return `/brands/${searchSlug(make)}`;
}

/** The makes a site's dealerships sell new (their franchises), each once, in the dealerships' order. */
export function franchiseMakes(dealerships: ReadonlyArray<Pick<Dealership, "manufacturer">>): string[] {
  const bySlug = new Map<string, string>();
  for (const dealership of dealerships) {
    const name = dealership.manufacturer?.trim();
    if (name && !bySlug.has(searchSlug(name))) bySlug.set(searchSlug(name), name);
  }
  return [...bySlug.values()];
}

/**
 * The make a '/brands/{slug}' path names on this site, or null (a 404): a
 * franchise make first (it is sold new even with no car in stock today), then a
 * make of the listed stock. The slug is compared as the search routes do.
 */
export function brandOnSite(slug: string, { franchise, stocked }: { franchise: ReadonlyArray<string>; stocked: ReadonlyArray<string> }): BrandOnSite | null {
  const wanted = slug.toLowerCase();
  if (wanted === "" || searchSlug(wanted) !== wanted) return null;
  const sold = franchise.find((make) => searchSlug(make) === wanted);
  if (sold) return { make: sold, slug: wanted, franchise: true };
  const inStock = stocked.find((make) => searchSlug(make) === wanted);
  return inStock ? { make: inStock, slug: wanted, franchise: false } : null;
}
