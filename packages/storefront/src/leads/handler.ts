// POST /api/leads and GET /api/leads/token, framework-neutral (issue 5 'Lead API').
// The route handlers resolve the site from the host (never from the body) and hand
// it here with the request; this answers { status, body, headers }. Order matters:
// cheap refusals first (size, rate, JSON, fields, token), the Idempotency-Key before
// Turnstile (its tokens are single-use, so a retry must not be verified again), and
// the lead is stored before anything that may fail afterwards (analytics, delivery).
import {
  formMessages,
  isLeadHoneypotFilled,
  type LeadAttributes as LeadAttributesInput,
  leadEventId,
  leadFormCategory,
  leadForms,
  type LeadFormId,
  type LeadFormOptions,
  leadKindOf,
  leadManufacturerSlug,
  leadRequestSchema,
  leadVehicleAnalytics,
  type Location,
  normalizeLeadCategory,
  type SiteConfig,
} from "@forecourt/domain";
import { createLead, type Db, findIdempotentLead, findSiteLeadSettings, findValuation, type LeadAttributes, type LeadCarSnapshot, type NewLead, recordEvent, type SiteLeadSettings } from "@forecourt/db";
import { leadFormOptionsFor } from "../forms/lead-options";
import { checkRateLimitOrAllow, type RateLimitStore } from "../integrations/rate-limit";
import type { TurnstileVerifier } from "../integrations/turnstile/turnstile";
import { headerValue, type HeaderSource } from "../http/forwarded";
import { leadBodyHash, MAX_LEAD_BODY_BYTES, parseIdempotencyKey } from "./request";
import { issueLeadToken, leadTokenMessages, verifyLeadToken } from "./tokens";

