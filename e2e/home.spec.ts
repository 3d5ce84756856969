// The home page's search widgets end to end, on every template app: the quick
// search in the hero (spec 2.3 'A home-page Show me N cars button opens the
// filtered search URL') and the budget finder (spec 2.6, 2.9, 5, 8, 9). The
// counts are checked against the site's own search endpoint and the search page
// the links open. Requests from Node go to 127.0.0.1 with the site's Host header
// (Node cannot resolve *.localhost, docs/architecture.md 'Platform notes').
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, loopback, siteWhere, test } from "./fixtures";
import { e2eStack, siteOrigin } from "./stack-config";

type Template = (typeof e2eStack.journeyTemplates)[number];

interface CountResult {
  nbHits: number;
  facets?: Record<string, Record<string, number>>;
}

/** The site's search endpoint, as the browser reaches it: no hits, just counts. */
async function countApi(request: APIRequestContext, slug: string, template: Template, params: Record<string, unknown>): Promise<CountResult> {
  const { base, host } = loopback(slug, template);
  const response = await request.post(`${base}/api/search/1/indexes/*/queries?x-algolia-api-key=embedded&x-algolia-application-id=embedded`, {
    headers: { host, "content-type": "text/plain" },
    data: JSON.stringify({ requests: [{ indexName: "Car_production", hitsPerPage: 0, ...params }] }),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: CountResult[] }).results[0]!;
}

const quickLink = (page: Page) => page.locator("[data-slot=quick-search-link]");
const numberIn = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));
const decodedUrl = (page: Page) => decodeURIComponent(page.url());
const resultCount = async (page: Page) => Number(await page.locator("[data-slot=result-count]").getAttribute("data-count"));

/** The count has arrived: the link is no longer busy and the status line says it. */
async function expectCounted(page: Page) {
  await expect(page.locator("[data-slot=quick-search-action]")).toHaveAttribute("data-state", "counted");
  await expect(quickLink(page)).not.toHaveAttribute("aria-busy", "true");
  await expect(page.locator("[data-slot=quick-search-status]")).toHaveText(/^Show me [\d,]+ cars?$/);
}

