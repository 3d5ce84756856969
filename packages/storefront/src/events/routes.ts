// POST /api/events as a template app mounts it: app/[site]/api/events/route.ts.
// The site comes from the Host header, as for the lead routes.
import { findLeadCar } from "@forecourt/db";
import { storefrontEnv } from "../env";
import { leadRuntime } from "../leads/runtime";
import { clientIp, readBodyText } from "../leads/request";
import { hostTarget } from "../tenant/host";
import { loadSite } from "../tenant/site";
import type { TemplateDefinition } from "../tenant/template";
import { eventApiMessages, handleTrackedEvent, MAX_EVENT_BODY_BYTES } from "./handler";

const noStore = { "cache-control": "no-store" };

export function createEventRoutes(template: TemplateDefinition) {
  return {
    async submit(request: Request): Promise<Response> {
      try {
        const target = hostTarget(request.headers.get("host"));
        const site = target.kind === "site" ? await loadSite(target.key, template) : null;
        if (!site) return Response.json({ error: "This site does not exist." }, { status: 404, headers: noStore });
        const body = await readBodyText(request, MAX_EVENT_BODY_BYTES);
        if (body.kind === "too-large") return Response.json({ error: eventApiMessages.tooLarge }, { status: 413, headers: noStore });
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
        return Response.json(result.body, { status: result.status, headers: { ...noStore, ...result.headers } });
      } catch (error) {
        // An analytics outage is logged and answered 503; it never breaks the page that sent it.
        console.error(`[events] ${(error as Error).message}`);
        return Response.json({ error: "The event could not be recorded just now." }, { status: 503, headers: { ...noStore, "retry-after": "30" } });
      }
    },
  };
}
