// A site and a location for the page tests, read through domain's schemas as the pages read them.
import { type ClosedDayMode, type Location, locationSchema, parseSiteConfig, regionSettings } from "@forecourt/domain";
import { testSite } from "@forecourt/db/testing/fixtures";
import type { SiteContext } from "../tenant/site";
import type { TemplateDefinition } from "../tenant/template";

/** The pages take their template only to look the site up, which the tests stand in for. */
export const testTemplate = {} as TemplateDefinition;

export function testSiteContext(labels: { closedDay: ClosedDayMode }): SiteContext {
  const config = parseSiteConfig(testSite({ labels }));
  return { config, region: regionSettings(config.region), template: testTemplate };
}

/** The site's primary sales yard: open Monday to Saturday, closed on Sunday. */
export const testPrimaryLocation: Location = locationSchema.parse({
  id: 7,
  name: "Test Motors Brisbane",
  slug: "test-motors-brisbane",
  dealership_id: 10,
  dealership_slug: "test-motors",
  location_type: "sales",
  primary: true,
  address: { street: "1 Main Street", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.47, long: 153.03 },
  contact_detail: { phone: "07 5550 1234" },
  opening_hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => (weekday === 0 ? { weekday, status: "Closed" } : { weekday, status: "Open", open: "08:30", close: "17:30" })),
});

/** The markup of one day's value in rendered opening hours (the <dd> after the day's <dt>). */
export function openingHoursValue(html: string, day: string): string | null {
  const row = new RegExp(`<dt[^>]*>${day}</dt><dd[^>]*>(.*?)</dd>`).exec(html);
  return row?.[1] ?? null;
}
