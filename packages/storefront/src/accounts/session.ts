// The signed-in shopper of a request (issue 16): better-auth's session for the
// host's site, checked again against that site. The site's auth adapter already
// finds only its own sessions (a cookie of site A is no session on site B); the
// second check keeps that true even if a caller passed the wrong instance.
import type { AuthCache, AuthSite } from "./auth";

export interface SignedInShopper {
  id: string;
  /** E.164. */
  phone: string | null;
  sessionId: string;
}

export async function shopperOf(headers: Headers, site: AuthSite, origin: string, auth: AuthCache): Promise<SignedInShopper | null> {
  const found = await auth.authFor(site, origin).api.getSession({ headers });
  if (!found) return null;
  const { session, user } = found as unknown as { session: { id: string; siteId?: number }; user: { id: string; siteId?: number; phoneNumber?: string | null } };
  if (session.siteId !== site.id || user.siteId !== site.id) return null;
  return { id: user.id, phone: user.phoneNumber ?? null, sessionId: session.id };
}
