// The reservation routes a template app mounts (issue 17), each resolving the site
// from the Host header (http/site-of-request.ts), never from the body or the path:
//   app/api/reservations/route.ts              POST  create
//   app/api/reservations/webhook/route.ts      POST  the processor's signed events
//   app/api/reservations/[id]/route.ts         GET   show (owner: session or ?token=)
//   app/api/reservations/[id]/cancel/route.ts  POST  cancel (owner)
import { signInUrl } from "@forecourt/domain";
import { requestOrigin } from "../accounts/auth-http";
import { accountRuntime } from "../accounts/runtime";
import { shopperOf } from "../accounts/session";
import { readBodyText } from "../http/body";
import { jsonResponse, siteOfRequest, tooLargeResponse, unavailableResponse, unknownSiteResponse } from "../http/site-of-request";
import type { TemplateDefinition } from "../tenant/template";
import type { SiteConfig } from "@forecourt/domain";
import { handleCancelReservation, handleCreateReservation, handleReservationWebhook, handleShowReservation, type ReservationAnswer, type ReservationDeps } from "./handler";
import { reservationRuntime } from "./runtime";

/** A reservation request is four short fields; a Stripe event is a few kilobytes. */
const MAX_REQUEST_BYTES = 16 * 1024;
const MAX_WEBHOOK_BYTES = 256 * 1024;
const unavailableMessage = "We could not take your reservation just now. Please try again in a minute.";

export interface ReservationRouteOptions {
  deps?: ReservationDeps;
}

async function signedInShopper(request: Request, site: SiteConfig): Promise<{ id: string } | null> {
  if (!/(?:^|;\s*)(?:__Secure-)?forecourt\.session_token=/.test(request.headers.get("cookie") ?? "")) return null;
  const runtime = await accountRuntime();
  return shopperOf(request.headers, site, requestOrigin(request), runtime.auth);
}

/** The reservation id in /api/reservations/{id} or /api/reservations/{id}/cancel. */
function idOf(request: Request): string {
  const parts = new URL(request.url).pathname.split("/").filter(Boolean);
  const at = parts.indexOf("reservations");
  return decodeURIComponent(parts[at + 1] ?? "");
}

const toResponse = (result: ReservationAnswer) => jsonResponse(result.body, result.status);

export function createReservationRoutes(template: TemplateDefinition, options: ReservationRouteOptions = {}) {
  const deps = () => options.deps ?? reservationRuntime();
  async function withSite(request: Request, act: (site: SiteConfig, deps: ReservationDeps) => Promise<Response>): Promise<Response> {
    const found = await siteOfRequest(request, template);
    if (found.kind === "unknown") return unknownSiteResponse();
    if (found.kind === "unavailable") {
      console.error(`[reservations] could not load the site: ${found.error.message}`);
      return unavailableResponse(unavailableMessage);
    }
    try {
      return await act(found.site.config, await deps());
    } catch (error) {
      console.error(`[reservations] ${found.site.config.slug}: ${(error as Error).stack ?? String(error)}`);
      return unavailableResponse(unavailableMessage);
    }
  }
  const owner = async (request: Request, site: SiteConfig) => ({ shopperId: (await signedInShopper(request, site))?.id ?? null, token: new URL(request.url).searchParams.get("token") });
  return {
    /** POST /api/reservations */
    create: (request: Request) =>
      withSite(request, async (site, runtime) => {
        const body = await readBodyText(request, MAX_REQUEST_BYTES);
        if (body.kind === "too-large") return tooLargeResponse("A reservation request must be under 16 KB");
        const shopper = site.features.signInGate || /forecourt\.session_token=/.test(request.headers.get("cookie") ?? "") ? await signedInShopper(request, site) : null;
        const referer = request.headers.get("referer");
        const back = referer && URL.canParse(referer) ? new URL(referer).pathname : "/cars/";
        return toResponse(await handleCreateReservation({ site, bodyText: body.text, shopper, signInUrl: signInUrl({ type: "checkout", redirect: back, back }) }, runtime));
      }),
    /** GET /api/reservations/{id} */
    show: (request: Request) => withSite(request, async (site, runtime) => toResponse(await handleShowReservation({ site, id: idOf(request), owner: await owner(request, site) }, runtime))),
    /** POST /api/reservations/{id}/cancel */
    cancel: (request: Request) => withSite(request, async (site, runtime) => toResponse(await handleCancelReservation({ site, id: idOf(request), owner: await owner(request, site) }, runtime))),
    /** POST /api/reservations/webhook */
    webhook: (request: Request) =>
      withSite(request, async (site, runtime) => {
        const body = await readBodyText(request, MAX_WEBHOOK_BYTES);
        if (body.kind === "too-large") return tooLargeResponse("A webhook event must be under 256 KB");
        return toResponse(await handleReservationWebhook({ site, payload: body.text, signature: request.headers.get("stripe-signature") }, runtime));
      }),
  };
}

export type ReservationRoutes = ReturnType<typeof createReservationRoutes>;
