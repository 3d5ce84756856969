// The finance pre-approval's API (issue 18; spec 2.1 /finance-pre-approval, spec 9),
// framework-neutral: the route handlers resolve the site from the host (never from
// the body) and hand it here.
//   POST /api/finance/pre-approval  a finance lead's fields (form, token, contact...) plus
//                                   `pre_approval` (domain's preApprovalSchema)
//                                   201 { lead_id, pre_approved, result } | 400 | 403 | 409 | 413 | 429 | 503
//                                   (signed out, `claim_token` too: see the claim below)
//   GET  /api/finance/pre-approval  the signed-in shopper's latest: 200 { pre_approval } | 401
//   POST /api/finance/pre-approval/claim  { lead_id, claim_token }: a pre-approval made signed
//                                   out, kept for the shopper who has since signed in
//                                   200 { pre_approved, result, pre_approval } | 400 | 401 | 403 | 404 | 409 | 413
// The soft application is checked first, then the lead goes through the lead pipeline
// (token, honeypot, Turnstile, rate limit, idempotency) and is stored before anything
// else; only then, for a signed-in shopper, the pre-approval itself.
import { createHmac, timingSafeEqual } from "node:crypto";
import { formMessages, isUuid, type PreApprovalResult, preApprovalLeadMessage, preApprovalResult, preApprovalSchema, preApprovedCarsUrl, type SiteConfig } from "@forecourt/domain";
import { createPreApproval, findLatestPreApproval, findLead, keepPreApprovalForShopper } from "@forecourt/db";
import { handleLeadSubmission, type LeadHandlerDeps, type LeadResponse, type LeadSubmissionInput, leadApiMessages } from "../leads/handler";
import { MAX_LEAD_BODY_BYTES } from "../leads/request";

const noStore = { "cache-control": "no-store" };
const answer = (status: number, body: Record<string, unknown>): LeadResponse => ({ status, body, headers: { ...noStore } });

export const preApprovalApiMessages = {
  signedOut: "Sign in to see your pre-approval.",
  signInToKeep: "Sign in to keep your pre-approval.",
  leadIdRequired: "Enter the lead_id of your pre-approval.",
  claimTokenRequired: "Enter the claim_token your pre-approval came with.",
  claimRefused: "This pre-approval can no longer be kept: it was made more than a day ago or in another browser. Please apply again.",
  claimNotFound: "We could not find that pre-approval.",
  claimTaken: "This pre-approval is already kept on another account.",
} as const;

// ---------- keeping a pre-approval made signed out ----------
// A shopper who applies signed out sees their result, then may sign in to keep it
// (the car pages then say 'Pre-Approved', spec 9). The 201 gives them a claim token:
// an HMAC over the site, the lead and the time, signed with the lead token's secret,
// so no state is kept and nobody without it can attach another shopper's lead to
// their account. It is good for a day; the result itself is read from the stored
// lead, never from the browser.

export const PRE_APPROVAL_CLAIM_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const CLAIM_VERSION = "v1";

function claimSignature(siteId: number, leadId: string, issuedAt: number, secret: string): string {
  return createHmac("sha256", secret).update(`forecourt-pre-approval-claim:${CLAIM_VERSION}:${siteId}:${leadId}:${issuedAt}`).digest("base64url");
}

/** `v1.{issued ms}.{signature}`, for this site's lead. */
export function issuePreApprovalClaim(siteId: number, leadId: string, now: Date, secret: string): string {
  return `${CLAIM_VERSION}.${now.getTime()}.${claimSignature(siteId, leadId, now.getTime(), secret)}`;
}

