// The search page's widget parameters as InstantSearch applies them: the items a
// widget's connector hands the panel are the ones the shopper can see or open.
import instantsearch from "instantsearch.js/es/index.js";
import { connectRefinementList } from "instantsearch.js/es/connectors/index.js";
import type { RefinementListRenderState } from "instantsearch.js/es/connectors/refinement-list/connectRefinementList.js";
import { waitForResults } from "instantsearch.js/es/lib/server.js";
import { describe, expect, it } from "vitest";
import { createSearchClient } from "../client";
import { createEmbeddedEngine } from "../engine";
import { demoRecords } from "../engine/testing/demo-cars";
import { makeFacetValues, refinementParams, refinementWidgets } from "./search-page-widgets";

// 41 makes, as many as the largest demo group stocks: more than the 20 popular makes.
const makes = Array.from({ length: 41 }, (_, index) => `Make ${String(index + 1).padStart(2, "0")}`);
const records = demoRecords(400).map((record, index) => ({ ...record, make: makes[index % makes.length]! }));
const engine = createEmbeddedEngine(records, { attributesForFaceting: ["make"] });
const searchClient = createSearchClient({ kind: "in-process", search: (requests) => engine.search(requests) });

/** The make widget's render state after the first search, as the page's hook sees it. */
async function makeWidgetState(refined: string[] = []): Promise<RefinementListRenderState> {
  let state: RefinementListRenderState | undefined;
  const search = instantsearch({ indexName: "Car_production", searchClient, initialUiState: { Car_production: { refinementList: { make: refined } } } });
  search.addWidgets([connectRefinementList((renderState) => void (state = renderState))(refinementParams(refinementWidgets.make))]);
  search.start();
  try {
    await waitForResults(search);
    search.mainIndex.render({ instantSearchInstance: search });
  } finally {
    search.dispose();
  }
  return state!;
}

describe("the make widget", () => {
  it("hands the make cards every make, so they show 7 or 20 and 'Show all makes' opens the rest (spec 2.3, 9)", async () => {
    const { items } = await makeWidgetState();
    expect(items.map((item) => item.value).sort()).toEqual(makes);
  });

  it("asks for up to 200 makes with no show-more of its own, the same parameters on every site", () => {
    expect(refinementParams(refinementWidgets.make)).toEqual({ attribute: "make", limit: makeFacetValues, sortBy: ["isRefined", "count:desc", "name:asc"] });
    expect(makeFacetValues).toBe(200);
  });

  it("lists a chosen make first, so it stays among the shown cards", async () => {
    const chosen = makes[40]!;
    const { items } = await makeWidgetState([chosen]);
    expect(items[0]).toMatchObject({ value: chosen, isRefined: true });
    expect(items).toHaveLength(makes.length);
  });
});
