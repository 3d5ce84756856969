// Paths of spec 2.1 that pages and buttons link to, and the sign-in gate of spec 2.1 and 6.

const encode = (value: string | number) => encodeURIComponent(String(value));

function withQuery(path: string, params: ReadonlyArray<readonly [string, string | number | null | undefined]>, hash = ""): string {
  const query = params
    .filter((entry): entry is readonly [string, string | number] => entry[1] !== null && entry[1] !== undefined && entry[1] !== "")
    .map(([key, value]) => `${key}=${encode(value)}`)
    .join("&");
  return `${path}${query ? `?${query}` : ""}${hash}`;
}

/** The compare page's query parameter: `/compare?cars=12,34`. */
export const compareParameter = "cars";

/** `/compare?cars=12,34`: ids in the order chosen; no ids, no query. */
export function comparePath(ids: ReadonlyArray<number>): string {
  return ids.length > 0 ? `/compare?${compareParameter}=${ids.join(",")}` : "/compare";
}

/** spec 2.1: /cars/{slug}. */
export function carPath(slug: string): string {
  return `/cars/${encode(slug)}`;
}

/** spec 2.1: /cars/{slug}/checkout, or /cars/{slug}/buy-online on some sites. */
export function reservePath(slug: string, path: "checkout" | "buy-online" = "checkout"): string {
  return `${carPath(slug)}/${path}`;
}

/** spec 2.1: online purchase, used cars only (flag-gated by the caller). */
export function checkoutJourneyPath(slug: string): string {
  return withQuery("/checkout-journey", [["car_id", slug]]);
}

/** spec 2.1: /cars/trade-in?car_id={id} for a car, /trade-in otherwise. */
export function tradeInPath(carId?: string | number | null): string {
  return carId === null || carId === undefined || carId === "" ? "/trade-in" : withQuery("/cars/trade-in", [["car_id", carId]]);
}

/** What a form opened from a car (the finance link, /cars/trade-in) reads from its query. */
export interface CarFormQuery {
  carId: number | null;
  preferredDealership: string | null;
  vehiclePriceBudget: number | null;
}

type QueryValue = string | string[] | undefined;

/**
 * Reads the query financeFormUrl and tradeInPath write (spec 2.1). Anything malformed
 * reads as absent, never as an error: a shopper who edits the link still gets the form.
 * Whether the car and dealership belong to the site is the caller's check.
 */
export function parseCarFormQuery(query: Readonly<Record<string, QueryValue>>): CarFormQuery {
  const first = (key: string) => {
    const value = query[key];
    return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
  };
  const whole = (text: string, max: number) => (/^\d{1,12}$/.test(text) && Number(text) > 0 && Number(text) <= max ? Number(text) : null);
  const dealership = first("preferredDealership");
  return {
    carId: whole(first("car_id"), Number.MAX_SAFE_INTEGER),
    preferredDealership: /^[a-z0-9][a-z0-9-]{0,99}$/.test(dealership) ? dealership : null,
    vehiclePriceBudget: whole(first("vehiclePriceBudget"), 10_000_000),
  };
}

/** spec 2.1: /personalised/finance?car_id={id}. */
export function personalisedFinancePath(carId: string | number): string {
  return withQuery("/personalised/finance", [["car_id", carId]]);
}

export type FinanceFormPath = "/finance" | "/finance-enquiry" | "/apply-for-finance";

export interface FinanceFormLink {
  path?: FinanceFormPath;
  preferredDealership?: string | null;
  vehiclePriceBudget?: number | null;
  carId?: string | number | null;
  carType?: string | null;
}

/** spec 2.1: the finance form with its query (preferredDealership, vehiclePriceBudget, car_id, car_type) and the finance-form anchor. */
export function financeFormUrl({ path = "/finance", preferredDealership, vehiclePriceBudget, carId, carType }: FinanceFormLink = {}): string {
  const budget = vehiclePriceBudget !== null && vehiclePriceBudget !== undefined && Number.isFinite(vehiclePriceBudget) ? Math.round(vehiclePriceBudget) : null;
  return withQuery(
    path,
    [
      ["preferredDealership", preferredDealership],
      ["vehiclePriceBudget", budget],
      ["car_id", carId],
      ["car_type", carType],
    ],
    "#finance-form",
  );
}

export type SignInType = "watchlist" | "trade-in" | "checkout" | "finance";

/** spec 2.1: /sign-in with type, redirect and back. */
export function signInUrl({ type, redirect, back }: { type?: SignInType | null; redirect?: string | null; back?: string | null }): string {
  return withQuery("/sign-in", [
    ["type", type],
    ["redirect", redirect],
    ["back", back],
  ]);
}

export type GatedRoute = "checkout" | "personalised-finance" | "trade-in" | "sell-my-car";

/**
 * spec 2.1, 6: checkout and personalised finance send a signed-out visitor to
 * /sign-in, only on sites with the gate on; trade-in and sell-my-car never.
 * Returns the sign-in URL, or null when the visitor may go on.
 */
export function gatedRedirect({ route, signedIn, gateEnabled, redirect, back }: { route: GatedRoute; signedIn: boolean; gateEnabled: boolean; redirect: string; back?: string | null }): string | null {
  if (signedIn || !gateEnabled) return null;
  if (route === "checkout") return signInUrl({ type: "checkout", redirect, back });
  if (route === "personalised-finance") return signInUrl({ type: "finance", redirect, back });
  return null;
}

/** spec 4 'Watchlist': a visitor without a phone goes to /sign-in with type=watchlist. */
export function watchlistRedirect({ phone, redirect, back }: { phone: string | null | undefined; redirect: string; back?: string | null }): string | null {
  return phone?.trim() ? null : signInUrl({ type: "watchlist", redirect, back });
}

/**
 * Paths the spec writes only with a trailing slash (spec 2.1 '/cars/',
 * '/search/new-used-and-demo-cars/', '/book-test-drive/', '/terms-and-conditions/';
 * spec 2.2 '/pages/nissan-future-value/'): each is served there, and the other
 * spelling redirects to it (issue 6).
 */
export const trailingSlashPaths: readonly string[] = ["/cars/", "/search/new-used-and-demo-cars/", "/book-test-drive/", "/terms-and-conditions/", "/pages/nissan-future-value/"];

/** Paths the spec writes both ways (spec 2.2 header without, footer with): both spellings are served as asked. */
const eitherSpellingPaths: ReadonlySet<string> = new Set(["/pages/warranty", "/roadside-assistance"]);

/**
 * The one spelling of a path that a site serves: with a trailing slash where the
 * spec writes one, without it everywhere else. A request for another spelling is
 * redirected here, so each page has one URL (for caches, search engines and the
 * search page's own links). Repeated slashes at the end count as one.
 */
export function canonicalPath(pathname: string): string {
  const bare = pathname.replace(/\/+$/, "");
  if (bare === "") return "/";
  if (trailingSlashPaths.includes(`${bare}/`)) return `${bare}/`;
  if (eitherSpellingPaths.has(bare)) return pathname.endsWith("/") ? `${bare}/` : bare;
  return bare;
}
