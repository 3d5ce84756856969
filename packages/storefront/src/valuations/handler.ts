// The instant valuation's API (issue 18), framework-neutral: the route handlers
// resolve the site from the host (never from the body) and hand it here.
//   POST /api/valuations/lookup   { rego, state }   200 { vehicle } | 404 | 400 | 429
//   POST /api/valuations          { rego, state } | { vehicle }, odometer, answers
//                                 201 { valuation_id, vehicle, offer, reason } | 400 | 404 | 429
//   POST /api/miscellaneous       { ...valuation result, column_name: "valuation" } (spec 7;
//                                 sites with features.saveValuation, a signed-in shopper)
// Lookups and valuations share one limit per client address and site.
import {
  type Comparable,
  type RegisteredVehicle,
  regoLookupSchema,
  regoStatePlace,
  regoStatesByRegion,
  type SiteConfig,
  valuationMessages,
  valuationModel,
  valuationRequestSchema,
  valueTradeIn,
} from "@forecourt/domain";
import { createValuation, type Db, findValuation, listValuationComparables, saveValuationForShopper } from "@forecourt/db";
import { z } from "zod";
import { checkRateLimitOrAllow, type RateLimitStore } from "../integrations/rate-limit";
import type { VehicleRegistry } from "../integrations/registry/registry";

export const MAX_VALUATION_BODY_BYTES = 4 * 1024;
const WINDOW_MS = 10 * 60_000;

export interface ValuationDeps {
  db: Db;
  rateLimitStore: RateLimitStore;
  registry: VehicleRegistry;
  /** Lookups and valuations per client address and site in 10 minutes. */
  perClient: number;
  log?: (message: string) => void;
}

export interface ValuationInput {
  site: SiteConfig;
  bodyText: string;
  /** null skips the limit rather than pooling every client together. */
  ip: string | null;
  now: Date;
}

export interface ValuationResponse {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

export const valuationApiMessages = {
  tooLarge: "This request is too large.",
  invalidJson: "The request could not be read. Please reload the page and try again.",
  invalid: "Please fix the following errors:",
  unavailable: "We could not value the car just now. Please try again in a minute.",
  notSaved: "Saving valuations is not available on this site.",
  signedOut: "Sign in to save your valuation.",
  columnName: 'column_name must be "valuation"',
  valuationNotFound: "This valuation has expired. Start the valuation again.",
} as const;

const noStore = { "cache-control": "no-store" };
const answer = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): ValuationResponse => ({ status, body, headers: { ...noStore, ...headers } });

type Issue = { code?: string; path: ReadonlyArray<PropertyKey>; message: string; keys?: string[] };

function fieldErrorsOf(issues: readonly Issue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const entries = issue.code === "unrecognized_keys" && issue.keys ? issue.keys.map((key) => [key, `Unknown field: ${key}`] as const) : [[issue.path.map(String).join(".") || "body", issue.message] as const];
    for (const [field, message] of entries) if (!(errors[field] ??= []).includes(message)) errors[field]!.push(message);
  }
  return errors;
}

const invalid = (issues: readonly Issue[]) => answer(400, { error: valuationApiMessages.invalid, fieldErrors: fieldErrorsOf(issues) });

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

async function limited(input: ValuationInput, deps: ValuationDeps): Promise<ValuationResponse | null> {
  if (!input.ip) return null;
  const decision = await checkRateLimitOrAllow(deps.rateLimitStore, `valuation:${input.site.id}:${input.ip}`, { limit: deps.perClient, windowMs: WINDOW_MS }, input.now);
  if (decision.allowed) return null;
  return answer(429, { error: valuationMessages.rateLimited(Math.ceil(decision.retryAfterSeconds / 60)) }, { "retry-after": String(decision.retryAfterSeconds) });
}

async function readBody(input: ValuationInput): Promise<{ ok: true; value: unknown } | { ok: false; response: ValuationResponse }> {
  if (Buffer.byteLength(input.bodyText, "utf8") > MAX_VALUATION_BODY_BYTES) return { ok: false, response: answer(413, { error: valuationApiMessages.tooLarge }) };
  const parsed = parseJson(input.bodyText);
  if (!parsed.ok || typeof parsed.value !== "object" || parsed.value === null || Array.isArray(parsed.value)) return { ok: false, response: answer(400, { error: valuationApiMessages.invalidJson }) };
  return parsed;
}

