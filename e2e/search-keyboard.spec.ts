// The search page by keyboard alone (issue 6 'Done when': every filter works by
// keyboard; axe finds no serious or critical violation), on every template app:
// each filter of the panel is operated with Tab, Enter, Space and the arrow keys
// only, from a fresh /cars/ so each one has results to refine, and its refinement
// reaches the URL in the spec 2.3 format. On a phone the filters live in a drawer:
// it opens by keyboard, holds focus, passes axe while open, refines, and Escape
// returns focus to its button.
import type { Locator, Page } from "@playwright/test";
import { demoSites, expect, expectNoAxeViolations, siteWhere, test } from "./fixtures";
import { e2eStack, siteOrigin } from "./stack-config";

type Template = (typeof e2eStack.journeyTemplates)[number];

const decodedUrl = (page: Page) => decodeURIComponent(page.url());

/** Results have arrived (a list that is not busy, or the no-results message). */
async function settled(page: Page) {
  await expect(page.locator("[data-slot=search-results][aria-busy=false], [data-slot=no-results]").first()).toBeVisible();
}

async function openSearch(page: Page, origin: string) {
  await page.goto(`${origin}/cars/`);
  await expect(page.locator("[data-slot=search-hit]")).toHaveCount(21);
  // Hydrated: the sort select answers only once InstantSearch runs.
  await expect(page.getByRole("combobox", { name: "Sort by" })).toBeEnabled();
}

/** Presses Tab until `target` has focus (no pointer involved), failing if focus never reaches it. */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let step = 0; step < max; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The filter section of one facet, in the side panel (desktop) or the drawer (phone). */
const facet = (scope: Locator, name: string) => scope.locator(`[data-facet=${name}]`);

/** The make cards shown, in their order (spec 2.3), and the toggle that shows all or fewer of them. */
const makeCards = (scope: Locator) => facet(scope, "make").locator("[data-slot=make-cards] > ul button[aria-pressed]");
const showAllMakes = (scope: Locator) => facet(scope, "make").locator("[data-slot=make-cards] > button[aria-expanded]");

/** Enter on the make card at `index`: the make reaches the URL and its card, still shown, reads pressed. */
async function chooseMakeByKeyboard(page: Page, scope: Locator, index: number) {
  const card = makeCards(scope).nth(index);
  const make = (await card.getAttribute("value"))!;
  expect(make).not.toBe("");
  await card.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => new URL(page.url()).searchParams.get("refinementList[make][0]")).toBe(make);
  await expect(makeCards(scope).and(page.locator(`[value=${JSON.stringify(make)}]`))).toHaveAttribute("aria-pressed", "true");
}

