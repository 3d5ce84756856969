// The search page's URL format (spec 2.3, issue 4 item 5): exact strings for
// the spec's examples, a round trip over generated states, malformed input
// read without throwing, and InstantSearch itself dropping the page when a
// filter changes.
import fc from "fast-check";
import type { IndexUiState, Router } from "instantsearch.js";
import instantsearch from "instantsearch.js/es/index.js";
import connectPagination from "instantsearch.js/es/connectors/pagination/connectPagination.js";
import connectRefinementList from "instantsearch.js/es/connectors/refinement-list/connectRefinementList.js";
import { describe, expect, it, vi } from "vitest";
import { createSearchClient, defaultSearchIndexName } from "./client";
import { createEmbeddedEngine } from "./engine";
import { demoRecords } from "./engine/testing/demo-cars";
import { createSearchRouting, isSortOfIndex, queryToUiState, searchHref, searchStateMapping, uiStateToQuery, withoutPageOnFilterChange } from "./routing";

const indexName = defaultSearchIndexName;

describe("uiStateToQuery writes the spec's URLs (spec 2.3)", () => {
  it("a per-dealership search link uses refinementList[dealership_slug][0]", () => {
    expect(uiStateToQuery({ refinementList: { dealership_slug: ["sunshine-toyota"] } })).toBe("refinementList[dealership_slug][0]=sunshine-toyota");
  });

  it("a budget link appends range[price]=:{budget}, with sortBy=Car_production:price:desc", () => {
    expect(uiStateToQuery({ range: { price: ":30000" }, sortBy: "Car_production:price:desc" })).toBe("range[price]=:30000&sortBy=Car_production:price:desc");
    expect(uiStateToQuery({ range: { price: "10000:30000" } })).toBe("range[price]=10000:30000");
    expect(uiStateToQuery({ range: { price: "10000:" } })).toBe("range[price]=10000:");
  });

  it("one parameter per facet value, in the order refined", () => {
    expect(uiStateToQuery({ refinementList: { make: ["Toyota", "Mazda"] } })).toBe("refinementList[make][0]=Toyota&refinementList[make][1]=Mazda");
  });

  it("sorts parameters by name, then attribute, and encodes values as a form does", () => {
    const state: IndexUiState = {
      sortBy: "Car_production:created_at:desc",
      refinementList: { model: ["HiLux"], body: ["ute", "suv"] },
      query: "hilux sr5 & more",
      page: 3,
      range: { year: "2020:", price: ":30000" },
      menu: { car_type: "used" },
      toggle: { show_on_dealer_website: true },
    };
    expect(uiStateToQuery(state)).toBe(
      "menu[car_type]=used&page=3&query=hilux+sr5+%26+more&range[price]=:30000&range[year]=2020:" +
        "&refinementList[body][0]=ute&refinementList[body][1]=suv&refinementList[model][0]=HiLux" +
        "&sortBy=Car_production:created_at:desc&toggle[show_on_dealer_website]=true",
    );
  });

  it("leaves out what a URL does not carry: the first page, empty values, configure, other widgets", () => {
    expect(uiStateToQuery({ page: 1, query: "", refinementList: { make: [] }, configure: { hitsPerPage: 21 }, hitsPerPage: 40 })).toBe("");
    expect(uiStateToQuery({ page: 0 })).toBe("");
    expect(uiStateToQuery({ range: { price: "abc" } })).toBe("");
    expect(uiStateToQuery({ refinementList: { make: ["Toyota", "Toyota", ""] } })).toBe("refinementList[make][0]=Toyota");
  });

  it("builds links to a search page", () => {
    expect(searchHref("/search/used-cars/", { range: { price: ":30000" } })).toBe("/search/used-cars/?range[price]=:30000");
    expect(searchHref("/search/new-cars", {})).toBe("/search/new-cars");
  });
});

