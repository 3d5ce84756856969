// The browser side of the lead pipeline (issue 5 'Submitting'): a signed token
// fetched once and reused while valid, the request held until 3 seconds after the
// token was issued (so a fast shopper or a prefilled form is never refused), one
// Idempotency-Key per set of values (a double click or a retry makes one lead),
// and the server's answer turned into what the form shows.
import type { LeadAttributes } from "@forecourt/domain";

export const TOKEN_MIN_AGE_MS = 3_000;
/** The lead API reads Cloudflare Turnstile's token from this header (the JSON body is strict). */
export const TURNSTILE_TOKEN_HEADER = "x-turnstile-token";
export const UNEXPECTED_ERROR = "An unexpected error occurred";

export interface LeadToken {
  value: string;
  /** When this browser received it (ms); the server counts from its own issue time. */
  receivedAt: number;
}

export type SubmitResult = { ok: true; leadId: string; body?: Record<string, unknown> } | { ok: false; error?: string; fieldErrors?: Record<string, string[]> };

export interface LeadTransport {
  fetch: typeof fetch;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const browserTransport: LeadTransport = {
  fetch: (...args) => fetch(...args),
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export async function fetchLeadToken(transport: LeadTransport): Promise<LeadToken> {
  const response = await transport.fetch("/api/leads/token", { headers: { accept: "application/json" }, cache: "no-store" });
  if (!response.ok) throw new Error(`token request failed with ${response.status}`);
  const body = (await response.json()) as { token?: unknown };
  if (typeof body.token !== "string") throw new Error("token response had no token");
  return { value: body.token, receivedAt: transport.now() };
}

/** Waits out the rest of the 3 seconds since the token arrived (plus a margin for clock skew). */
export async function holdUntilTokenIsOldEnough(token: LeadToken, transport: LeadTransport): Promise<void> {
  const remaining = TOKEN_MIN_AGE_MS + 250 - (transport.now() - token.receivedAt);
  if (remaining > 0) await transport.sleep(remaining);
}

export interface LeadPost {
  form: string;
  values: Record<string, unknown>;
  website: string;
  idempotencyKey: string;
  token: LeadToken;
  /** Cloudflare Turnstile's token, on sites with a site key (issue 14). */
  turnstileToken?: string | null;
  source?: string;
  leadAttributes?: LeadAttributes;
  /** Another endpoint built on the lead pipeline (issue 18: /api/finance/pre-approval); /api/leads by default. */
  path?: string;
}

/** Posts one lead and maps every answer of POST /api/leads onto the form's result. */
export async function postLead(post: LeadPost, transport: LeadTransport): Promise<SubmitResult> {
  await holdUntilTokenIsOldEnough(post.token, transport);
  let response: Response;
  try {
    response = await transport.fetch(post.path ?? "/api/leads", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "idempotency-key": post.idempotencyKey,
        ...(post.turnstileToken ? { [TURNSTILE_TOKEN_HEADER]: post.turnstileToken } : {}),
      },
      body: JSON.stringify({
        ...post.values,
        form: post.form,
        token: post.token.value,
        website: post.website,
        ...(post.source ? { source: post.source } : {}),
        ...(post.leadAttributes ? { lead_attributes: post.leadAttributes } : {}),
      }),
    });
  } catch {
    // The network dropped: nothing is lost, the same key makes the retry one lead.
    return { ok: false, error: UNEXPECTED_ERROR };
  }
  const body = (await response.json().catch(() => null)) as { lead_id?: unknown; error?: unknown; fieldErrors?: unknown } | null;
  if ((response.status === 201 || response.status === 200) && typeof body?.lead_id === "string") return { ok: true, leadId: body.lead_id, body: body as Record<string, unknown> };
  const error = typeof body?.error === "string" && body.error ? body.error : UNEXPECTED_ERROR;
  const fieldErrors = body?.fieldErrors && typeof body.fieldErrors === "object" ? (body.fieldErrors as Record<string, string[]>) : undefined;
  return { ok: false, error, ...(fieldErrors ? { fieldErrors } : {}) };
}
