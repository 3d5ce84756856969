// Sending a sign-in code (issue 16 'SMS delivery'): the text goes into the message
// outbox first, so it is never lost, then to the SMS provider at once when one is
// configured; without one (the demo) it stays in the outbox, printed to the app's
// output and listed by `pnpm sms:list --site SLUG`. A code that could not be sent
// before it expires is never sent late (the outbox's expiry).
import { APIError } from "better-auth/api";
import type { Db } from "@forecourt/db";
import { signInCode, signInCodeMessage } from "@forecourt/domain";
import { type StorefrontEnv, usesLocalSmsOutbox } from "../env";
import { sendMessage, smsSenderFromEnv } from "../messages";
import type { AuthSite } from "./auth";

export function sendSignInCode(db: Db, env: StorefrontEnv) {
  const sender = smsSenderFromEnv(env);
  return async (site: AuthSite, phone: string, code: string): Promise<void> => {
    const now = new Date();
    const result = await sendMessage(
      { db, sender },
      site,
      { channel: "sms", kind: "sign-in-code", recipient: phone, body: signInCodeMessage(code, site.name), expiresAt: new Date(now.getTime() + signInCode.ttlSeconds * 1000) },
    );
    // A provider that refuses the number for good: better-auth answers the shopper with a 400 naming it.
    if (result.state === "failed") throw new APIError("BAD_REQUEST", { code: "SMS_REFUSED", message: "We couldn't send a text to that number. Check it, or use another mobile number." });
  };
}

/** While no SMS provider is configured, the sign-in page says where codes go (issue 16). */
export function signInOutboxNote(siteSlug: string, env?: StorefrontEnv): string | null {
  if (!usesLocalSmsOutbox(env)) return null;
  return `This is a demo: codes are not texted. They wait in the local SMS outbox; run pnpm sms:list --site ${siteSlug} to read them.`;
}
