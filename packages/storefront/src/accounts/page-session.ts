// The signed-in shopper of a server-rendered page (issue 16): the account, watchlist
// and sign-in pages read the session from the request's cookies, so they render per
// shopper and are never cached; car and search pages never call this and stay static.
import { headers } from "next/headers";
import { requestOrigin } from "./auth-http";
import type { AuthSite } from "./auth";
import { accountRuntime } from "./runtime";
import { shopperOf, type SignedInShopper } from "./session";

export async function pageShopper(site: AuthSite): Promise<SignedInShopper | null> {
  const requestHeaders = await headers();
  const origin = requestOrigin(new Request("http://forecourt.invalid/", { headers: requestHeaders }));
  const runtime = await accountRuntime();
  return shopperOf(requestHeaders, site, origin, runtime.auth);
}
