// Route handlers under /cars/{slug} (issue 7): the PDF brochure and the finance
// disclaimer the page loads lazily (spec 4, spec 7 'Finance disclaimer: fetched by car').
import { defaultFinanceDisclaimer, financeDisclaimer, carPath } from "@forecourt/domain";
import { findListedCar, getDatabase } from "@forecourt/db";
import { loadSite } from "../tenant/site";
import type { TemplateDefinition } from "../tenant/template";
import { brochurePhoto, renderBrochure } from "./brochure";
import { siteOrigin } from "./site-origin";

type CarRouteContext = { params: Promise<{ site: string; slug: string }> };

async function listedCar(context: CarRouteContext, template: TemplateDefinition) {
  const { site: key, slug } = await context.params;
  const site = await loadSite(key, template);
  if (!site) return null;
  const { db } = await getDatabase();
  const car = await findListedCar(db, site.config, decodeURIComponent(slug), new Date());
  return car ? { site, car } : null;
}

const notFound = () => Response.json({ error: "This car is no longer listed." }, { status: 404, headers: { "cache-control": "no-store" } });

export function createVehicleRoutes(template: TemplateDefinition) {
  return {
    /** GET /cars/{slug}/brochure.pdf: a download named {slug}.pdf. */
    async brochure(_request: Request, context: CarRouteContext): Promise<Response> {
      try {
        const found = await listedCar(context, template);
        if (!found) return notFound();
        const { site, car } = found;
        const now = new Date();
        const pdf = await renderBrochure({ car, site: site.config, region: site.region, photo: await brochurePhoto(car), now, url: `${siteOrigin(site.config)}${carPath(car.slug)}` });
        return new Response(new Uint8Array(pdf), {
          headers: {
            "content-type": "application/pdf",
            "content-disposition": `attachment; filename="${car.slug.replace(/[^A-Za-z0-9._-]/g, "-")}.pdf"`,
            "content-length": String(pdf.byteLength),
            // Prices change: a brochure may be cached briefly, never for long.
            "cache-control": "public, max-age=300",
          },
        });
      } catch (error) {
        console.error(`[brochure] ${(error as Error).message}`);
        return Response.json({ error: "The brochure could not be created just now. Please try again." }, { status: 500, headers: { "cache-control": "no-store" } });
      }
    },

    /** GET /cars/{slug}/finance-disclaimer: { disclaimer } of the site's lender, or the default of spec 9. */
    async financeDisclaimer(_request: Request, context: CarRouteContext): Promise<Response> {
      try {
        const found = await listedCar(context, template);
        if (!found) return notFound();
        const disclaimer = financeDisclaimer(found.car, found.site.config.finance.provider) ?? defaultFinanceDisclaimer;
        return Response.json({ disclaimer }, { headers: { "cache-control": "public, max-age=3600" } });
      } catch (error) {
        console.error(`[finance-disclaimer] ${(error as Error).message}`);
        return Response.json({ error: "The finance disclaimer could not be loaded. Please try again." }, { status: 503, headers: { "cache-control": "no-store" } });
      }
    },
  };
}
