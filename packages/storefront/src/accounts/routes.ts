// The account routes a template app mounts (issue 16), each resolving its site from
// the Host header (http/site-of-request.ts), never from the body:
//   app/api/auth/[...all]/route.ts           GET, POST  better-auth (auth-http.ts)
//   app/api/watchlist/route.ts               GET        the shopper's saved ids
//   app/api/watchlist/save-car/route.ts      POST
//   app/api/watchlist/remove-car/route.ts    POST
//   app/api/saved-cars/route.ts              GET        the favourites page's cars
//   app/api/account/route.ts                 DELETE     delete the account
import { siteOfRequest, unavailableResponse, unknownSiteResponse } from "../http/site-of-request";
import type { SiteContext } from "../tenant/site";
import type { TemplateDefinition } from "../tenant/template";
import { handleAuthRequest } from "./auth-http";
import { accountRuntime, type AccountRuntime } from "./runtime";
import { handleDeleteAccount, handleSavedCars, handleWatchlistChange, handleWatchlistState } from "./watchlist-http";

const unavailableMessage = "Sign-in is not available just now. Please try again in a minute.";

export function createAccountRoutes(template: TemplateDefinition, runtime: () => Promise<AccountRuntime> = accountRuntime) {
  const withSite = (handle: (request: Request, site: SiteContext, deps: AccountRuntime) => Promise<Response>) => async (request: Request): Promise<Response> => {
    const found = await siteOfRequest(request, template);
    if (found.kind === "unknown") return unknownSiteResponse();
    if (found.kind === "unavailable") {
      console.error(`[accounts] could not load the site: ${found.error.message}`);
      return unavailableResponse(unavailableMessage);
    }
    try {
      return await handle(request, found.site, await runtime());
    } catch (error) {
      // The database or the rate-limit store is down: say so, never a 500 page.
      console.error(`[accounts] ${request.method} ${new URL(request.url).pathname} failed: ${(error as Error).message}`);
      return unavailableResponse(unavailableMessage);
    }
  };
  return {
    auth: withSite((request, site, deps) => handleAuthRequest(request, site.config, deps)),
    watchlist: withSite((request, site, deps) => handleWatchlistState(request, site.config, deps)),
    saveCar: withSite((request, site, deps) => handleWatchlistChange(request, site.config, "save", deps)),
    removeCar: withSite((request, site, deps) => handleWatchlistChange(request, site.config, "remove", deps)),
    savedCars: withSite((request, site, deps) => handleSavedCars(request, site.config, deps)),
    deleteAccount: withSite((request, site, deps) => handleDeleteAccount(request, site.config, deps)),
  };
}

export type AccountRoutes = ReturnType<typeof createAccountRoutes>;