export interface LeadResponse {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

export interface LeadHandlerDeps {
  db: Db;
  rateLimitStore: RateLimitStore;
  turnstile: TurnstileVerifier;
  tokenSecret: string;
  /** Per IP and site; a site's site_lead_settings row wins. */
  rateLimit: { max: number; windowSeconds: number };
  /** Turnstile secret for sites with a site key and none of their own. */
  turnstileSecretKey?: string | null;
  log?: (message: string) => void;
}

export interface LeadRequestInput {
  headers: HeaderSource;
  bodyText: string;
  /** The client's address (see clientIp); null skips the rate limit rather than pooling everyone. */
  ip: string | null;
  /** The API URL as requested (its host is the site's). */
  url: string;
}

export interface LeadSubmissionInput {
  /** The site the host resolved. */
  site: SiteConfig;
  /** The site's locations (listLocationsForSite); a location_id outside them is refused. */
  locations: readonly Location[];
  /** The car of this site with that id, or null (findLeadCar scopes it to the site's dealerships). */
  findCar: (carId: number) => Promise<LeadCarSnapshot | null>;
  request: LeadRequestInput;
  now: Date;
  /**
   * The signed-in shopper sending it, if any (issue 16: the account page lists the
   * enquiries sent while signed in). Asked only for a lead about to be stored; a
   * failure is logged and the lead is stored without it: it never costs the lead.
   */
  shopperId?: () => Promise<string | null>;
  /**
   * What a journey built on the pipeline adds to its lead after the form's own fields
   * are checked (issue 18: the pre-approval's summary and figures on its finance lead).
   */
  annotation?: { message: string; payload: Record<string, unknown> };
}

/** The header the form puts Cloudflare Turnstile's response token in (the JSON body is strict). */
export const TURNSTILE_TOKEN_HEADER = "x-turnstile-token";

export const leadApiMessages = {
  tooLarge: "This enquiry is too large to send. Please shorten your message and try again.",
  invalidJson: "The enquiry could not be read. Please reload the page and try again.",
  notAnObject: "The enquiry could not be read. Please reload the page and try again.",
  badIdempotencyKey: "The Idempotency-Key header must be 1 to 255 visible characters.",
  rateLimited: (minutes: number) => `You have sent a lot of enquiries. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  idempotencyConflict: "This enquiry was already sent with different details. Please reload the page and try again.",
  turnstileFailed: "Please complete the security check and try again.",
  carNotOnSite: "This vehicle is not available on this site. Please reload the page and try again.",
  valuationNotOnSite: "This valuation has expired. Start the valuation again.",
  unavailable: "We could not send your enquiry just now. Please try again in a minute.",
} as const;

const noStore = { "cache-control": "no-store" };

function answer(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): LeadResponse {
  return { status, body, headers: { ...noStore, ...headers } };
}

/** GET /api/leads/token: a token for this site, reusable for retries while valid (2 hours). */
export function handleLeadTokenRequest(input: { site: Pick<SiteConfig, "id">; now: Date }, deps: Pick<LeadHandlerDeps, "tokenSecret">): LeadResponse {
  return answer(200, { token: issueLeadToken(input.site.id, input.now, deps.tokenSecret) });
}

/**
 * Request schemas by their options: building one (eleven forms, compiled by zod on
 * first use) costs several milliseconds, far more than the rest of a submission.
 */
const requestSchemas = new Map<string, ReturnType<typeof leadRequestSchema>>();

function requestSchemaFor(options: LeadFormOptions): ReturnType<typeof leadRequestSchema> {
  const key = JSON.stringify(options);
  let schema = requestSchemas.get(key);
  if (!schema) {
    schema = leadRequestSchema(options);
    // A site's options change when its config or locations do; old entries go first.
    if (requestSchemas.size >= 200) requestSchemas.delete(requestSchemas.keys().next().value!);
    requestSchemas.set(key, schema);
  }
  return schema;
}

type FieldErrors = Record<string, string[]>;

function fieldErrorsOf(issues: ReadonlyArray<{ code?: string; path: ReadonlyArray<PropertyKey>; message: string; keys?: string[] }>): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys" && issue.keys) {
      for (const key of issue.keys) add(key, `Unknown field: ${key}`);
    } else {
      add(String(issue.path[0] ?? "form"), issue.message);
    }
  }
  return errors;
}

function invalid(fieldErrors: FieldErrors): LeadResponse {
  // spec 8 'Form validation': 'Please fix the following errors:' with a list.
  return answer(400, { error: formMessages.errorSummaryHeading, fieldErrors });
}

/**
 * PostgreSQL text and jsonb cannot hold NUL characters or unpaired surrogates; a
 * body carrying them must be a 400 or a stored lead, never a failed insert (a 503
 * for bad input). NULs are dropped and lone surrogates become U+FFFD, keys included.
 */
function storableJson(value: unknown): unknown {
  if (typeof value === "string") return value.replaceAll("\u0000", "").replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
  if (Array.isArray(value)) return value.map(storableJson);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, entry]) => [storableJson(key) as string, storableJson(entry)]));
  return value;
}

function text(value: unknown, max: number): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, max) : null;
}

function leadAttributesOf(input: LeadAttributesInput | undefined): LeadAttributes {
  return { visited_pages: input?.visited_pages ?? [], linked_query_params: input?.linked_query_params ?? {} };
}

/**
 * The page the form was on: the Referer, when it is a page of this same site (spec 3
 * 'Lead' url). Compared with the Host header, which names the site: behind the
 * proxy's rewrite the request URL's host is the app's own.
 */
function pageUrl(headers: HeaderSource, apiUrl: string): string | null {
  const referer = headerValue(headers, "referer");
  if (!referer) return null;
  try {
    const page = new URL(referer);
    const siteHost = headerValue(headers, "host") ?? new URL(apiUrl).host;
    return page.host === siteHost ? page.toString().slice(0, 2000) : null;
  } catch {
    return null;
  }
}

export async function handleLeadSubmission(input: LeadSubmissionInput, deps: LeadHandlerDeps): Promise<LeadResponse> {
  const { site, request, now } = input;
  const log = deps.log ?? ((message: string) => console.warn(`[leads] ${message}`));

  // 1. Size, before anything is parsed.
  if (Buffer.byteLength(request.bodyText, "utf8") > MAX_LEAD_BODY_BYTES) return answer(413, { error: leadApiMessages.tooLarge });

  let settings: SiteLeadSettings | null;
  try {
    settings = await findSiteLeadSettings(deps.db, site);
  } catch (error) {
    log(`site ${site.slug}: could not read lead settings: ${(error as Error).message}`);
    return answer(503, { error: leadApiMessages.unavailable }, { "retry-after": "30" });
  }

  // 2. Rate limit per IP and site, in the store every instance shares.
  if (request.ip) {
    const rule = { limit: settings?.rateLimitMax ?? deps.rateLimit.max, windowMs: (settings?.rateLimitWindowSeconds ?? deps.rateLimit.windowSeconds) * 1000 };
    const decision = await checkRateLimitOrAllow(deps.rateLimitStore, `lead:${site.id}:${request.ip}`, rule, now);
    if (!decision.allowed) {
      return answer(429, { error: leadApiMessages.rateLimited(Math.ceil(decision.retryAfterSeconds / 60)) }, { "retry-after": String(decision.retryAfterSeconds) });
    }
  }

  // 3. JSON.
  let body: unknown;
  try {
    body = storableJson(JSON.parse(request.bodyText));
  } catch {
    return answer(400, { error: leadApiMessages.invalidJson });
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return answer(400, { error: leadApiMessages.notAnObject });
  const raw = body as Record<string, unknown>;

  // 4. Fields, with the schema the form itself uses. A filled honeypot fails the
  //    schema by design; it is checked without it so the lead can be kept as spam.
  const honeypot = isLeadHoneypotFilled(raw);
  const parsed = requestSchemaFor(leadFormOptionsFor(site, input.locations)).safeParse(honeypot ? { ...raw, website: "" } : raw);
  if (!parsed.success && !honeypot) return invalid(fieldErrorsOf(parsed.error.issues as never));

  // 5. Token: forged, another site's, expired or too young.
  const tokenCheck = verifyLeadToken(parsed.success ? parsed.data.token : raw.token, site.id, now, deps.tokenSecret);
  if (!tokenCheck.ok) return answer(403, { error: leadTokenMessages[tokenCheck.reason] });

  // 6. Idempotency-Key: a retry of a stored lead is answered before any costly check.
  const keyHeader = parseIdempotencyKey(headerValue(request.headers, "idempotency-key"));
  if (keyHeader.kind === "invalid") return answer(400, { error: leadApiMessages.badIdempotencyKey });
  const idempotencyKey = keyHeader.kind === "key" ? keyHeader.key : null;
  const bodyHash = leadBodyHash(raw);
  if (idempotencyKey) {
    try {
      const existing = await findIdempotentLead(deps.db, site, idempotencyKey);
      if (existing) return existing.bodyHash === bodyHash ? answer(200, { lead_id: existing.leadId }) : answer(409, { error: leadApiMessages.idempotencyConflict });
    } catch (error) {
      log(`site ${site.slug}: idempotency lookup failed: ${(error as Error).message}`);
      return answer(503, { error: leadApiMessages.unavailable }, { "retry-after": "30" });
    }
  }

  const userAgent = text(headerValue(request.headers, "user-agent"), 512);
  const url = pageUrl(request.headers, request.url);

  // 7. Honeypot: kept (a false positive is not lost), never delivered, answered like a success.
  if (honeypot) {
    const values = parsed.success ? (parsed.data as Record<string, unknown>) : raw;
    const form = (leadForms as readonly string[]).includes(String(values.form)) ? (values.form as LeadFormId) : "general";
    const { token: _token, ...payload } = raw;
    const spam: NewLead = {
      form,
      category: leadFormCategory(form, text(values.category, 120)),
      name: text(values.name, 100),
      lastName: text(values.last_name, 100),
      email: text(values.email, 254),
      phone: text(values.phone, 25),
      message: text(values.message, 2000),
      url,
      source: text(values.source, 120) ?? "website",
      userAgent,
      spam: true,
      checks: { token: "valid", honeypot: "filled", fields: parsed.success ? "valid" : "invalid", turnstile: "skipped" },
      payload,
      createdAt: now,
    };
    return store(spam, null, { idempotencyKey, bodyHash }, input, deps, log);
  }
  if (!parsed.success) return invalid(fieldErrorsOf(parsed.error.issues as never));
  const values = parsed.data as Record<string, unknown> & { form: LeadFormId; token: string; source?: string; lead_attributes?: LeadAttributesInput };

  // 8. The car is this site's, and its make, model, stock number, type and status come from its row.
  let car: LeadCarSnapshot | null = null;
  if (typeof values.car_id === "number") {
    try {
      car = await input.findCar(values.car_id);
    } catch (error) {
      log(`site ${site.slug}: car lookup failed: ${(error as Error).message}`);
      return answer(503, { error: leadApiMessages.unavailable }, { "retry-after": "30" });
    }
    if (!car) return invalid({ car_id: [leadApiMessages.carNotOnSite] });
  }

  // 8b. Issue 18: the valuation an offer lead answers is this site's; its rego and vehicle come from it.
  let valuation: Awaited<ReturnType<typeof findValuation>> = null;
  if (typeof values.valuation_id === "string") {
    try {
      valuation = await findValuation(deps.db, site, values.valuation_id);
    } catch (error) {
      log(`site ${site.slug}: valuation lookup failed: ${(error as Error).message}`);
      return answer(503, { error: leadApiMessages.unavailable }, { "retry-after": "30" });
    }
    if (!valuation) return invalid({ valuation_id: [leadApiMessages.valuationNotOnSite] });
  }

  // 9. Turnstile, when the site has keys (spec 5: a captcha checks the form by default).
  const turnstile = await checkTurnstile(input, deps, settings, idempotencyKey, log);
  if (turnstile === "failed") return answer(403, { error: leadApiMessages.turnstileFailed });

  // 10. The lead. spec 4: a Careers Enquiry is sent as General Enquiry / Career Enquiry.
  const chosen = leadFormCategory(values.form, text(values.category, 120));
  const { category, subcategory } = normalizeLeadCategory({ category: chosen, subcategory: text(values.subcategory, 120) });
  const singleDealership = site.dealerships.length === 1 ? site.dealerships[0]!.slug : null;
  const dealershipSlug = text(values.dealership_slug, 63) ?? car?.dealershipSlug ?? singleDealership;
  const { token: _token, website: _website, ...payload } = values;
  const lead: NewLead = {
    form: values.form,
    category: category ?? chosen,
    subcategory: subcategory ?? null,
    name: text(values.name, 100),
    lastName: text(values.last_name, 100),
    email: text(values.email, 254),
    phone: text(values.phone, 25),
    postcode: text(values.postcode, 10),
    message: input.annotation ? [input.annotation.message, text(values.message, 2000)].filter(Boolean).join("\n\n") : text(values.message, 2000),
    rego: valuation?.rego ?? text(values.rego, 10),
    preferredContact: text(values.preferred_contact, 10),
    dealershipSlug,
    // spec 3 'Lead': from the car row and the site config, never from the body.
    manufacturerSlug: leadManufacturerSlug({ carMake: car?.make, dealershipSlug }, site),
    locationId: typeof values.location_id === "number" ? values.location_id : null,
    car,
    url,
    source: text(values.source, 120) ?? "website",
    userAgent,
    leadAttributes: leadAttributesOf(values.lead_attributes),
    optIn: values.opt_in !== false,
    spam: false,
    checks: { token: "valid", honeypot: "empty", fields: "valid", turnstile },
    payload: { ...(valuation ? { ...payload, vehicle: valuation.vehicle, odometer: valuation.odometer, answers: valuation.answers, offer: valuation.offer } : payload), ...input.annotation?.payload },
    // spec 3 'Lead', 7 'Valuation steps': the journey's outcome.
    valuationId: valuation?.id ?? null,
    formCompleted: valuation ? true : null,
    offerAccepted: valuation ? values.offer_accepted === true : null,
    createdAt: now,
  };
  // spec 7: the same rule as the browser's dataLayer push (issue 14).
  const eventId = leadEventId({ kind: leadKindOf({ form: values.form, category: chosen }), carType: car?.carType ?? null, tag: car?.tag ?? null });
  return store(lead, eventId, { idempotencyKey, bodyHash }, input, deps, log);
}

async function store(
  lead: NewLead,
  eventId: number | null,
  key: { idempotencyKey: string | null; bodyHash: string },
  input: LeadSubmissionInput,
  deps: LeadHandlerDeps,
  log: (message: string) => void,
): Promise<LeadResponse> {
  const { site, now } = input;
  if (input.shopperId && !lead.spam) {
    try {
      lead.shopperId = await input.shopperId();
    } catch (error) {
      log(`site ${site.slug}: could not read the shopper's session; the lead is stored without it: ${(error as Error).message}`);
    }
  }
  let result;
  try {
    result = await createLead(deps.db, site, lead, key);
  } catch (error) {
    log(`site ${site.slug}: a lead could not be stored: ${(error as Error).message}`);
    return answer(503, { error: leadApiMessages.unavailable }, { "retry-after": "30" });
  }
  if (result.status === "conflict") return answer(409, { error: leadApiMessages.idempotencyConflict });
  if (result.status === "replay") return answer(200, { lead_id: result.leadId });
  // Analytics after the lead is safe: a failure here is logged, never the shopper's problem.
  if (eventId !== null) {
    try {
      await recordEvent(deps.db, site, {
        eventId,
        name: "lead_submitted",
        payload: {
          lead_id: result.leadId,
          form: lead.form,
          category: lead.category,
          subcategory: lead.subcategory ?? null,
          car_id: lead.car?.id ?? null,
          car_type: lead.car?.carType ?? null,
          // spec 7 'Valuation steps': offer accepted with lead_id, form_completed and offer_accepted.
          ...(lead.valuationId ? { valuation_id: lead.valuationId, form_completed: lead.formCompleted, offer_accepted: lead.offerAccepted } : {}),
          // spec 7: vehicle make, model, grade and vin for used cars only.
          vehicle: leadVehicleAnalytics(lead.car ? { car_type: lead.car.carType, make: lead.car.make, model: lead.car.model, badge: lead.car.badge, vin: lead.car.vin } : null),
        },
        at: now,
      });
    } catch (error) {
      log(`site ${site.slug}: lead ${result.leadId} stored, but its analytics event was not: ${(error as Error).message}`);
    }
  }
  return answer(201, { lead_id: result.leadId });
}

