// The search page's history router (history-router.ts, used by
// createSearchRouting): the URL format in the browser, debounced pushes, back
// and forward, dispose, and the same pushes as InstantSearch's own history
// router for any sequence of events. Node has no window, so each test drives
// a small in-memory browser.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import type { IndexUiState } from "instantsearch.js";
import instantSearchHistoryRouter from "instantsearch.js/es/lib/routers/history.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultSearchIndexName } from "./client";
import { createHistoryRouter, defaultWriteDelay, type HistoryRouterOptions } from "./history-router";
import { createSearchRouting, queryToUiState, searchHref } from "./routing";

const indexName = defaultSearchIndexName;
const origin = "http://sunshine-toyota.localhost:3001";

interface Entry {
  state: unknown;
  url: string;
}

/** A window with a session history, `popstate` on back and forward, and a log of pushes. */
function fakeBrowser(href: string) {
  const entries: Entry[] = [{ state: null, url: href }];
  let index = 0;
  const events = new EventTarget();
  const listeners = new Set<EventListenerOrEventListenerObject>();
  const pushes: Array<{ state: unknown; url: string }> = [];
  const replaces: string[] = [];
  const current = () => entries[index]!;
  const go = (step: number) => {
    if (index + step < 0 || index + step >= entries.length) return;
    index += step;
    events.dispatchEvent(Object.assign(new Event("popstate"), { state: current().state }));
  };
  const browser = {
    get location() {
      return new URL(current().url) as unknown as Location;
    },
    history: {
      get state() {
        return current().state;
      },
      get length() {
        return entries.length;
      },
      pushState(state: unknown, _title: string, url: string) {
        const resolved = new URL(url, current().url).href;
        pushes.push({ state, url: resolved });
        entries.splice(index + 1, entries.length, { state, url: resolved });
        index += 1;
      },
      replaceState(state: unknown, _title: string, url: string) {
        replaces.push(url);
        entries[index] = { state, url: new URL(url, current().url).href };
      },
      back: () => go(-1),
      forward: () => go(1),
    },
    addEventListener(type: string, listener: EventListenerOrEventListenerObject) {
      if (type === "popstate") listeners.add(listener);
      events.addEventListener(type, listener);
    },
    removeEventListener(type: string, listener: EventListenerOrEventListenerObject) {
      if (type === "popstate") listeners.delete(listener);
      events.removeEventListener(type, listener);
    },
    document: { title: "" },
  };
  vi.stubGlobal("window", browser);
  return {
    browser,
    pushes,
    replaces,
    href: () => current().url,
    popStateListeners: () => listeners.size,
    /** A navigation by someone else (a Next `<Link>` on the same page), as a pushState. */
    navigate: (url: string) => browser.history.pushState({ __NA: true }, "", url),
  };
}

