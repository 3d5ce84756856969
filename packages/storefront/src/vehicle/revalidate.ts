// POST /api/revalidate (issue 7): the vehicle pages are statically generated and
// cached, so the stock import tells each app which of a site's cars changed (price,
// photos, sold) and their pages are regenerated on the next visit. Unchanged cars
// stay cached; every page is regenerated at least hourly anyway (revalidate = 3600),
// which ages sold cars out of the listing (spec 4 'Car status').
//
//   POST https://{site host}/api/revalidate
//   Authorization: Bearer $FORECOURT_REVALIDATE_TOKEN
//   {"cars": ["2022-toyota-hilux-sr5-1042", ...]}   the named cars' pages
//   {"site": true}                                  every page of the site, and its config (issue 15)
//
// The site comes from the Host header, like every other route: a token holder can
// only refresh the pages of the host it calls, never name another site's pages.
// It acts on this process only: each app process holds its own page cache and
// config cache, so a change reaches every app through refreshCars / refreshSite
// (src/refresh), which call this endpoint on each of them.
import { timingSafeEqual } from "node:crypto";
import { revalidatePath } from "next/cache";
import { storefrontEnv } from "../env";
import { readBodyText, sizeLabel } from "../http/body";
import { jsonResponse, siteOfRequest, tooLargeResponse, unavailableResponse, unknownSiteResponse } from "../http/site-of-request";
import { forgetSiteConfig } from "../tenant/site";
import { revalidateSitePages } from "../tenant/site-pages-tag";
import type { TemplateDefinition } from "../tenant/template";
import { MAX_BODY_BYTES, revalidateBodySchema } from "./revalidate-body";

export { MAX_CARS_PER_CALL, revalidateBodySchema } from "./revalidate-body";

export interface RevalidateOptions {
  /** Next's revalidatePath; tests record the calls instead. */
  revalidate?: (path: string) => void;
  /** Expires every cached page of a site key (tenant/site-pages-tag.ts); tests record the calls instead. */
  revalidateSite?: (key: string) => void;
  /** Drops this process's cached config of a site key (tenant/site.ts); tests record the calls instead. */
  forgetSite?: (key: string) => void;
  token?: string | undefined;
}

const json = (body: unknown, status: number) => jsonResponse(body, status);

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createRevalidateRoute(template: TemplateDefinition, options: RevalidateOptions = {}) {
  const revalidate = options.revalidate ?? ((path: string) => revalidatePath(path));
  const revalidateSite = options.revalidateSite ?? revalidateSitePages;
  const forgetSite = options.forgetSite ?? forgetSiteConfig;
  return async function POST(request: Request): Promise<Response> {
    const token = "token" in options ? options.token : storefrontEnv().FORECOURT_REVALIDATE_TOKEN;
    // Without a token configured, the endpoint does not exist: pages refresh hourly.
    if (!token) return json({ error: "Revalidation is not configured on this server." }, 404);
    const given = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
    if (!sameToken(given, token)) return json({ error: "A valid bearer token is required." }, 401);

    const found = await siteOfRequest(request, template);
    if (found.kind === "unavailable") {
      console.error(`[revalidate] could not load the site: ${found.error.message}`);
      return unavailableResponse("The site could not be loaded just now. Please try again in a minute.");
    }
    if (found.kind === "unknown") return unknownSiteResponse();

    const read = await readBodyText(request, MAX_BODY_BYTES);
    if (read.kind === "too-large") return tooLargeResponse(`The body is larger than ${sizeLabel(MAX_BODY_BYTES)}.`);
    let body: unknown;
    try {
      body = JSON.parse(read.text);
    } catch {
      return json({ error: "The body must be JSON, like {\"cars\": [\"car-slug\"]} or {\"site\": true}." }, 400);
    }
    const parsed = revalidateBodySchema.safeParse(body);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join(".") || "body"] ??= issue.message;
      const error = "site" in fields ? "The body could not be read." : "Some cars could not be read.";
      return json({ error, fields }, 400);
    }

    if (parsed.data.site) {
      // The config first, so the pages regenerated next read the stored one.
      forgetSite(found.key);
      revalidateSite(found.key);
      return json({ revalidated: ["/"], site: true }, 200);
    }
    const slugs = [...new Set(parsed.data.cars ?? [])];
    // The cache holds each page under the path the proxy rewrote it to: /{site}/cars/{slug}.
    for (const slug of slugs) revalidate(`/${found.key}/cars/${encodeURIComponent(slug)}`);
    return json({ revalidated: slugs.map((slug) => `/cars/${encodeURIComponent(slug)}`) }, 200);
  };
}
