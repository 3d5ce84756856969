// The vehicle search pages (issue 6; spec 2.1 routes, 2.3 page, 2.4 cards):
// /cars/ (Our Stock), /search/new-used-and-demo-cars/, the car-type searches
// and make, model and body browsing. The server runs the first search in
// process with the page's widgets, so the first HTML holds the first page of
// hits and the facet panel; the browser hydrates InstantSearch from it.
import { randomUUID } from "node:crypto";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import {
  carTypeSearches,
  ourStockPreset,
  promoSlots,
  type SearchPreset,
  searchLimits,
  searchPreset,
  searchPromoCards,
  type SiteConfig,
  sortOptions,
  vehicleCardFields,
} from "@forecourt/domain";
import { currentPromoCards, type Db, getDatabase, listLocationsForSite } from "@forecourt/db";
import { queryToUiState } from "@forecourt/search";
import { searchPageServerState } from "@forecourt/search/widgets/server";
import { leadFormOptionsFor } from "../forms/lead-options";
import { type SearchPromo, SearchApp } from "../search-page/search-app";
import { stockedMakes } from "../search-page/stocked-makes";
import { browserSearchBackend, serverSearchClient } from "../search/backends";
import type { SiteContext } from "../tenant/site";
import { requireSite } from "../shell/site-params";
import type { TemplateDefinition } from "../tenant/template";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

interface SearchPageProps {
  params: Promise<{ site: string; segments?: string[] }>;
  searchParams: SearchParams;
}

/** The query string as the browser sent it, rebuilt from Next's parsed parameters. */
function queryString(parameters: Record<string, string | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(parameters)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, item);
  }
  return search.toString();
}

async function presetFor(site: SiteContext, segments: string[] | undefined): Promise<SearchPreset> {
  if (segments === undefined) return ourStockPreset;
  const first = segments[0]?.toLowerCase();
  // The car-type searches need no stock lookup.
  if (segments.length === 1 && first !== undefined && carTypeSearches[first]) return carTypeSearches[first]!;
  const preset = searchPreset(segments, await stockedMakes(site.config));
  if (!preset) notFound();
  return preset;
}

/**
 * Promotional cards (spec 2.3, 4): the site's cards from the database, live at
 * this moment, ordered by position and shuffled where the site asks (one seed
 * per request, so the order is fixed for the page and its hydration), at the
 * positions its configuration names; no positions configured, no cards.
 */
async function promosFor(db: Db, config: SiteConfig, now: Date): Promise<{ promos: SearchPromo[]; positions: number[] }> {
  if (promoSlots(config.search).length === 0) return { promos: [], positions: [] };
  const placed = searchPromoCards(await currentPromoCards(db, config, now), config.search, { now, seed: randomUUID() });
  return {
    positions: placed.map((entry) => entry.position),
    promos: placed.map(({ card, variant }) => ({
      id: String(card.id),
      title: card.title,
      text: card.body ?? null,
      image: card.image_url ?? null,
      href: card.href ?? null,
      linkLabel: card.cta ?? "Find out more",
      variant,
    })),
  };
}

export function createSearchPage(template: TemplateDefinition) {
  async function SearchPage({ params, searchParams }: SearchPageProps) {
    const { segments } = await params;
    const site = await requireSite(params, template);
    const config = site.config;
    const preset = await presetFor(site, segments);
    const now = new Date();
    const requestHeaders = await headers();
    const host = requestHeaders.get("host") ?? "localhost";
    const protocol = requestHeaders.get("x-forwarded-proto") ?? "http";
    const origin = `${protocol}://${host}`;
    // The path as the browser shows it (the proxy serves each preset at its canonical spelling), so links made while rendering match after hydration.
    const path = preset.path;
    const search = queryString(await searchParams);
    const serverUrl = `${origin}${path}${search ? `?${search}` : ""}`;

    const indexName = config.search.index;
    const sortItems = sortOptions(indexName);
    const configure = {
      hitsPerPage: config.search.pageSize,
      ...(preset.filters ? { filters: preset.filters } : {}),
      attributesToRetrieve: [...vehicleCardFields],
      // The card shows its fields as they are (spec 2.4), never a highlighted match,
      // and by default an index highlights every searchable attribute of every hit
      // (dealer comments, VIN and stock number included): two thirds of a hit's bytes
      // in the first HTML and in every search response. So hits carry none.
      attributesToHighlight: [],
    };
    const { db } = await getDatabase();
    const [initialResults, locations, { promos, positions }] = await Promise.all([
      searchPageServerState({ searchClient: serverSearchClient(config, { now }), indexName, uiState: queryToUiState(search, indexName), configure, sortItems }),
      listLocationsForSite(db, config),
      promosFor(db, config, now),
    ]);
    const backend = browserSearchBackend(config, { origin, now });

    return (
      <SearchApp
        key={serverUrl}
        backend={backend.kind === "algolia" ? { kind: "algolia", appId: backend.appId, searchKey: backend.searchKey } : { kind: "embedded-http", origin: backend.origin }}
        indexName={indexName}
        initialResults={initialResults}
        serverUrl={serverUrl}
        configure={configure}
        sortItems={sortItems}
        title={preset.title}
        now={now.toISOString()}
        card={{
          tags: { soldTag: config.labels.soldTag, electricTags: config.features.electricTags, certifiedBadge: config.features.certifiedBadge, runoutGreen: config.features.runoutGreen },
          price: { subscriptions: config.features.subscriptions, noPriceText: config.labels.noPriceText },
          // Finance follows its site flag; reservation too, masked while its checkout page is missing (issue 17).
          actions: {
            locale: site.region.locale,
            reservation: config.features.reservation,
            testDrive: config.features.testDrive,
            finance: config.features.finance,
            financeQuote: config.features.experiments.financeQuote,
            financePath: config.finance.path,
          },
          region: site.region,
          description: true,
          favourites: { enabled: config.features.favourites, usedOnly: config.features.favouritesUsedOnly },
          // spec 5: the used-only rule covers compare as well as favourites.
          compare: { enabled: config.features.compare, usedOnly: config.features.favouritesUsedOnly },
        }}
        panel={{
          locale: site.region.locale,
          region: site.region,
          keywordPlaceholder: config.labels.keywordPlaceholder,
          makesShown: config.search.popularMakes === 20 ? searchLimits.popularMakesShown : searchLimits.makesShown,
          bodyTypes: config.search.bodyTypes,
          cityOnTop: config.search.cityFacetOnTop,
        }}
        dealershipSlug={config.dealerships[0]!.slug}
        watchlist={config.features.watchlist}
        tagManager={Boolean(config.integrations.tagManagerId)}
        enquiryOptions={leadFormOptionsFor(config, locations, "car-enquiry")}
        testDriveOptions={leadFormOptionsFor(config, locations, "test-drive")}
        promos={promos}
        promoPositions={positions}
      />
    );
  }

  async function generateMetadata({ params }: SearchPageProps): Promise<Metadata> {
    const { segments } = await params;
    const site = await requireSite(params, template);
    const preset = await presetFor(site, segments);
    // The site layout's title template adds " | {site name}".
    return { title: preset.title };
  }

  return { SearchPage, generateMetadata };
}
