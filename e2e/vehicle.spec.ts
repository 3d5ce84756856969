// The vehicle detail page end to end (issue 7), on every template app: sections and
// buttons per the rules of spec 2.5, 4 and 5 for the demo's cars (every section
// filled, none, sold, reserved, certified, with and without a history file), the
// enquiry dialog sending a lead, the phone reveal event, the PDF brochure, the first
// HTML without JavaScript (title, price, key information, JSON-LD), the 404 with
// similar cars, axe, and the gallery and tabs by keyboard.
import { createDatabase, findListedCar, findSiteBySlug, listEvents, listListedCars, upsertCars } from "@forecourt/db";
import { type Car, carFeatures, carHeading, dealerCommentsFallback, displayPrice, isCarAvailable, isCarSold, isReservable, keyInformationRows, listedPrice, regionSettings, showsCertifiedBadge, type SiteConfig, specificationRows } from "@forecourt/domain";
import type { Page } from "@playwright/test";
import type { Car as SchemaCar, WithContext } from "schema-dts";
import { extractText, getDocumentProxy } from "unpdf";
import { readFile } from "node:fs/promises";
import { request } from "node:http";
import { demoSites, expect, expectNoAxeViolations, leadsByEmail, test } from "./fixtures";
import { e2eDatabaseUrl, e2eRevalidateToken, e2eStack, siteOrigin } from "./stack-config";

type Template = (typeof e2eStack.journeyTemplates)[number];
interface DemoCar {
  site: SiteConfig;
  car: Car;
}

const templateDefaults: Record<Template, (config: SiteConfig) => SiteConfig> = {
  generic: (config) => config,
  // apps/toyota/template.ts turns the certified badge on for its sites.
  toyota: (config) => ({ ...config, features: { ...config.features, certifiedBadge: true } }),
  nissan: (config) => config,
};

const carsByTemplate = new Map<Template, DemoCar[]>();

/** Every listed car of every demo site of the template, with its site's config. */
async function demoCars(template: Template): Promise<DemoCar[]> {
  const cached = carsByTemplate.get(template);
  if (cached) return cached;
  const database = createDatabase(e2eDatabaseUrl, { max: 1 });
  const found: DemoCar[] = [];
  try {
    for (const summary of (await demoSites()).filter((site) => site.template === template)) {
      const site = await findSiteBySlug(database.db, summary.slug);
      if (!site) continue;
      for (const car of await listListedCars(database.db, site, new Date())) found.push({ site: templateDefaults[template](site), car });
    }
  } finally {
    await database.close();
  }
  carsByTemplate.set(template, found);
  return found;
}

async function demoCar(template: Template, predicate: (entry: DemoCar) => boolean): Promise<DemoCar | undefined> {
  return (await demoCars(template)).find(predicate);
}

const title = (car: Car) => {
  const heading = carHeading(car);
  return [heading.title, heading.subtitle].filter(Boolean).join(" ");
};
const carUrl = (entry: DemoCar, template: Template) => `${siteOrigin(entry.site.slug, template)}/cars/${entry.car.slug}`;
const priceText = (entry: DemoCar) => displayPrice(entry.car, { subscriptions: entry.site.features.subscriptions, noPriceText: entry.site.labels.noPriceText }).text;
const available = (car: Car) => isCarAvailable(car) && !isCarSold(car);
const hasComments = (car: Car) => (car.dealercomments ?? "").replace(/\|/g, "").trim().length > 0;
const sidebar = (page: Page) => page.locator("[data-slot=vehicle-actions]");

