// The makes and models a site stocks, from its own search facets (the site's
// enforced filter applies), for the make and model routes' 404 check (issue 6)
// and the brand pages' counts: each number is what /search/{make} would find.
import type { SiteConfig, StockedMakes } from "@forecourt/domain";
import { serverSearchClient } from "../search/backends";

interface FacetResult {
  facets?: Record<string, Record<string, number>>;
}

type SearchScope = Pick<SiteConfig, "dealerships" | "search">;

async function makeFacets(config: SearchScope, now: Date): Promise<Record<string, Record<string, number>>> {
  const client = serverSearchClient(config, { now });
  const response = await client.search([{ indexName: config.search.index, params: { query: "", hitsPerPage: 0, facets: ["make", "make_model"], maxValuesPerFacet: 1000 } }]);
  return (response.results[0] as FacetResult | undefined)?.facets ?? {};
}

/** What the site stocks, and each make's count of listed cars. */
export async function stockedMakesWithCounts(config: SearchScope, now = new Date()): Promise<{ stock: StockedMakes; counts: ReadonlyMap<string, number> }> {
  const facets = await makeFacets(config, now);
  const makes = Object.keys(facets.make ?? {});
  // make_model is 'Make Model'; the longest make that prefixes it is the car's make.
  const byLength = [...makes].sort((a, b) => b.length - a.length);
  const models = Object.keys(facets.make_model ?? {}).flatMap((value) => {
    const make = byLength.find((candidate) => value.startsWith(`${candidate} `));
    return make ? [{ make, model: value.slice(make.length + 1) }] : [];
  });
  return { stock: { makes, models }, counts: new Map(Object.entries(facets.make ?? {})) };
}

export async function stockedMakes(config: SearchScope, now = new Date()): Promise<StockedMakes> {
  return (await stockedMakesWithCounts(config, now)).stock;
}
