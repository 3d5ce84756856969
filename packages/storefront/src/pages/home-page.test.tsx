// The home page's 'Our Locations' list shows each location's opening hours with
// the site's closed-day rule (spec 2.7), the same rule as the location cards.
// The site, its data and the client-side widgets are stood in for: the page's own
// markup is what is checked.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type * as DbModule from "@forecourt/db";
import type { Location } from "@forecourt/domain";
import type { SiteContext } from "../tenant/site";
import { openingHoursValue, testPrimaryLocation, testSiteContext, testTemplate } from "./test-fixtures";

const state = vi.hoisted(() => ({ site: null as unknown as SiteContext, locations: [] as Location[] }));

vi.mock("../shell/site-params", () => ({ requireSite: async () => state.site }));
vi.mock("../home/home-on-intent", () => ({ HomeQuickSearchOnIntent: () => null, HomeBudgetFinderOnIntent: () => null }));
vi.mock("../home/home-search", () => ({ loadHomeSearch: async () => ({ total: 0, facets: {}, maxPrices: [], budgetMinPrice: null }) }));
vi.mock("@forecourt/db", async (importOriginal) => ({
  ...(await importOriginal<typeof DbModule>()),
  getDatabase: async () => ({ db: {} }),
  stockCountsByType: async () => ({ new: 0, used: 0, demo: 0 }),
  latestListedCars: async () => [],
  listLocationsForSite: async () => state.locations,
}));

const { createHomePage } = await import("./home-page");

async function homePage(closedDay: Parameters<typeof testSiteContext>[0]["closedDay"]): Promise<string> {
  state.site = testSiteContext({ closedDay });
  state.locations = [testPrimaryLocation];
  const HomePage = createHomePage(testTemplate);
  return renderToStaticMarkup(await HomePage({ params: Promise.resolve({ site: "test-motors" }) }));
}

describe("home page opening hours (spec 2.7: a closed day reads Closed, By appointment only, or an Enquire Now link)", () => {
  it("links a closed day to the location's contact form on a site whose closed days read Enquire Now", async () => {
    expect(openingHoursValue(await homePage("Enquire Now"), "Sunday")).toMatch(/^<a href="\/contact-us\/test-motors-brisbane"[^>]*>Enquire Now<span class="sr-only"> \(Sunday\)<\/span><\/a>$/);
  });

  it("reads the site's words on the other sites", async () => {
    expect(openingHoursValue(await homePage("By appointment only"), "Sunday")).toBe("By appointment only");
    expect(openingHoursValue(await homePage("Closed"), "Sunday")).toBe("Closed");
  });
});
