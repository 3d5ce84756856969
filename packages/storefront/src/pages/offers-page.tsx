// /special-offers (spec 2.1 'Offer search and offer cards'): the site's current
// manufacturer offers from the database (spec 5 'Offer visibility': its makes,
// in their dates, not excluding it), searchable by keyword and make through the
// query string, each as an offer card (spec 2.8). Every link on the page leads
// to a page the site serves: Explore {model} only where the model resolves.
import type { Metadata } from "next";
import { offerMakes, searchOffers, searchSlug } from "@forecourt/domain";
import { currentOffersForSite, getDatabase, listLocationsForSite } from "@forecourt/db";
import { Button } from "@forecourt/ui/button";
import { FrameworkLink } from "@forecourt/ui/framework";
import { OfferSearch } from "@forecourt/ui/offers/offer-search";
import { PageState, PageStateActions, PageStateMessage, PageStateTitle } from "@forecourt/ui/page-state";
import { leadFormOptionsFor } from "../forms/lead-options";
import { OfferCards } from "../offers/offer-cards";
import { offerView } from "../offers/offer-view";
import { stockedMakes } from "../search-page/stocked-makes";
import { siteCopy } from "../shell/copy";
import { requireSite, type SiteParams } from "../shell/site-params";
import type { TemplateDefinition } from "../tenant/template";

export const offersPath = "/special-offers";

type Query = Record<string, string | string[] | undefined>;

interface OffersPageProps extends SiteParams {
  searchParams: Promise<Query>;
}

/** One value of a query parameter (the first when repeated), trimmed and bounded. */
function queryValue(query: Query, key: string): string {
  const value = query[key];
  return (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 100) ?? "";
}

export function createOffersPage(template: TemplateDefinition) {
  async function OffersPage({ params, searchParams }: OffersPageProps) {
    const site = await requireSite(params, template);
    const copy = siteCopy(site);
    const now = new Date();
    const query = await searchParams;
    const keyword = queryValue(query, "query");
    const make = queryValue(query, "make");
    const { db } = await getDatabase();
    const [offers, stock, locations] = await Promise.all([currentOffersForSite(db, site.config, now), stockedMakes(site.config, now), listLocationsForSite(db, site.config)]);
    const makes = offerMakes(offers);
    const found = searchOffers(offers, { query: keyword, make });
    const searching = keyword !== "" || make !== "";

    return (
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{copy("Special Offers")}</h1>
          <p className="max-w-prose text-muted-foreground">
            {copy(`Current offers from ${site.config.name}. Each offer runs until the date shown, or while stocks last.`)}
          </p>
        </header>
        {offers.length === 0 ? (
          <PageState intent="empty" aria-labelledby="no-offers-heading">
            <PageStateTitle asChild>
              <h2 id="no-offers-heading">No offers right now</h2>
            </PageStateTitle>
            <PageStateMessage>{copy("There are no current offers on this site. Browse our stock, or send us an enquiry and our team will tell you about today's best deals.")}</PageStateMessage>
            <PageStateActions>
              <Button asChild>
                <FrameworkLink href="/cars/">Browse our stock</FrameworkLink>
              </Button>
              <Button asChild intent="outline">
                <FrameworkLink href="/contact-us">Contact us</FrameworkLink>
              </Button>
            </PageStateActions>
          </PageState>
        ) : (
          <>
            <OfferSearch action={offersPath} query={keyword} make={makes.find((name) => searchSlug(name) === searchSlug(make)) ?? ""} makes={makes} clearHref={searching ? offersPath : null} />
            <p data-slot="offer-count" data-count={found.length} className="text-sm text-muted-foreground">
              {searching ? `${found.length} of ${offers.length} ${offers.length === 1 ? "offer" : "offers"} match your search` : `${offers.length} ${offers.length === 1 ? "offer" : "offers"}`}
            </p>
            {found.length === 0 ? (
              <PageState intent="empty" aria-labelledby="no-match-heading">
                <PageStateTitle asChild>
                  <h2 id="no-match-heading">No offers match your search</h2>
                </PageStateTitle>
                <PageStateMessage>Try another keyword or make, or see every current offer.</PageStateMessage>
                <PageStateActions>
                  <Button asChild>
                    <FrameworkLink href={offersPath}>Show all offers</FrameworkLink>
                  </Button>
                </PageStateActions>
              </PageState>
            ) : (
              <OfferCards
                offers={found.map((offer) => offerView(offer, site, stock, now))}
                options={leadFormOptionsFor(site.config, locations, "general")}
                locale={site.region.locale}
                tagManager={Boolean(site.config.integrations.tagManagerId)}
                enquireTitle={copy("Enquire Now")}
                messageLead="I would like to know more about this offer:"
                translations={{ enquire: copy("Enquire Now") }}
              />
            )}
          </>
        )}
      </div>
    );
  }

  async function generateMetadata({ params }: SiteParams): Promise<Metadata> {
    const site = await requireSite(params, template);
    return { title: siteCopy(site)("Special Offers"), description: `Current new car offers from ${site.config.name}.` };
  }

  return { OffersPage, generateMetadata };
}
