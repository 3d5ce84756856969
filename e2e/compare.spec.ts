// Favourites and compare end to end (spec 1 'compare cars', spec 2.4 'favourites/compare
// control', spec 4 'Favourites toggle', spec 5 'Favourites and compare'), on every
// template app, on a demo site that enables compare: cars chosen on /cars/ by keyboard,
// the bar's link to /compare with them side by side, the selection kept over a reload,
// a fifth car refused with a message, a favourite kept over a reload with event 39
// stored, /compare showing only the site's own listed cars, an empty state, a 404 where
// compare is off, a 390px phone, and axe on every page.
import { findSiteBySlug, listEvents, listListedCars } from "@forecourt/db";
import { carHeading, isCarAvailable, isCarSold, type SiteConfig } from "@forecourt/domain";
import type { Locator, Page } from "@playwright/test";
import { demoSites, expect, expectNoAxeViolations, storedConfig, test, withDatabase } from "./fixtures";
import { e2eDatabaseUrl, e2eStack, siteOrigin } from "./stack-config";

type Template = (typeof e2eStack.journeyTemplates)[number];

/** The template's demo site with compare on, favourites on and no used-only rule, as stored. */
async function compareSite(template: Template): Promise<SiteConfig> {
  for (const summary of (await demoSites()).filter((site) => site.template === template)) {
    const config = await storedConfig(summary.slug);
    if (config?.features.compare && config.features.favourites && !config.features.favouritesUsedOnly) return config;
  }
  throw new Error(`the demo data has no ${template} site with compare and favourites on`);
}

const hits = (page: Page) => page.locator("[data-slot=search-hit]");
const compareButtons = (page: Page) => hits(page).locator("[data-slot=vehicle-card-compare]");
const tray = (page: Page) => page.locator("[data-slot=compare-tray]");
const trayStatus = (page: Page) => tray(page).getByRole("status");

