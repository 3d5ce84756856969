// The 404 of /cars/{slug} (issue 7): an unknown or unlisted car (sold too long ago,
// hidden) offers cars like it, or the newest arrivals when the slug names nothing.
// not-found pages take no params, so the slug comes from the path the proxy saw.
import { headers } from "next/headers";
import { similarCarsCriteria } from "@forecourt/domain";
import { findSiteCarBySlug, getDatabase, latestListedCars, similarListedCars } from "@forecourt/db";
import { SiteNotFound } from "../pages/not-found";
import { hostTarget } from "../tenant/host";
import { REQUEST_PATH_HEADER } from "../tenant/proxy";
import { loadSite } from "../tenant/site";
import type { TemplateDefinition } from "../tenant/template";
import { SimilarCars } from "./similar-cars";

function slugFromPath(path: string | null): string | null {
  const match = /^\/cars\/([^/]+)\/?$/.exec(path ?? "");
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

export function createVehicleNotFound(template: TemplateDefinition) {
  return async function VehicleNotFound() {
    const requestHeaders = await headers();
    const target = hostTarget(requestHeaders.get("host"));
    const site = target.kind === "site" ? await loadSite(target.key, template) : null;
    if (!site) return <SiteNotFound />;
    const slug = slugFromPath(requestHeaders.get(REQUEST_PATH_HEADER));
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
  };
}
