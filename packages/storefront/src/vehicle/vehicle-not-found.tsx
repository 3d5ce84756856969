// The 404 of /cars/{slug} (issue 7): an unknown or unlisted car (sold too long ago,
// hidden) offers cars like it, or the newest arrivals when the slug names nothing.
// not-found pages take no params: the segment's layout hands over the site and slug.
import type { ReactNode } from "react";
import { similarCarsCriteria } from "@forecourt/domain";
import { findSiteCarBySlug, getDatabase, latestListedCars, similarListedCars } from "@forecourt/db";
import { SiteNotFound } from "../pages/not-found";
import { loadSite, type SiteContext } from "../tenant/site";
import type { TemplateDefinition } from "../tenant/template";
import { SimilarCars } from "./similar-cars";
import { rememberVehicleRequest, vehicleRequest } from "./vehicle-request";

function decodedSlug(slug: string): string | null {
  try {
    return decodeURIComponent(slug);
  } catch {
    return null;
  }
}

/** The /cars/{slug} layout: renders the page, and tells the segment's 404 which site and slug it is for. */
export function createVehicleLayout() {
  return async function VehicleLayout({ children, params }: { children: ReactNode; params: Promise<{ site: string; slug: string }> }) {
    rememberVehicleRequest(await params);
    return children;
  };
}

export function createVehicleNotFound(template: TemplateDefinition) {
  return async function VehicleNotFound() {
    const request = await vehicleRequest();
    const site = await loadSite(request.site, template);
    if (!site) return <SiteNotFound />;
    return <VehicleGone site={site} slug={request.slug} />;
  };
}

/** The body of a car's 404: the message, then cars like the one that is gone (or the newest). */
export async function VehicleGone({ site, slug: encoded }: { site: SiteContext; slug: string }) {
  const slug = decodedSlug(encoded);
  const { db } = await getDatabase();
  const now = new Date();
  const gone = slug ? await findSiteCarBySlug(db, site.config, slug) : null;
  const cars = gone ? await similarListedCars(db, site.config, similarCarsCriteria(gone), now, 8) : await latestListedCars(db, site.config, now, 8);
  return (
    <div className="mx-auto max-w-7xl px-4 pb-12">
      <SiteNotFound />
      <SimilarCars cars={cars} site={site} heading={gone ? "Similar cars you might like" : "Our latest arrivals"} />
    </div>
  );
}