describe("queryToUiState reads them back", () => {
  it("reads the spec's examples, with or without the leading ?", () => {
    expect(queryToUiState("?refinementList[dealership_slug][0]=sunshine-toyota", indexName)).toEqual({ refinementList: { dealership_slug: ["sunshine-toyota"] } });
    expect(queryToUiState("range[price]=:30000&sortBy=Car_production:price:desc", indexName)).toEqual({ range: { price: ":30000" }, sortBy: "Car_production:price:desc" });
    expect(queryToUiState("refinementList[make][0]=Toyota&refinementList[make][1]=Mazda&page=2&query=hilux+sr5", indexName)).toEqual({
      refinementList: { make: ["Toyota", "Mazda"] },
      page: 2,
      query: "hilux sr5",
    });
  });

  it("reads what other writers produce: encoded brackets, positions out of order, qs's [] form", () => {
    expect(queryToUiState("refinementList%5Bmake%5D%5B0%5D=Toyota&range%5Bprice%5D=%3A30000", indexName)).toEqual({ refinementList: { make: ["Toyota"] }, range: { price: ":30000" } });
    expect(queryToUiState("refinementList[make][1]=Mazda&refinementList[make][0]=Toyota", indexName)).toEqual({ refinementList: { make: ["Toyota", "Mazda"] } });
    expect(queryToUiState("refinementList[make][]=Toyota&refinementList[make][]=Mazda&refinementList[make][]=Toyota", indexName)).toEqual({ refinementList: { make: ["Toyota", "Mazda"] } });
    expect(queryToUiState("query=a%2Bb+c", indexName)).toEqual({ query: "a+b c" });
    expect(queryToUiState("range[price]=010000:030000.50", indexName)).toEqual({ range: { price: "10000:30000.5" } });
  });

  it.each([
    ["range[price]=abc", {}],
    ["range[price]=10:abc", {}],
    ["range[price]=:", {}],
    ["range[price]=1:2:3", {}],
    ["range[price]=1e5:", {}],
    ["range[price]=30000", {}],
    ["page=-3", {}],
    ["page=x", {}],
    ["page=0", {}],
    ["page=1", {}],
    ["page=2.5", {}],
    ["page=99999999999999999999", {}],
    ["page", {}],
    ["sortBy=Other_index:price:desc", {}],
    ["sortBy=Car_production:price:sideways", {}],
    ["sortBy=Car_production_price_desc", {}],
    ["toggle[show_on_dealer_website]=yes", {}],
    ["utm_source=newsletter&foo[bar]=1&refinementList=Toyota&refinementList[make][x]=A&refinementList[make][0][1]=B", {}],
    ["refinementList[__proto__][0]=polluted&range[constructor]=1:2&menu[make name]=x", {}],
    ["query=%E0%A4%A&page=%zz&refinementList[make][0]=Kia", { refinementList: { make: ["Kia"] } }],
    ["query=first&query=&page=4&page=3", { page: 3 }],
    ["&&=&==&[&]", {}],
  ] as Array<[string, IndexUiState]>)("%s gives a defined state, never a throw", (search, expected) => {
    expect(queryToUiState(search, indexName)).toEqual(expected);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("takes sortBy only for this index and its {index}:{attribute}:{asc|desc} variants", () => {
    expect(isSortOfIndex("Car_production", indexName)).toBe(true);
    expect(isSortOfIndex("Car_production:price:asc", indexName)).toBe(true);
    expect(isSortOfIndex("Car_production:created_at:desc", indexName)).toBe(true);
    expect(isSortOfIndex("Car_production_staging:price:asc", indexName)).toBe(false);
    expect(isSortOfIndex("Car_production:price", indexName)).toBe(false);
  });
});

/** Attribute names as indices have them: identifiers, never a prototype's keys. */
const attribute = fc.stringMatching(/^[a-z][a-z0-9_.-]{0,11}$/).filter((name) => !["constructor", "prototype"].includes(name));
/** Facet values and queries: any well-formed text, plus the characters URLs treat specially. */
const text = fc.oneof(
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }),
  fc.constantFrom("a&b=c", "50% off", "x+y", "[0]", "Toyota:HiLux", "  spaced  ", "Citroën", "%", "%zz", "#hash", "?q", "a/b,c", "日本"),
);
const bound = fc.oneof(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100));
const range = fc
  .tuple(fc.option(bound, { nil: undefined }), fc.option(bound, { nil: undefined }))
  .filter(([low, high]) => low !== undefined || high !== undefined)
  .map(([low, high]) => `${low ?? ""}:${high ?? ""}`);
const dictionary = <T>(values: fc.Arbitrary<T>) => fc.dictionary(attribute, values, { minKeys: 1, maxKeys: 4, noNullPrototype: true });

