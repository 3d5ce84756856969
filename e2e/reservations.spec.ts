// Reserving a car with a card deposit (issue 17), end to end on production builds
// with the Stripe-compatible test gateway the stack starts:
//   - the whole journey by keyboard on the generic template's gated site
//     (metro-motor-group, /buy-online): Reserve Now, sign in, the shopper's
//     details, the gateway's card page with a card that asks for 3-D Secure, the
//     authentication step, back to the reservation with its live countdown, the
//     Reserved tag on /cars/ and the car page, then cancel from the account, which
//     refunds and frees the car; axe on every page;
//   - on the toyota and nissan sites: the checkout renders and passes axe, and a
//     declined card leaves the car unreserved with a clear message.
//   - the API over HTTP on the toyota app: 20 simultaneous requests for one car
//     make one reservation; pm_card_visa holds it and its search record says
//     reserved within 10 seconds; a second request is 409; cancelling refunds and
//     frees it; pm_card_chargeDeclined leaves a car unreserved; another site's car
//     is refused.
// Each journey and each retry takes a car of its own.
import { findSiteBySlug, listListedCars } from "@forecourt/db";
import { isCarAvailable, isCarSold, isReservable, type SiteConfig, type TemplateId } from "@forecourt/domain";
import type { APIRequestContext, Page } from "@playwright/test";
import { codeFromOutbox, expect, expectNoAxeViolations, loopback, storedConfig, test, uniquePhone, withDatabase } from "./fixtures";
import { siteOrigin } from "./stack-config";

interface ReservableCar {
  id: number;
  slug: string;
  stocknum: string;
}

/** The site's reservable cars, in a fixed order; `pick` chooses one per journey and retry. */
async function reservableCar(slug: string, pick: number): Promise<{ config: SiteConfig; car: ReservableCar }> {
  const config = await storedConfig(slug);
  if (!config?.features.reservation.enabled) throw new Error(`${slug} does not take reservations in the demo`);
  const cars = await withDatabase(async (db) => listListedCars(db, (await findSiteBySlug(db, slug))!, new Date()));
  const reservable = cars.filter((car) => isCarAvailable(car) && !isCarSold(car) && car.reserved !== true && car.stocknum && isReservable(car, config.features.reservation));
  const car = reservable[pick];
  if (!car) throw new Error(`${slug} has no reservable car number ${pick}`);
  return { config, car: { id: car.id, slug: car.slug, stocknum: car.stocknum! } };
}

async function typeInto(page: Page, label: string | RegExp, text: string) {
  const field = page.getByLabel(label, { exact: typeof label === "string" });
  await field.focus();
  await page.keyboard.type(text);
}

async function fillDetails(page: Page, name: string) {
  await typeInto(page, "Name", name);
  await typeInto(page, "Email", `${name.toLowerCase().replace(/\s+/g, ".")}@example.com`);
  const phone = page.getByLabel("Phone", { exact: true });
  if ((await phone.inputValue()) === "") await typeInto(page, "Phone", "0412 345 678");
}