type TurnstileCheck = "passed" | "not-configured" | "no-secret" | "unavailable" | "failed";

async function checkTurnstile(input: LeadSubmissionInput, deps: LeadHandlerDeps, settings: SiteLeadSettings | null, idempotencyKey: string | null, log: (message: string) => void): Promise<TurnstileCheck> {
  const { site, request } = input;
  if (!site.features.captcha || !site.integrations.turnstileSiteKey) return "not-configured";
  const secret = settings?.turnstileSecretKey ?? deps.turnstileSecretKey ?? null;
  if (!secret) {
    log(`site ${site.slug} has a Turnstile site key but no secret (site_lead_settings or FORECOURT_TURNSTILE_SECRET_KEY); Turnstile is not checked`);
    return "no-secret";
  }
  const token = headerValue(request.headers, TURNSTILE_TOKEN_HEADER);
  if (!token) return "failed";
  const outcome = await deps.turnstile.verify({ secret, token, ip: request.ip, idempotencyKey });
  if (outcome.kind === "unavailable") {
    // Cloudflare down or misconfigured: the token and honeypot still apply; the lead is worth more.
    log(`site ${site.slug}: Turnstile could not be checked (${outcome.error}); the lead is accepted`);
    return "unavailable";
  }
  return outcome.kind;
}
