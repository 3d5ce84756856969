// The browser side of Cloudflare Turnstile (issue 14): Cloudflare's script loaded
// once per page, on demand, with explicit rendering, and the widget's token as the
// form needs it: the current one, or the next one within a short wait. Tokens are
// single-use, so the form resets the widget after each submission.

/** The part of Cloudflare's `window.turnstile` the forms use. */
export interface TurnstileApi {
  render(container: HTMLElement, params: TurnstileRenderParams): string | null | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
  getResponse(widgetId: string): string | undefined;
}

export interface TurnstileRenderParams {
  sitekey: string;
  action?: string;
  callback: (token: string) => void;
  "expired-callback": () => void;
  "timeout-callback": () => void;
  /** Returning true tells Cloudflare the error is handled (shown by us). */
  "error-callback": (code: string) => boolean;
  /** No hidden cf-turnstile-response input: the token goes in a header. */
  "response-field": boolean;
  size: "normal" | "flexible" | "compact";
  theme: "auto" | "light" | "dark";
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | null = null;

/**
 * Cloudflare's script with explicit rendering, added to the page the first time a
 * form with a site key asks for it. A failed load is forgotten, so a later form
 * (or a retry) tries again.
 */
export function loadTurnstile(scriptUrl: string): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  if (loading) return loading;
  const script = document.createElement("script");
  const src = new URL(scriptUrl, window.location.href);
  src.searchParams.set("render", "explicit");
  script.src = src.toString();
  script.async = true;
  loading = new Promise<TurnstileApi>((resolve, reject) => {
    script.addEventListener("load", () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile's script defined no window.turnstile"))));
    script.addEventListener("error", () => reject(new Error(`Turnstile's script did not load from ${src.origin}`)));
  }).catch((error: unknown) => {
    loading = null;
    script.remove();
    throw error;
  });
  document.head.appendChild(script);
  return loading;
}

export type TurnstileTokenState = "waiting" | "solved" | "failed";

/** The widget's token and everyone waiting for one; timers come in for tests. */
export function turnstileTokens(timers: { setTimeout: (run: () => void, ms: number) => unknown; clearTimeout: (timer: unknown) => void } = globalThis as never) {
  let token: string | null = null;
  let failed = false;
  const waiting = new Set<(token: string | null) => void>();
  const settle = (value: string | null) => {
    for (const done of [...waiting]) done(value);
  };
  return {
    state(): TurnstileTokenState {
      return token ? "solved" : failed ? "failed" : "waiting";
    },
    solved(value: string) {
      token = value;
      failed = false;
      settle(value);
    },
    /** Expired, timed out, or reset: a new token is on its way (or the shopper must act again). */
    cleared() {
      token = null;
      failed = false;
    },
    /** The widget gave up (blocked, or Cloudflare's script did not load): nobody waits for it. */
    failed() {
      token = null;
      failed = true;
      settle(null);
    },
    /** The token now, else the next within `waitMs`; null if none comes or the widget failed. */
    next(waitMs: number): Promise<string | null> {
      if (token) return Promise.resolve(token);
      if (failed) return Promise.resolve(null);
      return new Promise((resolve) => {
        const done = (value: string | null) => {
          timers.clearTimeout(timer);
          waiting.delete(done);
          resolve(value);
        };
        const timer = timers.setTimeout(() => done(null), waitMs);
        waiting.add(done);
      });
    },
  };
}
