// The search page's URL router, hand-written: InstantSearch's history router
// (instantsearch.js/es/lib/routers/history.js) imports `qs`, about 17 KB
// gzipped with its dependencies, only to offer it to createURL and parseURL,
// and ours format and parse URLs themselves (routing.ts). This keeps the
// semantics of instantsearch.js 4.118's router that the page relies on:
// debounced writes, no push for an unchanged URL or for the write a back or
// forward causes, and a dispose that leaves the URL alone
// (`cleanUrlOnDispose: false`). Types only from instantsearch.js. Its router
// middleware imports that router as its default, so a pnpm patch
// (patches/instantsearch.js@4.118.1.patch) drops that import: a bundler alias
// of `qs` does not reach a dependency's own dependency under pnpm.
import type { Router } from "instantsearch.js";

export interface HistoryRouterOptions<TRouteState> {
  /** The location read and written against; the browser's, or the request's on the server. */
  getLocation: () => Location;
  /** The full URL of a route state (an absolute URL, so `<base href>` cannot bend it). */
  createURL: (args: { routeState: TRouteState; location: Location }) => string;
  /** The route state a location stands for; the inverse of `createURL`. */
  parseURL: (args: { location: Location }) => TRouteState;
  /** Milliseconds to wait before pushing a history entry, so typing or dragging makes one entry (default 400). */
  writeDelay?: number;
}

export type HistoryRouter<TRouteState> = Router<TRouteState> & {
  start: () => void;
  /**
   * Once the page has committed: if the browser's address is no longer the one the
   * state was last read from, reports it to `onUpdate` as a back or forward would.
   * A shopper who presses Back while the search is still hydrating moves the address
   * before anything listens for it, and the search would otherwise stay on the
   * state it was rendered with.
   */
  catchUp: () => void;
  $$type: string;
};

/** InstantSearch's own default, so the back button steps over a burst of refinements. */
export const defaultWriteDelay = 400;

function browserWindow(): Window | undefined {
  return typeof window === "undefined" ? undefined : window;
}

/**
 * A `Router` on `window.history` (InstantSearch's routing contract). On the
 * server, `read` and `createURL` work from `getLocation` while `write` and
 * `onUpdate` do nothing.
 */
export function createHistoryRouter<TRouteState extends object>({ getLocation, createURL, parseURL, writeDelay = defaultWriteDelay }: HistoryRouterOptions<TRouteState>): HistoryRouter<TRouteState> {
  let writeTimer: ReturnType<typeof setTimeout> | undefined;
  let popStateListener: (() => void) | undefined;
  /** The route state last read, as JSON: what `catchUp` compares the address's own with. */
  let lastRead: string | undefined;
  /** The last history change was a back or forward: the write it causes must not push a new entry over the ones ahead. */
  let inPopState = false;
  /** Between `dispose` and the next `start` (React's strict mode remounts), a pending write is dropped. */
  let isDisposed = false;

  const cancelPendingWrite = () => {
    if (writeTimer !== undefined) clearTimeout(writeTimer);
    writeTimer = undefined;
  };

  const router: HistoryRouter<TRouteState> = {
    // InstantSearch reports this in its router middleware's `$$type`; kept as its history router's.
    $$type: "ais.browser",

    read() {
      const state = parseURL({ location: getLocation() });
      lastRead = JSON.stringify(state);
      return state;
    },

    createURL: (routeState) => createURL({ routeState, location: getLocation() }),

    write(routeState) {
      const target = browserWindow();
      if (target === undefined) return;
      // The URL is taken now, the entry pushed after the delay, as InstantSearch's router does.
      const url = router.createURL(routeState);
      cancelPendingWrite();
      writeTimer = setTimeout(() => {
        writeTimer = undefined;
        if (!isDisposed && !inPopState && url !== target.location.href) {
          // A copy: Next's patched pushState adds its own keys (`__NA`, the router tree) to the object it is given.
          target.history.pushState({ ...routeState }, "", url);
        }
        inPopState = false;
      }, writeDelay);
    },

    onUpdate(callback) {
      const target = browserWindow();
      if (target === undefined) return;
      if (popStateListener !== undefined) target.removeEventListener("popstate", popStateListener);
      popStateListener = () => {
        cancelPendingWrite();
        inPopState = true;
        // Read from the URL, not `event.state`: entries pushed by Next or by hand carry other states.
        callback(router.read());
      };
      target.addEventListener("popstate", popStateListener);
    },

    catchUp() {
      const target = browserWindow();
      if (target === undefined || popStateListener === undefined || isDisposed) return;
      // The states, not the URLs: a parameter that is not the search's, or another spelling of the same query, is no move.
      if (JSON.stringify(parseURL({ location: target.location })) !== lastRead) popStateListener();
    },

    dispose() {
      isDisposed = true;
      const target = browserWindow();
      if (target !== undefined && popStateListener !== undefined) target.removeEventListener("popstate", popStateListener);
      popStateListener = undefined;
      cancelPendingWrite();
      // No write of an empty state: the URL stays as the shopper left it (InstantSearch's `cleanUrlOnDispose: false`).
    },

    start() {
      isDisposed = false;
    },
  };
  return router;
}
