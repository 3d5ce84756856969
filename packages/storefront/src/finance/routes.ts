// The finance routes a template app mounts (issue 18), each resolving its site from
// the Host header (http/site-of-request.ts), never from the body:
//   app/api/finance/pre-approval/route.ts   POST  the soft application and its finance lead
//                                           GET   the signed-in shopper's 'Pre-Approved' state
//   app/api/finance/pre-approval/claim/route.ts  POST  a pre-approval made signed out, kept on signing in
import { findLeadCar, listLocationsForSite } from "@forecourt/db";
import { storefrontEnv } from "../env";
import { readBodyText } from "../http/body";
import { clientIp } from "../http/forwarded";
import { jsonResponse, siteOfRequest, tooLargeResponse, unavailableResponse, unknownSiteResponse } from "../http/site-of-request";
import { leadApiMessages, type LeadHandlerDeps } from "../leads/handler";
import { signedInShopperId } from "../leads/http";
import { MAX_LEAD_BODY_BYTES } from "../leads/request";
import { leadRuntime } from "../leads/runtime";
import type { SiteContext } from "../tenant/site";
import type { TemplateDefinition } from "../tenant/template";
import { handlePreApproval, handlePreApprovalClaim, handlePreApprovalStatus } from "./handler";

export function createFinanceRoutes(template: TemplateDefinition, runtime: () => Promise<LeadHandlerDeps> = leadRuntime) {
  const withSite =
    (handle: (request: Request, site: SiteContext, deps: LeadHandlerDeps) => Promise<Response>) =>
    async (request: Request): Promise<Response> => {
      const found = await siteOfRequest(request, template);
      if (found.kind === "unknown") return unknownSiteResponse();
      if (found.kind === "unavailable") {
        console.error(`[finance] could not load the site: ${found.error.message}`);
        return unavailableResponse(leadApiMessages.unavailable);
      }
      try {
        return await handle(request, found.site, await runtime());
      } catch (error) {
        // The database or the rate-limit store is down: say so, never a 500 page.
        console.error(`[finance] ${new URL(request.url).pathname} failed: ${(error as Error).message}`);
        return unavailableResponse(leadApiMessages.unavailable);
      }
    };
  return {
    preApproval: withSite(async (request, site, deps) => {
      const body = await readBodyText(request, MAX_LEAD_BODY_BYTES);
      if (body.kind === "too-large") return tooLargeResponse(leadApiMessages.tooLarge);
      const config = site.config;
      const result = await handlePreApproval(
        {
          site: config,
          locations: await listLocationsForSite(deps.db, config),
          findCar: (carId) => findLeadCar(deps.db, config, carId),
          request: { headers: request.headers, bodyText: body.text, ip: clientIp(request.headers, storefrontEnv().FORECOURT_TRUSTED_PROXY_HOPS), url: request.url },
          now: new Date(),
          shopperId: () => signedInShopperId(request, config),
        },
        deps,
      );
      return jsonResponse(result.body, result.status, result.headers);
    }),
    preApprovalClaim: withSite(async (request, site, deps) => {
      const body = await readBodyText(request, MAX_LEAD_BODY_BYTES);
      if (body.kind === "too-large") return tooLargeResponse(leadApiMessages.tooLarge);
      const result = await handlePreApprovalClaim({ site: site.config, bodyText: body.text, now: new Date(), shopperId: () => signedInShopperId(request, site.config) }, deps);
      return jsonResponse(result.body, result.status, result.headers);
    }),
    preApprovalStatus: withSite(async (request, site, deps) => {
      const result = await handlePreApprovalStatus({ site: site.config, shopperId: await signedInShopperId(request, site.config) }, deps);
      return jsonResponse(result.body, result.status, result.headers);
    }),
  };
}

export type FinanceRoutes = ReturnType<typeof createFinanceRoutes>;
