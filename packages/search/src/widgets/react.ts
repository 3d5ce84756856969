// react-instantsearch for the storefront's search page (issue 6): the storefront
// does not depend on react-instantsearch itself; it takes the pieces from here.
export {
  Configure,
  InstantSearch,
  InstantSearchSSRProvider,
  useClearRefinements,
  useCurrentRefinements,
  useHits,
  useInstantSearch,
  usePagination,
  useRange,
  useRefinementList,
  useSearchBox,
  useSortBy,
  useStats,
} from "react-instantsearch";
export type { InitialResults } from "instantsearch.js";
