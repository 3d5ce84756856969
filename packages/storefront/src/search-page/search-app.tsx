"use client";
// The vehicle search page's interactive part (issue 6, spec 2.3): InstantSearch
// hydrated with the first page the server computed (no second render, no layout
// shift), the site's browser backend (embedded endpoint or Algolia with a
// secured key) and the URL routing in the spec's format.
import * as React from "react";
import {
  type CarAction,
  carHeading,
  displayCount,
  insertPromoCards,
  type LeadFormOptions,
  type Locale,
  localizeSpelling,
  pushSearchHistory,
  type SearchHistoryEntry,
  storageKey,
  toggleSavedCar,
} from "@forecourt/domain";
import { createSearchClient, createSearchRouting, type SearchBackend } from "@forecourt/search";
import type { SearchPageConfigure } from "@forecourt/search/widgets";
import {
  Configure,
  type InitialResults,
  InstantSearch,
  InstantSearchSSRProvider,
  useCurrentRefinements,
  useHits,
  useInstantSearch,
  usePagination,
  useSortBy,
} from "@forecourt/search/widgets/react";
import { FilterDrawer } from "@forecourt/ui/search/filter-drawer";
import { Pagination } from "@forecourt/ui/search/pagination";
import { PromoCard } from "@forecourt/ui/search/promo-card";
import { RecentSearches } from "@forecourt/ui/search/recent-searches";
import { ResultCount } from "@forecourt/ui/search/result-count";
import { SortSelect } from "@forecourt/ui/search/sort-select";
import { VehicleCard, type VehicleCardCar, type VehicleCardSettings } from "@forecourt/ui/vehicle-card/vehicle-card";
import { CompareBar } from "../compare/compare-bar";
import { useCompareSelection } from "../compare/compare-selection";
import { trackEvent } from "../events/track-event";
import { CarLeadDialog } from "../forms/car-lead-dialog";
import { carTitle } from "../vehicle/car-title";
import { useLazyToast } from "../accounts/lazy-toast";
import { useWatchlist } from "../accounts/use-watchlist";
import { useStoredList } from "../shell/use-stored-list";
import { FilterPanel, type FilterPanelSettings } from "./search-widgets";

export interface SearchPromo {
  id: string;
  title: string;
  text: string | null;
  image: string | null;
  href: string | null;
  linkLabel: string;
  variant: "promotion" | "call-to-action";
}

export interface SearchAppProps {
  backend: SearchBackend;
  indexName: string;
  initialResults: InitialResults;
  /** The request's URL, for the router during server rendering. */
  serverUrl: string;
  configure: SearchPageConfigure;
  sortItems: Array<{ value: string; label: string }>;
  title: string;
  /** The server's clock, so the new-arrival tag reads the same before and after hydration. */
  now: string;
  card: VehicleCardSettings;
  panel: FilterPanelSettings;
  /** Where favourites and search history are kept (spec 3: per dealership). */
  dealershipSlug: string;
  /** The site has a watchlist (spec 4): each card gets a watch toggle (issue 16). */
  watchlist: boolean;
  tagManager: boolean;
  enquiryOptions: LeadFormOptions;
  testDriveOptions: LeadFormOptions;
  /** Promotional cards already filtered by date, and their 1-based positions (spec 2.3). */
  promos: SearchPromo[];
  promoPositions: number[];
}

/** A list of ids or entries kept in localStorage; read after hydration so the first render matches the server's. */
export function SearchApp(props: SearchAppProps) {
  const { backend, indexName, initialResults, serverUrl, configure } = props;
  const [searchClient] = React.useState(() => createSearchClient(backend));
  const [routing] = React.useState(() => createSearchRouting({ indexName, serverUrl }));
  // A Back or Forward pressed while the page was still hydrating moved the address
  // before the router listened: once the page has committed (and a client-side
  // navigation has written its own address), the search follows the address.
  React.useEffect(() => routing.router.catchUp(), [routing]);
  // insights={false}: the search page sends its events to /api/events (spec 7), never to
  // Algolia Insights, whose middleware is patched out of InstantSearch (issue 20).
  return (
    <InstantSearchSSRProvider initialResults={initialResults}>
      <InstantSearch searchClient={searchClient} indexName={indexName} routing={routing} insights={false} future={{ preserveSharedStateOnUnmount: true }}>
        <Configure {...configure} />
        <SearchLayout {...props} />
      </InstantSearch>
    </InstantSearchSSRProvider>
  );
}

function SearchLayout(props: SearchAppProps) {
  const { items: refinements } = useCurrentRefinements();
  const refinementCount = refinements.reduce((sum, item) => sum + item.refinements.length, 0);
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <div className="lg:col-span-2">
        <h1 className="text-3xl font-bold tracking-tight">{localizeSpelling(props.title, props.panel.locale)}</h1>
      </div>
      <aside aria-label="Filters" className="hidden lg:block" data-slot="filter-aside">
        <FilterPanel settings={props.panel} />
      </aside>
      <div className="flex min-w-0 flex-col gap-4">
        <RecentSearchBar dealershipSlug={props.dealershipSlug} />
        <Toolbar sortItems={props.sortItems} locale={props.panel.locale} refinementCount={refinementCount} panel={props.panel} />
        <Results {...props} />
        <ResultPages />
        {props.card.compare?.enabled ? <CompareBar dealershipSlug={props.dealershipSlug} /> : null}
      </div>
    </div>
  );
}