/** POST /api/valuations/lookup: the vehicle a plate is registered to in a state of the site's region. */
export async function handleRegoLookup(input: ValuationInput, deps: ValuationDeps): Promise<ValuationResponse> {
  const body = await readBody(input);
  if (!body.ok) return body.response;
  const refused = await limited(input, deps);
  if (refused) return refused;
  const parsed = regoLookupSchema(input.site.region).safeParse(body.value);
  if (!parsed.success) return invalid(parsed.error.issues as never);
  const vehicle = await deps.registry.lookup({ ...parsed.data, region: input.site.region });
  if (!vehicle) return answer(404, { error: valuationMessages.notFound });
  return answer(200, { vehicle });
}

const regionPlaces = { AU: "Australia", NZ: "New Zealand", US: "the US" } as const;

/**
 * Comparables in the car's state first (the registration state, or the site's own
 * for a vehicle entered by hand); across the region when the state has too few.
 */
async function comparablesFor(db: Db, site: SiteConfig, vehicle: { make: string; model: string; year: number }, state: string | null, now: Date): Promise<{ comparables: Comparable[]; place: string }> {
  const region = site.region;
  const states = regoStatesByRegion[region] as readonly string[];
  const home = state ?? site.address.state.toUpperCase();
  const query = { ...vehicle, now, soldWithinDays: valuationModel.soldWithinDays, yearWindow: valuationModel.yearWindow };
  if (states.includes(home)) {
    const local = await listValuationComparables(db, { ...query, states: [home] });
    if (local.length >= valuationModel.minComparables) return { comparables: local, place: regoStatePlace(home, region) };
  }
  return { comparables: await listValuationComparables(db, { ...query, states }), place: regionPlaces[region] };
}

/** POST /api/valuations: the instant valuation of a plate or a vehicle entered by hand. */
export async function handleValuation(input: ValuationInput, deps: ValuationDeps): Promise<ValuationResponse> {
  const body = await readBody(input);
  if (!body.ok) return body.response;
  const refused = await limited(input, deps);
  if (refused) return refused;
  const parsed = valuationRequestSchema(input.site.region, input.now).safeParse(body.value);
  if (!parsed.success) return invalid(parsed.error.issues as never);
  const request = parsed.data;

  let vehicle: RegisteredVehicle | { make: string; model: string; year: number; variant: string | null };
  if (request.vehicle) vehicle = { ...request.vehicle, variant: request.vehicle.variant || null };
  else {
    const found = await deps.registry.lookup({ rego: request.rego!, state: request.state!, region: input.site.region });
    if (!found) return answer(404, { error: valuationMessages.notFound });
    vehicle = found;
  }
  const { comparables, place } = await comparablesFor(deps.db, input.site, vehicle, request.state ?? null, input.now);
  const result = valueTradeIn({ vehicle, odometer: request.odometer, answers: request.answers, comparables, rule: input.site.valuation, place, now: input.now });
  const valuationId = await createValuation(deps.db, input.site, {
    rego: request.rego ?? null,
    state: request.state ?? null,
    vehicle,
    odometer: request.odometer,
    answers: request.answers,
    offer: result.offer,
    reason: result.reason,
    createdAt: input.now,
  });
  return answer(201, { valuation_id: valuationId, vehicle, offer: result.offer, reason: result.reason, adjustments: result.adjustments });
}

/** spec 7 'Save valuation': the valuation result plus column_name "valuation"; the server keeps its own copy of the result. */
const saveValuationSchema = z.looseObject({
  column_name: z.literal("valuation", { error: valuationApiMessages.columnName }),
  valuation_id: z.uuid({ error: valuationApiMessages.valuationNotFound }),
});

/** POST /api/miscellaneous: saves a valuation of this site to the signed-in shopper. */
export async function handleSaveValuation(input: ValuationInput & { shopperId: () => Promise<string | null> }, deps: Pick<ValuationDeps, "db">): Promise<ValuationResponse> {
  if (!input.site.features.saveValuation) return answer(404, { error: valuationApiMessages.notSaved });
  const body = await readBody(input);
  if (!body.ok) return body.response;
  const parsed = saveValuationSchema.safeParse(body.value);
  if (!parsed.success) return invalid(parsed.error.issues as never);
  const shopperId = await input.shopperId();
  if (!shopperId) return answer(401, { error: valuationApiMessages.signedOut });
  if (!(await findValuation(deps.db, input.site, parsed.data.valuation_id))) return answer(404, { error: valuationApiMessages.valuationNotFound });
  if (!(await saveValuationForShopper(deps.db, input.site, parsed.data.valuation_id, shopperId, input.now))) return answer(404, { error: valuationApiMessages.valuationNotFound });
  return answer(200, { success: true, valuation_id: parsed.data.valuation_id });
}
