// The limits each page is read against, as differences from the floor (bench/floor, a
// bare Next.js page of the same Next and React) measured in the same round. Figures,
// not pass/fail: the benches print a miss and exit 0. Shared by bench/lighthouse.ts and
// bench/page-bytes.ts.

/** The pages the Lighthouse bench measures in each template app (`--pages`). */
export const pageKeys = ["home", "cars", "car", "content", "success", "sign-in", "checkout", "valuation"] as const;
export type PageKey = (typeof pageKeys)[number];

export interface PageLimits {
  /** Script transfer (gzip), KB of 1,024 bytes, over the floor's. */
  jsOverFloorKb: number;
  /** The document's transfer (gzip), KB; undefined where no limit is set. */
  htmlKb?: number;
  /** Largest Contentful Paint over the floor's, ms. */
  lcpOverFloorMs: number;
  /** Total Blocking Time at most `tbtTimesFloor` x the floor's plus `tbtPlusMs`. */
  tbtTimesFloor: number;
  tbtPlusMs: number;
  /** Cumulative Layout Shift, absolute. */
  cls: number;
  /** Lighthouse accessibility score (0-100). */
  accessibility: number;
}

const everyPage: PageLimits = { jsOverFloorKb: 35, lcpOverFloorMs: 500, tbtTimesFloor: 1.25, tbtPlusMs: 30, cls: 0.02, accessibility: 100 };

/** The search page hydrates InstantSearch and its widgets: more script and blocking time allowed. */
const byPage: Partial<Record<PageKey, Partial<PageLimits>>> = {
  cars: { jsOverFloorKb: 80, htmlKb: 40, tbtTimesFloor: 1.6, tbtPlusMs: 50 },
  car: { htmlKb: 25 },
};

export function limitsFor(page: PageKey | undefined): PageLimits {
  return { ...everyPage, ...(page ? byPage[page] : undefined) };
}

/** The bench page a route of the build output is (`/[site]/cars/[slug]` is `car`), if any. */
export function pageOfRoute(route: string): PageKey | undefined {
  const path = route.replace(/^\/\[site\]/, "") || "/";
  const routes: Record<string, PageKey> = {
    "/": "home",
    "/cars": "cars",
    // The search page under its SEO paths (/search/toyota/...): the same page as /cars/.
    "/search/[...segments]": "cars",
    "/cars/[slug]": "car",
    "/terms-and-conditions": "content",
    "/success": "success",
    "/sign-in": "sign-in",
    "/cars/[slug]/checkout": "checkout",
    "/sell-my-car": "valuation",
  };
  return routes[path];
}
