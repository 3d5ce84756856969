import { notFound } from "next/navigation";
import { loadSite, type SiteContext } from "../tenant/site";
import type { TemplateDefinition } from "../tenant/template";

export interface SiteParams {
  params: Promise<{ site: string }>;
}

/** The site of this request; an unknown host (or another template's site) is a 404. */
export async function requireSite(params: SiteParams["params"], template: TemplateDefinition): Promise<SiteContext> {
  const { site: key } = await params;
  const site = await loadSite(key, template);
  if (!site) notFound();
  return site;
}
