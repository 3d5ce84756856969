"use client";
// The quick search in the home page's hero (spec 2.3 'A home-page Show me N
// cars button opens the filtered search URL'). The server renders it with the
// site's total and the bare /cars/ link, so it works before (and without)
// JavaScript; once the shopper changes a select, the link follows at once and
// the count follows 300 ms after the last change, from the site's own search
// backend. The search client is loaded on that first change, so a visitor who
// only reads the page downloads none of it.
import * as React from "react";
import { conditionLabel, formatPrice, type Locale, searchLimits, showMeCarsLabel } from "@forecourt/domain";
import type { MultiQueryClient } from "@forecourt/search";
import { QuickSearch, QuickSearchAction, type QuickSearchCountState, type QuickSearchOption, QuickSearchSelect } from "@forecourt/ui/home/quick-search";
import { bodyTypeLabel } from "@forecourt/ui/search/body-tiles";
import { type FacetValueCount, type QuickSearchFacet, type QuickSearchFacetCounts, quickSearchCountRequests, quickSearchHref, type QuickSearchSelection, readQuickSearchCounts } from "./quick-search-query";

/** Where the browser searches: Algolia with the site's secured key, or the embedded endpoint of the page's own origin. */
export type HomeSearchBackend = { kind: "algolia"; appId: string; searchKey: string } | { kind: "embedded-http" };

export interface HomeQuickSearchProps extends Omit<React.ComponentProps<"div">, "children"> {
  backend: HomeSearchBackend;
  indexName: string;
  locale: Locale;
  /** The site's number of cars: the button's count before any choice. */
  total: number;
  /** The stock's values of each facet with their counts (home-search.ts). */
  facets: Record<QuickSearchFacet, FacetValueCount[]>;
  /** The Max price caps for the stock's price range. */
  maxPrices: number[];
}

/** The facet selects, as data: their labels and how a value reads. Make and Body type come first, then Max price, then Car type. */
const facetFields: ReadonlyArray<{ facet: QuickSearchFacet; label: string; anyLabel: string; optionLabel: (value: string) => string }> = [
  { facet: "make", label: "Make", anyLabel: "Any make", optionLabel: (value) => value },
  { facet: "body", label: "Body type", anyLabel: "Any body type", optionLabel: bodyTypeLabel },
  { facet: "car_type", label: "Car type", anyLabel: "New, used and demo", optionLabel: (value) => conditionLabel(value) ?? value },
];

/** A select is offered only when it is a real choice: two values or more. */
const minimumChoices = 2;

type Choices = Record<QuickSearchFacet | "maxPrice", string>;

const noChoices: Choices = { make: "", body: "", car_type: "", maxPrice: "" };

function selectionOf(choices: Choices): QuickSearchSelection {
  return { make: choices.make, body: choices.body, car_type: choices.car_type, maxPrice: choices.maxPrice === "" ? null : Number(choices.maxPrice) };
}

export function HomeQuickSearch({ backend, indexName, locale, total, facets, maxPrices, ...props }: HomeQuickSearchProps) {
  const [choices, setChoices] = React.useState<Choices>(noChoices);
  const [changed, setChanged] = React.useState(false);
  const [count, setCount] = React.useState(total);
  const [facetCounts, setFacetCounts] = React.useState<QuickSearchFacetCounts | null>(null);
  const [countState, setCountState] = React.useState<QuickSearchCountState>("idle");
  const clientRef = React.useRef<Promise<MultiQueryClient> | null>(null);
  const latestQuery = React.useRef(0);

  const choose = (name: keyof Choices) => (value: string) => {
    setChoices((previous) => ({ ...previous, [name]: value }));
    setChanged(true);
    setCountState("counting");
  };

  React.useEffect(() => {
    if (!changed) return;
    const query = ++latestQuery.current;
    const selection = selectionOf(choices);
    const searchClient = () => {
      clientRef.current ??= import("@forecourt/search/client")
        .then(({ createSearchClient }) => createSearchClient(backend.kind === "algolia" ? backend : { kind: "embedded-http", origin: window.location.origin }))
        .catch((error: unknown) => {
          clientRef.current = null;
          throw error;
        });
      return clientRef.current;
    };
    // spec 9: search input waits 300 ms, so running through a select's options asks once.
    const timer = setTimeout(() => {
      searchClient()
        .then((client) => client.search(quickSearchCountRequests(indexName, selection)))
        .then((response) => {
          if (query !== latestQuery.current) return;
          const counts = readQuickSearchCounts(selection, response);
          setCount(counts.count);
          setFacetCounts(counts.facets);
          setCountState("counted");
        })
        .catch(() => {
          // spec 8 'Search error': what is shown stays; the link already opens the chosen search.
          if (query === latestQuery.current) setCountState("idle");
        });
    }, searchLimits.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [choices, changed, backend, indexName]);

  const optionsOf = (facet: QuickSearchFacet, optionLabel: (value: string) => string): QuickSearchOption[] =>
    facets[facet].map(({ value, count: served }) => ({ value, label: optionLabel(value), count: facetCounts === null ? served : (facetCounts[facet][value] ?? 0) }));

  const facetSelect = ({ facet, label, anyLabel, optionLabel }: (typeof facetFields)[number]) =>
    facets[facet].length >= minimumChoices ? (
      <QuickSearchSelect key={facet} name={facet} label={label} anyLabel={anyLabel} options={optionsOf(facet, optionLabel)} value={choices[facet]} onValueChange={choose(facet)} locale={locale} />
    ) : null;

  return (
    <QuickSearch {...props}>
        {facetFields.filter(({ facet }) => facet !== "car_type").map(facetSelect)}
        {maxPrices.length >= minimumChoices ? (
          <QuickSearchSelect
            name="maxPrice"
            label="Max price"
            anyLabel="Any price"
            options={maxPrices.map((price) => ({ value: String(price), label: formatPrice(price) }))}
            value={choices.maxPrice}
            onValueChange={choose("maxPrice")}
            locale={locale}
          />
        ) : null}
        {facetFields.filter(({ facet }) => facet === "car_type").map(facetSelect)}
        <QuickSearchAction href={quickSearchHref(selectionOf(choices))} label={showMeCarsLabel(count, locale)} countState={countState} />
    </QuickSearch>
  );
}
