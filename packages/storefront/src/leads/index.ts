// @forecourt/storefront/leads: the lead pipeline's server half (issue 5).
//   Route handlers: createLeadRoutes(template) -> { submit, token }, or, with a site
//   in hand, respondToLeadSubmission(request, site) / respondToLeadToken(site).
//   Core (framework-neutral): handleLeadSubmission, handleLeadTokenRequest.
//   Worker: runWorkerOnce / startLeadWorker (process: src/leads/worker-main.ts).
export { createLeadRoutes, type LeadRoutes } from "./routes";
export { respondToLeadSubmission, respondToLeadToken, toResponse, type LeadHttpOptions } from "./http";
export { handleLeadSubmission, handleLeadTokenRequest, leadApiMessages, TURNSTILE_TOKEN_HEADER, type LeadHandlerDeps, type LeadRequestInput, type LeadResponse, type LeadSubmissionInput } from "./handler";
export { createLeadRuntime, leadRuntime } from "./runtime";
export { issueLeadToken, verifyLeadToken, leadTokenMessages, LEAD_TOKEN_MAX_AGE_MS, LEAD_TOKEN_MIN_AGE_MS, type LeadTokenCheck } from "./tokens";
export { leadBodyHash, MAX_LEAD_BODY_BYTES } from "./request";
export { leadDeliveryBody, leadDeliveryJson, leadEmail } from "./delivery-payload";
export { defaultBackoff, retryDelayMs, runMaintenance, runWorkerOnce, startLeadWorker, type BackoffPolicy, type LeadWorkerDeps, type RunningWorker, type WorkerRound } from "./worker";
export { isWebhookSignatureValid, SIGNATURE_HEADER, webhookSignature } from "../integrations/webhook/webhook";
