// The makes and models a site stocks, from its own search facets (the site's
// enforced filter applies), for the make and model routes' 404 check (issue 6).
import type { SiteConfig, StockedMakes } from "@forecourt/domain";
import { serverSearchClient } from "../search/backends";

interface FacetResult {
  facets?: Record<string, Record<string, number>>;
}

export async function stockedMakes(config: Pick<SiteConfig, "dealerships" | "search">, now = new Date()): Promise<StockedMakes> {
  const client = serverSearchClient(config, { now });
  const response = await client.search([{ indexName: config.search.index, params: { query: "", hitsPerPage: 0, facets: ["make", "make_model"], maxValuesPerFacet: 1000 } }]);
  const facets = (response.results[0] as FacetResult | undefined)?.facets ?? {};
  const makes = Object.keys(facets.make ?? {});
  // make_model is 'Make Model'; the longest make that prefixes it is the car's make.
  const byLength = [...makes].sort((a, b) => b.length - a.length);
  const models = Object.keys(facets.make_model ?? {}).flatMap((value) => {
    const make = byLength.find((candidate) => value.startsWith(`${candidate} `));
    return make ? [{ make, model: value.slice(make.length + 1) }] : [];
  });
  return { makes, models };
}
