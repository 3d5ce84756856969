// Forms hydrate on intent (issue 20; packages/ui/src/hydrate-on-intent.tsx): a form
// page, and the home page for its quick search and budget finder, loads none of a
// form's code until the shopper starts on that form; what they typed, chose and
// ticked before the code arrived is kept, and a send made before it arrived is held
// and sent once it has, making one lead, as is a press on one of its plain buttons.
// The form's chunks are slowed down here so the shopper is always ahead of them, as
// on a slow phone.
import type { Page } from "@playwright/test";
import { codeFromOutbox, demoSites, expect, leadsByEmail, storedConfig, test, uniquePhone } from "./fixtures";
import { siteOrigin } from "./stack-config";

/** A generic demo site whose contact form asks for a dealership (more to keep before hydration). */
async function contactSite() {
  const sites = (await demoSites()).filter((site) => site.template === "generic");
  for (const site of sites) if (((await storedConfig(site.slug))?.dealerships.length ?? 0) > 1) return site;
  return sites[0]!;
}

/** Records every script the page requests, and holds back each one requested after `slowAfter()` is set. */
async function watchScripts(page: Page, delayMs: number) {
  const requested: string[] = [];
  let slow = false;
  page.on("request", (request) => {
    if (request.resourceType() === "script") requested.push(request.url());
  });
  await page.route("**/_next/static/chunks/**", async (route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
  return {
    requested,
    slowFromNowOn: () => {
      slow = true;
    },
  };
}

test("/contact loads the form's code only once the shopper starts on it, and keeps what they entered before it arrived", async ({ page }) => {
  const site = await contactSite();
  const scripts = await watchScripts(page, 1_500);
  await page.goto(`${siteOrigin(site.slug, "generic")}/contact`, { waitUntil: "networkidle" });
  const host = page.locator("[data-slot=hydrate-on-intent]");
  const form = host.locator("form[data-slot=lead-form]");
  await expect(form).toBeVisible();
  const atLoad = scripts.requested.length;
  // Read, not touched: the form stays server HTML and nothing more is fetched.
  await page.mouse.wheel(0, 300);
  await page.waitForTimeout(1_000);
  expect(scripts.requested).toHaveLength(atLoad);
  await expect(host).not.toHaveAttribute("data-hydrated");

  scripts.slowFromNowOn();
  await form.getByRole("combobox", { name: /^Dealership/ }).selectOption({ index: 2 });
  await form.getByRole("combobox", { name: /^Enquiry type/ }).selectOption("Service Enquiry");
  await form.getByRole("textbox", { name: /^Name/ }).fill("Robin Early");
  await form.getByRole("radio", { name: "Email" }).check();
  await form.getByRole("checkbox", { name: /offers|news|updates/i }).uncheck();
  await form.getByRole("textbox", { name: /^Message/ }).fill("Typed before the form's code arrived.");
  await expect(host).not.toHaveAttribute("data-hydrated");

  await expect(host).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
  expect(scripts.requested.length).toBeGreaterThan(atLoad);
  const dealership = form.getByRole("combobox", { name: /^Dealership/ });
  expect(await dealership.inputValue()).not.toBe("");
  await expect(dealership.locator("option:checked")).toHaveText(await dealership.locator("option").nth(2).innerText());
  await expect(form.getByRole("combobox", { name: /^Enquiry type/ })).toHaveValue("Service Enquiry");
  await expect(form.getByRole("textbox", { name: /^Name/ })).toHaveValue("Robin Early");
  await expect(form.getByRole("radio", { name: "Email" })).toBeChecked();
  await expect(form.getByRole("radio", { name: "Phone" })).not.toBeChecked();
  await expect(form.getByRole("checkbox", { name: /offers|news|updates/i })).not.toBeChecked();
  await expect(form.getByRole("textbox", { name: /^Message/ })).toHaveValue("Typed before the form's code arrived.");

  // The form's own checks now run: the missing email is named, and what was kept stays.
  await form.locator("button[type=submit]").click();
  await expect(form.locator("[data-slot=error-summary]")).toContainText("Enter your email address");
  await expect(form.getByRole("textbox", { name: /^Name/ })).toHaveValue("Robin Early");
});

test("a send made before the form's code arrives is held, then sent once: one lead, and /success", async ({ page }) => {
  const site = await contactSite();
  const scripts = await watchScripts(page, 2_000);
  await page.goto(`${siteOrigin(site.slug, "generic")}/contact`, { waitUntil: "networkidle" });
  const host = page.locator("[data-slot=hydrate-on-intent]");
  const form = host.locator("form[data-slot=lead-form]");
  scripts.slowFromNowOn();
  const email = `e2e-intent-${Date.now()}@example.com`;
  for (const name of [/^Dealership/, /^Location/]) {
    const select = form.getByRole("combobox", { name });
    if (await select.count()) await select.selectOption({ index: 1 });
  }
  await form.getByRole("textbox", { name: /^Name/ }).fill("Sam Quick");
  await form.getByRole("textbox", { name: /^Email/ }).fill(email);
  await form.getByRole("textbox", { name: /^Phone/ }).fill("0412 345 678");
  await form.getByRole("textbox", { name: /^Message/ }).fill("Sent before the form's code arrived.");
  const terms = form.getByRole("checkbox", { name: /terms of use/ });
  if (await terms.count()) await terms.check();
  // Sent while the form is still server HTML: no native post of the page.
  await expect(host).not.toHaveAttribute("data-hydrated");
  await form.locator("button[type=submit]").click();
  expect(new URL(page.url()).pathname).toBe("/contact");

  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
  await expect(page.locator("[data-slot=success-summary]")).toContainText("Thank you, Sam Quick.");
  const stored = await leadsByEmail(site.slug, email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ form: "contact", name: "Sam Quick", message: "Sent before the form's code arrived." });
});

test("/sign-in: a mobile number typed and sent before the sign-in code arrived gets its code", async ({ page }) => {
  const sites = (await demoSites()).filter((site) => site.template === "generic");
  const config = (await Promise.all(sites.map((site) => storedConfig(site.slug)))).find((candidate) => candidate?.features.watchlist);
  if (!config) throw new Error("no generic demo site with accounts (the watchlist)");
  const scripts = await watchScripts(page, 1_500);
  await page.goto(`${siteOrigin(config.slug, "generic")}/sign-in`, { waitUntil: "networkidle" });
  const host = page.locator("[data-slot=hydrate-on-intent]");
  scripts.slowFromNowOn();
  const phone = uniquePhone();
  const field = page.getByLabel("Mobile number");
  await field.fill(phone.typed);
  await expect(host).not.toHaveAttribute("data-hydrated");
  await page.keyboard.press("Enter");

  await expect(page.getByLabel("6-digit code")).toBeFocused({ timeout: 15_000 });
  expect(await codeFromOutbox(config, phone.e164)).toMatch(/^\d{6}$/);
});

test("/sell-my-car: 'Enter make, model and year instead' pressed before the valuation's code arrived opens the manual form", async ({ page }) => {
  const site = await contactSite();
  const scripts = await watchScripts(page, 1_500);
  await page.goto(`${siteOrigin(site.slug, "generic")}/sell-my-car`, { waitUntil: "networkidle" });
  const host = page.locator("[data-slot=hydrate-on-intent]");
  scripts.slowFromNowOn();
  await page.getByRole("button", { name: "Enter make, model and year instead" }).click();
  await expect(host).not.toHaveAttribute("data-hydrated");

  await expect(page.getByRole("textbox", { name: "Make" })).toBeVisible({ timeout: 15_000 });
  await expect(host).toHaveAttribute("data-hydrated", "");
});

test("home: the quick search and the budget finder load their code only once the shopper starts on them, and act on what was chosen before it arrived", async ({ page }) => {
  const site = await contactSite();
  const scripts = await watchScripts(page, 1_500);
  await page.goto(`${siteOrigin(site.slug, "generic")}/`, { waitUntil: "networkidle" });
  const quickHost = page.locator("[data-slot=hydrate-on-intent]", { has: page.locator("[data-slot=quick-search]") });
  const finderHost = page.locator("[data-slot=hydrate-on-intent]", { has: page.locator("[data-slot=budget-finder]") });
  const quickLink = page.locator("[data-slot=quick-search-link]");
  await expect(quickLink).toHaveAttribute("href", "/cars/");
  const atLoad = scripts.requested.length;
  // Read, not touched: both stay server HTML and nothing more is fetched.
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(1_000);
  expect(scripts.requested).toHaveLength(atLoad);
  await expect(quickHost).not.toHaveAttribute("data-hydrated");
  await expect(finderHost).not.toHaveAttribute("data-hydrated");

  scripts.slowFromNowOn();
  const makeSelect = page.getByRole("combobox", { name: "Make" });
  const make = await makeSelect.locator("option").nth(1).getAttribute("value");
  await makeSelect.selectOption(make!);
  await expect(quickHost).not.toHaveAttribute("data-hydrated");
  // The budget finder is a form of its own: the quick search's code does not wake it.
  await expect(finderHost).not.toHaveAttribute("data-hydrated");
  await expect(quickHost).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
  await expect(makeSelect).toHaveValue(make!);
  await expect(page.locator("[data-slot=quick-search-action]")).toHaveAttribute("data-state", "counted");
  expect(decodeURIComponent((await quickLink.getAttribute("href"))!)).toBe(`/cars/?refinementList[make][0]=${make!.replace(/ /g, "+")}`);

  // A controlled radio and text field: Monthly ticked and 300 typed while the page is still HTML
  // (whose label still reads Weekly).
  const finder = page.locator("[data-slot=budget-finder]");
  await finder.getByRole("radio", { name: "Monthly" }).check();
  await finder.getByRole("textbox", { name: "Weekly repayment" }).fill("300");
  await expect(finderHost).not.toHaveAttribute("data-hydrated");
  await expect(finderHost).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
  await expect(finder.getByRole("radio", { name: "Monthly" })).toBeChecked();
  await expect(finder.getByRole("textbox", { name: "Monthly repayment" })).toHaveValue("300");
  // spec 9: 300 x 12 x 5 + 2000.
  await expect(finder.locator("[data-slot=budget-finder-budget]")).toHaveText("$20,000");
  await expect(finder.getByRole("link", { name: "View Cars In This Range" })).toHaveAttribute("href", "/cars/?range[price]=:20000");
});

// Hydration in parts (packages/ui/src/selective-hydration.tsx): the header, the page
// and the footer are each a boundary React hydrates on its own, so no one task
// commits the whole page. Each part is marked as a boundary in the server HTML, each
// is hydrated once the page has loaded, and none of them fails to hydrate.
test("the header, the page and the footer hydrate apart, each without a mismatch, on every template", async ({ page }) => {
  const sites = await demoSites();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  for (const template of ["generic", "toyota", "nissan"] as const) {
    const site = sites.find((candidate) => candidate.template === template);
    if (!site) throw new Error(`no ${template} demo site`);
    errors.length = 0;
    const response = await page.goto(`${siteOrigin(site.slug, template)}/`, { waitUntil: "networkidle" });
    const html = (await response?.text()) ?? "";
    // React marks an Activity boundary with <!--&--> ... <!--/&--> in the server HTML.
    expect(html, `${template}: the header is a boundary of its own`).toMatch(/<!--&--><header[\s\S]*?<\/header><!--\/&-->/);
    expect(html, `${template}: the page is a boundary of its own`).toMatch(/<main[^>]*><!--&-->[\s\S]*?<!--\/&--><\/main>/);
    expect(html, `${template}: the footer is a boundary of its own`).toMatch(/<!--&--><footer[\s\S]*?<\/footer><!--\/&-->/);
    // Each part hydrated: React has attached its instance to the part's first element.
    for (const selector of ["header[data-slot=site-header]", "main#main-content > *", "footer[data-slot=site-footer]"]) {
      await expect
        .poll(() => page.locator(selector).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"))), {
          message: `${template}: ${selector} hydrated`,
        })
        .toBe(true);
    }
    expect(errors, `${template}: no error while hydrating`).toEqual([]);
  }
});
