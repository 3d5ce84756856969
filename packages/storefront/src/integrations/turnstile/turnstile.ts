// Cloudflare Turnstile, verified on the server when the site has keys (issue 5,
// docs/architecture.md 'Spam checks'). The one adapter file for the vendor: Cloudflare's
// answer becomes our TurnstileOutcome. The siteverify URL is configurable so that
// tests use a local HTTP stand-in; no test reaches the internet.
import type { SiteConfig } from "@forecourt/domain";

export type TurnstileOutcome =
  | { kind: "passed" }
  /** Cloudflare says no (bad, expired or reused token): the shopper can solve it again. */
  | { kind: "failed"; codes: string[] }
  /** Cloudflare could not be asked (network, timeout, 5xx): the caller decides. */
  | { kind: "unavailable"; error: string };

export interface TurnstileVerifier {
  verify(input: { secret: string; token: string; ip?: string | null; idempotencyKey?: string | null }): Promise<TurnstileOutcome>;
}

export const CLOUDFLARE_SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
export const CLOUDFLARE_TURNSTILE_SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js";

/** What a lead form needs to show the widget (issue 14). */
export interface TurnstileWidgetConfig {
  siteKey: string;
  scriptUrl: string;
}

/**
 * The widget for a site's lead forms, or null when the site does not check them:
 * the same condition as the lead API's (spec 5: a captcha checks the form by
 * default, so a site key with captcha on means every form shows it).
 */
export function turnstileWidgetFor(site: Pick<SiteConfig, "features" | "integrations">, scriptUrl: string): TurnstileWidgetConfig | null {
  const siteKey = site.integrations.turnstileSiteKey;
  if (!site.features.captcha || !siteKey) return null;
  return { siteKey, scriptUrl };
}

interface SiteverifyResponse {
  success?: unknown;
  "error-codes"?: unknown;
}

export function turnstileVerifier(options: { verifyUrl?: string; timeoutMs?: number; fetch?: typeof fetch } = {}): TurnstileVerifier {
  const verifyUrl = options.verifyUrl ?? CLOUDFLARE_SITEVERIFY_URL;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const send = options.fetch ?? fetch;
  return {
    async verify({ secret, token, ip, idempotencyKey }) {
      // Cloudflare: the response token is at most 2048 characters; anything else is not worth a round trip.
      if (!token || token.length > 2048) return { kind: "failed", codes: ["invalid-input-response"] };
      const form = new URLSearchParams({ secret, response: token });
      if (ip) form.set("remoteip", ip);
      // Cloudflare's idempotency_key lets a retried verification of one token succeed again.
      if (idempotencyKey && /^[0-9a-f-]{36}$/i.test(idempotencyKey)) form.set("idempotency_key", idempotencyKey);
      let response: Response;
      try {
        response = await send(verifyUrl, { method: "POST", body: form, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        return { kind: "unavailable", error: (error as Error).message };
      }
      if (response.status >= 500) return { kind: "unavailable", error: `siteverify answered HTTP ${response.status}` };
      let body: SiteverifyResponse;
      try {
        body = (await response.json()) as SiteverifyResponse;
      } catch {
        return { kind: "unavailable", error: `siteverify answered HTTP ${response.status} without JSON` };
      }
      if (body.success === true) return { kind: "passed" };
      const codes = Array.isArray(body["error-codes"]) ? body["error-codes"].filter((code): code is string => typeof code === "string") : [];
      // A wrong secret is our configuration, not the shopper's doing.
      if (codes.includes("invalid-input-secret") || codes.includes("missing-input-secret") || codes.includes("internal-error")) return { kind: "unavailable", error: `siteverify: ${codes.join(", ")}` };
      return { kind: "failed", codes };
    },
  };
}
