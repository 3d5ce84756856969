// The embedded search endpoint on the production build of every template app
// (issue 4 items 2 and 3): one site of each template is asked, as the browser's
// lite client asks (a text/plain JSON body to /api/search/1/indexes/*/queries),
// with filters crafted to reach another site's cars; every hit and every facet
// count belongs to the site's own dealerships, and a malformed filter is Algolia's
// 400. The requests go to 127.0.0.1 with the site's Host header: Playwright's
// request context resolves names in Node, which cannot resolve *.localhost (docs/architecture.md 'Platform notes').
import type { APIRequestContext } from "@playwright/test";
import { demoSites, expect, storedConfig, test } from "./fixtures";
import { e2eStack, siteOrigin } from "./stack-config";

type Template = (typeof e2eStack.journeyTemplates)[number];

interface Hit {
  objectID: string;
  dealership_id: number;
  dealership_slug: string;
}
interface Result {
  hits: Hit[];
  nbHits: number;
  facets?: Record<string, Record<string, number>>;
}

async function postSearch(request: APIRequestContext, slug: string, template: Template, body: unknown) {
  const origin = new URL(siteOrigin(slug, template));
  const response = await request.post(`http://127.0.0.1:${origin.port}/api/search/1/indexes/*/queries?x-algolia-api-key=embedded&x-algolia-application-id=embedded`, {
    headers: { host: origin.host, "content-type": "text/plain" },
    data: JSON.stringify(body),
  });
  return { status: response.status(), json: (await response.json()) as { results?: Result[]; message?: string; status?: number } };
}

const params = (values: Record<string, string | number>) => new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();

for (const template of e2eStack.journeyTemplates) {
  test.describe(`embedded search on the ${template} template`, () => {
    test("returns only the site's own cars, whatever filters the client sends", async ({ page }) => {
      const sites = await demoSites();
      const site = sites.find((candidate) => candidate.template === template)!;
      const config = await storedConfig(site.slug);
      if (!config) throw new Error(`no stored config for ${site.slug}`);
      const own = new Set(config.dealerships.map((dealership) => dealership.id));
      // A dealership of another site: the cars a crafted filter tries to reach.
      let other: { id: number; slug: string } | undefined;
      for (const candidate of sites.filter((entry) => entry.slug !== site.slug)) {
        other = (await storedConfig(candidate.slug))?.dealerships.find((dealership) => !own.has(dealership.id));
        if (other) break;
      }
      if (!other) throw new Error("the demo data has no dealership outside this site");

      const crafted = [
        `dealership_slug:${other.slug}`,
        `dealership_id:${other.id}`,
        `NOT dealership_id:${[...own][0]}`,
        `car_type:new OR car_type:used OR car_type:demo OR dealership_slug:${other.slug}`,
        `dealership_id:${other.id} OR NOT dealership_id:${other.id}`,
      ];
      // 40 hits each: the seven requests stay within the 300 hits one public call may ask (issue 14).
      const requests = [
        // As the lite client sends a search page, and with each crafted filter.
        { indexName: "Car_production", params: params({ hitsPerPage: 40, facets: JSON.stringify(["dealership_id", "dealership_slug"]) }) },
        ...crafted.map((filters) => ({ indexName: "Car_production", params: params({ hitsPerPage: 40, filters, facets: JSON.stringify(["dealership_id"]) }) })),
        { indexName: "Car_production:price:desc", params: params({ hitsPerPage: 40, facetFilters: JSON.stringify([[`dealership_slug:${other.slug}`, `dealership_id:${[...own][0]}`]]) }) },
      ];
      const { status, json } = await postSearch(page.request, site.slug, template, { requests });
      expect(status).toBe(200);
      const results = json.results!;
      expect(results).toHaveLength(requests.length);
      expect(results[0]!.nbHits, "the site has listed cars").toBeGreaterThan(0);
      expect(results[4]!.nbHits, "a filter ORing another site's dealership still returns the site's own cars").toBeGreaterThan(0);
      expect(results[1]!.nbHits, "another site's dealership has no cars here").toBe(0);
      expect(results[2]!.nbHits).toBe(0);
      results.forEach((result, index) => {
        for (const hit of result.hits) expect(own.has(hit.dealership_id), `request ${index} returned car ${hit.objectID} of dealership ${hit.dealership_id}`).toBe(true);
        for (const id of Object.keys(result.facets?.dealership_id ?? {})) expect(own.has(Number(id)), `request ${index} counted dealership ${id}`).toBe(true);
      });
    });

    test("answers a malformed filter with Algolia's 400 and an unknown site with 404", async ({ page }) => {
      const site = (await demoSites()).find((candidate) => candidate.template === template)!;
      const bad = await postSearch(page.request, site.slug, template, { requests: [{ indexName: "Car_production", params: params({ filters: `OR dealership_slug:other AND (` }) }] });
      expect(bad.status).toBe(400);
      expect(bad.json).toEqual({ message: expect.any(String), status: 400 });
      expect(bad.json.message!.length).toBeGreaterThan(0);
      const unknown = await postSearch(page.request, "no-such-site", template, { requests: [{ indexName: "Car_production" }] });
      expect(unknown.status).toBe(404);
      expect(unknown.json.status).toBe(404);
    });
  });
}
