// POST /api/events as a template app mounts it: app/api/events/route.ts.
// The site comes from the Host header, as for the lead routes.
import { findLeadCar } from "@forecourt/db";
import { storefrontEnv } from "../env";
import { leadRuntime } from "../leads/runtime";
import { readBodyText } from "../http/body";
import { clientIp } from "../http/forwarded";
import { jsonResponse, siteOfRequest, tooLargeResponse, unavailableResponse, unknownSiteResponse } from "../http/site-of-request";
import type { TemplateDefinition } from "../tenant/template";
import { eventApiMessages, handleTrackedEvent, MAX_EVENT_BODY_BYTES } from "./handler";

export function createEventRoutes(template: TemplateDefinition) {
  return {
    async submit(request: Request): Promise<Response> {
      try {
        const found = await siteOfRequest(request, template);
        if (found.kind === "unavailable") throw found.error;
        if (found.kind === "unknown") return unknownSiteResponse();
        const { site } = found;
        const body = await readBodyText(request, MAX_EVENT_BODY_BYTES);
        if (body.kind === "too-large") return tooLargeResponse(eventApiMessages.tooLarge);
        const deps = await leadRuntime();
        const result = await handleTrackedEvent(
          {
            site: site.config,
            bodyText: body.text,
            ip: clientIp(request.headers, storefrontEnv().FORECOURT_TRUSTED_PROXY_HOPS),
            findCar: (carId) => findLeadCar(deps.db, site.config, carId),
            now: new Date(),
          },
          deps,
        );
        return jsonResponse(result.body, result.status, result.headers);
      } catch (error) {
        // An analytics outage is logged and answered 503; it never breaks the page that sent it.
        console.error(`[events] ${(error as Error).message}`);
        return unavailableResponse("The event could not be recorded just now.");
      }
    },
  };
}
