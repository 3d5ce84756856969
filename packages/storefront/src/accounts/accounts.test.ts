// Shopper accounts over HTTP (issue 16), on both database backends: the sign-in
// flow through better-auth's own endpoints, the watchlist API's answers, and the
// isolation of accounts, codes, sessions and watchlists between sites.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLead, type Database, findLead, findShopper, listMessages, listShopperLeads, listWatchlist, removeWatchlistCar, saveWatchlistCar, watchlistCarIds } from "@forecourt/db";
import { storefrontEnv } from "../env";
import { sendSignInCode } from "./sign-in-code";
import { pgliteBackend, postgresBackend, type TestBackend } from "@forecourt/db/testing/backends";
import { signInMessages } from "@forecourt/domain";
import { memoryRateLimitStore } from "../integrations/rate-limit";
import { handleLeadSubmission } from "../leads/handler";
import { alphaGeneral, type LeadSites, leadTestDatabase, NOW, openBackend, seedLeadSites, testDeps } from "../leads/test-support";
import { type AuthSite, createAuthCache } from "./auth";
import { type AuthHttpDeps, handleAuthRequest } from "./auth-http";
import { shopperOf } from "./session";
import { hintCookieName } from "./shopper-hint";
import { handleDeleteAccount, handleSavedCars, handleWatchlistChange, handleWatchlistState, type WatchlistHttpDeps } from "./watchlist-http";

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

const origins = { alpha: "http://alpha-motors.localhost:3000", bravo: "http://bravo-motors.localhost:3000" } as const;
type SiteName = keyof typeof origins;