function Toolbar({ sortItems, locale, refinementCount, panel }: { sortItems: SearchAppProps["sortItems"]; locale: Locale; refinementCount: number; panel: FilterPanelSettings }) {
  const { currentRefinement, options, refine } = useSortBy({ items: sortItems });
  const { results } = useInstantSearch();
  const raw = results?._rawResults?.[0] as { facets?: Record<string, Record<string, number>> } | undefined;
  // spec 9: a count above 1999 is capped; domain decides what to show instead.
  const count = displayCount({ nbHits: results?.nbHits ?? 0, facetCounts: raw?.facets?.car_type });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <ResultCount count={count} locale={locale} />
      <div className="flex items-center gap-2">
        <div className="lg:hidden">
          <FilterDrawer refinementCount={refinementCount}>
            <FilterPanel settings={panel} />
          </FilterDrawer>
        </div>
        <SortSelect items={options} value={currentRefinement} onRefine={refine} />
      </div>
    </div>
  );
}

type Hit = VehicleCardCar & { objectID: string; id: number };
type RenderHitAction = (hit: Hit, action: CarAction, trigger: React.ReactElement) => React.ReactNode;

/** The value of the latest render, for callbacks that must keep one identity across renders. */
function useLatest<T>(value: T): React.RefObject<T> {
  const ref = React.useRef(value);
  React.useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

function Results(props: SearchAppProps) {
  const { items } = useHits<Hit>();
  const now = React.useMemo(() => new Date(props.now), [props.now]);
  const [saved, setSaved] = useStoredList<number>(storageKey("favourites", props.dealershipSlug));
  const compare = useCompareSelection(props.dealershipSlug);
  const { results, status } = useInstantSearch();
  const itemsRef = useLatest(items);
  const toast = useLazyToast();
  const watchlist = useWatchlist((carId) => {
    const hit = itemsRef.current.find((item) => item.id === carId);
    return hit ? carHeading(hit).title : null;
  }, toast.show);
  const page = results?.page ?? 0;
  const { tagManager, testDriveOptions, enquiryOptions } = props;
  const { locale } = props.panel;

  // The cards are memoised (ResultCard): a favourite, a compare tick or the first
  // render after hydration re-renders only the cards whose props changed, so the
  // handlers keep one identity and read the lists through refs.
  const latest = useLatest({ saved, setSaved, compare });
  const onToggleSaved = React.useCallback(
    (id: number) => {
      const { ids, added } = toggleSavedCar(latest.current.saved, id);
      latest.current.setSaved(ids);
      // spec 4: adding a favourite records event 39.
      if (added) trackEvent(39, { car_id: id }, { tagManager });
    },
    [latest, tagManager],
  );
  const onToggleCompared = React.useCallback((hit: Hit) => latest.current.compare.toggle(hit.id, carHeading(hit)), [latest]);
  const watchToggle = watchlist.toggle;
  const onToggleWatched = React.useCallback((hit: Hit, watched: boolean) => void watchToggle({ id: hit.id, title: carHeading(hit).title }, watched), [watchToggle]);

  const renderAction = React.useCallback<RenderHitAction>(
    (hit, action, trigger) => {
      const car = { id: hit.id, title: carTitle(hit), available: action.kind !== "find-similar", carType: hit.car_type ?? null, tag: hit.tag ?? null };
      if (action.kind === "test-drive") {
        return <CarLeadDialog form="test-drive" title="Book a Test Drive" car={car} options={testDriveOptions} locale={locale} tagManager={tagManager} trigger={trigger} />;
      }
      return <CarLeadDialog form="car-enquiry" title={localizeSpelling("Find Me Something Similar", locale)} car={car} options={enquiryOptions} locale={locale} tagManager={tagManager} trigger={trigger} />;
    },
    [testDriveOptions, enquiryOptions, locale, tagManager],
  );

  if (items.length === 0) {
    return (
      <div data-slot="no-results" className="rounded-lg border border-border p-8 text-center">
        <p className="text-lg font-semibold">No cars match this search</p>
        <p className="mt-1 text-muted-foreground">Try removing a filter or searching for another make or model.</p>
      </div>
    );
  }

  // Promotional cards only on the first page, at their configured positions (spec 2.3).
  const list = insertPromoCards<Hit, SearchPromo>(items, page === 0 ? props.promos : [], props.promoPositions);
  return (
    <>
      <ul data-slot="search-results" aria-busy={status === "loading" || status === "stalled"} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {list.map((entry, index) =>
          "objectID" in entry ? (
            <li key={entry.objectID} data-slot="search-hit">
              <ResultCard
                hit={entry}
                settings={props.card}
                now={now}
                position={index}
                saved={saved.includes(entry.id)}
                compared={compare.ids.includes(entry.id)}
                watched={props.watchlist ? watchlist.snapshot.ids.has(entry.id) : null}
                onToggleSaved={onToggleSaved}
                onToggleCompared={onToggleCompared}
                onToggleWatched={onToggleWatched}
                renderAction={renderAction}
              />
            </li>
          ) : (
            <li key={`promo-${entry.id}`} data-slot="search-promo">
              <PromoCard title={entry.title} text={entry.text} image={entry.image} href={entry.href} linkLabel={entry.linkLabel} variant={entry.variant} />
            </li>
          ),
        )}
      </ul>
      {toast.element}
    </>
  );
}

interface ResultCardProps {
  hit: Hit;
  settings: VehicleCardSettings;
  now: Date;
  /** The card's place in the grid: the first row's photos load eagerly, the first at high priority (LCP). */
  position: number;
  saved: boolean;
  compared: boolean;
  /** null: the site has no watchlist, so no toggle. */
  watched: boolean | null;
  onToggleSaved: (id: number) => void;
  onToggleCompared: (hit: Hit) => void;
  onToggleWatched: (hit: Hit, watched: boolean) => void;
  renderAction: RenderHitAction;
}

/** One result; memoised, so it renders again only when its hit, place or toggles change. */
const ResultCard = React.memo(function ResultCard({ hit, settings, now, position, saved, compared, watched, onToggleSaved, onToggleCompared, onToggleWatched, renderAction }: ResultCardProps) {
  const bound = React.useMemo(
    () => ({
      onSavedChange: () => onToggleSaved(hit.id),
      onComparedChange: () => onToggleCompared(hit),
      onWatchedChange: (next: boolean) => onToggleWatched(hit, next),
      renderAction: (action: CarAction, trigger: React.ReactElement) => renderAction(hit, action, trigger),
    }),
    [hit, onToggleSaved, onToggleCompared, onToggleWatched, renderAction],
  );
  return (
    <VehicleCard
      car={hit}
      settings={settings}
      now={now}
      priority={position < 3}
      imageFetchPriority={position === 0 ? "high" : undefined}
      saved={saved}
      onSavedChange={bound.onSavedChange}
      compared={compared}
      onComparedChange={bound.onComparedChange}
      {...(watched === null ? {} : { watched, onWatchedChange: bound.onWatchedChange })}
      renderAction={bound.renderAction}
    />
  );
});

function ResultPages() {
  const { pages, currentRefinement, nbPages, refine, createURL } = usePagination({ padding: 2 });
  const goTo = (page: number) => {
    refine(page);
    window.scrollTo({ top: 0 });
  };
  return <Pagination pages={pages} currentPage={currentRefinement} nbPages={nbPages} createURL={createURL} onRefine={goTo} />;
}

/** A label for a search: its keyword and refinement values, e.g. 'Toyota, HiLux, Price: 10000 - 30000'. */
function searchLabel(refinements: ReturnType<typeof useCurrentRefinements>["items"], query: string | undefined): string {
  const parts = refinements.flatMap((item) => item.refinements.map((refinement) => (refinement.type === "numeric" ? `${item.label} ${refinement.operator} ${refinement.value}` : String(refinement.label))));
  if (query) parts.unshift(`"${query}"`);
  return parts.join(", ");
}

/** spec 4, 9: the last 5 searches, newest first, with their path, per dealership. */
function RecentSearchBar({ dealershipSlug }: { dealershipSlug: string }) {
  const [history, setHistory] = useStoredList<SearchHistoryEntry>(storageKey("search-history", dealershipSlug));
  const { items } = useCurrentRefinements();
  const { indexUiState } = useInstantSearch();
  const query = indexUiState.query;
  const label = searchLabel(items, query);
  const [current, setCurrent] = React.useState<string | null>(null);

  React.useEffect(() => {
    // Record the search the shopper is looking at, once it has a filter; the URL is the router's.
    const timer = setTimeout(() => {
      const path = `${window.location.pathname}${window.location.search}`;
      setCurrent(path);
      if (!label) return;
      setHistory(pushSearchHistory(readHistory(dealershipSlug), { path, label }));
    }, 600);
    return () => clearTimeout(timer);
  }, [label, dealershipSlug, setHistory]);

  const others = history.filter((entry) => entry.path !== current && entry.label);
  return <RecentSearches items={others.map((entry) => ({ path: entry.path, label: entry.label ?? entry.path }))} />;
}

function readHistory(dealershipSlug: string): SearchHistoryEntry[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey("search-history", dealershipSlug)) ?? "[]");
    return Array.isArray(stored) ? (stored as SearchHistoryEntry[]) : [];
  } catch {
    return [];
  }
}
