// Shopper accounts end to end (issue 16; spec 2.1 '/sign-in', spec 4 'Watchlist',
// spec 8's toasts), on production builds:
//   - the journey, by keyboard, on the generic template, at desktop and phone size:
//     a signed-out shopper saves a car, signs in with the code from the SMS outbox,
//     comes back to the car with it saved and the toast shown, opens the watchlist
//     and removes the car; axe on every page;
//   - the HTTP flow through the app server, with the code read by `pnpm sms:list`;
//   - /sign-in never sends the shopper off the site, whatever `redirect` says;
//   - render and axe of the account pages on the other templates.
import { execFileSync } from "node:child_process";
import { findSiteBySlug, listListedCars } from "@forecourt/db";
import { carHeading, isCarAvailable, isCarSold, type SiteConfig, type TemplateId } from "@forecourt/domain";
import type { Page } from "@playwright/test";
import { codeFromOutbox, demoSites, expect, expectNoAxeViolations, loopback, storedConfig, test, uniquePhone, withDatabase } from "./fixtures";
import { e2eDatabaseUrl, e2eStack, siteOrigin } from "./stack-config";

/** A site of the template with the watchlist on (every demo site has it), and one of its available cars. */
async function watchlistSite(template: TemplateId, skip = 0): Promise<{ config: SiteConfig; car: { id: number; slug: string; title: string } }> {
  for (const summary of (await demoSites()).filter((site) => site.template === template)) {
    const config = await storedConfig(summary.slug);
    if (!config?.features.watchlist) continue;
    const cars = await withDatabase(async (db) => listListedCars(db, (await findSiteBySlug(db, summary.slug))!, new Date()));
    const car = cars.filter((candidate) => isCarAvailable(candidate) && !isCarSold(candidate) && candidate.reserved !== true)[skip];
    if (car) return { config, car: { id: car.id, slug: car.slug, title: carHeading(car).title } };
  }
  throw new Error(`no ${template} site with the watchlist on and an available car`);
}

async function pressEnter(page: Page, locator: ReturnType<Page["locator"]>) {
  await locator.focus();
  await expect(locator).toBeFocused();
  await page.keyboard.press("Enter");
}

async function signInByKeyboard(page: Page, config: SiteConfig, phone: { typed: string; e164: string }) {
  const field = page.getByLabel("Mobile number");
  await field.focus();
  await page.keyboard.type(phone.typed);
  await page.keyboard.press("Enter");
  const codeField = page.getByLabel("6-digit code");
  await expect(codeField).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.type(await codeFromOutbox(config, phone.e164));
  await page.keyboard.press("Enter");
}

