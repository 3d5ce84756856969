"use client";
// The site's Turnstile widget config, provided once by the site layout so every lead
// form (pages, dialogs, offer cards) finds it without each caller passing it down.
// Tiny on purpose: it is on every page; the widget and Cloudflare's script load only
// with a form (issue 14).
import { createContext, type ReactNode, useContext } from "react";
import type { TurnstileWidgetConfig } from "./turnstile";

const TurnstileContext = createContext<TurnstileWidgetConfig | null>(null);

export function TurnstileProvider({ config, children }: { config: TurnstileWidgetConfig | null; children: ReactNode }) {
  return <TurnstileContext value={config}>{children}</TurnstileContext>;
}

/** The widget config of this site, or null: no site key, captcha off, or outside a site layout. */
export function useTurnstileConfig(): TurnstileWidgetConfig | null {
  return useContext(TurnstileContext);
}
