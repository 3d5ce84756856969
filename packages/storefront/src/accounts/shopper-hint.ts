// The "signed in" hint (issue 16 'Account'): a cookie scripts can read, holding no
// secret, set beside the httpOnly session cookie when a shopper signs in and
// cleared when they sign out. Car pages stay static and shared by every shopper;
// after hydration they ask for the shopper's watchlist only when this hint is
// there, so a signed-out visit costs no extra request. The hint proves nothing:
// every API call still checks the session itself.

export const hintCookieName = "forecourt_signed_in";

const maxAgeSeconds = 30 * 24 * 60 * 60;

export function hintCookie(secure: boolean): string {
  return `${hintCookieName}=1; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearHintCookie(secure: boolean): string {
  return `${hintCookieName}=; Path=/; Max-Age=0; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** True when a Cookie header (or document.cookie) carries the hint. */
export function cookieHasHint(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? "").split(";").some((part) => part.trim() === `${hintCookieName}=1`);
}

export function hasHintCookie(headers: Headers): boolean {
  return cookieHasHint(headers.get("cookie"));
}
