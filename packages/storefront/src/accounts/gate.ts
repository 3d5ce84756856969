// The sign-in gate (spec 2.1, 4, 6; issue 16 'Gates'): on sites with `signInGate`,
// checkout and personalised finance send a signed-out shopper to /sign-in with
// `redirect` (back here) and `back`; trade-in and sell-my-car are never gated.
// Every gated route calls this one helper, which applies domain's gatedRedirect.
import { type GatedRoute, gatedRedirect, safeRedirectPath } from "@forecourt/domain";
import type { SignedInShopper } from "./session";

export interface GateCheck {
  site: { features: { signInGate: boolean } };
  route: GatedRoute;
  /** The gated page's own path and query: where sign-in returns to. */
  here: string;
  /** Where the sign-in page's Back goes; the referring page, else home. */
  back?: string | null;
  /** Looks up the session only when the gate applies (no lookup on ungated sites and routes). */
  shopper: () => Promise<SignedInShopper | null>;
}

/** The sign-in URL to send the shopper to, or null when they may go on. */
export async function gateRedirect({ site, route, here, back, shopper }: GateCheck): Promise<string | null> {
  const gateEnabled = site.features.signInGate;
  if (!gateEnabled || (route !== "checkout" && route !== "personalised-finance")) return null;
  const signedIn = (await shopper()) !== null;
  return gatedRedirect({ route, signedIn, gateEnabled, redirect: safeRedirectPath(here), back: back ? safeRedirectPath(back) : null });
}