/** Tabs from the current focus until `target` has it. */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>) {
  for (let index = 0; index < 40; index++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

for (const template of e2eStack.journeyTemplates) {
  test.describe(`the home page's search widgets on the ${template} template`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test("the quick search, by keyboard: N follows the make and body chosen and is what the search page shows for the spec's URL", async ({ page, request }) => {
      const site = await siteWhere((candidate) => candidate.template === template && candidate.region === "AU", `an AU ${template} site`);
      const origin = siteOrigin(site.slug, template);
      const all = await countApi(request, site.slug, template, { facets: ["make", "body"] });
      const [make] = Object.entries(all.facets!.make!).sort((a, b) => b[1] - a[1])[0]!;
      const suvs = await countApi(request, site.slug, template, { facetFilters: [[`make:${make}`], ["body:suv"]] });
      expect(suvs.nbHits).toBeGreaterThan(0);

      // The server's HTML: the site's total and the bare search, so the link works before any script.
      const { base, host } = loopback(site.slug, template);
      const html = await (await request.get(`${base}/`, { headers: { host } })).text();
      const servedLink = /<a [^>]*data-slot="quick-search-link"[^>]*>([^<]*)<\/a>/.exec(html);
      expect(servedLink?.[0]).toContain('href="/cars/"');
      expect(servedLink?.[1]).toBe(`Show me ${all.nbHits.toLocaleString("en-AU")} cars`);

      await page.goto(`${origin}/`);
      await expect(quickLink(page)).toHaveText(`Show me ${all.nbHits.toLocaleString("en-AU")} cars`);
      await expect(quickLink(page)).toHaveAttribute("href", "/cars/");
      const makeSelect = page.getByRole("combobox", { name: "Make" });
      const bodySelect = page.getByRole("combobox", { name: "Body type" });
      await expect(page.getByRole("combobox", { name: "Max price" })).toBeVisible();
      await expect(page.getByRole("combobox", { name: "Car type" })).toBeVisible();
      const before = await quickLink(page).boundingBox();

      // Keyboard only: Tab to the make, type-ahead picks it; Tab on to the body type.
      // Tab from the heading (a click there moves the keyboard's starting point, not focus).
      await page.getByRole("heading", { level: 1 }).click();
      await tabTo(page, makeSelect);
      await page.keyboard.type(make);
      await expect(makeSelect).toHaveValue(make);
      await page.keyboard.press("Tab");
      await expect(bodySelect).toBeFocused();
      await page.keyboard.type("SUV");
      await expect(bodySelect).toHaveValue("suv");

      await expectCounted(page);
      await expect(quickLink(page)).toHaveText(`Show me ${suvs.nbHits.toLocaleString("en-AU")} ${suvs.nbHits === 1 ? "car" : "cars"}`);
      // The count arriving moves nothing: the link keeps its box.
      expect(await quickLink(page).boundingBox()).toEqual(before);
      const href = decodeURIComponent((await quickLink(page).getAttribute("href"))!);
      // spec 2.3: refinementList[attr][0]=value, as the search page writes it.
      expect(href).toBe(`/cars/?refinementList[body][0]=suv&refinementList[make][0]=${make.replace(/ /g, "+")}`);
      await expectNoAxeViolations(page);

      // Enter on the link opens the search page, which finds the same N cars, all of that make.
      await tabTo(page, quickLink(page));
      await page.keyboard.press("Enter");
      await expect.poll(() => new URL(page.url()).pathname).toBe("/cars/");
      expect(decodedUrl(page)).toBe(`${origin}${href}`);
      await expect(page.locator("[data-slot=search-results]")).toHaveAttribute("aria-busy", "false");
      expect(await resultCount(page)).toBe(suvs.nbHits);
      await expect(page.locator("[data-slot=filter-aside] [data-facet=make] button[aria-pressed=true]")).toContainText(make);
      for (const heading of await page.locator("[data-slot=search-hit] h2 a").allTextContents()) expect(heading).toContain(make);
      // The page kept the shopper's filters once its search started: the URL is still the link's, and a reload finds the same cars.
      expect(decodedUrl(page)).toBe(`${origin}${href}`);
      await page.reload();
      await expect(page.locator("[data-slot=search-results]")).toHaveAttribute("aria-busy", "false");
      expect(await resultCount(page)).toBe(suvs.nbHits);
    });

    test("the quick search's price and car type narrow the count; back to 'any' restores the total", async ({ page, request }) => {
      const site = await siteWhere((candidate) => candidate.template === template && candidate.region === "AU", `an AU ${template} site`);
      const all = await countApi(request, site.slug, template, {});
      await page.goto(`${siteOrigin(site.slug, template)}/`);
      const price = page.getByRole("combobox", { name: "Max price" });
      const carType = page.getByRole("combobox", { name: "Car type" });
      await price.selectOption("30000");
      await carType.selectOption("used");
      const usedUnder30 = await countApi(request, site.slug, template, { facetFilters: [["car_type:used"]], numericFilters: ["price<=30000"] });
      await expectCounted(page);
      await expect(quickLink(page)).toHaveText(new RegExp(`^Show me ${usedUnder30.nbHits.toLocaleString("en-AU")} cars?$`));
      expect(decodeURIComponent((await quickLink(page).getAttribute("href"))!)).toBe("/cars/?range[price]=:30000&refinementList[car_type][0]=used");
      await price.selectOption("");
      await carType.selectOption("");
      await expect(quickLink(page)).toHaveAttribute("href", "/cars/");
      await expectCounted(page);
      await expect(quickLink(page)).toHaveText(`Show me ${all.nbHits.toLocaleString("en-AU")} cars`);
    });

    test("the budget finder: spec 9 defaults, monthly, a budget too low, and a link whose cars are all within it", async ({ page, request }) => {
      const site = await siteWhere((candidate) => candidate.template === template && candidate.region === "AU", `an AU ${template} site`);
      await page.goto(`${siteOrigin(site.slug, template)}/`);
      const finder = page.locator("[data-slot=budget-finder]");
      await expect(finder.getByRole("heading", { level: 2, name: "Find cars for your budget" })).toBeVisible();
      const budget = finder.locator("[data-slot=budget-finder-budget]");
      const view = finder.getByRole("link", { name: "View Cars In This Range" });

      // spec 9: weekly 200 and deposit 2000 give 200 x 52 x 5 + 2000 = 54,000.
      await expect(finder.getByRole("radio", { name: "Weekly" })).toBeChecked();
      await expect(finder.getByRole("textbox", { name: "Weekly repayment" })).toHaveValue("200");
      await expect(finder.getByRole("textbox", { name: "Deposit" })).toHaveValue("2000");
      await expect(budget).toHaveText("$54,000");
      await expect(view).toHaveAttribute("href", "/cars/?range[price]=:54000");

      // Monthly, by keyboard: its own default of 2000 (2000 x 12 x 5 + 2000).
      await finder.getByRole("radio", { name: "Weekly" }).focus();
      await page.keyboard.press("ArrowRight");
      await expect(finder.getByRole("radio", { name: "Monthly" })).toBeChecked();
      await expect(finder.getByRole("textbox", { name: "Monthly repayment" })).toHaveValue("2000");
      await expect(budget).toHaveText("$122,000");

      // spec 2.9, 5, 8: deposit 0 and repayment 1 is below the cheapest car.
      await finder.getByRole("textbox", { name: "Deposit" }).fill("0");
      await finder.getByRole("textbox", { name: "Monthly repayment" }).fill("1");
      await expect(budget).toHaveText("$60");
      await expect(finder.getByRole("button", { name: "0 Cars Found" })).toBeDisabled();
      await expect(view).toHaveCount(0);
      await expect(finder.locator("[data-slot=budget-finder-message]")).toHaveText("No Cars found for this budget");
      await expectNoAxeViolations(page);

      // Weekly again: its default repayment with the deposit of 0 is 52,000.
      await finder.getByRole("radio", { name: "Weekly" }).check();
      await expect(finder.getByRole("textbox", { name: "Weekly repayment" })).toHaveValue("200");
      await expect(budget).toHaveText("$52,000");
      await expect(finder.locator("[data-slot=budget-finder-message]")).toHaveText("");
      const within = await countApi(request, site.slug, template, { numericFilters: ["price<=52000"] });
      await view.click();
      await expect.poll(() => decodedUrl(page)).toBe(`${siteOrigin(site.slug, template)}/cars/?range[price]=:52000`);
      await expect(page.locator("[data-slot=search-results]")).toHaveAttribute("aria-busy", "false");
      expect(await resultCount(page)).toBe(within.nbHits);
      const prices = await page.locator("[data-slot=vehicle-card-price][data-variant=price] span.text-2xl").allTextContents();
      expect(prices.length).toBeGreaterThan(0);
      for (const text of prices) expect(numberIn(text)).toBeLessThanOrEqual(52_000);
      expect(decodedUrl(page)).toBe(`${siteOrigin(site.slug, template)}/cars/?range[price]=:52000`);
    });
  });
}

test.describe("the home page's search widgets at 390px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("fit the screen, keep 44px targets, and pass axe", async ({ page }) => {
    const site = await siteWhere((candidate) => candidate.template === "generic" && candidate.region === "AU", "an AU generic site");
    await page.goto(`${siteOrigin(site.slug, "generic")}/`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const targets = page.locator("[data-slot=quick-search] select, [data-slot=quick-search-link], [data-slot=budget-finder] input[type=text], [data-slot=budget-finder-button], [data-slot=budget-finder] label:has(input[type=radio])");
    expect(await targets.count()).toBeGreaterThanOrEqual(9);
    for (const box of await targets.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height))) expect(box).toBeGreaterThanOrEqual(44);
    await page.getByRole("combobox", { name: "Make" }).selectOption({ index: 1 });
    await expectCounted(page);
    await expectNoAxeViolations(page);
  });
});

test.describe("the home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the quick search and the budget finder still open the search", async ({ page }) => {
    const site = await siteWhere((candidate) => candidate.template === "toyota", "a toyota site");
    await page.goto(`${siteOrigin(site.slug, "toyota")}/`);
    await expect(page.locator("[data-slot=budget-finder]").getByRole("link", { name: "View Cars In This Range" })).toHaveAttribute("href", "/cars/?range[price]=:54000");
    await quickLink(page).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/cars/");
    await expect(page.locator("[data-slot=search-hit]").first()).toBeVisible();
  });
});
