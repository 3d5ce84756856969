// The instant valuation (issue 18): over HTTP, a demo car's plate looked up in its
// state answers its make, model and year, an unknown plate 404s and a malformed one
// 400s; a 4-year-old HiLux's offer sits within half and one and a half times its
// listed comparables' median, and none for 9 years or 120,000 km; on the generic template the whole journey from plate to an accepted offer,
// whose lead has form_completed and offer_accepted; a render-and-axe pass elsewhere.
import { findRegisteredVehicle, listListedCars, listValuationComparables } from "@forecourt/db";
import { type Car, median, regoStatesByRegion, valuationModel } from "@forecourt/domain";
import { demoSites, expect, expectNoAxeViolations, leadsByEmail, loopback, storedConfig, test, withDatabase } from "./fixtures";
import { e2eStack, siteOrigin } from "./stack-config";

/** A used car of a generic AU site whose plate is in the registry under the car's state. */
async function registeredCar(): Promise<{ slug: string; car: Car; state: string }> {
  for (const site of (await demoSites()).filter((entry) => entry.template === "generic" && entry.region === "AU")) {
    const config = (await storedConfig(site.slug))!;
    const found = await withDatabase(async (db) => {
      for (const car of await listListedCars(db, config, new Date())) {
        if (car.car_type !== "used" || !car.regplate || !car.state) continue;
        const vehicle = await findRegisteredVehicle(db, { rego: String(car.regplate).replace(/\s+/g, ""), state: String(car.state), region: "AU" });
        if (vehicle?.make === car.make) return { car, state: String(car.state) };
      }
      return null;
    });
    if (found) return { slug: site.slug, ...found };
  }
  throw new Error("The demo has no registered used car on a generic AU site");
}

test.describe("instant valuation over HTTP (issue 18)", () => {
  test("lookup: a demo car's plate answers its make, model and year; unknown 404s; malformed 400s", async ({ request }) => {
    const { slug, car, state } = await registeredCar();
    const { base, host } = loopback(slug, "generic");
    const post = (path: string, data: unknown) => request.post(`${base}${path}`, { headers: { host, "content-type": "application/json" }, data });
    const found = await post("/api/valuations/lookup", { rego: car.regplate, state });
    expect(found.status()).toBe(200);
    expect((await found.json()).vehicle).toMatchObject({ make: car.make, model: car.model, year: car.year });
    const unknown = await post("/api/valuations/lookup", { rego: "ZZ99ZZ9", state });
    expect([unknown.status(), (await unknown.json()).error]).toEqual([404, expect.stringContaining("could not find")]);
    expect((await post("/api/valuations/lookup", { rego: "#!", state })).status()).toBe(400);
    // A 4-year-old HiLux with 40,000 km has an offer within half and one and a half times its comparables' median; a 9-year-old one none.
    const now = new Date().getUTCFullYear();
    const hilux = await (await post("/api/valuations", { vehicle: { make: "Toyota", model: "HiLux", year: now - 4 }, odometer: 40_000, answers: [] })).json();
    expect(hilux.offer.comparables).toBeGreaterThanOrEqual(3);
    expect(0 < hilux.offer.low && hilux.offer.low < hilux.offer.high).toBe(true);
    // The comparables the handler counts: the site's own state first, the whole region when it has too few.
    const config = (await storedConfig(slug))!;
    const query = { make: "Toyota", model: "HiLux", year: now - 4, now: new Date(), soldWithinDays: valuationModel.soldWithinDays, yearWindow: valuationModel.yearWindow };
    const comparables = await withDatabase(async (db) => {
      const local = await listValuationComparables(db, { ...query, states: [config.address.state.toUpperCase()] });
      return local.length >= valuationModel.minComparables ? local : listValuationComparables(db, { ...query, states: regoStatesByRegion.AU });
    });
    expect(comparables).toHaveLength(hilux.offer.comparables);
    const listedMedian = median(comparables.filter((comparable) => comparable.source === "listed").map((comparable) => comparable.price));
    expect(hilux.offer.low).toBeGreaterThanOrEqual(listedMedian / 2);
    expect(hilux.offer.high).toBeLessThanOrEqual(listedMedian * 1.5);
    for (const vehicle of [
      { year: now - 9, odometer: 40_000 },
      { year: now - 4, odometer: 120_000 },
    ]) {
      const none = await (await post("/api/valuations", { vehicle: { make: "Toyota", model: "HiLux", year: vehicle.year }, odometer: vehicle.odometer, answers: [] })).json();
      expect([none.offer, none.reason]).toEqual([null, expect.stringContaining("valuers will call")]);
    }
  });
});

test.describe("the instant valuation journey (generic)", () => {
  test("from plate to an accepted offer: the lead has form_completed and offer_accepted", async ({ page }) => {
    const { slug, car, state } = await registeredCar();
    await page.goto(`${siteOrigin(slug, "generic")}/trade-in`);
    await expect(page.getByRole("heading", { level: 1, name: "Trade-in Valuation" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("textbox", { name: /^Rego/ }).fill(String(car.regplate));
    await page.getByRole("combobox", { name: "State" }).selectOption(state);
    await page.getByRole("textbox", { name: /^Rego/ }).press("Enter");
    await expect(page.getByRole("heading", { name: "Confirm your car" })).toBeFocused();
    await expect(page.locator("[data-slot=valuation-vehicle]")).toContainText(`${car.year} ${car.make} ${car.model}`);
    await page.getByRole("button", { name: "Yes, this is my car" }).click();
    await page.getByRole("textbox", { name: /^Odometer/ }).fill("40000");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Get Your Valuation" }).click();
    await expect(page.getByRole("heading", { name: "Your offer" })).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    const accept = page.getByRole("button", { name: "Accept offer" });
    const hasOffer = (await accept.count()) > 0;
    await (hasOffer ? accept : page.getByRole("button", { name: "Ask a valuer to call me" })).click();
    const email = `e2e-valuation-${Date.now()}@example.com`;
    const form = page.locator("form[data-slot=lead-form]");
    await form.getByRole("textbox", { name: /^(Name|First name)/ }).fill("Casey");
    await form.getByRole("textbox", { name: /^Last name/ }).fill("Citizen");
    await form.getByRole("textbox", { name: /^Email/ }).fill(email);
    await form.getByRole("textbox", { name: /^Phone/ }).fill("0412 345 678");
    await form.getByRole("textbox", { name: /^Postcode/ }).fill("4000");
    for (const name of [/^Dealership/, /^Location/]) {
      const select = form.getByRole("combobox", { name });
      if ((await select.count()) && (await select.inputValue()) === "") await select.selectOption({ index: 1 });
    }
    const terms = form.getByRole("checkbox", { name: /terms of use/ });
    if (await terms.count()) await terms.check();
    await form.locator("button[type=submit]").click();
    await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });
    const [lead] = await leadsByEmail(slug, email);
    expect(lead).toMatchObject({ form: "trade-in", category: "Trade-in", formCompleted: true, offerAccepted: hasOffer });
    expect(lead!.valuationId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

for (const template of e2eStack.journeyTemplates.filter((entry) => entry !== "generic")) {
  test(`the instant valuation renders on the ${template} template, axe clean`, async ({ page }) => {
    const site = (await demoSites()).find((entry) => entry.template === template)!;
    await page.goto(`${siteOrigin(site.slug, template)}/sell-my-car`);
    await expect(page.getByRole("heading", { level: 1, name: "Sell Your Car" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Rego/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
