// The first page of a search, computed on the server with the same widgets as
// the browser mounts (search-page-widgets.ts), as InstantSearch's initial
// results: the page renders its hits and facet panel in the first HTML, and
// InstantSearch hydrates from the same answer (issue 6 'SSR').
// react-instantsearch's getServerState renders the app with react-dom/server,
// which a Next App Router server component cannot do; the connectors it uses
// underneath need no React, so they run here directly.
import type { IndexUiState, InitialResults, SearchClient } from "instantsearch.js";
import instantsearch from "instantsearch.js/es/index.js";
import { connectConfigure, connectHits, connectPagination, connectRange, connectRefinementList, connectSearchBox, connectSortBy, connectStats } from "instantsearch.js/es/connectors/index.js";
import { getInitialResults, waitForResults } from "instantsearch.js/es/lib/server.js";
import { rangeWidgets, refinementParams, refinementWidgets, type SearchPageConfigure } from "./search-page-widgets";

export interface SearchPageServerStateOptions {
  searchClient: SearchClient;
  indexName: string;
  /** The route's state, read from the request URL (routing.ts queryToUiState). */
  uiState: IndexUiState;
  configure: SearchPageConfigure;
  sortItems: ReadonlyArray<{ value: string; label: string }>;
}

const noop = () => undefined;

export async function searchPageServerState({ searchClient, indexName, uiState, configure, sortItems }: SearchPageServerStateOptions): Promise<InitialResults> {
  const search = instantsearch({ indexName, searchClient, initialUiState: { [indexName]: uiState } });
  search.addWidgets([
    connectConfigure(noop)({ searchParameters: { ...configure } }),
    connectSearchBox(noop)({}),
    connectSortBy(noop)({ items: sortItems.map((item) => ({ value: item.value, label: item.label })) }),
    connectHits(noop)({}),
    connectStats(noop)({}),
    connectPagination(noop)({ padding: 2 }),
    ...Object.values(refinementWidgets).map((widget) => connectRefinementList(noop)(refinementParams(widget))),
    ...rangeWidgets.map((attribute) => connectRange(noop)({ attribute })),
  ]);
  search.start();
  try {
    const requestParams = await waitForResults(search);
    return getInitialResults(search.mainIndex, requestParams);
  } finally {
    search.dispose();
  }
}
