// The one way a route handler finds its site (issue 14): from the Host header, as
// the pages do, never from the path or the body, and with one failure behaviour
// for every route: a host that names no site of this template is "unknown" (404),
// and a database that cannot answer, or a broken site config, is "unavailable"
// (503 with Retry-After), never a 500.
import { storefrontEnv } from "../env";
import { hostTarget } from "../tenant/host";
import { loadSite, type SiteContext } from "../tenant/site";
import type { TemplateDefinition } from "../tenant/template";

export type RequestSite =
  | { kind: "site"; site: SiteContext; /** The [site] segment the proxy would rewrite this host to (page cache paths). */ key: string }
  | { kind: "unknown" }
  | { kind: "unavailable"; error: Error };

export async function siteOfRequest(request: Request, template: TemplateDefinition): Promise<RequestSite> {
  const target = hostTarget(request.headers.get("host"), storefrontEnv().FORECOURT_DEPLOYMENT);
  if (target.kind !== "site") return { kind: "unknown" };
  try {
    const site = await loadSite(target.key, template);
    return site ? { kind: "site", site, key: target.key } : { kind: "unknown" };
  } catch (error) {
    return { kind: "unavailable", error: error instanceof Error ? error : new Error(String(error)) };
  }
}

const noStore = { "cache-control": "no-store" } as const;

/** A JSON answer no cache keeps. */
export function jsonResponse(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...noStore, ...headers } });
}

export function unknownSiteResponse(): Response {
  return jsonResponse({ error: "This site does not exist." }, 404);
}

/** 503 with Retry-After: the shopper's form says to try again in a minute. */
export function unavailableResponse(message: string): Response {
  return jsonResponse({ error: message }, 503, { "retry-after": "30" });
}

/** 413 naming the limit. */
export function tooLargeResponse(message: string): Response {
  return jsonResponse({ error: message }, 413);
}
