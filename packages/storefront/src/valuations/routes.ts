// The valuation routes a template app mounts (issue 18), each resolving its site
// from the Host header (http/site-of-request.ts), never from the body:
//   app/api/valuations/lookup/route.ts   POST  rego and state to the vehicle
//   app/api/valuations/route.ts          POST  the instant valuation
//   app/api/miscellaneous/route.ts       POST  save a valuation to the shopper (spec 7)
import { storefrontEnv } from "../env";
import { readBodyText } from "../http/body";
import { clientIp } from "../http/forwarded";
import { jsonResponse, siteOfRequest, tooLargeResponse, unavailableResponse, unknownSiteResponse } from "../http/site-of-request";
import { signedInShopperId } from "../leads/http";
import type { SiteContext } from "../tenant/site";
import type { TemplateDefinition } from "../tenant/template";
import { handleRegoLookup, handleSaveValuation, handleValuation, MAX_VALUATION_BODY_BYTES, type ValuationDeps, type ValuationInput, type ValuationResponse, valuationApiMessages } from "./handler";
import { valuationRuntime } from "./runtime";

export function createValuationRoutes(template: TemplateDefinition, runtime: () => Promise<ValuationDeps> = valuationRuntime) {
  const withSite =
    (handle: (request: Request, input: ValuationInput, site: SiteContext, deps: ValuationDeps) => Promise<ValuationResponse>) =>
    async (request: Request): Promise<Response> => {
      const found = await siteOfRequest(request, template);
      if (found.kind === "unknown") return unknownSiteResponse();
      if (found.kind === "unavailable") {
        console.error(`[valuations] could not load the site: ${found.error.message}`);
        return unavailableResponse(valuationApiMessages.unavailable);
      }
      try {
        const body = await readBodyText(request, MAX_VALUATION_BODY_BYTES);
        if (body.kind === "too-large") return tooLargeResponse(valuationApiMessages.tooLarge);
        const input: ValuationInput = { site: found.site.config, bodyText: body.text, ip: clientIp(request.headers, storefrontEnv().FORECOURT_TRUSTED_PROXY_HOPS), now: new Date() };
        const result = await handle(request, input, found.site, await runtime());
        return jsonResponse(result.body, result.status, result.headers);
      } catch (error) {
        // The database, the registry or the rate-limit store is down: say so, never a 500 page.
        console.error(`[valuations] ${new URL(request.url).pathname} failed: ${(error as Error).message}`);
        return unavailableResponse(valuationApiMessages.unavailable);
      }
    };
  return {
    lookup: withSite((_request, input, _site, deps) => handleRegoLookup(input, deps)),
    valuation: withSite((_request, input, _site, deps) => handleValuation(input, deps)),
    miscellaneous: withSite((request, input, site, deps) => handleSaveValuation({ ...input, shopperId: () => signedInShopperId(request, site.config) }, deps)),
  };
}

export type ValuationRoutes = ReturnType<typeof createValuationRoutes>;
