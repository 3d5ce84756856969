// The filter the server ANDs onto every search of a site (issue 4 item 3), whatever
// the client sends: the embedded endpoint passes it to the engine as its enforced
// filter, parsed on its own so no client filter can regroup it.
//
//   (dealership_id:10 OR dealership_id:11) AND <base filter> [AND (<site filter>)]
//
// - The site's dealerships: docs/architecture.md 'Isolation': a search for site A never
//   touches site B. By id, the key the cars table and listedCarsWhere scope on.
// - The template's base filter (spec 7 'Search base filters': the days-old or status
//   clause, used-only, or in-stock) with the listing rule of spec 4 (sold cars shown
//   for `soldDays` days, show_on_dealer_website) and the site's own filter, which
//   spec 7 says is always applied: all from @forecourt/domain's searchBaseFilter, the
//   same rule the car pages use (listedCarsWhere), so a hit never 404s on its page.
//
// The age-days setting (spec 9: 'Age-days filter per site ranges from 0 to 14 days')
// is deliberately not part of this filter. Spec 4 says which cars a dealer site shows
// (in stock, coming soon, or sold within the recent days, and show_on_dealer_website);
// the days-old clause of spec 7 is that sold-within clause, set by `soldDays`. Either
// reading of an enforced age clause would contradict spec 4: a minimum age would hide
// in-stock cars (and the 8-day new-arrival tag of spec 4 on a 14-day site), a maximum
// age would empty a site of all but its last two weeks of stock. So ageDays stays a
// setting for the search page to offer, and the enforced filter is exactly spec 4 + 7.
import { searchBaseFilter, type SiteConfig } from "@forecourt/domain";

export type SiteSearchScope = Pick<SiteConfig, "dealerships" | "search">;

/** `dealership_id:10 OR dealership_id:11`: the site's dealerships, ids deduplicated. */
export function dealershipsFilter(site: Pick<SiteConfig, "dealerships">): string {
  const ids = [...new Set(site.dealerships.map((dealership) => dealership.id))];
  // siteConfigSchema requires at least one dealership; without one nothing may match.
  if (ids.length === 0) throw new Error("A site without dealerships has nothing to search");
  return ids.map((id) => `dealership_id:${id}`).join(" OR ");
}

/** The enforced filter of every search on this site at `now` (spec 4, 7; docs/architecture.md 'Isolation'). */
export function siteSearchFilter(site: SiteSearchScope, now: Date): string {
  const base = searchBaseFilter(site.search.baseFilter, { now, soldDays: site.search.soldDays, siteFilter: site.search.filter });
  return `(${dealershipsFilter(site)}) AND ${base}`;
}