describe.each(backends)("shopper accounts on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  let database: Database;
  let sites: LeadSites;
  let deps: AuthHttpDeps & WatchlistHttpDeps;
  /** Codes as the SMS outbox would get them, newest last. */
  const sent: Array<{ siteId: number; phone: string; code: string }> = [];
  let ipCounter = 1;

  beforeAll(async () => {
    backend = await openBackend(open);
    if (!backend) return;
    database = leadTestDatabase(backend);
    sites = await seedLeadSites(database.db);
    deps = {
      db: database.db,
      auth: createAuthCache({ db: database.db, secret: "test-auth-secret-0123456789abcdefghij", sendCode: async (site, phone, code) => void sent.push({ siteId: site.id, phone, code }) }),
      rateLimitStore: memoryRateLimitStore(),
      trustedProxyHops: 0,
      now: () => NOW,
    };
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await backend?.dispose();
  });

  const config = (site: SiteName) => (site === "alpha" ? sites.alpha : sites.bravo);

  function request(site: SiteName, path: string, init: { method?: string; body?: unknown; cookie?: string; ip?: string; origin?: string | null } = {}): Request {
    const url = new URL(path, origins[site]);
    const headers = new Headers({ host: url.host, "x-forwarded-for": init.ip ?? `203.0.113.${ipCounter++ % 250}` });
    if (init.cookie) headers.set("cookie", init.cookie);
    if (init.origin !== null && init.method && init.method !== "GET") headers.set("origin", init.origin ?? origins[site]);
    if (init.body !== undefined) headers.set("content-type", "application/json");
    return new Request(url, { method: init.method ?? "GET", headers, body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body) });
  }

  const auth = (site: SiteName, path: string, init: Parameters<typeof request>[2] = {}) => handleAuthRequest(request(site, `/api/auth${path}`, init), config(site) as AuthSite & typeof sites.alpha, deps);

  function cookiesOf(response: Response): string {
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0]!)
      .filter((pair) => !pair.endsWith("="))
      .join("; ");
  }

  const lastCode = (siteId: number, phone: string) => sent.filter((entry) => entry.siteId === siteId && entry.phone === phone).at(-1)?.code;

  async function signIn(site: SiteName, phone: string): Promise<string> {
    const send = await auth(site, "/phone-number/send-otp", { method: "POST", body: { phoneNumber: phone } });
    expect(send.status).toBe(200);
    const e164 = `+61${phone.replace(/\D/g, "").replace(/^0/, "")}`;
    const verify = await auth(site, "/phone-number/verify", { method: "POST", body: { phoneNumber: phone, code: lastCode(config(site).id, e164) } });
    expect(verify.status).toBe(200);
    return cookiesOf(verify);
  }

  const watch = (site: SiteName, kind: "save" | "remove", body: unknown, cookie?: string) =>
    handleWatchlistChange(request(site, `/api/watchlist/${kind}-car`, { method: "POST", body, cookie }), config(site), kind, deps);

  it("signs a new phone up on its first code: send-otp, verify sets the cookies, get-session names the phone", async ({ skip }) => {
    if (!backend) return skip();
    const send = await auth("alpha", "/phone-number/send-otp", { method: "POST", body: { phoneNumber: "0412 345 678" } });
    expect(send.status).toBe(200);
    const code = lastCode(sites.alpha.id, "+61412345678");
    expect(code).toMatch(/^\d{6}$/);
    const verify = await auth("alpha", "/phone-number/verify", { method: "POST", body: { phoneNumber: "0412345678", code } });
    expect(verify.status).toBe(200);
    const setCookies = verify.headers.getSetCookie();
    const sessionCookie = setCookies.find((cookie) => cookie.startsWith("forecourt.session_token="));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(setCookies.find((cookie) => cookie.startsWith(`${hintCookieName}=1`))).not.toMatch(/HttpOnly/i);
    const session = await auth("alpha", "/get-session", { cookie: cookiesOf(verify) });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { phoneNumber: string } }).user.phoneNumber).toBe("+61412345678");
  });

  it("sends the code through the message outbox: held there without a provider, and it verifies", async ({ skip }) => {
    if (!backend) return skip();
    const outboxDeps = { ...deps, auth: createAuthCache({ db: database.db, secret: "test-auth-secret-0123456789abcdefghij", sendCode: sendSignInCode(database.db, storefrontEnv({})) }) };
    const send = await handleAuthRequest(request("bravo", "/api/auth/phone-number/send-otp", { method: "POST", body: { phoneNumber: "0488 123 123" } }), sites.bravo, outboxDeps);
    expect(send.status).toBe(200);
    const [message] = await listMessages(database.db, sites.bravo, { channel: "sms", limit: 1 });
    expect(message).toMatchObject({ recipient: "+61488123123", state: "held", kind: "sign-in-code" });
    const code = /^(\d{6}) is your Bravo Motors sign-in code/.exec(message!.body)?.[1];
    expect(code).toBeDefined();
    const verify = await handleAuthRequest(request("bravo", "/api/auth/phone-number/verify", { method: "POST", body: { phoneNumber: "0488123123", code } }), sites.bravo, outboxDeps);
    expect(verify.status).toBe(200);
    expect(await listMessages(database.db, sites.alpha, { channel: "sms" })).toEqual([]);
  });

  it("signs out: the session ends on the server and the hint cookie is cleared", async ({ skip }) => {
    if (!backend) return skip();
    const cookie = await signIn("alpha", "0455 222 333");
    const signOut = await auth("alpha", "/sign-out", { method: "POST", body: {}, cookie });
    expect(signOut.status).toBe(200);
    expect(signOut.headers.getSetCookie().some((value) => value.startsWith(`${hintCookieName}=;`))).toBe(true);
    expect(await shopperOf(new Headers({ cookie }), sites.alpha, origins.alpha, deps.auth)).toBeNull();
  });

  it("answers a bad phone, a missing code and bad JSON with 400s that name the field", async ({ skip }) => {
    if (!backend) return skip();
    const badPhone = await auth("alpha", "/phone-number/send-otp", { method: "POST", body: { phoneNumber: "07 3000 0000" } });
    expect(badPhone.status).toBe(400);
    expect(await badPhone.json()).toMatchObject({ fields: { phoneNumber: signInMessages.phoneInvalid("AU") } });
    const noPhone = await auth("alpha", "/phone-number/send-otp", { method: "POST", body: {} });
    expect(await noPhone.json()).toMatchObject({ fields: { phoneNumber: signInMessages.phoneRequired } });
    const noCode = await auth("alpha", "/phone-number/verify", { method: "POST", body: { phoneNumber: "0412345678", code: "12" } });
    expect(noCode.status).toBe(400);
    expect(await noCode.json()).toMatchObject({ fields: { code: signInMessages.codeInvalid } });
    const notJson = await auth("alpha", "/phone-number/send-otp", { method: "POST", body: "{nope" });
    expect(notJson.status).toBe(400);
  });

  it("serves only the four endpoints a shopper needs", async ({ skip }) => {
    if (!backend) return skip();
    expect((await auth("alpha", "/sign-in/phone-number", { method: "POST", body: { phoneNumber: "+61412345678", password: "x" } })).status).toBe(404);
    expect((await auth("alpha", "/update-user", { method: "POST", body: { name: "x" } })).status).toBe(404);
    expect((await auth("alpha", "/phone-number/send-otp")).status).toBe(405);
  });

  it("kills a code after 3 wrong tries: even the right code is refused after", async ({ skip }) => {
    if (!backend) return skip();
    await auth("alpha", "/phone-number/send-otp", { method: "POST", body: { phoneNumber: "0412 000 111" } });
    const code = lastCode(sites.alpha.id, "+61412000111")!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await auth("alpha", "/phone-number/verify", { method: "POST", body: { phoneNumber: "0412000111", code: wrong } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "INVALID_OTP", message: signInMessages.codeWrong });
    }
    const right = await auth("alpha", "/phone-number/verify", { method: "POST", body: { phoneNumber: "0412000111", code } });
    expect(right.status).toBe(403);
    expect(await right.json()).toMatchObject({ message: signInMessages.codeDead });
  });

  it("refuses the 6th code for one phone in 10 minutes with 429 and Retry-After, per site", async ({ skip }) => {
    if (!backend) return skip();
    for (let index = 0; index < 5; index++) {
      expect((await auth("alpha", "/phone-number/send-otp", { method: "POST", body: { phoneNumber: "0412 999 000" } })).status).toBe(200);
    }
    const sixth = await auth("alpha", "/phone-number/send-otp", { method: "POST", body: { phoneNumber: "0412 999 000" } });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await sixth.json()) as { message: string }).message).toMatch(/^Too many codes were sent\. Try again in \d+ minutes?\.$/);
    // The same phone on another site has its own count.
    expect((await auth("bravo", "/phone-number/send-otp", { method: "POST", body: { phoneNumber: "0412 999 000" } })).status).toBe(200);
  });

  it("refuses the 11th code from one client address in 10 minutes", async ({ skip }) => {
    if (!backend) return skip();
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      const response = await auth("bravo", "/phone-number/send-otp", { method: "POST", body: { phoneNumber: `0413 000 0${String(index).padStart(2, "0")}` }, ip: "198.51.100.77" });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("keeps codes per site: a code sent on site A does not verify on site B", async ({ skip }) => {
    if (!backend) return skip();
    await auth("alpha", "/phone-number/send-otp", { method: "POST", body: { phoneNumber: "0422 111 222" } });
    const code = lastCode(sites.alpha.id, "+61422111222")!;
    const onBravo = await auth("bravo", "/phone-number/verify", { method: "POST", body: { phoneNumber: "0422111222", code } });
    expect(onBravo.status).toBe(400);
    expect((await auth("alpha", "/phone-number/verify", { method: "POST", body: { phoneNumber: "0422111222", code } })).status).toBe(200);
  });

  it("makes the same phone two accounts on two sites, and a site-A cookie no session on site B", async ({ skip }) => {
    if (!backend) return skip();
    const alphaCookie = await signIn("alpha", "0433 123 456");
    const bravoCookie = await signIn("bravo", "0433 123 456");
    const alphaShopper = await shopperOf(new Headers({ cookie: alphaCookie }), sites.alpha, origins.alpha, deps.auth);
    const bravoShopper = await shopperOf(new Headers({ cookie: bravoCookie }), sites.bravo, origins.bravo, deps.auth);
    expect(alphaShopper?.phone).toBe("+61433123456");
    expect(bravoShopper?.phone).toBe("+61433123456");
    expect(alphaShopper?.id).not.toBe(bravoShopper?.id);
    expect((await findShopper(database.db, sites.alpha, alphaShopper!.id))?.siteId).toBe(sites.alpha.id);
    expect(await findShopper(database.db, sites.bravo, alphaShopper!.id)).toBeNull();
    // Site A's cookie sent to site B: no session there, whatever the auth instance.
    expect(await shopperOf(new Headers({ cookie: alphaCookie }), sites.bravo, origins.bravo, deps.auth)).toBeNull();
    const crossed = await auth("bravo", "/get-session", { cookie: `${alphaCookie}; ${hintCookieName}=1` });
    expect(await crossed.json()).toBeNull();
    // ... and the stale hint is cleared.
    expect(crossed.headers.getSetCookie().some((cookie) => cookie.startsWith(`${hintCookieName}=;`))).toBe(true);
    expect((await watch("bravo", "save", { phone_number: "0433123456", car_id: 3 }, alphaCookie)).status).toBe(401);
  });

  it("saves and removes a car: 200, listed on the watchlist, then gone", async ({ skip }) => {
    if (!backend) return skip();
    const cookie = await signIn("alpha", "0444 555 666");
    const saved = await watch("alpha", "save", { phone_number: "0444 555 666", car_id: 1 }, cookie);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ success: true });
    // Saving twice keeps one entry.
    expect((await watch("alpha", "save", { phone_number: "+61444555666", car_id: 1 }, cookie)).status).toBe(200);
    const shopper = (await shopperOf(new Headers({ cookie }), sites.alpha, origins.alpha, deps.auth))!;
    const list = await listWatchlist(database.db, sites.alpha, shopper.id, NOW);
    expect(list.map((entry) => [entry.carId, entry.car?.slug])).toEqual([[1, "alpha-hilux"]]);
    const state = await handleWatchlistState(request("alpha", "/api/watchlist", { cookie }), sites.alpha, deps);
    expect(await state.json()).toEqual({ success: true, phone_number: "+61444555666", car_ids: [1] });
    const removed = await watch("alpha", "remove", { phone_number: "0444555666", car_id: 1 }, cookie);
    expect(await removed.json()).toEqual({ success: true });
    expect(await listWatchlist(database.db, sites.alpha, shopper.id, NOW)).toEqual([]);
  });

  it("keeps watchlists per site: another site never reads or changes this one's", async ({ skip }) => {
    if (!backend) return skip();
    const cookie = await signIn("alpha", "0444 555 777");
    await watch("alpha", "save", { phone_number: "0444555777", car_id: 2 }, cookie);
    const shopper = (await shopperOf(new Headers({ cookie }), sites.alpha, origins.alpha, deps.auth))!;
    expect(await watchlistCarIds(database.db, sites.bravo, shopper.id)).toEqual([]);
    expect(await listWatchlist(database.db, sites.bravo, shopper.id, NOW)).toEqual([]);
    await removeWatchlistCar(database.db, sites.bravo, shopper.id, 2);
    expect(await watchlistCarIds(database.db, sites.alpha, shopper.id)).toEqual([2]);
    expect(await saveWatchlistCar(database.db, sites.bravo, shopper.id, { id: 3, price: 1, status: "in_stock", title: "x" }, NOW)).toBe(false);
    expect((await handleWatchlistState(request("bravo", "/api/watchlist", { cookie }), sites.bravo, deps)).status).toBe(401);
  });

  it("marks the session cookie Secure on an https origin (outside localhost)", async ({ skip }) => {
    if (!backend) return skip();
    const origin = "https://www.alpha-motors.example";
    const headers = new Headers({ host: "www.alpha-motors.example", "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.250", origin, "content-type": "application/json" });
    const post = (path: string, body: unknown) => handleAuthRequest(new Request(`${origin}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }), sites.alpha, deps);
    expect((await post("/phone-number/send-otp", { phoneNumber: "0499 000 111" })).status).toBe(200);
    const verify = await post("/phone-number/verify", { phoneNumber: "0499000111", code: lastCode(sites.alpha.id, "+61499000111") });
    expect(verify.status).toBe(200);
    const cookies = verify.headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith("__Secure-forecourt.session_token="))).toMatch(/; Secure/i);
    expect(cookies.find((cookie) => cookie.startsWith(`${hintCookieName}=1`))).toMatch(/; Secure/i);
  });

  it("answers 401 without a session, 403 for another phone, 404 for another site's car, 400 with field messages", async ({ skip }) => {
    if (!backend) return skip();
    const cookie = await signIn("alpha", "0455 000 111");
    const signedOut = await watch("alpha", "save", { phone_number: "0455000111", car_id: 1 });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ success: false, error: expect.any(String) });
    expect((await watch("alpha", "save", { phone_number: "0455 000 112", car_id: 1 }, cookie)).status).toBe(403);
    const otherSite = await watch("alpha", "save", { phone_number: "0455000111", car_id: 3 }, cookie);
    expect(otherSite.status).toBe(404);
    const bad = await watch("alpha", "save", { phone_number: "nope", car_id: "x" }, cookie);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, fieldErrors: { phone_number: signInMessages.phoneInvalid("AU"), car_id: "car_id must be a whole number above 0" } });
    const crossOrigin = await handleWatchlistChange(request("alpha", "/api/watchlist/save-car", { method: "POST", body: { phone_number: "0455000111", car_id: 1 }, cookie, origin: "https://evil.example" }), sites.alpha, "save", deps);
    expect(crossOrigin.status).toBe(403);
  });

  it("lists favourites' cars of this site only", async ({ skip }) => {
    if (!backend) return skip();
    const response = await handleSavedCars(request("alpha", "/api/saved-cars?ids=1,3,2"), sites.alpha, deps);
    const body = (await response.json()) as { cars: Array<{ id: number; href: string }> };
    expect(body.cars.map((car) => [car.id, car.href])).toEqual([
      [1, "/cars/alpha-hilux"],
      [2, "/cars/alpha-corolla"],
    ]);
    expect((await handleSavedCars(request("alpha", "/api/saved-cars?ids=1,x"), sites.alpha, deps)).status).toBe(400);
  });

  it("records the signed-in shopper on a lead, and stores the lead anyway when the session cannot be read", async ({ skip }) => {
    if (!backend) return skip();
    const cookie = await signIn("alpha", "0477 100 200");
    const shopper = (await shopperOf(new Headers({ cookie }), sites.alpha, origins.alpha, deps.auth))!;
    const submit = (shopperId: () => Promise<string | null>) =>
      handleLeadSubmission(
        {
          site: sites.alpha,
          locations: sites.alphaLocations,
          findCar: async () => null,
          request: { headers: { "user-agent": "Vitest" }, bodyText: JSON.stringify(alphaGeneral()), ip: "203.0.113.9", url: `${origins.alpha}/api/leads` },
          now: NOW,
          shopperId,
        },
        testDeps(database.db),
      );
    const first = await submit(async () => shopper.id);
    expect(first.status).toBe(201);
    const failing = await submit(async () => {
      throw new Error("session store down");
    });
    expect(failing.status).toBe(201);
    const listed = await listShopperLeads(database.db, sites.alpha, shopper.id);
    expect(listed.map((lead) => lead.id)).toEqual([(first.body as { lead_id: string }).lead_id]);
  });

  it("deletes an account: sessions and watchlist go, its leads stay with the dealer", async ({ skip }) => {
    if (!backend) return skip();
    const cookie = await signIn("alpha", "0466 777 888");
    await watch("alpha", "save", { phone_number: "0466777888", car_id: 2 }, cookie);
    const shopper = (await shopperOf(new Headers({ cookie }), sites.alpha, origins.alpha, deps.auth))!;
    const leadId = "00000000-0000-4000-8000-000000000016";
    await createLead(database.db, sites.alpha, { form: "general", category: "General", payload: {}, shopperId: shopper.id, createdAt: NOW }, { leadId });
    expect((await listShopperLeads(database.db, sites.alpha, shopper.id)).map((lead) => lead.id)).toEqual([leadId]);
    const deleted = await handleDeleteAccount(request("alpha", "/api/account", { method: "DELETE", cookie }), sites.alpha, deps);
    expect(deleted.status).toBe(200);
    expect(deleted.headers.getSetCookie().some((value) => value.startsWith(`${hintCookieName}=;`))).toBe(true);
    expect(await shopperOf(new Headers({ cookie }), sites.alpha, origins.alpha, deps.auth)).toBeNull();
    expect(await listWatchlist(database.db, sites.alpha, shopper.id, NOW)).toEqual([]);
    expect((await findLead(database.db, sites.alpha, leadId))?.id).toBe(leadId);
    expect(await listShopperLeads(database.db, sites.alpha, shopper.id)).toEqual([]);
  });
});
