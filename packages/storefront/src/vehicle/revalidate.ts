// POST /api/revalidate (issue 7): the vehicle pages are statically generated and
// cached, so the stock import tells each app which of a site's cars changed (price,
// photos, sold) and their pages are regenerated on the next visit. Unchanged cars
// stay cached; every page is regenerated at least hourly anyway (revalidate = 3600),
// which ages sold cars out of the listing (spec 4 'Car status').
//
//   POST https://{site host}/api/revalidate
//   Authorization: Bearer $FORECOURT_REVALIDATE_TOKEN
//   {"cars": ["2022-toyota-hilux-sr5-1042", ...]}
//
// The site comes from the Host header, like every other route: a token holder can
// only refresh the pages of the host it calls, never name another site's pages.
import { timingSafeEqual } from "node:crypto";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { storefrontEnv } from "../env";
import { readBodyText, sizeLabel } from "../http/body";
import { jsonResponse, siteOfRequest, tooLargeResponse, unavailableResponse, unknownSiteResponse } from "../http/site-of-request";
import type { TemplateDefinition } from "../tenant/template";

const MAX_BODY_BYTES = 64 * 1024;

export const revalidateBodySchema = z.object({
  cars: z
    .array(z.string().trim().min(1, "A car slug cannot be empty").max(200, "A car slug has at most 200 characters").regex(/^[^/?#\s]+$/, "A car slug cannot hold '/', '?', '#' or spaces"), {
      error: "cars must be a list of car slugs",
    })
    .min(1, "Name at least one car")
    .max(1000, "Name at most 1000 cars per call"),
});

export interface RevalidateOptions {
  /** Next's revalidatePath; tests record the calls instead. */
  revalidate?: (path: string) => void;
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
      return json({ error: "The body must be JSON, like {\"cars\": [\"car-slug\"]}." }, 400);
    }
    const parsed = revalidateBodySchema.safeParse(body);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join(".") || "body"] ??= issue.message;
      return json({ error: "Some cars could not be read.", fields }, 400);
    }

    const slugs = [...new Set(parsed.data.cars)];
    // The cache holds each page under the path the proxy rewrote it to: /{site}/cars/{slug}.
    for (const slug of slugs) revalidate(`/${found.key}/cars/${encodeURIComponent(slug)}`);
    return json({ revalidated: slugs.map((slug) => `/cars/${encodeURIComponent(slug)}`) }, 200);
  };
}