const usedCars = `${origin}/search/used-cars/`;
const toyota: IndexUiState = { refinementList: { make: ["Toyota"] } };
const toyotaUrl = `${usedCars}?refinementList[make][0]=Toyota`;
const toyotaMazdaUrl = `${usedCars}?refinementList[make][0]=Toyota&refinementList[make][1]=Mazda`;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("createSearchRouting's router in the browser (spec 2.3: the search lives in the URL)", () => {
  it("reads the browser's query string into the index's UI state", () => {
    fakeBrowser(`${usedCars}?range[price]=:30000&sortBy=Car_production:price:desc&utm_source=mail`);
    const { router } = createSearchRouting({ indexName });
    expect(router.read()).toEqual({ range: { price: ":30000" }, sortBy: "Car_production:price:desc" });
  });

  it("creates absolute URLs in the spec's format on the page's path", () => {
    fakeBrowser(`${usedCars}?query=hilux#results`);
    const { router } = createSearchRouting({ indexName });
    expect(router.createURL({ refinementList: { dealership_slug: ["sunshine-toyota"] } })).toBe(`${usedCars}?refinementList[dealership_slug][0]=sunshine-toyota#results`);
    expect(router.createURL({})).toBe(`${usedCars}#results`);
  });

  it("first reads the URL the server rendered for when a client-side navigation has not changed the address yet", () => {
    const browser = fakeBrowser(`${origin}/`);
    const { router } = createSearchRouting({ indexName, serverUrl: "http://127.0.0.1:3001/cars/?refinementList[make][0]=Toyota" });
    expect(router.read()).toEqual(toyota);
    // Later reads (back and forward) are the browser's own.
    expect(router.read()).toEqual({});
    expect(browser.pushes).toEqual([]);
  });

  it("pushes one entry per burst of writes, writeDelay (400 ms) after the last one", () => {
    const browser = fakeBrowser(usedCars);
    const { router } = createSearchRouting({ indexName });
    router.write(toyota);
    vi.advanceTimersByTime(defaultWriteDelay - 100);
    router.write({ refinementList: { make: ["Toyota", "Mazda"] } });
    vi.advanceTimersByTime(defaultWriteDelay - 1);
    expect(browser.pushes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(browser.pushes.map((push) => push.url)).toEqual([toyotaMazdaUrl]);
    expect(browser.href()).toBe(toyotaMazdaUrl);
    vi.runAllTimers();
    expect(browser.pushes).toHaveLength(1);
  });

  it("waits the writeDelay it is given", () => {
    const browser = fakeBrowser(usedCars);
    const { router } = createSearchRouting({ indexName, writeDelay: 50 });
    router.write(toyota);
    vi.advanceTimersByTime(49);
    expect(browser.pushes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(browser.pushes.map((push) => push.url)).toEqual([toyotaUrl]);
  });

  it("does not push when the URL is the one already shown", () => {
    const browser = fakeBrowser(toyotaUrl);
    const { router } = createSearchRouting({ indexName });
    router.write(toyota);
    vi.runAllTimers();
    expect(browser.pushes).toEqual([]);
    // A different state still pushes: the check is on the URL, not on a flag.
    router.write({});
    vi.runAllTimers();
    expect(browser.pushes.map((push) => push.url)).toEqual([usedCars]);
  });

  it("pushes a copy of the route state, so Next's history patch cannot add keys to InstantSearch's last route", () => {
    const browser = fakeBrowser(usedCars);
    const pushState = browser.browser.history.pushState;
    // Next's App Router copies its own keys into the object it is given (next/dist/client/components/app-router.js).
    browser.browser.history.pushState = (state: unknown, title: string, url: string) => pushState(Object.assign(state as object, { __NA: true }), title, url);
    const { router } = createSearchRouting({ indexName });
    const route: IndexUiState = { refinementList: { make: ["Toyota"] } };
    router.write(route);
    vi.runAllTimers();
    expect(browser.pushes[0]?.state).toEqual({ ...route, __NA: true });
    expect(route).toEqual({ refinementList: { make: ["Toyota"] } });
  });

  it("catches up on a back pressed before it listened: the search follows the address once the page has committed", () => {
    // The server rendered page 2 of a Toyota search; the shopper pressed Back (to the
    // search without a page) while the page was still hydrating.
    const browser = fakeBrowser(toyotaUrl);
    const { router } = createSearchRouting({ indexName, serverUrl: `${toyotaUrl}&page=2` });
    expect(router.read()).toEqual({ ...toyota, page: 2 });
    const updates: IndexUiState[] = [];
    router.onUpdate((route) => updates.push(route));
    router.catchUp();
    expect(updates).toEqual([toyota]);
    // As after a popstate: the write it causes pushes nothing over the entries ahead.
    router.write(toyota);
    vi.runAllTimers();
    expect(browser.pushes).toEqual([]);
    // Once caught up, nothing more to do.
    router.catchUp();
    expect(updates).toHaveLength(1);
  });

  it("does not catch up when the address stands for the state read: after a client-side navigation has written it, or with another parameter", () => {
    // A client-side navigation: the page rendered for /cars/?Toyota before the address changed.
    const browser = fakeBrowser(`${origin}/`);
    const { router } = createSearchRouting({ indexName, serverUrl: toyotaUrl });
    expect(router.read()).toEqual(toyota);
    const updates: IndexUiState[] = [];
    router.onUpdate((route) => updates.push(route));
    // Next writes the new address when the navigation commits, before effects run.
    browser.navigate(toyotaUrl);
    router.catchUp();
    expect(updates).toEqual([]);
    // A parameter that is not the search's is no move either.
    browser.navigate(`${toyotaUrl}&utm_source=mail`);
    router.catchUp();
    expect(updates).toEqual([]);
    router.dispose();
    // And not before anything listens, nor after dispose.
    const idle = createSearchRouting({ indexName }).router;
    idle.read();
    browser.navigate(usedCars);
    idle.catchUp();
    const late: IndexUiState[] = [];
    idle.onUpdate((route) => late.push(route));
    idle.dispose();
    idle.catchUp();
    expect(late).toEqual([]);
  });

  it("on back and forward, calls onUpdate with the state parsed from the new URL", () => {
    const browser = fakeBrowser(usedCars);
    const { router } = createSearchRouting({ indexName });
    const updates: IndexUiState[] = [];
    router.onUpdate((route) => updates.push(route));
    router.write(toyota);
    vi.runAllTimers();
    // Entries pushed by Next carry its own state, so the route is read from the URL, not event.state.
    browser.navigate(`${usedCars}?page=2&refinementList[make][]=Kia`);
    browser.browser.history.back();
    expect(updates).toEqual([toyota]);
    browser.browser.history.back();
    browser.browser.history.forward();
    browser.browser.history.forward();
    expect(updates).toEqual([toyota, {}, toyota, { page: 2, refinementList: { make: ["Kia"] } }]);
  });

  it("does not push the write a back or forward causes, nor a write pending when it happened", () => {
    const browser = fakeBrowser(usedCars);
    const { router } = createSearchRouting({ indexName });
    let updates = 0;
    router.onUpdate(() => {
      updates += 1;
    });
    router.write(toyota);
    vi.runAllTimers();
    expect(browser.pushes).toHaveLength(1);

    // A refinement is pending when the shopper presses back: it is dropped.
    router.write({ refinementList: { make: ["Toyota", "Mazda"] } });
    browser.browser.history.back();
    expect(updates).toBe(1);
    vi.runAllTimers();
    expect(browser.pushes).toHaveLength(1);

    // InstantSearch writes the popped state back; it differs from the URL shown, yet must not push over the forward entry.
    router.write({ query: "canonicalised" });
    vi.runAllTimers();
    expect(browser.pushes).toHaveLength(1);
    expect(browser.href()).toBe(usedCars);

    // The next refinement is the shopper's own and pushes again.
    router.write({ refinementList: { make: ["Kia"] } });
    vi.runAllTimers();
    expect(browser.pushes.map((push) => push.url)).toEqual([toyotaUrl, `${usedCars}?refinementList[make][0]=Kia`]);
  });

  it("dispose removes the popstate listener, drops a pending write and leaves the URL as it is", () => {
    const browser = fakeBrowser(toyotaUrl);
    const { router } = createSearchRouting({ indexName });
    const onUpdate = vi.fn();
    router.onUpdate(onUpdate);
    expect(browser.popStateListeners()).toBe(1);
    router.write({ refinementList: { make: ["Toyota", "Mazda"] } });
    router.dispose();
    expect(browser.popStateListeners()).toBe(0);
    vi.runAllTimers();
    expect(browser.pushes).toEqual([]);
    expect(browser.replaces).toEqual([]);
    expect(browser.href()).toBe(toyotaUrl);
    browser.navigate(usedCars);
    browser.browser.history.back();
    expect(onUpdate).not.toHaveBeenCalled();
    // Writes after dispose are dropped too, until InstantSearch starts again (React's strict-mode remount).
    router.write({});
    vi.runAllTimers();
    expect(browser.pushes.map((push) => push.url)).toEqual([usedCars]);
    router.onUpdate(onUpdate);
    router.start?.();
    router.write({ refinementList: { make: ["Kia"] } });
    vi.runAllTimers();
    expect(browser.pushes.map((push) => push.url)).toEqual([usedCars, `${usedCars}?refinementList[make][0]=Kia`]);
    expect(browser.popStateListeners()).toBe(1);
  });

  it("drops a write pending at dispose even when InstantSearch starts again before its delay ends", () => {
    const browser = fakeBrowser(usedCars);
    const { router } = createSearchRouting({ indexName });
    router.onUpdate(() => {});
    router.start?.();
    router.write(toyota);
    // React's strict mode: unmount and mount again within the write delay.
    router.dispose();
    router.onUpdate(() => {});
    router.start?.();
    vi.runAllTimers();
    expect(browser.pushes).toEqual([]);
    expect(browser.href()).toBe(usedCars);
  });

  it("keeps one popstate listener when onUpdate is called again", () => {
    const browser = fakeBrowser(usedCars);
    const { router } = createSearchRouting({ indexName });
    const first = vi.fn();
    const second = vi.fn();
    router.onUpdate(first);
    router.onUpdate(second);
    expect(browser.popStateListeners()).toBe(1);
    browser.navigate(toyotaUrl);
    browser.browser.history.back();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({});
  });

  it("identifies itself as a browser history router", () => {
    expect(createSearchRouting({ indexName, serverUrl: usedCars }).router.$$type).toBe("ais.browser");
  });
});

describe("on the server", () => {
  it("reads and creates URLs from the request's URL; write and onUpdate do nothing", () => {
    const { router } = createSearchRouting({ indexName, serverUrl: `${toyotaUrl}&page=2` });
    expect(router.read()).toEqual({ ...toyota, page: 2 });
    expect(router.createURL({ page: 3 })).toBe(`${usedCars}?page=3`);
    router.onUpdate(() => {
      throw new Error("no popstate on the server");
    });
    router.write({ page: 4 });
    expect(vi.getTimerCount()).toBe(0);
    router.dispose();
  });
});

describe("the bundle (why the router is ours)", () => {
  it("imports nothing from instantsearch.js at runtime, so qs stays out of the search page", () => {
    for (const file of ["history-router.ts", "routing.ts"]) {
      const source = readFileSync(new URL(file, import.meta.url), "utf8");
      const runtimeImports = [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gm)].map((match) => match[1]);
      expect(runtimeImports.filter((specifier) => specifier?.startsWith("instantsearch.js") || specifier === "qs"), file).toEqual([]);
    }
  });
});

describe("the same pushes and updates as InstantSearch's history router", () => {
  type Command =
    | { kind: "write"; state: IndexUiState }
    | { kind: "tick"; ms: number }
    | { kind: "back" }
    | { kind: "forward" }
    | { kind: "navigate"; state: IndexUiState }
    | { kind: "dispose" }
    | { kind: "restart" };

  const states: IndexUiState[] = [{}, toyota, { refinementList: { make: ["Toyota", "Mazda"] } }, { page: 2 }, { query: "hilux", sortBy: "Car_production:price:asc" }];
  const state = fc.constantFrom(...states);
  const command: fc.Arbitrary<Command> = fc.oneof(
    { weight: 4, arbitrary: state.map((value) => ({ kind: "write" as const, state: value })) },
    { weight: 3, arbitrary: fc.constantFrom(1, 100, 399, 400, 400, 1_000, 1_000).map((ms) => ({ kind: "tick" as const, ms })) },
    { weight: 2, arbitrary: fc.constant({ kind: "back" as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: "forward" as const }) },
    { weight: 1, arbitrary: state.map((value) => ({ kind: "navigate" as const, state: value })) },
    { weight: 1, arbitrary: fc.constant({ kind: "dispose" as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: "restart" as const }) },
  );

  const options: HistoryRouterOptions<IndexUiState> = {
    getLocation: () => window.location,
    createURL: ({ routeState, location }) => `${location.origin}${searchHref(location.pathname, routeState)}${location.hash}`,
    parseURL: ({ location }) => queryToUiState(location.search, indexName),
  };

  /** Runs the commands the way InstantSearch's router middleware drives a router: onUpdate, then start; dispose; onUpdate and start again. */
  function run(createRouter: () => ReturnType<typeof createHistoryRouter<IndexUiState>> | ReturnType<typeof instantSearchHistoryRouter<IndexUiState>>, commands: Command[]) {
    vi.clearAllTimers();
    const browser = fakeBrowser(usedCars);
    const router = createRouter();
    const updates: IndexUiState[] = [];
    const subscribe = () => {
      router.onUpdate((route) => updates.push(route));
      router.start?.();
    };
    subscribe();
    let disposed = false;
    for (const step of commands) {
      if (step.kind === "write") router.write(step.state);
      else if (step.kind === "tick") vi.advanceTimersByTime(step.ms);
      else if (step.kind === "back") browser.browser.history.back();
      else if (step.kind === "forward") browser.browser.history.forward();
      else if (step.kind === "navigate") browser.navigate(searchHref(usedCars, step.state));
      else if (step.kind === "dispose" && !disposed) {
        router.dispose();
        disposed = true;
      } else if (step.kind === "restart" && disposed) {
        subscribe();
        disposed = false;
      }
    }
    vi.runAllTimers();
    const result = { pushes: browser.pushes.map((push) => push.url), updates, href: browser.href(), replaces: browser.replaces };
    vi.unstubAllGlobals();
    return result;
  }

  it("for any sequence of writes, waits, back, forward, other navigations, dispose and restart", () => {
    fc.assert(
      // size "max": fast-check otherwise keeps arrays near 10 commands, too short for write, wait, back, write, wait, write, wait.
      fc.property(fc.array(command, { maxLength: 40, size: "max" }), (commands) => {
        const ours = run(() => createHistoryRouter(options), commands);
        const theirs = run(() => instantSearchHistoryRouter<IndexUiState>({ ...options, cleanUrlOnDispose: false }), commands);
        expect(ours).toEqual(theirs);
      }),
      { numRuns: 500 },
    );
  });
});
