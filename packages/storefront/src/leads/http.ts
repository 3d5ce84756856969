// Fetch-API adapters of the lead core: what a Next route handler (or any server
// speaking Request/Response) calls once it knows the site. Reads the body with a
// size cap, finds the client's IP, loads the site's locations and cars, and turns
// an unexpected failure into a 503 the form can show, never a bare 500.
import { findLeadCar, listLocationsForSite } from "@forecourt/db";
import type { Location, SiteConfig } from "@forecourt/domain";
import { storefrontEnv } from "../env";
import { handleLeadSubmission, handleLeadTokenRequest, type LeadHandlerDeps, type LeadResponse, leadApiMessages } from "./handler";
import { readBodyText } from "../http/body";
import { clientIp } from "../http/forwarded";
import { tooLargeResponse, unavailableResponse } from "../http/site-of-request";
import { MAX_LEAD_BODY_BYTES } from "./request";
import { leadRuntime } from "./runtime";
import { requestOrigin } from "../accounts/auth-http";
import { accountRuntime } from "../accounts/runtime";
import { shopperOf } from "../accounts/session";

export interface LeadHttpOptions {
  /** Defaults to the process's runtime (leadRuntime()). */
  deps?: LeadHandlerDeps;
  now?: Date;
  /** Proxies in front of the app server that append to X-Forwarded-For (FORECOURT_TRUSTED_PROXY_HOPS). */
  trustedProxyHops?: number;
}

export function toResponse(result: LeadResponse): Response {
  return Response.json(result.body, { status: result.status, headers: result.headers });
}

/** The session's shopper, looked up only when the request carries a session cookie (issue 16). */
export async function signedInShopperId(request: Request, site: SiteConfig): Promise<string | null> {
  if (!/(?:^|;\s*)(?:__Secure-)?forecourt\.session_token=/.test(request.headers.get("cookie") ?? "")) return null;
  const runtime = await accountRuntime();
  return (await shopperOf(request.headers, site, requestOrigin(request), runtime.auth))?.id ?? null;
}

function unavailable(error: unknown): Response {
  console.error(`[leads] ${(error as Error).message}`);
  return unavailableResponse(leadApiMessages.unavailable);
}

/** POST /api/leads for a site the host resolved. */
export async function respondToLeadSubmission(request: Request, site: SiteConfig, options: LeadHttpOptions = {}): Promise<Response> {
  try {
    const body = await readBodyText(request, MAX_LEAD_BODY_BYTES);
    if (body.kind === "too-large") return tooLargeResponse(leadApiMessages.tooLarge);
    const deps = options.deps ?? (await leadRuntime());
    const locations: Location[] = await listLocationsForSite(deps.db, site);
    const result = await handleLeadSubmission(
      {
        site,
        locations,
        findCar: (carId) => findLeadCar(deps.db, site, carId),
        request: { headers: request.headers, bodyText: body.text, ip: clientIp(request.headers, options.trustedProxyHops ?? storefrontEnv().FORECOURT_TRUSTED_PROXY_HOPS), url: request.url },
        now: options.now ?? new Date(),
        shopperId: () => signedInShopperId(request, site),
      },
      deps,
    );
    return toResponse(result);
  } catch (error) {
    return unavailable(error);
  }
}

/** GET /api/leads/token for a site the host resolved. */
export async function respondToLeadToken(site: SiteConfig, options: Pick<LeadHttpOptions, "deps" | "now"> = {}): Promise<Response> {
  try {
    const deps = options.deps ?? (await leadRuntime());
    return toResponse(handleLeadTokenRequest({ site, now: options.now ?? new Date() }, deps));
  } catch (error) {
    return unavailable(error);
  }
}