async function saveSignInWatchRemove(page: Page) {
  const { config, car } = await watchlistSite("generic");
  const origin = siteOrigin(config.slug, "generic");
  const phone = uniquePhone();
  await page.goto(`${origin}/cars/${car.slug}`);
  const watch = page.getByRole("button", { name: "Save to watchlist" });
  await expect(watch).toHaveAttribute("aria-pressed", "false");
  // Signed out: the save goes by way of /sign-in?type=watchlist, and comes back.
  await pressEnter(page, watch);
  await page.waitForURL((url) => url.pathname === "/sign-in");
  const signInUrl = new URL(page.url());
  expect(signInUrl.searchParams.get("type")).toBe("watchlist");
  expect(signInUrl.searchParams.get("redirect")).toBe(`/cars/${car.slug}#watchlist-save=${car.id}`);
  expect(signInUrl.searchParams.get("back")).toBe(`/cars/${car.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to save this car" })).toBeVisible();
  await expect(page.getByText(/codes are not texted/)).toBeVisible();
  await expectNoAxeViolations(page);
  await signInByKeyboard(page, config, phone);

  // Back on the car, saved, with spec 8's toast.
  await page.waitForURL((url) => url.pathname === `/cars/${car.slug}`);
  await expect(page.getByRole("button", { name: "Saved to watchlist" })).toHaveAttribute("aria-pressed", "true");
  const toast = page.locator("[data-slot=toast]").filter({ hasText: "Car Saved In Watchlist" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`${car.title} is now available in your watchlist`);
  await expect(page.locator("[data-slot=account-link]")).toHaveAccessibleName("Account");
  // Focus in the toast pauses its 6-second timer (WCAG 2.2.1), as for a keyboard user
  // heading for View List: the page is scanned with the toast on it, however long the scan takes.
  const viewList = toast.getByRole("link", { name: "View List" });
  await viewList.focus();
  await expectNoAxeViolations(page);
  await expect(toast).toBeVisible();

  // View List, by keyboard.
  await pressEnter(page, viewList);
  await page.waitForURL((url) => url.pathname === "/watchlist");
  await expect(page.getByRole("heading", { level: 1, name: "Your watchlist" })).toBeVisible();
  const list = page.getByRole("list", { name: "Your watchlist" });
  await expect(list.getByRole("heading", { name: car.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await pressEnter(page, list.getByRole("button", { name: `Remove the ${car.title} from your watchlist` }));
  await expect(page.getByRole("heading", { name: "Your watchlist is empty" })).toBeVisible();
  await expect(page.locator("[data-slot=toast]").filter({ hasText: "Car Removed" })).toBeVisible();
  // Gone on the server too.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your watchlist is empty" })).toBeVisible();
}

test.describe("shopper accounts: the watchlist journey (generic)", () => {
  test("a signed-out shopper saves a car, signs in with the outbox code, comes back saved, and removes it from the watchlist", async ({ page }) => {
    await saveSignInWatchRemove(page);
  });

  test("the same on a phone-sized screen", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      await saveSignInWatchRemove(await context.newPage());
    } finally {
      await context.close();
    }
  });
});

test.describe("shopper accounts over HTTP (production build, app server)", () => {
  test("send-otp, the code from pnpm sms:list, verify, get-session, save-car, the watchlist page, remove-car; 401, 403, 404, the cookie of another site", async ({ request, playwright }) => {
    const { config, car } = await watchlistSite("generic", 1);
    const other = (await demoSites()).find((site) => site.template === "generic" && site.slug !== config.slug)!;
    const { base, host } = loopback(config.slug, "generic");
    const phone = uniquePhone();
    const headers = { host, "content-type": "application/json", origin: `http://${host}` };
    expect((await request.post(`${base}/api/auth/phone-number/send-otp`, { headers, data: { phoneNumber: phone.typed } })).status()).toBe(200);
    const listing = execFileSync("node_modules/.bin/tsx", ["packages/db/bin/forecourt-db.ts", "sms:list", "--site", config.slug, "--limit", "20"], { env: { ...process.env, DATABASE_URL: e2eDatabaseUrl }, encoding: "utf8" });
    const code = new RegExp(`${phone.e164.replace("+", "\\+")}.*?(\\d{6}) is your`).exec(listing)?.[1];
    expect(code, listing).toBeDefined();
    const verify = await request.post(`${base}/api/auth/phone-number/verify`, { headers, data: { phoneNumber: phone.typed, code } });
    expect(verify.status()).toBe(200);
    const cookie = verify
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "set-cookie")
      .map((header) => header.value.split(";")[0])
      .join("; ");
    expect(cookie).toContain("forecourt.session_token=");
    const session = await request.get(`${base}/api/auth/get-session`, { headers: { host, cookie } });
    expect(((await session.json()) as { user: { phoneNumber: string } }).user.phoneNumber).toBe(phone.e164);

    const save = (path: string, data: unknown) => request.post(`${base}/api/watchlist/${path}`, { headers: { ...headers, cookie }, data });
    expect(await (await save("save-car", { phone_number: phone.typed, car_id: car.id })).json()).toEqual({ success: true });
    const page = await request.get(`${base}/watchlist`, { headers: { host, cookie } });
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(car.title);
    // Without the cookie: a context of its own, since this one keeps the cookies it was given.
    const anonymous = await playwright.request.newContext();
    try {
      const signedOut = await anonymous.post(`${base}/api/watchlist/save-car`, { headers, data: { phone_number: phone.typed, car_id: car.id } });
      expect(signedOut.status()).toBe(401);
      expect(await signedOut.json()).toMatchObject({ success: false });
    } finally {
      await anonymous.dispose();
    }
    expect((await save("save-car", { phone_number: "0400 000 001", car_id: car.id })).status()).toBe(403);
    const otherCar = await withDatabase(async (db) => (await listListedCars(db, (await findSiteBySlug(db, other.slug))!, new Date())).find((candidate) => !config.dealerships.some((dealership) => dealership.id === candidate.dealership_id)));
    expect((await save("save-car", { phone_number: phone.typed, car_id: otherCar!.id })).status()).toBe(404);
    expect((await save("save-car", { phone_number: "x" })).status()).toBe(400);
    expect(await (await save("remove-car", { phone_number: phone.typed, car_id: car.id })).json()).toEqual({ success: true });
    expect(await (await request.get(`${base}/watchlist`, { headers: { host, cookie } })).text()).toContain("Your watchlist is empty");

    // This site's cookie is no session on another site.
    const elsewhere = loopback(other.slug, "generic");
    const crossed = await request.get(`${elsewhere.base}/api/auth/get-session`, { headers: { host: elsewhere.host, cookie } });
    expect(await crossed.json()).toBeNull();
  });

  test("429 with Retry-After on the 6th code for one phone in 10 minutes", async ({ request }) => {
    const { config } = await watchlistSite("generic");
    const { base, host } = loopback(config.slug, "generic");
    const phone = uniquePhone();
    const responses = [];
    for (let index = 0; index < 6; index++) {
      responses.push(await request.post(`${base}/api/auth/phone-number/send-otp`, { headers: { host, "content-type": "application/json" }, data: { phoneNumber: phone.typed } }));
    }
    expect(responses.map((response) => response.status())).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(responses[5]!.headers()["retry-after"])).toBeGreaterThan(0);
  });

  test("/sign-in never sends the shopper off the site, whatever redirect and back say", async ({ page }) => {
    const { config } = await watchlistSite("generic");
    const origin = siteOrigin(config.slug, "generic");
    for (const target of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      await page.goto(`${origin}/sign-in?redirect=${encodeURIComponent(target)}&back=${encodeURIComponent(target)}`);
      const back = page.getByRole("link", { name: "Back" });
      await expect(back).toHaveAttribute("href", "/");
    }
    // Signed in, /sign-in goes straight to redirect: still never off the site.
    const phone = uniquePhone();
    await page.goto(`${origin}/sign-in?redirect=${encodeURIComponent("//evil.example")}`);
    await signInByKeyboard(page, config, phone);
    await page.waitForURL((url) => url.pathname === "/");
    expect(new URL(page.url()).host).toBe(new URL(origin).host);
    await page.goto(`${origin}/sign-in?redirect=${encodeURIComponent("https://evil.example/")}`);
    await page.waitForURL((url) => url.pathname === "/");
    expect(new URL(page.url()).host).toBe(new URL(origin).host);
  });
});