test.describe("reserving a car", () => {
  test("by keyboard on the gated generic site: sign in, pay with 3-D Secure, see the countdown and the Reserved tag, cancel from the account", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const { config, car } = await reservableCar("metro-motor-group", testInfo.retry);
    expect(config.features.reservation.path).toBe("buy-online");
    const origin = siteOrigin(config.slug, "generic");

    // The car page's Reserve Now, by keyboard; the gate sends a signed-out shopper to sign in first.
    await page.goto(`${origin}/cars/${car.slug}`);
    const reserve = page.getByRole("link", { name: /^Reserve Now \$/ }).first();
    await reserve.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/sign-in");
    expect(new URL(page.url()).searchParams.get("type")).toBe("checkout");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe(`/cars/${car.slug}/buy-online`);
    const phone = uniquePhone();
    await typeInto(page, "Mobile number", phone.typed);
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("6-digit code")).toBeFocused();
    await page.keyboard.type(await codeFromOutbox(config, phone.e164));
    await page.keyboard.press("Enter");

    // The checkout: the terms, the marks, the details (the phone prefilled from the session).
    await page.waitForURL((url) => url.pathname === `/cars/${car.slug}/buy-online`);
    await expect(page.getByRole("heading", { level: 1, name: "Reserve this car" })).toBeVisible();
    await expect(page.getByText(/100% refundable/)).toBeVisible();
    await expect(page.getByRole("list", { name: "We accept" }).getByRole("img")).toHaveCount(5);
    await expect(page.getByLabel("Phone", { exact: true })).not.toHaveValue("");
    await expectNoAxeViolations(page);
    // Nothing filled: the errors are named, and no reservation is made.
    // The site's own button label (features.reservation.buttonLabel) with the deposit.
    const submit = page.getByRole("button", { name: new RegExp(`^${config.features.reservation.buttonLabel} \\$`) });
    await submit.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Please fix the following errors:" })).toBeVisible();
    await fillDetails(page, "Robin Keyes");
    await submit.focus();
    await page.keyboard.press("Enter");

    // The gateway's card page, then its 3-D Secure step, all by keyboard.
    await page.waitForURL((url) => url.pathname.startsWith("/pay/"));
    await expectNoAxeViolations(page);
    await typeInto(page, "Card number", "4000 0027 6000 3184");
    await typeInto(page, "Expiry (MM / YY)", "12 / 34");
    await typeInto(page, "Security code", "123");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname.startsWith("/3ds/"));
    await expect(page.getByRole("heading", { name: "Authenticate your payment" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Complete authentication" }).focus();
    await page.keyboard.press("Enter");

    // Back on the site: held, with the live countdown (48 hours, ticking).
    await page.waitForURL((url) => url.pathname.startsWith("/reservations/"));
    await expect(page.getByRole("heading", { name: "Your car is reserved" })).toBeVisible({ timeout: 15_000 });
    const timer = page.getByRole("timer");
    await expect(timer).toHaveText(/^4[78]h \d\dm \d\ds/);
    const first = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(first);
    await expectNoAxeViolations(page);

    // Reserved everywhere: the car page (no reserve button) and its card on /cars/.
    await page.goto(`${origin}/cars/${car.slug}`);
    await expect(page.getByText("Reserved", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /^Reserve Now/ })).toHaveCount(0);
    // A search made after the payment shows it: each app's search index catches up with the
    // cars data version within seconds (it rebuilds in the background, so ask again until it has).
    const card = page.locator("[data-slot=vehicle-card]", { has: page.locator(`a[href="/cars/${car.slug}"]`) }).first();
    await expect(async () => {
      await page.goto(`${origin}/cars/?query=${encodeURIComponent(car.stocknum)}`);
      await expect(card.getByText("Reserved", { exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000, intervals: [1_000] });

    // Cancel from the account: asked first, then refunded and the car freed.
    await page.goto(`${origin}/account`);
    const reservations = page.locator("[data-slot=account-reservations]");
    await expect(reservations.getByRole("heading", { name: "Your car is reserved" })).toBeVisible();
    await expectNoAxeViolations(page);
    await reservations.getByRole("button", { name: "Cancel reservation" }).focus();
    await page.keyboard.press("Enter");
    await expect(reservations.getByRole("button", { name: "Yes, cancel and refund" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(reservations.getByText(/You cancelled this reservation\. Your \$[\d,]+ deposit has been refunded in full\./)).toBeVisible();
    await page.goto(`${origin}/cars/${car.slug}`);
    await expect(page.getByRole("link", { name: /^Reserve Now \$/ }).first()).toBeVisible();
  });

  for (const [template, slug] of [
    ["toyota", "sunshine-toyota"],
    ["nissan", "harbour-nissan"],
  ] as Array<[TemplateId, string]>) {
    test(`${template}: the checkout renders and passes axe, and a declined card leaves the car unreserved`, async ({ page }, testInfo) => {
      const { config, car } = await reservableCar(slug, 1 + testInfo.retry);
      expect(config.features.reservation.path).toBe("checkout");
      const origin = siteOrigin(slug, template);
      await page.goto(`${origin}/cars/${car.slug}/checkout`);
      await expect(page.getByRole("heading", { level: 1, name: "Reserve this car" })).toBeVisible();
      await expectNoAxeViolations(page);
      await fillDetails(page, "Casey Morgan");
      await page.getByRole("button", { name: new RegExp(`^${config.features.reservation.buttonLabel} \\$`) }).click();
      await page.waitForURL((url) => url.pathname.startsWith("/pay/"));
      await page.getByLabel("Card number").fill("4000 0000 0000 0002");
      await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
      await page.getByLabel("Security code").fill("123");
      await page.getByRole("button", { name: /^Pay / }).click();
      await page.waitForURL((url) => url.pathname.startsWith("/reservations/"));
      await expect(page.locator("[data-slot=form-alert]")).toContainText("No money was taken");
      await expect(page.getByRole("link", { name: "Try another card" })).toHaveAttribute("href", `/cars/${car.slug}/checkout`);
      await expectNoAxeViolations(page);
      // Unreserved: the car page still offers it.
      await page.goto(`${origin}/cars/${car.slug}`);
      await expect(page.getByRole("link", { name: /^Reserve Now \$/ }).first()).toBeVisible();
    });
  }

  test("the API over HTTP: one of 20 simultaneous requests wins; paid, the car is reserved in search within 10 s; 409, cancel and refund; a declined card; another site's car", async ({ request }, testInfo) => {
    const slug = "sunshine-toyota";
    const { base, host } = loopback(slug, "toyota");
    const pick = 10 + testInfo.retry * 3;
    const { car } = await reservableCar(slug, pick);
    const { car: declinedCar } = await reservableCar(slug, pick + 1);
    const contact = { name: "Alex Reyes", email: "alex.reyes@example.com", phone: "0412 345 678" };
    const post = (path: string, data?: unknown) => request.post(`${base}${path}`, { headers: { host, "content-type": "application/json" }, ...(data === undefined ? {} : { data }) });
    const searchRecord = async (api: APIRequestContext, stocknum: string) => {
      const response = await api.post(`${base}/api/search/1/indexes/*/queries?x-algolia-api-key=embedded&x-algolia-application-id=embedded`, {
        headers: { host, "content-type": "text/plain" },
        data: JSON.stringify({ requests: [{ indexName: "Car_production", params: `query=${encodeURIComponent(stocknum)}&hitsPerPage=5` }] }),
      });
      const body = (await response.json()) as { results: Array<{ hits: Array<{ stocknum: string; reserved: boolean }> }> };
      return body.results[0]!.hits.find((hit) => hit.stocknum === stocknum);
    };

    const answers = await Promise.all(Array.from({ length: 20 }, () => post("/api/reservations", { car_id: car.id, ...contact })));
    const statuses = answers.map((answer) => answer.status());
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const refused = answers.find((answer) => answer.status() === 409)!;
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Someone else has just reserved this car/);
    const created = (await answers.find((answer) => answer.status() === 201)!.json()) as { reservation_id: string; token: string; status: string; amount: number; payment: { confirm_url: string } };
    expect(created).toMatchObject({ status: "pending", amount: expect.any(Number) });

    // The gateway's confirm_url takes a payment method as its card form does.
    const paid = await request.post(created.payment.confirm_url, { form: { payment_method: "pm_card_visa" } });
    expect(paid.status()).toBe(200);
    const show = `/api/reservations/${created.reservation_id}?token=${encodeURIComponent(created.token)}`;
    await expect.poll(async () => ((await (await request.get(`${base}${show}`, { headers: { host } })).json()) as { status: string }).status, { timeout: 10_000 }).toBe("held");
    await expect.poll(async () => (await searchRecord(request, car.stocknum))?.reserved, { timeout: 10_000, intervals: [250] }).toBe(true);
    expect((await post("/api/reservations", { car_id: car.id, ...contact })).status()).toBe(409);
    // Only its owner may see it.
    expect((await request.get(`${base}/api/reservations/${created.reservation_id}`, { headers: { host } })).status()).toBe(404);

    const cancelled = await post(`/api/reservations/${created.reservation_id}/cancel?token=${encodeURIComponent(created.token)}`);
    expect(cancelled.status()).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: "cancelled", refund: "done" });
    await expect.poll(async () => (await searchRecord(request, car.stocknum))?.reserved, { timeout: 10_000, intervals: [250] }).toBe(false);

    // A declined card: nothing reserved, and the car is free for the next shopper.
    const second = (await (await post("/api/reservations", { car_id: declinedCar.id, ...contact })).json()) as { reservation_id: string; token: string; payment: { confirm_url: string } };
    const declined = await request.post(second.payment.confirm_url, { form: { payment_method: "pm_card_chargeDeclined" } });
    expect(declined.status()).toBe(402);
    expect(JSON.stringify(await declined.json())).toContain("Your card was declined.");
    await expect.poll(async () => (await post("/api/reservations", { car_id: declinedCar.id, ...contact })).status(), { timeout: 10_000 }).toBe(201);
    expect((await searchRecord(request, declinedCar.stocknum))?.reserved).toBe(false);

    // Another site's car is not this site's to reserve.
    const { car: otherSiteCar } = await reservableCar("harbour-nissan", pick);
    expect((await post("/api/reservations", { car_id: otherSiteCar.id, ...contact })).status()).toBe(404);
  });
});
