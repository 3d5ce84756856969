// The not-found documents: a 404's whole page, drawn on the server for the app
// server to send with the 404 status (http/not-found-document.ts says why).
import type { Metadata } from "next";
import { loadSite } from "../tenant/site";
import type { TemplateDefinition } from "../tenant/template";
import { VehicleGone } from "../vehicle/vehicle-not-found";
import { SiteNotFound, UnknownHostNotFound } from "./not-found";
import { SiteDocument, siteMetadata } from "./site-layout";

export { DirectoryPathNotFound } from "./not-found";

interface NotFoundDocumentParams {
  params: Promise<{ site: string; path?: string[] }>;
}

/**
 * The not-found document of a site's host (not-found-document/[site]/[[...path]]):
 * the site's whole document around the body its 404 boundary draws, for the path
 * the shopper asked for. The app server sends it with the 404 status.
 */
export function createNotFoundDocument(template: TemplateDefinition) {
  async function NotFoundDocument({ params }: NotFoundDocumentParams) {
    const { site: key, path = [] } = await params;
    const site = await loadSite(key, template);
    if (!site) return <UnknownHostNotFound />;
    // /cars/{slug} and the pages under it have their own boundary, which offers cars
    // like the one that is gone ([site]/cars/[slug]/not-found.tsx); /cars/trade-in
    // is a page of its own, not a car.
    const [first, slug] = path;
    const car = first === "cars" && slug !== undefined && slug !== "trade-in";
    return (
      <SiteDocument site={site} template={template}>
        {car ? <VehicleGone site={site} slug={slug} /> : <SiteNotFound />}
      </SiteDocument>
    );
  }

  async function generateMetadata({ params }: NotFoundDocumentParams): Promise<Metadata> {
    const site = await loadSite((await params).site, template);
    // Next marks its own 404s noindex; this page renders as a 200 for the app server to send as a 404.
    const robots = { index: false, follow: false };
    if (!site) return { robots };
    return { ...siteMetadata(site), title: `Page not found | ${site.config.name}`, robots };
  }

  return { NotFoundDocument, generateMetadata };
}
