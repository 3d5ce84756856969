// The compare page, /compare?cars=12,34 (spec 1 'compare cars', spec 5 'Favourites
// and compare'): the chosen cars side by side, server-rendered from the address so a
// comparison can be shared. The ids come from the URL and are never trusted: only
// cars this site lists are shown (a car of another site, or one gone from the
// listing, is left out). Sites that do not enable compare have no such page.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { compareColumn, compareParameter, compareSections, compareLimit, parseCompareIds } from "@forecourt/domain";
import { getDatabase, listedCarsByIds } from "@forecourt/db";
import { Button } from "@forecourt/ui/button";
import { FrameworkLink } from "@forecourt/ui/framework";
import { PageState, PageStateActions, PageStateMessage, PageStateTitle } from "@forecourt/ui/page-state";
import { CompareView } from "../compare/compare-view";
import { requireSite } from "../shell/site-params";
import type { TemplateDefinition } from "../tenant/template";

interface ComparePageProps {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const pageTitle = "Compare cars";

export function createComparePage(template: TemplateDefinition) {
  async function ComparePage({ params, searchParams }: ComparePageProps) {
    const site = await requireSite(params, template);
    const { config, region } = site;
    if (!config.features.compare) notFound();
    const requested = parseCompareIds((await searchParams)[compareParameter]);
    const now = new Date();
    const { db } = await getDatabase();
    const cars = await listedCarsByIds(db, config, requested, now);
    const found = new Set(cars.map((car) => car.id));
    const columns = cars.map((car) =>
      compareColumn(car, {
        price: { subscriptions: config.features.subscriptions, noPriceText: config.labels.noPriceText },
        tags: { soldTag: config.labels.soldTag, electricTags: config.features.electricTags, certifiedBadge: config.features.certifiedBadge, runoutGreen: config.features.runoutGreen },
        now,
      }),
    );

    return (
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8" data-slot="compare-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{pageTitle}</h1>
            {cars.length > 0 ? (
              <p className="mt-1 text-muted-foreground">{cars.length === 1 ? "Add another car to see them side by side." : `${cars.length} cars side by side.`}</p>
            ) : null}
          </div>
          {cars.length > 0 && cars.length < compareLimit ? (
            <Button asChild intent="outline">
              <FrameworkLink href="/cars/">Add another car</FrameworkLink>
            </Button>
          ) : null}
        </div>
        {cars.length > 0 ? (
          <CompareView
            dealershipSlug={config.dealerships[0]!.slug}
            cars={columns}
            sections={compareSections(cars, { ...region, now })}
            unlisted={requested.filter((id) => !found.has(id))}
          />
        ) : (
          <PageState intent="empty" data-slot="compare-empty">
            <PageStateTitle asChild>
              <h2>No cars to compare yet</h2>
            </PageStateTitle>
            <PageStateMessage>Choose Compare on up to {compareLimit} cars in our stock, then open Compare to see them side by side.</PageStateMessage>
            <PageStateActions>
              <Button asChild>
                <FrameworkLink href="/cars/">Browse our stock</FrameworkLink>
              </Button>
            </PageStateActions>
          </PageState>
        )}
      </div>
    );
  }

  async function generateMetadata({ params }: ComparePageProps): Promise<Metadata> {
    await requireSite(params, template);
    // The site layout's title template adds the dealer's name. A comparison is the
    // shopper's own pick of cars: shareable, not a page for search engines.
    return { title: pageTitle, robots: { index: false, follow: true } };
  }

  return { ComparePage, generateMetadata };
}
