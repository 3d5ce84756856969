// GET /sitemap.xml and /robots.txt of a site: what search engines read to find
// its cars, offers and pages (domain sitemapEntries, robotsText). The site comes
// from the host through the [site] segment, as for every page; absolute URLs use
// the site's public origin, never the request's.
import { offerPath, robotsText, sitemapEntries, sitemapXml } from "@forecourt/domain";
import { currentOffersForSite, getDatabase, listListedCarSlugs } from "@forecourt/db";
import { stockedMakes } from "../search-page/stocked-makes";
import { linkShown } from "../shell/navigation";
import { loadSite } from "../tenant/site";
import type { TemplateDefinition } from "../tenant/template";
import { siteOrigin } from "../vehicle/site-origin";

type SiteRouteContext = { params: Promise<{ site: string }> };

const notFound = () => new Response("Not found\n", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

export function createSiteFileRoutes(template: TemplateDefinition) {
  return {
    /** GET /sitemap.xml: stock changes by the hour, so crawlers may keep it an hour. */
    async sitemap(_request: Request, context: SiteRouteContext): Promise<Response> {
      const site = await loadSite((await context.params).site, template);
      if (!site) return notFound();
      try {
        const now = new Date();
        const { db } = await getDatabase();
        const [stock, cars, offers] = await Promise.all([stockedMakes(site.config, now), listListedCarSlugs(db, site.config, now), currentOffersForSite(db, site.config, now)]);
        // The menus as the pages show them (no blog link on a site without posts).
        const shown = linkShown(site);
        const { header, footer, legal } = site.config.navigation;
        const navigation = {
          header: header.map((item) => (item.kind === "menu" ? { ...item, items: item.items.filter(shown) } : item)),
          footer: footer.map((column) => ({ ...column, links: column.links.filter(shown) })),
          legal: legal.filter(shown),
        };
        const entries = sitemapEntries({
          origin: siteOrigin(site.config),
          navigation,
          stock,
          cars,
          offerPaths: offers.map(offerPath),
          financePath: site.config.finance.path,
        });
        return new Response(sitemapXml(entries), { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" } });
      } catch (error) {
        console.error(`[sitemap] ${site.config.slug}: ${(error as Error).message}`);
        return new Response("The sitemap could not be built just now.\n", { status: 503, headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "60", "cache-control": "no-store" } });
      }
    },

    /** GET /robots.txt, naming the site's own sitemap. */
    async robots(_request: Request, context: SiteRouteContext): Promise<Response> {
      const site = await loadSite((await context.params).site, template);
      if (!site) return notFound();
      return new Response(robotsText(siteOrigin(site.config)), { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=86400" } });
    },
  };
}