for (const template of e2eStack.journeyTemplates) {
  test(`account pages render and pass axe on ${template}`, async ({ page }) => {
    const { config } = await watchlistSite(template);
    const origin = siteOrigin(config.slug, template);
    await page.goto(`${origin}/sign-in?type=watchlist`);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to save this car" })).toBeVisible();
    await expectNoAxeViolations(page);
    // Signed out, the watchlist and the account send the shopper to sign in first.
    await page.goto(`${origin}/watchlist`);
    await page.waitForURL((url) => url.pathname === "/sign-in" && url.searchParams.get("type") === "watchlist" && url.searchParams.get("redirect") === "/watchlist");
    await page.goto(`${origin}/account`);
    await page.waitForURL((url) => url.pathname === "/sign-in" && url.searchParams.get("redirect") === "/account");
    // Favourites: listed on sites that have them, and no page where a site turns them off.
    const favourites = await page.goto(`${origin}/favourites`);
    if (config.features.favourites) {
      await expect(page.getByRole("heading", { name: "No favourites yet" })).toBeVisible();
      await expectNoAxeViolations(page);
    } else {
      expect(favourites?.status()).toBe(404);
    }
    const phone = uniquePhone();
    await page.goto(`${origin}/sign-in?redirect=%2Faccount`);
    await signInByKeyboard(page, config, phone);
    await page.waitForURL((url) => url.pathname === "/account");
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    await expect(page.getByText(phone.typed)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
