// Shopper sign-in with better-auth (issue 16 'Authentication'): one auth instance
// per site and origin, cached, each on a database adapter that sees only its own
// site (@forecourt/db's siteAuthDatabase), with better-auth's phone-number plugin
// sending 6-digit codes that live 5 minutes and die after 3 wrong tries (domain's
// signInCode). A phone that has never signed in on the site signs up on its first
// verified code. The plugin's in-memory rate limiter is off: the limits of issue 16
// are Forecourt's own, shared by every instance (auth-routes.ts).
import { betterAuth } from "better-auth";
import { phoneNumber } from "better-auth/plugins";
import { authSiteFields, type Db, siteAuthDatabase } from "@forecourt/db";
import { type SiteConfig, signInCode } from "@forecourt/domain";

/** The pieces of a site an auth instance needs. */
export type AuthSite = Pick<SiteConfig, "id" | "slug" | "name" | "region">;

export interface AuthDeps {
  db: Db;
  secret: string;
  /** Sends a code to an E.164 phone of this site: through the message outbox in the apps, captured in tests. */
  sendCode(site: AuthSite, phone: string, code: string): Promise<void>;
}

/** The session cookie lives 30 days and is renewed when used after a day. */
const sessionSeconds = 30 * 24 * 60 * 60;

/** Hosts whose cookies may go without Secure: the demo's and the tests' plain-HTTP hosts. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1" || host === "::1";
}

/**
 * A placeholder email unique per site and phone. better-auth's user model needs an
 * email; a shopper never gives one to sign in, and ".invalid" can never receive mail.
 */
export function placeholderEmail(siteId: number, phone: string): string {
  return `site-${siteId}.${phone.replace(/\D/g, "")}@phone.forecourt.invalid`;
}

function createSiteAuth(site: AuthSite, origin: string, deps: AuthDeps) {
  const { hostname } = new URL(origin);
  return betterAuth({
    appName: site.name,
    baseURL: origin,
    basePath: "/api/auth",
    secret: deps.secret,
    trustedOrigins: [origin],
    database: siteAuthDatabase(deps.db, site.id),
    ...authSiteFields(site.id),
    session: { ...authSiteFields(site.id).session, expiresIn: sessionSeconds, updateAge: 24 * 60 * 60 },
    emailAndPassword: { enabled: false },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: "forecourt",
      useSecureCookies: !isLocalHost(hostname),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
    plugins: [
      phoneNumber({
        otpLength: signInCode.digits,
        expiresIn: signInCode.ttlSeconds,
        allowedAttempts: signInCode.allowedAttempts,
        // auth-routes.ts hands the plugin only E.164 numbers of the site's region.
        phoneNumberValidator: (phone) => /^\+[1-9]\d{6,14}$/.test(phone),
        sendOTP: ({ phoneNumber: phone, code }) => deps.sendCode(site, phone, code),
        signUpOnVerification: {
          getTempEmail: (phone) => placeholderEmail(site.id, phone),
          getTempName: (phone) => phone,
        },
      }),
    ],
  });
}

export type SiteAuth = ReturnType<typeof createSiteAuth>;

const cacheLimit = 500;

/**
 * Auth instances by site and origin. Each site has its own instance because
 * better-auth binds its base URL, trusted origins and database at creation; a
 * site answering on two origins (its domain and, in the demo, {slug}.localhost)
 * gets one per origin. Oldest out first past `cacheLimit`.
 */
export function createAuthCache(deps: AuthDeps) {
  const instances = new Map<string, SiteAuth>();
  return {
    authFor(site: AuthSite, origin: string): SiteAuth {
      const key = `${site.id}|${origin}|${site.name}`;
      let auth = instances.get(key);
      if (!auth) {
        auth = createSiteAuth(site, origin, deps);
        if (instances.size >= cacheLimit) instances.delete(instances.keys().next().value!);
        instances.set(key, auth);
      }
      return auth;
    },
  };
}

export type AuthCache = ReturnType<typeof createAuthCache>;
