"use client";
// The home page's two small forms, the hero's quick search and the budget finder,
// each hydrated when the shopper first points at, focuses, types in or presses it
// (@forecourt/ui/hydrate-on-intent, issue 20; docs/performance.md 'Forms hydrate on
// intent'). Both are whole in the server's HTML and work as links before their code
// arrives: the quick search's button opens the site's search, the budget finder's
// the search within the spec 9 default budget. Most visitors to a dealer's home page
// read it and follow a link; their phone downloads and runs neither form's code. A
// choice made before the code arrives is kept and acted on once it has.
import { hydrateOnIntent } from "@forecourt/ui/hydrate-on-intent";
import type { HomeBudgetFinderProps } from "./home-budget-finder";
import type { HomeQuickSearchProps } from "./home-quick-search";

export const HomeQuickSearchOnIntent = hydrateOnIntent<HomeQuickSearchProps>(() => import("./home-quick-search").then((module) => module.HomeQuickSearch));

export const HomeBudgetFinderOnIntent = hydrateOnIntent<HomeBudgetFinderProps>(() => import("./home-budget-finder").then((module) => module.HomeBudgetFinder));
