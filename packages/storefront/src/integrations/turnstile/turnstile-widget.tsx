"use client";
// Cloudflare Turnstile in a lead form (issue 14; spec 5 'a spam/captcha widget checks
// the form by default'). Mounting it loads Cloudflare's script (once per page) and
// renders the widget explicitly; the form asks the handle for the token when the
// shopper sends, and resets the widget after each attempt (tokens are single-use).
// Cloudflare's iframe carries its own accessibility; the container is a labelled group.
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import { loadTurnstile, type TurnstileApi, turnstileTokens } from "./turnstile-client";

export interface TurnstileHandle {
  /** The widget's token, waiting up to `waitMs` for one; null when none came. */
  token(waitMs: number): Promise<string | null>;
  /** A fresh challenge: the last token was sent, and Cloudflare accepts each token once. */
  reset(): void;
}

type WidgetState = "loading" | "ready" | "solved" | "failed" | "unavailable";

export interface TurnstileWidgetProps {
  siteKey: string;
  scriptUrl: string;
  /** Cloudflare's analytics label: which form the widget is on. */
  action?: string;
  ref?: Ref<TurnstileHandle>;
}

export function TurnstileWidget({ siteKey, scriptUrl, action, ref }: TurnstileWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: TurnstileApi; id: string } | null>(null);
  const [tokens] = useState(turnstileTokens);
  const [state, setState] = useState<WidgetState>("loading");

  useImperativeHandle(
    ref,
    () => ({
      token: (waitMs) => tokens.next(waitMs),
      reset: () => {
        const current = widget.current;
        if (!current) return;
        tokens.cleared();
        setState("ready");
        current.api.reset(current.id);
      },
    }),
    [tokens],
  );

  useEffect(() => {
    let unmounted = false;
    loadTurnstile(scriptUrl).then(
      (api) => {
        const element = container.current;
        if (unmounted || !element) return;
        const id = api.render(element, {
          sitekey: siteKey,
          ...(action ? { action } : {}),
          callback: (token) => {
            tokens.solved(token);
            setState("solved");
          },
          "expired-callback": () => {
            tokens.cleared();
            setState("ready");
          },
          "timeout-callback": () => {
            tokens.cleared();
            setState("ready");
          },
          "error-callback": () => {
            tokens.failed();
            setState("failed");
            return true;
          },
          "response-field": false,
          size: "flexible",
          theme: "auto",
        });
        if (id) widget.current = { api, id };
        setState((current) => (current === "loading" ? "ready" : current));
      },
      () => {
        if (unmounted) return;
        tokens.failed();
        setState("unavailable");
      },
    );
    return () => {
      unmounted = true;
      const current = widget.current;
      widget.current = null;
      tokens.cleared();
      if (current) current.api.remove(current.id);
    };
  }, [scriptUrl, siteKey, action, tokens]);

  return (
    <div data-slot="turnstile" data-state={state} className="flex flex-col gap-2">
      {/* Cloudflare's widget is 65 px tall: the space is kept so the button does not jump. */}
      <div ref={container} role="group" aria-label="Security check" className="min-h-[65px]" />
      {state === "unavailable" ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          The security check could not load. Check your connection and reload the page.
        </p>
      ) : null}
    </div>
  );
}