for (const template of e2eStack.journeyTemplates) {
  test.describe(`search page by keyboard on the ${template} template`, () => {
    test("every filter, the sort and the pages work by keyboard alone", async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      const site = (await demoSites()).find((entry) => entry.template === template)!;
      const origin = siteOrigin(site.slug, template);
      const aside = page.locator("[data-slot=filter-aside]");

      // Keyword: Tab from the top of the page reaches the box; typing searches after the debounce.
      await openSearch(page, origin);
      // The title names the site once: '{search} | {site}'.
      expect((await page.title()).split(site.name).length - 1).toBe(1);
      await expect(page).toHaveTitle(new RegExp(` \\| ${site.name}$`));
      await page.locator("body").focus();
      const keyword = aside.getByRole("searchbox", { name: "Keyword" }).or(aside.getByRole("textbox", { name: "Keyword" }));
      // A word from the first card's heading ('2023 Toyota Corolla ...'): its make.
      const word = ((await page.locator("[data-slot=search-hit] h2").first().textContent()) ?? "").trim().split(/\s+/)[1]!;
      await tabTo(page, keyword);
      await page.keyboard.type(word);
      await expect.poll(() => decodedUrl(page)).toContain(`query=${word}`);
      await settled(page);
      await expect(page.locator("[data-slot=search-hit]").first()).toContainText(word);
      await page.keyboard.press("Control+A");
      await page.keyboard.press("Backspace");
      await expect.poll(() => decodedUrl(page)).not.toContain("query=");

      // Condition: Space on a checkbox.
      await openSearch(page, origin);
      const condition = facet(aside, "car_type").getByRole("checkbox").first();
      await condition.focus();
      await page.keyboard.press("Space");
      await expect.poll(() => decodedUrl(page)).toMatch(/refinementList\[car_type\]\[0\]=/);
      await expect(condition).toBeChecked();

      // Make: 7 cards (spec 9) on this site, which stocks more makes; Tab from the 7th
      // reaches 'Show all makes', Enter opens the rest, Enter chooses the 8th; a model by Space.
      await openSearch(page, origin);
      const cards = makeCards(aside);
      await expect(cards).toHaveCount(7);
      const showAll = showAllMakes(aside);
      await expect(showAll).toHaveText("Show all makes");
      await expect(showAll).toHaveAttribute("aria-expanded", "false");
      await cards.nth(6).focus();
      await page.keyboard.press("Tab");
      await expect(showAll).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(showAll).toHaveAttribute("aria-expanded", "true");
      await expect(showAll).toHaveText("Show fewer makes");
      await expect.poll(() => cards.count()).toBeGreaterThan(7);
      await chooseMakeByKeyboard(page, aside, 7);
      await settled(page);
      const model = facet(aside, "model").getByRole("checkbox").first();
      const modelName = (await model.getAttribute("value"))!;
      await model.focus();
      await page.keyboard.press("Space");
      await expect.poll(() => new URL(page.url()).searchParams.get("refinementList[model][0]")).toBe(modelName);

      // Body: Space on a tile toggles it.
      await openSearch(page, origin);
      const body = facet(aside, "body").locator("button[aria-pressed]").first();
      await body.focus();
      await page.keyboard.press("Space");
      await expect(body).toHaveAttribute("aria-pressed", "true");
      await expect.poll(() => decodedUrl(page)).toMatch(/refinementList\[body\]\[0\]=/);

      // The three sliders: arrows and Page Up/Down on both thumbs.
      for (const [attribute, thumb, keys] of [
        ["price", "Minimum price", ["ArrowRight", "PageUp"]],
        ["km", "Maximum odometer", ["PageDown", "PageDown"]],
        ["year", "Earliest year", ["PageUp"]],
      ] as const) {
        await openSearch(page, origin);
        const slider = facet(aside, attribute).getByRole("slider", { name: thumb });
        await slider.focus();
        for (const key of keys) await page.keyboard.press(key);
        await expect.poll(() => decodedUrl(page), { message: `${attribute} by keyboard` }).toMatch(new RegExp(`range\\[${attribute}\\]=`));
        await settled(page);
      }

      // Checkbox facets, including a section that starts closed (Colour): Enter opens it.
      for (const name of ["fuel", "transmission", "colour", "city", "location_name"]) {
        await openSearch(page, origin);
        const section = facet(aside, name);
        const toggle = section.locator("button[aria-expanded]").first();
        if ((await toggle.getAttribute("aria-expanded")) === "false") {
          await toggle.focus();
          await page.keyboard.press("Enter");
          await expect(toggle).toHaveAttribute("aria-expanded", "true");
        }
        const option = section.getByRole("checkbox").first();
        const value = (await option.getAttribute("value"))!;
        await option.focus();
        await page.keyboard.press("Space");
        await expect.poll(() => new URL(page.url()).searchParams.get(`refinementList[${name}][0]`), { message: `${name} by keyboard` }).toBe(value);
        await expect(option).toBeChecked();
        // A filter section closes and opens again by keyboard, keeping its refinement.
        await toggle.focus();
        await page.keyboard.press("Enter");
        await expect(toggle).toHaveAttribute("aria-expanded", "false");
        await page.keyboard.press("Space");
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        await expect(section.getByRole("checkbox", { checked: true }).first()).toHaveAttribute("value", value);
      }

      // Sort: the arrow keys on the focused select.
      await openSearch(page, origin);
      const sort = page.getByRole("combobox", { name: "Sort by" });
      await sort.focus();
      await page.keyboard.press("ArrowDown");
      await expect.poll(() => decodedUrl(page)).toContain("sortBy=");
      await settled(page);

      // Pages: Enter on the page link, focus stays usable, axe on the result.
      const next = page.getByRole("link", { name: "Page 2" });
      await next.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => decodedUrl(page)).toContain("page=2");
      await settled(page);
      await expectNoAxeViolations(page);
    });

    test("on a phone the filter drawer opens by keyboard, holds focus, passes axe, refines, and Escape returns to its button", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const site = (await demoSites()).find((entry) => entry.template === template)!;
      await openSearch(page, siteOrigin(site.slug, template));
      const trigger = page.locator("[data-slot=filter-drawer-trigger]");
      await expect(trigger).toBeVisible();
      await expect(page.locator("[data-slot=filter-aside]")).toBeHidden();
      await trigger.focus();
      await page.keyboard.press("Enter");
      const drawer = page.getByRole("dialog", { name: "Filters" });
      await expect(drawer).toBeVisible();
      await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await expectNoAxeViolations(page);

      // Focus stays in the drawer however far the shopper tabs.
      for (let step = 0; step < 40; step++) await page.keyboard.press("Tab");
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);

      // A make, by keyboard, inside the drawer.
      const make = facet(drawer, "make").locator("button[aria-pressed]").first();
      await make.focus();
      await page.keyboard.press("Enter");
      await expect(make).toHaveAttribute("aria-pressed", "true");
      await expect.poll(() => decodedUrl(page)).toMatch(/refinementList\[make\]\[0\]=/);
      await expectNoAxeViolations(page);

      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(trigger).toContainText("1");
      await settled(page);
      await expectNoAxeViolations(page);
    });
  });
}

// spec 9: the site with popular makes shows 20 before 'Show all makes'; a make beyond
// the usual 7 is chosen by keyboard without opening the list, and the list opens to the rest.
test("on the site with 20 popular makes a make beyond the first 7 is chosen by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const site = await siteWhere((candidate) => candidate.slug === "metro-motor-group", "the popular-makes site metro-motor-group");
  const aside = page.locator("[data-slot=filter-aside]");
  await openSearch(page, siteOrigin(site.slug, site.template));
  const cards = makeCards(aside);
  await expect(cards).toHaveCount(20);
  await chooseMakeByKeyboard(page, aside, 7);
  await settled(page);
  // The chosen make leads the list; the other 19 of the first 20 stay shown.
  await expect(cards).toHaveCount(20);
  const showAll = showAllMakes(aside);
  await expect(showAll).toHaveText("Show all makes");
  await showAll.focus();
  await page.keyboard.press("Enter");
  await expect(showAll).toHaveAttribute("aria-expanded", "true");
  await expect.poll(() => cards.count()).toBeGreaterThan(20);
  await expectNoAxeViolations(page);
});
