// The finance pre-approval's API (issue 18; spec 2.1 /finance-pre-approval, spec 9),
// framework-neutral: the route handlers resolve the site from the host (never from
// the body) and hand it here.
//   POST /api/finance/pre-approval  a finance lead's fields (form, token, contact...) plus
//                                   `pre_approval` (domain's preApprovalSchema)
//                                   201 { lead_id, pre_approved, result } | 400 | 403 | 409 | 413 | 429 | 503
//   GET  /api/finance/pre-approval  the signed-in shopper's latest: 200 { pre_approval } | 401
// The soft application is checked first, then the lead goes through the lead pipeline
// (token, honeypot, Turnstile, rate limit, idempotency) and is stored before anything
// else; only then, for a signed-in shopper, the pre-approval itself.
import { formMessages, preApprovalLeadMessage, preApprovalResult, preApprovalSchema, preApprovedCarsUrl, type SiteConfig } from "@forecourt/domain";
import { createPreApproval, findLatestPreApproval } from "@forecourt/db";
import { handleLeadSubmission, type LeadHandlerDeps, type LeadResponse, type LeadSubmissionInput, leadApiMessages } from "../leads/handler";
import { MAX_LEAD_BODY_BYTES } from "../leads/request";

const noStore = { "cache-control": "no-store" };
const answer = (status: number, body: Record<string, unknown>): LeadResponse => ({ status, body, headers: { ...noStore } });

export const preApprovalApiMessages = {
  signedOut: "Sign in to see your pre-approval.",
} as const;

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
  return answer(201, { lead_id: leadId, pre_approved: preApproved, result });
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
