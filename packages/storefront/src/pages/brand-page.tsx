// /brands/{slug} (spec 2.1, for example /brands/jeep): a make the site sells new
// or has in stock, with its logo, a short introduction, the count of its cars in
// the site's listed stock with a link to /search/{make}, and the site's current
// offers for it. A make the site neither sells nor stocks is a 404.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { brandOnSite, type BrandOnSite, formatNumber, franchiseMakes, type Manufacturer, searchOffers, searchSlug } from "@forecourt/domain";
import { currentOffersForSite, findManufacturerBySlug, getDatabase, listLocationsForSite } from "@forecourt/db";
import { ContentArticle, ContentArticleHeader, ContentArticleSection, ContentBreadcrumbs, ContentCallToAction, ContentParagraph } from "@forecourt/ui/content-article";
import { leadFormOptionsFor } from "../forms/lead-options";
import { OfferCards } from "../offers/offer-cards";
import { offerView } from "../offers/offer-view";
import { stockedMakesWithCounts } from "../search-page/stocked-makes";
import { siteCopy } from "../shell/copy";
import { requireSite } from "../shell/site-params";
import type { SiteContext } from "../tenant/site";
import type { TemplateDefinition } from "../tenant/template";

interface BrandPageProps {
  params: Promise<{ site: string; slug: string }>;
}

interface BrandData {
  site: SiteContext;
  brand: BrandOnSite;
  manufacturer: Manufacturer | null;
  count: number;
  stock: Awaited<ReturnType<typeof stockedMakesWithCounts>>["stock"];
}

/** The brand of this request, or a 404; one read per request for the page and its metadata. */
const loadBrand = cache(async (site: SiteContext, slug: string): Promise<BrandData | null> => {
  const { stock, counts } = await stockedMakesWithCounts(site.config, new Date());
  const brand = brandOnSite(slug, { franchise: franchiseMakes(site.config.dealerships), stocked: stock.makes });
  if (!brand) return null;
  const { db } = await getDatabase();
  const manufacturer = await findManufacturerBySlug(db, brand.slug);
  const count = [...counts].find(([make]) => searchSlug(make) === brand.slug)?.[1] ?? 0;
  return { site, brand, manufacturer, count, stock };
});

/** The introduction: an authorised dealer of its franchises, a pre-owned stockist of other makes. */
function brandIntro({ site, brand }: BrandData): string {
  const { name, address, region } = site.config;
  if (brand.franchise) {
    const authorised = region === "US" ? "authorized" : "authorised";
    return `${name} is an ${authorised} ${brand.make} dealer in ${address.city}. Browse new, demo and used ${brand.make} vehicles, book a test drive, and have your ${brand.make} serviced by factory-trained technicians with genuine parts.`;
  }
  return `${name} in ${address.city} has pre-owned ${brand.make} vehicles in stock, each inspected before it is listed, with finance and trade-in available on every one.`;
}

function stockLine(count: number, make: string, locale: SiteContext["region"]["locale"]): string {
  return count === 1 ? `1 ${make} car in stock` : `${formatNumber(count, locale)} ${make} cars in stock`;
}

export function createBrandPage(template: TemplateDefinition) {
  async function resolve(params: BrandPageProps["params"]): Promise<BrandData> {
    const site = await requireSite(params, template);
    const { slug } = await params;
    const data = await loadBrand(site, slug);
    if (!data) notFound();
    return data;
  }

  async function BrandPage({ params }: BrandPageProps) {
    const now = new Date();
    const data = await resolve(params);
    const { site, brand, manufacturer, count, stock } = data;
    const copy = siteCopy(site);
    const { db } = await getDatabase();
    const [offers, locations] = await Promise.all([currentOffersForSite(db, site.config, now), listLocationsForSite(db, site.config)]);
    const brandOffers = searchOffers(offers, { make: brand.make });
    const logo = manufacturer?.logo?.url ?? null;
    const title = manufacturer?.name ?? brand.make;

    return (
      <ContentArticle width="wide" data-slot="brand-page" data-brand={brand.slug}>
        <ContentArticleHeader title={title} summary={brandIntro(data)} locale={site.region.locale}>
          <ContentBreadcrumbs items={[{ label: "Home", href: "/" }]} current={title} />
          <div data-slot="brand-logo" className="flex size-24 items-center justify-center rounded-xl border border-border bg-white p-3">
            {logo ? (
              // The heading names the make; the logo beside it is decorative.
              <img src={logo} alt="" width={72} height={72} className="size-18 object-contain" />
            ) : (
              <span aria-hidden="true" className="text-4xl font-bold text-neutral-700">
                {title.charAt(0)}
              </span>
            )}
          </div>
        </ContentArticleHeader>
        <div className="grid gap-10 md:grid-cols-2">
          <ContentArticleSection heading={count > 0 ? stockLine(count, brand.make, site.region.locale) : `${brand.make} stock`} headingId="stock">
            {count > 0 ? (
              <ContentCallToAction
                text={`Every ${brand.make} we have listed today, with photos, prices and features.`}
                links={[
                  { label: `View ${count === 1 ? "the" : `all ${count}`} ${brand.make} ${count === 1 ? "car" : "cars"}`, href: `/search/${brand.slug}` },
                  { label: "Book a test drive", href: "/book-test-drive/" },
                ]}
              />
            ) : (
              <>
                <ContentParagraph>{copy(`We have no ${brand.make} vehicles listed right now. New stock arrives every week: send us an enquiry and we will find the ${brand.make} you are after.`)}</ContentParagraph>
                <ContentCallToAction links={[{ label: copy("Enquire now"), href: "/contact" }, { label: "Browse all stock", href: "/cars/" }]} />
              </>
            )}
          </ContentArticleSection>
          {brand.franchise ? (
            <ContentArticleSection heading={`Servicing your ${brand.make}`} headingId="servicing">
              <ContentParagraph>{`Keep your ${brand.make} under warranty with logbook servicing at ${site.config.name}, using genuine ${brand.make} parts and accessories.`}</ContentParagraph>
              <ContentCallToAction links={[{ label: "Book a Service", href: "/service" }, { label: "Parts & Accessories", href: "/vehicle-parts-and-accessories" }]} />
            </ContentArticleSection>
          ) : null}
        </div>
        {brandOffers.length > 0 ? (
          <ContentArticleSection heading={`Current ${brand.make} offers`} headingId="offers">
            <OfferCards
              offers={brandOffers.map((offer) => offerView(offer, site, stock, now))}
              options={leadFormOptionsFor(site.config, locations, "general")}
              locale={site.region.locale}
              tagManager={Boolean(site.config.integrations.tagManagerId)}
              enquireTitle={copy("Enquire Now")}
              messageLead="I would like to know more about this offer:"
              translations={{ enquire: copy("Enquire Now") }}
            />
          </ContentArticleSection>
        ) : null}
      </ContentArticle>
    );
  }

  async function generateMetadata({ params }: BrandPageProps): Promise<Metadata> {
    const data = await resolve(params);
    // The layout's title template adds the site's name once: 'Jeep | Rose City Motors'.
    return { title: data.manufacturer?.name ?? data.brand.make, description: brandIntro(data) };
  }

  return { BrandPage, generateMetadata };
}