/** True when the token was issued by us, for this site's lead, within the last day. */
export function verifyPreApprovalClaim(token: string, siteId: number, leadId: string, now: Date, secret: string): boolean {
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== CLAIM_VERSION || !/^\d{1,15}$/.test(parts[1]!)) return false;
  const issuedAt = Number(parts[1]);
  const expected = Buffer.from(claimSignature(siteId, leadId, issuedAt, secret));
  const given = Buffer.from(parts[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const age = now.getTime() - issuedAt;
  return age >= -30_000 && age <= PRE_APPROVAL_CLAIM_MAX_AGE_MS;
}

type Issue = { code?: string; path: ReadonlyArray<PropertyKey>; message: string; keys?: string[] };

function fieldErrorsOf(issues: readonly Issue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const entries = issue.code === "unrecognized_keys" && issue.keys ? issue.keys.map((key) => [key, `Unknown field: ${key}`] as const) : [[String(issue.path[0] ?? "pre_approval"), issue.message] as const];
    for (const [field, message] of entries) if (!(errors[field] ??= []).includes(message)) errors[field]!.push(message);
  }
  return errors;
}

export interface PreApprovalInput extends Omit<LeadSubmissionInput, "annotation" | "shopperId"> {
  /** The signed-in shopper, asked once; null signed out. */
  shopperId: () => Promise<string | null>;
}

