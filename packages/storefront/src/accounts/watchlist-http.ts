// The watchlist API (spec 7 'Save to watchlist', 'Remove from watchlist'; issue 16)
// and the account's own calls. Every answer is scoped by the host's site and the
// session's shopper, never by the body:
//   POST /api/watchlist/save-car    { phone_number, car_id } -> { success: true }
//   POST /api/watchlist/remove-car  { phone_number, car_id } -> { success: true }
//     401 without a session, 403 when phone_number is not the session's own (after
//     E.164 in the site's region), 404 for a car this site does not list, 400 with
//     field messages for a bad body
//   GET  /api/watchlist             -> { success, phone_number, car_ids } for the hearts
//   GET  /api/saved-cars?ids=1,2    -> the favourites page's cars (public listing data)
//   DELETE /api/account             -> deletes the account, its sessions and watchlist
import { deleteShopper, type Db, findWatchableCar, listedCarsByIds, removeWatchlistCar, saveWatchlistCar, watchlistCarIds } from "@forecourt/db";
import { formatLongDate, parseWatchlistRequest, regionSettings, savedCarView, type SiteConfig, siteTimeZone } from "@forecourt/domain";
import { readBodyText } from "../http/body";
import { jsonResponse } from "../http/site-of-request";
import type { AuthCache } from "./auth";
import { requestOrigin } from "./auth-http";
import { shopperOf, type SignedInShopper } from "./session";
import { clearHintCookie } from "./shopper-hint";

export interface WatchlistHttpDeps {
  db: Db;
  auth: AuthCache;
  now?: () => Date;
}

export const watchlistMessages = {
  signedOut: "Sign in to use your watchlist.",
  otherPhone: "phone_number is not the phone you signed in with.",
  notListed: "This site does not list that car.",
  crossSite: "Requests must come from this site.",
} as const;

const maxBodyBytes = 4 * 1024;

/** A browser sends Origin on POST and DELETE; one from elsewhere is refused (the session cookie is SameSite=Lax as well). */
function foreignOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  return origin !== null && origin !== requestOrigin(request);
}

async function signedIn(request: Request, site: SiteConfig, deps: WatchlistHttpDeps): Promise<SignedInShopper | null> {
  return shopperOf(request.headers, site, requestOrigin(request), deps.auth);
}

export async function handleWatchlistChange(request: Request, site: SiteConfig, kind: "save" | "remove", deps: WatchlistHttpDeps): Promise<Response> {
  if (foreignOrigin(request)) return jsonResponse({ success: false, error: watchlistMessages.crossSite }, 403);
  const shopper = await signedIn(request, site, deps);
  if (!shopper) return jsonResponse({ success: false, error: watchlistMessages.signedOut }, 401);
  const read = await readBodyText(request, maxBodyBytes);
  if (read.kind === "too-large") return jsonResponse({ success: false, error: "The request body is larger than 4 KB." }, 413);
  let body: unknown;
  try {
    body = JSON.parse(read.text);
  } catch {
    return jsonResponse({ success: false, error: "The body is not JSON.", fieldErrors: { body: "Send a JSON object with phone_number and car_id" } }, 400);
  }
  const parsed = parseWatchlistRequest(body, site.region);
  if (!parsed.ok) return jsonResponse({ success: false, error: Object.values(parsed.errors)[0], fieldErrors: parsed.errors }, 400);
  if (!shopper.phone || parsed.value.phone_number !== shopper.phone) return jsonResponse({ success: false, error: watchlistMessages.otherPhone }, 403);
  const now = deps.now?.() ?? new Date();
  if (kind === "remove") {
    await removeWatchlistCar(deps.db, site, shopper.id, parsed.value.car_id);
    return jsonResponse({ success: true }, 200);
  }
  const car = await findWatchableCar(deps.db, site, parsed.value.car_id, now);
  if (!car) return jsonResponse({ success: false, error: watchlistMessages.notListed, fieldErrors: { car_id: watchlistMessages.notListed } }, 404);
  const saved = await saveWatchlistCar(deps.db, site, shopper.id, car, now);
  return saved ? jsonResponse({ success: true }, 200) : jsonResponse({ success: false, error: watchlistMessages.signedOut }, 401);
}

/** The signed-in shopper's phone and saved car ids: what the hearts and the account link need after hydration. */
export async function handleWatchlistState(request: Request, site: SiteConfig, deps: WatchlistHttpDeps): Promise<Response> {
  const shopper = await signedIn(request, site, deps);
  if (!shopper) return jsonResponse({ success: false, error: watchlistMessages.signedOut }, 401);
  return jsonResponse({ success: true, phone_number: shopper.phone, car_ids: await watchlistCarIds(deps.db, site, shopper.id) }, 200);
}

/** Card data for up to 100 ids (the favourites page reads its ids from the browser); cars the site does not list are left out. */
export async function handleSavedCars(request: Request, site: SiteConfig, deps: WatchlistHttpDeps): Promise<Response> {
  const raw = new URL(request.url).searchParams.get("ids") ?? "";
  const ids = raw.split(",").map((part) => part.trim()).filter((part) => part !== "");
  if (ids.length > 100) return jsonResponse({ success: false, error: "Ask for at most 100 ids.", fieldErrors: { ids: "Ask for at most 100 ids." } }, 400);
  if (ids.some((id) => !/^\d{1,12}$/.test(id))) return jsonResponse({ success: false, error: "ids are whole numbers separated by commas.", fieldErrors: { ids: "ids are whole numbers separated by commas." } }, 400);
  const now = deps.now?.() ?? new Date();
  const cars = await listedCarsByIds(deps.db, site, ids.map(Number), now);
  const items = cars.map((car) => savedCarView({ carId: car.id, car }, savedCarOptions(site)));
  return jsonResponse({ success: true, cars: items }, 200, { "cache-control": "private, max-age=60" });
}

/** How a site shows a saved car: its price settings and its region's long dates in its time zone. */
export function savedCarOptions(site: SiteConfig) {
  const { locale } = regionSettings(site.region);
  const timeZone = siteTimeZone(site.region, site.address.state);
  return { price: { subscriptions: site.features.subscriptions, noPriceText: site.labels.noPriceText }, formatDate: (date: Date) => formatLongDate(date, locale, timeZone) };
}

/** DELETE /api/account: signs out, then deletes the account, its sessions and its watchlist; leads stay with the dealer. */
export async function handleDeleteAccount(request: Request, site: SiteConfig, deps: WatchlistHttpDeps): Promise<Response> {
  if (foreignOrigin(request)) return jsonResponse({ success: false, error: watchlistMessages.crossSite }, 403);
  const origin = requestOrigin(request);
  const shopper = await shopperOf(request.headers, site, origin, deps.auth);
  if (!shopper) return jsonResponse({ success: false, error: watchlistMessages.signedOut }, 401);
  // better-auth's sign-out answers with the cookies that clear its session cookie.
  const signOut = await deps.auth.authFor(site, origin).api.signOut({ headers: request.headers, asResponse: true });
  await deleteShopper(deps.db, site, shopper.id);
  const headers = new Headers({ "cache-control": "no-store", "content-type": "application/json" });
  for (const cookie of signOut.headers.getSetCookie()) headers.append("set-cookie", cookie);
  headers.append("set-cookie", clearHintCookie(origin.startsWith("https:")));
  return new Response(JSON.stringify({ success: true }), { status: 200, headers });
}
