// The budget finder's link (spec 2.3: 'Budget links append range[price]=:{budget}'),
// written by the same routing the search page reads: /cars/?range[price]=:54000.
import { searchHref } from "@forecourt/search/routing";
import { quickSearchPath } from "./quick-search-query";

/**
 * The search for cars priced up to the budget. Prices are whole dollars, so the
 * cap drops any cents a repayment like 12.34 leaves (same cars, a clean URL).
 */
export function budgetSearchHref(budget: number): string {
  const cap = Number.isFinite(budget) && budget > 0 ? Math.floor(budget) : 0;
  return searchHref(quickSearchPath, { range: { price: `:${cap}` } });
}