/** POST /api/finance/pre-approval. */
export async function handlePreApproval(input: PreApprovalInput, deps: LeadHandlerDeps): Promise<LeadResponse> {
  const log = deps.log ?? ((message: string) => console.warn(`[finance] ${message}`));
  if (Buffer.byteLength(input.request.bodyText, "utf8") > MAX_LEAD_BODY_BYTES) return answer(413, { error: leadApiMessages.tooLarge });
  let body: unknown;
  try {
    body = JSON.parse(input.request.bodyText);
  } catch {
    return answer(400, { error: leadApiMessages.invalidJson });
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return answer(400, { error: leadApiMessages.notAnObject });
  const { pre_approval: application, ...lead } = body as Record<string, unknown>;

  // The soft application, with the same schema and messages as the form.
  const parsed = preApprovalSchema.safeParse(application);
  if (!parsed.success) return answer(400, { error: formMessages.errorSummaryHeading, fieldErrors: fieldErrorsOf(parsed.error.issues as never) });
  const result = preApprovalResult(parsed.data, input.site.finance.calculatorRate);

  // The lead first, through the pipeline every form uses (finance category).
  let shopperId: string | null = null;
  try {
    shopperId = await input.shopperId();
  } catch (error) {
    log(`site ${input.site.slug}: could not read the shopper's session; the pre-approval is not kept: ${(error as Error).message}`);
  }
  const stored = await handleLeadSubmission(
    {
      ...input,
      request: { ...input.request, bodyText: JSON.stringify({ ...lead, form: "finance" }) },
      shopperId: async () => shopperId,
      annotation: { message: preApprovalLeadMessage(parsed.data, result), payload: { pre_approval: { application: parsed.data, result } } },
    },
    deps,
  );
  if (stored.status !== 201) return stored;
  const leadId = String(stored.body.lead_id);

  // Then, signed in, the 'Pre-Approved' state (spec 9); a failure here never costs the lead.
  let preApproved = false;
  if (shopperId && !result.declinedReason) {
    try {
      await createPreApproval(deps.db, input.site, { shopperId, borrowingPower: result.borrowingPower, deposit: parsed.data.deposit, data: { application: parsed.data, result }, leadId, createdAt: input.now });
      preApproved = true;
    } catch (error) {
      log(`site ${input.site.slug}: lead ${leadId} stored, but its pre-approval was not: ${(error as Error).message}`);
    }
  }
  // Not kept (signed out, or the row failed): the token to keep it after signing in.
  const claim = !preApproved && !result.declinedReason ? { claim_token: issuePreApprovalClaim(input.site.id, leadId, input.now, deps.tokenSecret) } : {};
  return answer(201, { lead_id: leadId, pre_approved: preApproved, result, ...claim });
}

export interface PreApprovalClaimInput {
  site: SiteConfig;
  bodyText: string;
  now: Date;
  /** The signed-in shopper; null signed out. */
  shopperId: () => Promise<string | null>;
}

/** The application and result a pre-approval lead was stored with (handlePreApproval's annotation). */
function storedPreApproval(payload: Record<string, unknown> | null | undefined): { application: Record<string, unknown>; result: PreApprovalResult } | null {
  const stored = payload?.pre_approval as { application?: unknown; result?: Partial<PreApprovalResult> } | undefined;
  const application = preApprovalSchema.safeParse(stored?.application);
  if (!application.success || typeof stored?.result?.borrowingPower !== "number") return null;
  return { application: application.data as unknown as Record<string, unknown>, result: stored.result as PreApprovalResult };
}

/** POST /api/finance/pre-approval/claim: keeps a pre-approval made signed out for the shopper now signed in. */
export async function handlePreApprovalClaim(input: PreApprovalClaimInput, deps: Pick<LeadHandlerDeps, "db" | "tokenSecret">): Promise<LeadResponse> {
  if (Buffer.byteLength(input.bodyText, "utf8") > MAX_LEAD_BODY_BYTES) return answer(413, { error: leadApiMessages.tooLarge });
  let body: unknown;
  try {
    body = JSON.parse(input.bodyText);
  } catch {
    return answer(400, { error: leadApiMessages.invalidJson });
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return answer(400, { error: leadApiMessages.notAnObject });
  const { lead_id: leadId, claim_token: token } = body as Record<string, unknown>;
  const fieldErrors: Record<string, string[]> = {};
  if (typeof leadId !== "string" || !isUuid(leadId)) fieldErrors.lead_id = [preApprovalApiMessages.leadIdRequired];
  if (typeof token !== "string" || token.length === 0 || token.length > 200) fieldErrors.claim_token = [preApprovalApiMessages.claimTokenRequired];
  if (Object.keys(fieldErrors).length > 0) return answer(400, { error: formMessages.errorSummaryHeading, fieldErrors });

  const shopperId = await input.shopperId();
  if (!shopperId) return answer(401, { error: preApprovalApiMessages.signInToKeep });
  if (!verifyPreApprovalClaim(token as string, input.site.id, leadId as string, input.now, deps.tokenSecret)) return answer(403, { error: preApprovalApiMessages.claimRefused });

  // The result as stored with this site's lead; another site's lead is never found.
  const lead = await findLead(deps.db, input.site, leadId as string);
  const stored = storedPreApproval(lead?.payload);
  if (!lead || !stored || stored.result.declinedReason) return answer(404, { error: preApprovalApiMessages.claimNotFound });
  const deposit = Number(stored.application.deposit) || 0;
  const kept = await keepPreApprovalForShopper(deps.db, input.site, {
    shopperId,
    leadId: lead.id,
    borrowingPower: stored.result.borrowingPower,
    deposit,
    data: stored,
    createdAt: input.now,
  });
  if (kept.kind === "other-shopper") return answer(409, { error: preApprovalApiMessages.claimTaken });
  return answer(200, {
    pre_approved: true,
    result: stored.result,
    pre_approval: { id: kept.id, borrowing_power: stored.result.borrowingPower, deposit, cars_url: preApprovedCarsUrl(stored.result.borrowingPower, deposit) },
  });
}

/** GET /api/finance/pre-approval: the signed-in shopper's latest pre-approval on this site. */
export async function handlePreApprovalStatus(input: { site: SiteConfig; shopperId: string | null }, deps: Pick<LeadHandlerDeps, "db">): Promise<LeadResponse> {
  if (!input.shopperId) return answer(401, { error: preApprovalApiMessages.signedOut });
  const latest = await findLatestPreApproval(deps.db, input.site, input.shopperId);
  if (!latest) return answer(200, { pre_approval: null });
  return answer(200, {
    pre_approval: { id: latest.id, borrowing_power: latest.borrowingPower, deposit: latest.deposit, created_at: latest.createdAt.toISOString(), cars_url: preApprovedCarsUrl(latest.borrowingPower, latest.deposit) },
  });
}
