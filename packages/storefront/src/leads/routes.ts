// The lead routes a template app mounts (issue 5), resolving the site from the
// Host header itself, never from the body or a path segment a client could choose:
//   app/[site]/api/leads/route.ts        export const POST = leadRoutes.submit;
//   app/[site]/api/leads/token/route.ts  export const GET = leadRoutes.token;
// with `const leadRoutes = createLeadRoutes(template)` (e.g. in the app's template.ts).
import { hostTarget } from "../tenant/host";
import { loadSite } from "../tenant/site";
import type { TemplateDefinition } from "../tenant/template";
import { type LeadHttpOptions, respondToLeadSubmission, respondToLeadToken } from "./http";

const unknownSite = () => Response.json({ error: "This site does not exist." }, { status: 404, headers: { "cache-control": "no-store" } });

export function createLeadRoutes(template: TemplateDefinition, options: LeadHttpOptions = {}) {
  async function siteOf(request: Request) {
    const target = hostTarget(request.headers.get("host"));
    return target.kind === "site" ? loadSite(target.key, template) : null;
  }
  return {
    /** POST /api/leads */
    async submit(request: Request): Promise<Response> {
      const site = await siteOf(request).catch(() => undefined);
      if (site === undefined) return Response.json({ error: "We could not send your enquiry just now. Please try again in a minute." }, { status: 503, headers: { "cache-control": "no-store", "retry-after": "30" } });
      return site ? respondToLeadSubmission(request, site.config, options) : unknownSite();
    },
    /** GET /api/leads/token */
    async token(request: Request): Promise<Response> {
      const site = await siteOf(request).catch(() => undefined);
      if (site === undefined) return Response.json({ error: "We could not prepare the form just now. Please try again in a minute." }, { status: 503, headers: { "cache-control": "no-store", "retry-after": "30" } });
      return site ? respondToLeadToken(site.config, options) : unknownSite();
    },
  };
}

export type LeadRoutes = ReturnType<typeof createLeadRoutes>;