const routeState: fc.Arbitrary<IndexUiState> = fc.record(
  {
    query: text,
    page: fc.integer({ min: 2, max: 1_000 }),
    sortBy: fc.constantFrom(indexName, `${indexName}:price:desc`, `${indexName}:price:asc`, `${indexName}:created_at:desc`),
    refinementList: dictionary(fc.uniqueArray(text, { minLength: 1, maxLength: 12 })),
    menu: dictionary(text),
    toggle: dictionary(fc.boolean()),
    range: dictionary(range),
  },
  { requiredKeys: [] },
);

describe("the URL round trip (issue 4 item 5: a search survives a reload and a share)", () => {
  it("queryToUiState(uiStateToQuery(s)) equals s for every state a URL carries", () => {
    fc.assert(
      fc.property(routeState, (state) => {
        const query = uiStateToQuery(state);
        expect(queryToUiState(query, indexName)).toEqual(state);
        expect(queryToUiState(`?${query}`, indexName)).toEqual(state);
        // A share through a tool that percent-encodes brackets reads the same.
        expect(queryToUiState(query.replace(/\[/g, "%5B").replace(/\]/g, "%5D"), indexName)).toEqual(state);
        // One state, one URL.
        expect(uiStateToQuery(queryToUiState(query, indexName))).toBe(query);
      }),
      { numRuns: 500 },
    );
  });

  it("any input reads to a state that round-trips, without throwing", () => {
    const fragments = fc.constantFrom("refinementList", "range", "menu", "toggle", "page", "query", "sortBy", "[", "]", "[0]", "[make]", "=", "&", ":", "%", "%5B", "%5D", "+", "-3", "12", "abc", "true", "Car_production", ":price:desc", "__proto__");
    const queryish = fc.oneof(fc.string(), fc.array(fragments, { maxLength: 24 }).map((parts) => parts.join("")));
    fc.assert(
      fc.property(queryish, (search) => {
        const state = queryToUiState(search, indexName);
        expect(queryToUiState(uiStateToQuery(state), indexName)).toEqual(state);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe("withoutPageOnFilterChange (spec 2.3: the page parameter is removed whenever a filter changes)", () => {
  const onPage3: IndexUiState = { query: "hilux", refinementList: { make: ["Toyota"] }, page: 3 };

  it("keeps the page when only the page moves", () => {
    expect(withoutPageOnFilterChange(onPage3, { ...onPage3, page: 4 })).toEqual({ ...onPage3, page: 4 });
  });

  it.each([
    ["a refinement", { refinementList: { make: ["Toyota", "Mazda"] } }],
    ["the query", { query: "hilux sr5" }],
    ["the sort", { sortBy: "Car_production:price:desc" }],
    ["a price range", { range: { price: ":30000" } }],
  ] as Array<[string, IndexUiState]>)("drops it when %s changes", (_change, change) => {
    const next = withoutPageOnFilterChange(onPage3, { ...onPage3, ...change, page: 3 });
    expect(next).toEqual({ ...onPage3, ...change, page: undefined } satisfies IndexUiState);
    expect("page" in next).toBe(false);
  });
});

describe("createSearchRouting", () => {
  const serverUrl = "http://sunshine-toyota.localhost:3001/search/used-cars/?refinementList[make][0]=Toyota&page=2#results";

  it("reads the initial state from the request URL when rendering on the server", () => {
    const { router } = createSearchRouting({ indexName, serverUrl });
    expect(router.read()).toEqual({ refinementList: { make: ["Toyota"] }, page: 2 });
  });

  it("creates full URLs on the page's path, or on basePath", () => {
    expect(createSearchRouting({ indexName, serverUrl }).router.createURL({ range: { price: ":30000" }, sortBy: "Car_production:price:desc" })).toBe(
      "http://sunshine-toyota.localhost:3001/search/used-cars/?range[price]=:30000&sortBy=Car_production:price:desc#results",
    );
    expect(createSearchRouting({ indexName, serverUrl, basePath: "/search/new-used-and-demo-cars/" }).router.createURL({})).toBe(
      "http://sunshine-toyota.localhost:3001/search/new-used-and-demo-cars/#results",
    );
  });

  it("in the browser, starts from the URL the page was rendered for when a client-side navigation has not changed the address yet", () => {
    // The home page's link to a filtered search: the new page renders while the browser still shows '/'.
    const previous = new URL("http://sunshine-toyota.localhost:3001/");
    vi.stubGlobal("window", { location: previous, history: { state: null, pushState() {}, replaceState() {} }, addEventListener() {}, removeEventListener() {}, document: {} });
    try {
      const { router } = createSearchRouting({ indexName, serverUrl: "http://127.0.0.1:3001/cars/?refinementList[make][0]=Toyota" });
      expect(router.read()).toEqual({ refinementList: { make: ["Toyota"] } });
      // The browser's origin is kept for the URLs it writes.
      expect(router.createURL({ page: 2 })).toBe("http://sunshine-toyota.localhost:3001/?page=2");
      // Later reads (back and forward) are the browser's own.
      expect(router.read()).toEqual({});
      // A full page load: the browser's URL is the rendered one, and it is read as it is.
      const loaded = new URL("http://sunshine-toyota.localhost:3001/cars/?refinementList[make][0]=Mazda");
      (globalThis as unknown as { window: { location: URL } }).window.location = loaded;
      expect(createSearchRouting({ indexName, serverUrl: loaded.href }).router.read()).toEqual({ refinementList: { make: ["Mazda"] } });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("says what is missing when there is neither a window nor a server URL", () => {
    expect(() => createSearchRouting({ indexName }).router.read()).toThrow(/serverUrl/);
  });

  it("maps one index's state to the route and back, leaving configure and other indices out", () => {
    const { stateMapping } = createSearchRouting({ indexName, serverUrl });
    expect(stateMapping.stateToRoute({ [indexName]: { query: "ranger", configure: { hitsPerPage: 21 }, page: 2 }, offers: { query: "finance" } })).toEqual({ query: "ranger", page: 2 });
    expect(stateMapping.routeToState({ query: "ranger", sortBy: "Elsewhere" })).toEqual({ [indexName]: { query: "ranger" } });
    expect(stateMapping.stateToRoute({})).toEqual({});
  });
});

describe("InstantSearch with this routing over the in-process engine", () => {
  const engine = createEmbeddedEngine(demoRecords(400, 31));
  const searchClient = createSearchClient({ kind: "in-process", search: (requests) => engine.search(requests, { enforcedFilters: "dealership_slug:sunshine-toyota" }) });

  /** The history router's contract, kept in memory: Node has no window to push to. */
  function memoryRouter(initial: string) {
    const written: string[] = [];
    let current = initial;
    const router: Router<IndexUiState> = {
      read: () => queryToUiState(current, indexName),
      write: (route) => {
        current = uiStateToQuery(route);
        written.push(current);
      },
      createURL: (route) => searchHref("/search/used-cars/", route),
      onUpdate: () => {},
      dispose: () => {},
    };
    return { router, written };
  }

  it("starts from the URL's page and facets, keeps the page when paging, and drops it when a filter changes", async () => {
    const { router, written } = memoryRouter("refinementList[body][0]=ute&page=2");
    const search = instantsearch({ indexName, searchClient, routing: { router, stateMapping: searchStateMapping(indexName) } });
    let refineBody: (value: string) => void = () => {};
    let goToPage: (page: number) => void = () => {};
    let currentPage = -1;
    let pageLink: (page: number) => string = () => "";
    search.addWidgets([
      connectRefinementList((state) => {
        refineBody = state.refine;
      })({ attribute: "body" }),
      connectPagination((state) => {
        goToPage = state.refine;
        currentPage = state.currentRefinement;
        pageLink = state.createURL;
      })({}),
    ]);
    search.start();
    await vi.waitFor(() => expect(search.status).toBe("idle"));
    expect(currentPage).toBe(1);
    expect(pageLink(2)).toBe("/search/used-cars/?page=3&refinementList[body][0]=ute");

    goToPage(2);
    await vi.waitFor(() => expect(written.at(-1)).toBe("page=3&refinementList[body][0]=ute"));

    refineBody("suv");
    await vi.waitFor(() => expect(written.at(-1)).toBe("refinementList[body][0]=ute&refinementList[body][1]=suv"));
    search.dispose();
  });
});