/** spec 2.5 sidebar and spec 4 'Conditional buttons', as the demo's flags set them. */
async function expectSidebarButtons(page: Page, { site, car }: DemoCar) {
  const actions = sidebar(page);
  const locale = regionSettings(site.region).locale;
  if (!available(car)) {
    await expect(actions.getByRole("button", { name: "Find Me Something Similar" })).toBeVisible();
    await expect(actions.getByRole("button", { name: /^(Enquire|Inquire) Now$/ })).toHaveCount(0);
    await expect(actions.getByRole("button", { name: "Book a Test Drive" })).toHaveCount(0);
    await expect(actions.getByRole("link", { name: "Car History Report" })).toHaveCount(0);
    return;
  }
  await expect(actions.getByRole("button", { name: locale === "en-US" ? "Inquire Now" : "Enquire Now" })).toBeVisible();
  await expect(actions.getByRole("button", { name: "Book a Test Drive" })).toHaveCount(site.features.testDrive ? 1 : 0);
  await expect(actions.getByRole("link", { name: "Car History Report" })).toHaveCount(car.file ? 1 : 0);
  await expect(actions.getByRole("link", { name: /^(Get Finance|Finance Quote)$/ })).toHaveCount(site.features.finance ? 1 : 0);
  await expect(actions.getByRole("link", { name: "Trade In" })).toHaveCount(site.features.tradeIn ? 1 : 0);
  // spec 2.5, 4: 'Reserve Now' with the deposit, to the site's checkout path, only for a reservable car (issue 17).
  const reserve = actions.getByRole("link", { name: /^Reserve Now \$/ });
  if (isReservable(car, site.features.reservation)) await expect(reserve).toHaveAttribute("href", `/cars/${car.slug}/${site.features.reservation.path}`);
  else await expect(reserve).toHaveCount(0);
  await expect(actions.getByRole("button", { name: "Find Me Something Similar" })).toHaveCount(0);
}

/**
 * The server's raw answer, as a crawler or a phone without JavaScript gets it. Node
 * cannot resolve *.localhost (docs/architecture.md 'Platform notes'), so it connects to 127.0.0.1 with the site's Host.
 */
function rawGet(url: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: "127.0.0.1", port: target.port, method: init.method ?? "GET", path: `${target.pathname}${target.search}`, headers: { host: target.host, accept: "text/html,*/*", ...init.headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(init.body);
  });
}

let counter = 0;
const uniqueEmail = (label: string) => `e2e-vehicle-${label}-${Date.now()}-${counter++}@example.com`;

async function fillCarForm(page: Page, email: string) {
  const form = page.getByRole("dialog").locator("form[data-slot=lead-form]");
  await form.getByRole("textbox", { name: /^(Name|First name)/ }).fill("Riley");
  await form.getByRole("textbox", { name: /^Email/ }).fill(email);
  await form.getByRole("textbox", { name: /^Phone/ }).fill("0412 345 678");
  for (const name of [/^Dealership/, /^Location/]) {
    const select = form.getByRole("combobox", { name });
    if ((await select.count()) && (await select.inputValue()) === "") await select.selectOption({ index: 1 });
  }
  const message = form.getByRole("textbox", { name: /^Message/ });
  if ((await message.count()) && (await message.inputValue()) === "") await message.fill("Is this car still available?");
  const terms = form.getByRole("checkbox", { name: /terms of use/ });
  if (await terms.count()) await terms.check();
}

/**
 * The demo is deterministic (fixed seed, dates shifted to the day of seeding), so a
 * case it must hold fails loudly when missing, never skips quietly.
 */
function demoMust(found: unknown, what: string): void {
  if (!found) throw new Error(`${what}: the deterministic demo data must hold one`);
}

