// The SMS adapter chosen by configuration (issue 16): Twilio with
// FORECOURT_SMS_PROVIDER=twilio, otherwise none (null): the message outbox then
// keeps messages "held" for the local outbox.
import { storefrontEnv, type StorefrontEnv } from "../../env";
import type { SmsSender } from "./sms";
import { twilioSmsSender } from "./twilio";

export type { SmsResult, SmsSender } from "./sms";
export { twilioSmsSender, type TwilioOptions } from "./twilio";

/** The configured SMS sender, or null when no provider is configured (the local outbox). */
export function smsSenderFromEnv(env: StorefrontEnv = storefrontEnv(), options: { fetch?: typeof fetch } = {}): SmsSender | null {
  if (env.FORECOURT_SMS_PROVIDER !== "twilio") return null;
  // storefrontEnv has already checked that the credentials and a sender are there.
  return twilioSmsSender({
    accountSid: env.TWILIO_ACCOUNT_SID!,
    authToken: env.TWILIO_AUTH_TOKEN!,
    from: env.TWILIO_FROM,
    messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
    baseUrl: env.FORECOURT_TWILIO_API_URL,
    timeoutMs: env.FORECOURT_SMS_TIMEOUT_MS,
    fetch: options.fetch,
  });
}