/** The car a card's compare button names: its id from the card's link, and its title. */
async function cardCar(button: Locator): Promise<{ slug: string; title: string }> {
  const card = button.locator("xpath=ancestor::article[@data-slot='vehicle-card']");
  const href = (await card.locator("h2 a").getAttribute("href"))!;
  const title = (await button.getAttribute("aria-label"))!.replace(/^Compare the /, "");
  return { slug: decodeURIComponent(href.replace(/^\/cars\//, "")), title };
}

/** Presses the toggle from the keyboard, as a shopper tabbing through the cards would. */
async function pressByKeyboard(page: Page, button: Locator, key: "Enter" | "Space") {
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press(key);
}

/**
 * The first press after a page load: the stored selection is read once the page has
 * hydrated, so wait for a press to take (a press before hydration does nothing).
 */
async function pressOnceHydrated(page: Page, button: Locator, key: "Enter" | "Space") {
  await expect(async () => {
    if ((await button.getAttribute("aria-pressed")) !== "true") await pressByKeyboard(page, button, key);
    await expect(button).toHaveAttribute("aria-pressed", "true", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

for (const template of e2eStack.journeyTemplates) {
  test.describe(`favourites and compare on the ${template} template`, () => {
    test("chooses cars by keyboard, keeps them over a reload, refuses a fifth, and compares them side by side", async ({ page }) => {
      const site = await compareSite(template);
      const origin = siteOrigin(site.slug, template);
      const listed = await withDatabase(async (db) => listListedCars(db, (await findSiteBySlug(db, site.slug))!, new Date()));
      const idOf = (slug: string) => listed.find((car) => car.slug === slug)!.id;

      await page.goto(`${origin}/cars/`);
      await expect(hits(page)).toHaveCount(21);
      const buttons = compareButtons(page);
      expect(await buttons.count(), "five cars on the first page can be compared").toBeGreaterThanOrEqual(5);
      // Nothing chosen yet: the bar is closed and says nothing.
      await expect(tray(page)).toHaveAttribute("data-state", "closed");

      const chosen = [];
      for (const [index, key] of (["Space", "Enter", "Enter"] as const).entries()) {
        const button = buttons.nth(index);
        await (index === 0 ? pressOnceHydrated(page, button, key) : pressByKeyboard(page, button, key));
        await expect(button).toHaveAttribute("aria-pressed", "true");
        chosen.push(await cardCar(button));
      }
      const ids = chosen.map((car) => idOf(car.slug));
      await expect(trayStatus(page)).toHaveText("3 of 4 cars chosen to compare.");
      const link = tray(page).getByRole("link", { name: "Compare (3)" });
      await expect(link).toHaveAttribute("href", `/compare?cars=${ids.join(",")}`);
      await expectNoAxeViolations(page);

      // The selection is kept in the browser for this dealership: a reload keeps it.
      await page.reload();
      for (const index of [0, 1, 2]) await expect(buttons.nth(index)).toHaveAttribute("aria-pressed", "true");
      await expect(tray(page).getByRole("link", { name: "Compare (3)" })).toBeVisible();

      // A fourth is taken; a fifth is refused with a message naming it, not dropped silently.
      await pressOnceHydrated(page, buttons.nth(3), "Enter");
      const fifth = await cardCar(buttons.nth(4));
      await pressByKeyboard(page, buttons.nth(4), "Enter");
      await expect(trayStatus(page)).toHaveText(`You can compare up to 4 cars. Remove one to add the ${fifth.title}.`);
      await expect(buttons.nth(4)).toHaveAttribute("aria-pressed", "false");
      await expect(tray(page).getByRole("link", { name: "Compare (4)" })).toBeVisible();
      // Taking the fourth out again leaves the three.
      await pressByKeyboard(page, buttons.nth(3), "Space");
      await expect(trayStatus(page)).toHaveText("3 of 4 cars chosen to compare.");

      // The bar's link: the three side by side, server-rendered from the address.
      await tray(page).getByRole("link", { name: "Compare (3)" }).click();
      await expect(page).toHaveURL(`${origin}/compare?cars=${ids.join(",")}`);
      await expect(page).toHaveTitle(`Compare cars | ${site.name}`);
      await expect(page.getByRole("heading", { level: 1, name: "Compare cars" })).toBeVisible();
      const table = page.getByRole("table");
      const columns = table.getByRole("columnheader");
      await expect(columns).toHaveCount(3);
      for (const [index, car] of chosen.entries()) await expect(columns.nth(index)).toContainText(carHeading(listed.find((entry) => entry.slug === car.slug)!).title);
      await expect(table.getByRole("rowheader", { name: "Price" })).toBeVisible();
      await expect(table.getByRole("rowheader", { name: "Odometer" })).toBeVisible();
      await expectNoAxeViolations(page);

      // Remove takes the car out of the address and the stored selection.
      await page.getByRole("button", { name: `Remove the ${chosen[1]!.title} from the comparison` }).click();
      await expect(columns).toHaveCount(2);
      await expect(page).toHaveURL(`${origin}/compare?cars=${ids[0]},${ids[2]}`);
      await page.reload();
      await expect(columns).toHaveCount(2);
      await page.goto(`${origin}/cars/`);
      await expect(buttons.nth(1)).toHaveAttribute("aria-pressed", "false");
      await expect(tray(page).getByRole("link", { name: "Compare (2)" })).toHaveAttribute("href", `/compare?cars=${ids[0]},${ids[2]}`);
    });

    test("on a 390px phone the table scrolls sideways with its row labels kept in view", async ({ page }) => {
      const site = await compareSite(template);
      const listed = await withDatabase(async (db) => listListedCars(db, (await findSiteBySlug(db, site.slug))!, new Date()));
      const ids = listed.filter((car) => isCarAvailable(car) && !isCarSold(car)).slice(0, 4).map((car) => car.id);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${siteOrigin(site.slug, template)}/compare?cars=${ids.join(",")}`);
      const region = page.getByRole("region", { name: "4 cars side by side" });
      await expect(page.getByRole("columnheader")).toHaveCount(4);
      const { scrollWidth, clientWidth } = await region.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      // The page itself does not scroll sideways: only the table does. Named here: whatever sticks out.
      const overflowing = await region.evaluate((table) =>
        [...document.body.querySelectorAll("*")]
          .filter((element) => !table.contains(element) && element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .map((element) => `${element.tagName.toLowerCase()}${element.getAttribute("data-slot") ? `[data-slot=${element.getAttribute("data-slot")}]` : ""}.${String(element.className).slice(0, 60)} right=${Math.round(element.getBoundingClientRect().right)}`)
          .slice(0, 8),
      );
      expect(overflowing, "elements wider than a 390px phone").toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // Keyboard: the region takes focus, and the arrow keys scroll it.
      await region.focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      const label = page.getByRole("rowheader", { name: "Price" });
      const [labelBox, regionBox] = [await label.boundingBox(), await region.boundingBox()];
      expect(Math.round(labelBox!.x)).toBeGreaterThanOrEqual(Math.round(regionBox!.x));
      await expectNoAxeViolations(page);
    });

    test("a favourite survives a reload and records event 39", async ({ page }) => {
      const site = await compareSite(template);
      await page.goto(`${siteOrigin(site.slug, template)}/cars/`);
      await expect(hits(page)).toHaveCount(21);
      const favourite = hits(page).locator("[data-slot=vehicle-card-favourite]").first();
      const card = favourite.locator("xpath=ancestor::article[@data-slot='vehicle-card']");
      const slug = decodeURIComponent((await card.locator("h2 a").getAttribute("href"))!.replace(/^\/cars\//, ""));
      const carId = await withDatabase(async (db) => (await listListedCars(db, (await findSiteBySlug(db, site.slug))!, new Date())).find((car) => car.slug === slug)!.id);
      await expect(favourite).toHaveAttribute("aria-pressed", "false");
      await expect(favourite).toHaveAccessibleName(/^Save the .+ to favourites$/);

      const posted = page.waitForRequest((request) => request.url().endsWith("/api/events") && request.method() === "POST");
      await pressOnceHydrated(page, favourite, "Enter");
      expect(JSON.parse((await posted).postData() ?? "{}")).toMatchObject({ event_id: 39, car_id: carId });

      await page.reload();
      await expect(hits(page).locator("[data-slot=vehicle-card-favourite]").first()).toHaveAttribute("aria-pressed", "true");
      await withDatabase(async (db) => {
        await expect
          .poll(async () => (await listEvents(db, site, { name: "favourite_added", limit: 50 })).some((event) => event.eventId === 39 && (event.payload as { car_id?: number }).car_id === carId))
          .toBe(true);
      });
    });

    test("/compare shows only the site's own listed cars; with none, an empty state; where compare is off, a 404", async ({ page }) => {
      const site = await compareSite(template);
      const origin = siteOrigin(site.slug, template);
      const own = await withDatabase(async (db) => (await listListedCars(db, (await findSiteBySlug(db, site.slug))!, new Date())).find((car) => isCarAvailable(car) && !isCarSold(car))!);
      // A car another site lists: its id must never show here.
      const other = await withDatabase(async (db) => {
        for (const summary of await demoSites()) {
          if (summary.slug === site.slug) continue;
          const config = (await findSiteBySlug(db, summary.slug))!;
          if (config.dealerships.some((dealership) => site.dealerships.some((mine) => mine.id === dealership.id))) continue;
          const car = (await listListedCars(db, config, new Date()))[0];
          if (car) return car;
        }
        throw new Error("the demo data has no car listed by another site");
      });

      await page.goto(`${origin}/compare?cars=${other.id},${own.id},999999999,abc`);
      await expect(page.getByRole("columnheader")).toHaveCount(1);
      await expect(page.getByRole("columnheader")).toContainText(carHeading(own).title);

      await page.goto(`${origin}/compare?cars=${other.id}`);
      const empty = page.locator("[data-slot=compare-empty]");
      await expect(empty.getByRole("heading", { name: "No cars to compare yet" })).toBeVisible();
      await expect(empty.getByRole("link", { name: "Browse our stock" })).toHaveAttribute("href", "/cars/");
      await expect(page.getByRole("table")).toHaveCount(0);
      await expectNoAxeViolations(page);

      for (const summary of (await demoSites()).filter((candidate) => candidate.template === template)) {
        if ((await storedConfig(summary.slug))?.features.compare) continue;
        const response = await page.goto(`${siteOrigin(summary.slug, template)}/compare?cars=${own.id}`);
        expect(response?.status()).toBe(404);
        return;
      }
      throw new Error(`the demo data has no ${template} site with compare off`);
    });
  });
}