for (const template of e2eStack.journeyTemplates) {
  test.describe(`vehicle page on the ${template} template`, () => {
    test("a car with every section: sections, buttons, gallery and tabs by keyboard, the enquiry dialog sends a lead, axe", async ({ page }) => {
      const entry = await demoCar(template, ({ site, car }) => available(car) && !car.reserved && site.features.dealerComments.enabled && hasComments(car) && carFeatures(car).length > 8 && specificationRows(car, regionSettings(site.region)).length > 0 && car.images.length > 2);
      demoMust(entry, "the demo has no such car on this template");
      const { site, car } = entry!;
      await page.goto(carUrl(entry!, template));
      await expect(page.getByRole("heading", { level: 1, name: carHeading(car).title })).toBeVisible();
      await expect(page.locator("[data-slot=vehicle-price-amount]")).toHaveText(priceText(entry!));
      for (const heading of ["Key Information", site.features.dealerComments.title, "What's Included", "Why Buy From Us?", "Protect Your Car"]) {
        await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
      }
      // Reserve Online explains a reservation, on sites that take them and for a car that can be reserved.
      await expect(page.getByRole("heading", { level: 2, name: "Reserve Online" })).toHaveCount(isReservable(car, site.features.reservation) ? 1 : 0);
      await expect(page.getByRole("tab")).toHaveText(["Car Summary", "All Specifications", "Features"]);
      await expectSidebarButtons(page, entry!);
      // Key information: 4 rows, then Show More (spec 2.5, 9).
      const keyInformation = page.locator("#key-information");
      await expect(keyInformation.locator("dt:visible")).toHaveCount(Math.min(4, keyInformationRows(car, { ...regionSettings(site.region), now: new Date() }).length));
      await keyInformation.getByRole("button", { name: "Show More" }).click();
      await expect(keyInformation.getByRole("button", { name: "Show Less" })).toHaveAttribute("aria-expanded", "true");
      await expectNoAxeViolations(page);

      // The gallery by keyboard: focus it, then the arrow keys.
      const gallery = page.getByRole("region", { name: /^Photos of / }).first();
      await gallery.focus();
      await page.keyboard.press("ArrowRight");
      await expect(page.locator("[data-slot=gallery-counter]")).toHaveText(`Photo 2 of ${car.images.length}`);
      await page.keyboard.press("ArrowLeft");
      await expect(page.locator("[data-slot=gallery-counter]")).toHaveText(`Photo 1 of ${car.images.length}`);
      await page.getByRole("button", { name: "View full screen" }).click();
      const fullScreen = page.getByRole("dialog", { name: title(car) });
      await expect(fullScreen).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await expect(fullScreen).toContainText(`Photo 2 of ${car.images.length}`);
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(fullScreen).toHaveCount(0);

      // The tabs by keyboard (arrow keys move and select); Features shows 8 then Show All.
      await page.getByRole("tab", { name: "Car Summary" }).press("ArrowRight");
      await expect(page.getByRole("tab", { name: "All Specifications" })).toBeFocused();
      await page.getByRole("tab", { name: "All Specifications" }).press("ArrowRight");
      await expect(page.getByRole("tab", { name: "Features" })).toBeFocused();
      await expect(page.getByRole("tab", { name: "Features" })).toHaveAttribute("aria-selected", "true");
      const features = page.getByRole("tabpanel", { name: "Features" });
      await expect(features.locator("[data-slot=feature]:visible")).toHaveCount(8);
      await features.getByRole("button", { name: /^Show All/ }).click();
      await expect(features.locator("[data-slot=feature]:visible")).toHaveCount(carFeatures(car).length);

      // The enquiry dialog sends a lead that names this car.
      const email = uniqueEmail(`${template}-enquiry`);
      await sidebar(page).getByRole("button", { name: /^(Enquire|Inquire) Now$/ }).click();
      const dialog = page.getByRole("dialog", { name: /^(Enquire|Inquire) about this car$/ });
      await expect(dialog).toContainText(title(car));
      await fillCarForm(page, email);
      await dialog.locator("button[type=submit]").click();
      await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });
      const stored = await leadsByEmail(site, email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ form: "car-enquiry", carId: car.id });
    });

    test("a car with no comments and no features: the pending message, no Features tab; the phone reveal records event 25", async ({ page }) => {
      const entry = await demoCar(template, ({ site, car }) => available(car) && site.features.dealerComments.enabled && !hasComments(car) && carFeatures(car).length === 0);
      demoMust(entry, "the demo has no such car on this template");
      const { site, car } = entry!;
      await page.goto(carUrl(entry!, template));
      await expect(page.locator("[data-slot=dealer-comments]")).toHaveText(dealerCommentsFallback);
      await expect(page.getByRole("tab", { name: "Features" })).toHaveCount(0);
      await expectSidebarButtons(page, entry!);
      await expectNoAxeViolations(page);

      const reveal = page.locator("[data-slot=phone-reveal]");
      const phone = car.location?.phone ?? site.phone;
      demoMust(phone, "this car has no phone to reveal");
      await expect(reveal.locator("[data-slot=phone-masked]")).toHaveText(`${phone!.slice(0, 5)}${phone!.slice(5).replace(/[0-9A-Za-z]/g, "X")}`);
      const posted = page.waitForRequest((request) => request.url().endsWith("/api/events") && request.method() === "POST");
      await reveal.getByRole("button").click();
      await expect(reveal.getByRole("link", { name: new RegExp(phone!.replace(/[()+]/g, "\\$&")) })).toBeFocused();
      expect(JSON.parse((await posted).postData() ?? "{}")).toMatchObject({ event_id: 25, car_id: car.id });
      const database = createDatabase(e2eDatabaseUrl, { max: 1 });
      try {
        await expect.poll(async () => (await listEvents(database.db, site, { name: "phone_reveal", limit: 50 })).some((event) => (event.payload as { car_id?: number }).car_id === car.id)).toBe(true);
      } finally {
        await database.close();
      }
    });

    test("a sold car: the sold notice, 'Find Me Something Similar' opens the enquiry with the unavailable message, similar cars", async ({ page }) => {
      const entry = await demoCar(template, ({ car }) => isCarSold(car));
      demoMust(entry, "the demo has no recently sold car on this template");
      const { car } = entry!;
      await page.goto(carUrl(entry!, template));
      await expect(page.locator("[data-slot=sold-notice]")).toContainText("recently sold. But don't worry, we can help you find a similar one!");
      await expect(page.locator("[data-slot=vehicle-tag]")).toHaveAttribute("data-kind", "sold");
      await expect(page.locator("[data-slot=certified-badge]")).toHaveCount(0);
      await expectSidebarButtons(page, entry!);
      // Similar cars: a carousel; its arrows move it, and Tab reaches every card's link.
      const carousel = page.getByRole("region", { name: "Similar cars you might like" });
      await expect(carousel.locator("[data-slot=similar-car]").first()).toBeVisible();
      const slides = carousel.locator("[data-slot=carousel-slide]");
      const slideCount = await slides.count();
      await expect(slides.first()).toHaveAttribute("aria-label", `1 of ${slideCount}`);
      const next = carousel.getByRole("button", { name: "More cars" });
      if (slideCount > 1 && (await next.isEnabled())) {
        await next.click();
        await expect(carousel.getByRole("button", { name: "Previous cars" })).toBeEnabled();
      }
      await slides.last().getByRole("link").focus();
      await expect(slides.last().getByRole("link")).toBeInViewport();
      await expectNoAxeViolations(page);
      await sidebar(page).getByRole("button", { name: "Find Me Something Similar" }).click();
      const dialog = page.getByRole("dialog", { name: "Find Me Something Similar" });
      await expect(dialog).toContainText(title(car));
      await expect(dialog.getByRole("textbox", { name: /^Message/ })).toHaveValue("Can you please find me something similar?");
    });

    test("a site with finance and trade-in: the finance link and 'Interested in this vehicle?' open their forms about this car, and the finance lead names it", async ({ page }) => {
      const entry = await demoCar(template, ({ site, car }) => site.features.finance && site.features.tradeIn && available(car) && !car.reserved && car.car_type !== "new" && Number(car.price) > 10);
      demoMust(entry, "the demo has no site with finance and trade-in on this template");
      const { site, car } = entry!;
      await page.goto(carUrl(entry!, template));
      await expectSidebarButtons(page, entry!);
      // spec 2.5: the bottom panel holds the trade-in valuation item, and the Reserve item where the car can be reserved.
      const panel = page.locator("[data-slot=interested-panel]");
      await expect(panel.getByRole("heading", { name: "Interested in this vehicle?" })).toBeVisible();
      await expect(panel.locator("[data-slot=interested-item]")).toHaveCount(isReservable(car, site.features.reservation) ? 2 : 1);
      await expect(panel.getByRole("heading", { name: "Trade In Valuation" })).toBeVisible();
      await expectNoAxeViolations(page);

      // The trade-in valuation opens /cars/trade-in?car_id= (spec 2.1) about this car.
      await panel.getByRole("link", { name: "Get Your Valuation" }).click();
      await expect(page).toHaveURL(new RegExp(`/cars/trade-in\\?car_id=${car.id}$`));
      await expect(page.getByRole("heading", { level: 1, name: "Trade-in Valuation" })).toBeVisible();
      await expect(page.locator("[data-slot=car-form-summary]")).toContainText(title(car));
      await expectNoAxeViolations(page);

      // The finance button opens the finance form at #finance-form, about this car, with its price as the budget.
      await page.goBack();
      await sidebar(page).getByRole("link", { name: /^(Get Finance|Finance Quote)$/ }).click();
      await expect(page).toHaveURL(new RegExp(`${site.finance.path}\\?preferredDealership=.*car_id=${car.id}.*#finance-form$`));
      const summary = page.locator("[data-slot=car-form-summary]");
      await expect(summary).toContainText(title(car));
      await expect(summary).toContainText(priceText(entry!));
      const form = page.locator("form[data-slot=lead-form]");
      await expect(form.getByRole("spinbutton", { name: /^Vehicle price budget/ }).or(form.getByRole("textbox", { name: /^Vehicle price budget/ }))).toHaveValue(String(Math.round(listedPrice(car)!)));
      const email = uniqueEmail(`${template}-finance`);
      await form.getByRole("textbox", { name: /^(Name|First name)/ }).fill("Riley");
      await form.getByRole("textbox", { name: /^Last name/ }).fill("Citizen");
      await form.getByRole("textbox", { name: /^Email/ }).fill(email);
      await form.getByRole("textbox", { name: /^Phone/ }).fill("0412 345 678");
      await form.getByRole("textbox", { name: /^(Postcode|ZIP code)/ }).fill(site.region === "US" ? "97204" : "4000");
      for (const name of [/^Dealership/, /^Location/]) {
        const select = form.getByRole("combobox", { name });
        if ((await select.count()) && (await select.inputValue()) === "") await select.selectOption({ index: 1 });
      }
      const message = form.getByRole("textbox", { name: /^Message/ });
      if ((await message.count()) && (await message.inputValue()) === "") await message.fill("What would the repayments be over five years?");
      const terms = form.getByRole("checkbox", { name: /terms of use/ });
      if (await terms.count()) await terms.check();
      await form.locator("button[type=submit]").click();
      await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });
      const stored = await leadsByEmail(site, email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ form: "finance", carId: car.id });
    });

    test("a reserved car shows its tag and the buttons per the rules; history report only with a file, and it opens", async ({ page }) => {
      // spec 4: an electric or hybrid tag outranks Reserved on sites that show fuel tags.
      const reserved = await demoCar(template, ({ site, car }) => available(car) && car.reserved && !(site.features.electricTags && /hybrid|electric/i.test(`${car.fuel} ${car.simple_fuel}`)));
      demoMust(reserved, "the demo has no reserved car on this template");
      await page.goto(carUrl(reserved!, template));
      await expect(page.locator("[data-slot=vehicle-tag]")).toHaveText("Reserved");
      await expectSidebarButtons(page, reserved!);
      await expectNoAxeViolations(page);
      const withFile = await demoCar(template, ({ car }) => available(car) && Boolean(car.file));
      const withoutFile = await demoCar(template, ({ car }) => available(car) && !car.file);
      demoMust(withFile && withoutFile, "the demo lacks a car with or without a history file on this template");
      await page.goto(carUrl(withoutFile!, template));
      await expectSidebarButtons(page, withoutFile!);
      await page.goto(carUrl(withFile!, template));
      await expectSidebarButtons(page, withFile!);
      await sidebar(page).getByRole("link", { name: "Car History Report" }).click();
      await expect(page).toHaveURL(new RegExp(`${withFile!.car.file}$`));
      await expect(page.getByRole("heading", { level: 1, name: "Vehicle history report" })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    if (template === "toyota") {
      test("a certified Toyota shows the badge, and its info modal opens and closes by keyboard (spec 5)", async ({ page }) => {
        const entry = await demoCar(template, ({ site, car }) => showsCertifiedBadge(car, site.features));
        demoMust(entry, "the demo has no certified Toyota");
        await page.goto(carUrl(entry!, template));
        const badge = page.locator("[data-slot=certified-badge]");
        await badge.focus();
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog", { name: "Toyota Certified" });
        await expect(dialog).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press("Escape");
        await expect(badge).toBeFocused();
      });
    }

    test("the brochure downloads as {slug}.pdf and its text holds the name and price; the first HTML holds title, price, key information and JSON-LD", async ({ page }) => {
      const entry = await demoCar(template, ({ car }) => available(car) && displayPrice(car).kind === "price");
      demoMust(entry, "the demo has no priced car on this template");
      const { site, car } = entry!;
      const url = carUrl(entry!, template);

      // No JavaScript: the server's first HTML.
      const response = await rawGet(url);
      expect(response.status).toBe(200);
      const html = response.body.toString("utf8");
      expect(html).toMatch(new RegExp(`<title>${title(car).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      expect(html).toContain(priceText(entry!));
      for (const row of keyInformationRows(car, { ...regionSettings(site.region), now: new Date() }).slice(0, 4)) expect(html).toContain(row.value.replace(/&/g, "&amp;"));
      expect(html).toContain('property="og:image"');
      const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
      expect(jsonLd).toBeTruthy();
      const data = JSON.parse(jsonLd!) as WithContext<SchemaCar> & { offers: { "@type": string; price?: number; priceCurrency: string } };
      expect(data["@type"]).toBe("Car");
      expect(data.offers["@type"]).toBe("Offer");
      expect(data.offers.price).toBe(displayPrice(car).amount);
      expect(data.offers.priceCurrency).toBe(regionSettings(site.region).currency);

      await page.goto(url);
      const downloading = page.waitForEvent("download");
      await page.locator("[data-slot=brochure-download][data-hydrated]").click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`${car.slug}.pdf`);
      const pdf = await readFile((await download.path())!);
      const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
      expect(text).toContain(title(car));
      expect(text).toContain(priceText(entry!));
      const direct = await rawGet(`${url}/brochure.pdf`);
      expect(direct.headers["content-type"]).toBe("application/pdf");
      expect(direct.headers["content-disposition"]).toBe(`attachment; filename="${car.slug}.pdf"`);
    });

    test("a failed brochure download shows an alert with the message (spec 8)", async ({ page }) => {
      const entry = await demoCar(template, ({ car }) => available(car));
      demoMust(entry, "the demo has no available car on this template");
      const url = carUrl(entry!, template);
      await page.route("**/brochure.pdf", (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "The brochure could not be created just now. Please try again." }) }));
      const alerts: string[] = [];
      page.on("dialog", (dialog) => {
        alerts.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(url);
      await page.locator("[data-slot=brochure-download][data-hydrated]").click();
      await expect.poll(() => alerts, { timeout: 15_000 }).toEqual(["The brochure could not be created just now. Please try again."]);
    });

    test("the page is generated once and served from the cache until its car changes; POST /api/revalidate regenerates it", async ({ page }) => {
      // The last such car of the template, clear of the cars the other journeys pick first.
      const entry = (await demoCars(template)).filter(({ site, car }) => available(car) && site.features.dealerComments.enabled && hasComments(car)).at(-1);
      demoMust(entry, "the demo has no car with comments on this template");
      const { site, car } = entry!;
      const url = carUrl(entry!, template);
      const comments = page.locator("[data-slot=dealer-comments]");
      await page.goto(url);
      const before = (await comments.textContent()) ?? "";
      const marker = `Fresh from the stock import ${Date.now()}: new tyres fitted.`;
      const database = createDatabase(e2eDatabaseUrl, { max: 1 });
      const revalidate = (body: string, token = e2eRevalidateToken) => rawGet(`${siteOrigin(site.slug, template)}/api/revalidate`, { method: "POST", body, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" } });
      try {
        const stored = (await findListedCar(database.db, site, car.slug, new Date()))!;
        await upsertCars(database.db, [{ ...stored, dealercomments: marker }]);
        // Cached: the change is not on the page yet.
        await page.reload();
        await expect(comments).toHaveText(before);
        // A wrong token changes nothing; the import's call regenerates the page.
        expect((await revalidate(JSON.stringify({ cars: [car.slug] }), "not-the-token-at-all")).status).toBe(401);
        const bad = await revalidate(JSON.stringify({ cars: [] }));
        expect(bad.status).toBe(400);
        expect(JSON.parse(bad.body.toString())).toEqual({ error: "Some cars could not be read.", fields: { cars: "Name at least one car" } });
        const done = await revalidate(JSON.stringify({ cars: [car.slug] }));
        expect(done.status).toBe(200);
        expect(JSON.parse(done.body.toString())).toEqual({ revalidated: [`/cars/${encodeURIComponent(car.slug)}`] });
        await expect(async () => {
          await page.reload();
          await expect(comments).toContainText("Fresh from the stock import", { timeout: 1000 });
        }).toPass({ timeout: 15_000 });
        await upsertCars(database.db, [stored]);
        expect((await revalidate(JSON.stringify({ cars: [car.slug] }))).status).toBe(200);
      } finally {
        await database.close();
      }
    });

    test("an unknown slug is a 404 that offers cars", async ({ page }) => {
      const site = (await demoSites()).find((summary) => summary.template === template)!;
      const response = await page.goto(`${siteOrigin(site.slug, template)}/cars/no-such-car-999999`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
      await expect(page.locator("[data-slot=similar-car]").first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
