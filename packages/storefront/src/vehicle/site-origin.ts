// A site's public origin, for absolute URLs in metadata (Open Graph, canonical) and
// structured data: its first production domain, else the demo's {slug}.localhost on
// its template's port. Never read from the request, so pages stay cacheable.
import type { SiteConfig } from "@forecourt/domain";
import { templateOrigins } from "../env";
import { demoSiteUrl } from "../tenant/host";

export function siteOrigin(config: Pick<SiteConfig, "slug" | "template" | "domains">, origins: Record<string, string> = templateOrigins()): string {
  const domain = config.domains[0];
  if (domain) return `https://${domain}`;
  return demoSiteUrl(config.slug, origins[config.template] ?? "http://localhost:3000").replace(/\/$/, "");
}
