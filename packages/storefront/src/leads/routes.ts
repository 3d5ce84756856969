// The lead routes a template app mounts (issue 5), resolving the site from the
// Host header (http/site-of-request.ts), never from the body or the path:
//   app/api/leads/route.ts        export const POST = leadRoutes.submit;
//   app/api/leads/token/route.ts  export const GET = leadRoutes.token;
// with `const leadRoutes = createLeadRoutes(template)`.
import { siteOfRequest, unavailableResponse, unknownSiteResponse } from "../http/site-of-request";
import type { TemplateDefinition } from "../tenant/template";
import { leadApiMessages } from "./handler";
import { type LeadHttpOptions, respondToLeadSubmission, respondToLeadToken } from "./http";

export function createLeadRoutes(template: TemplateDefinition, options: LeadHttpOptions = {}) {
  return {
    /** POST /api/leads */
    async submit(request: Request): Promise<Response> {
      const found = await siteOfRequest(request, template);
      if (found.kind === "unavailable") {
        console.error(`[leads] could not load the site: ${found.error.message}`);
        return unavailableResponse(leadApiMessages.unavailable);
      }
      return found.kind === "site" ? respondToLeadSubmission(request, found.site.config, options) : unknownSiteResponse();
    },
    /** GET /api/leads/token */
    async token(request: Request): Promise<Response> {
      const found = await siteOfRequest(request, template);
      if (found.kind === "unavailable") {
        console.error(`[leads] could not load the site: ${found.error.message}`);
        return unavailableResponse("We could not prepare the form just now. Please try again in a minute.");
      }
      return found.kind === "site" ? respondToLeadToken(found.site.config, options) : unknownSiteResponse();
    },
  };
}

export type LeadRoutes = ReturnType<typeof createLeadRoutes>;
