// Lead forms end to end (issue 5), on every template app: each form page submitted
// valid (the lead is in the database, /success shows what was sent) and invalid (the
// spec's messages), the multi-step enquiry, a double click, and a network cut
// mid-submit followed by a retry, which must make exactly one lead.
import type { Page } from "@playwright/test";
import { demoSites, expect, expectNoAxeViolations, leadsByEmail, storedConfig, test } from "./fixtures";
import { e2eStack, siteOrigin } from "./stack-config";

type Template = (typeof e2eStack.journeyTemplates)[number];

/** A site of the template whose config asks for the terms, when one exists, so that rule is exercised too. */
async function siteOf(template: Template) {
  const sites = (await demoSites()).filter((site) => site.template === template);
  for (const site of sites) if ((await storedConfig(site.slug))?.features.termsRequired) return site;
  return sites[0]!;
}

let counter = 0;
const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}-${counter++}@example.com`;

/** Fills what a shopper must: contact details, the pickers a site shows, the message and the terms. */
async function fillRequired(page: Page, values: { name: string; email: string; message?: string }) {
  const form = page.locator("form[data-slot=lead-form]");
  await form.getByRole("textbox", { name: /^(Name|First name)/ }).fill(values.name);
  const lastName = form.getByRole("textbox", { name: /^Last name/ });
  if (await lastName.count()) await lastName.fill("Citizen");
  await form.getByRole("textbox", { name: /^Email/ }).fill(values.email);
  await form.getByRole("textbox", { name: /^Phone/ }).fill("0412 345 678");
  for (const name of [/^Dealership/, /^Location/]) {
    const select = form.getByRole("combobox", { name });
    if ((await select.count()) && (await select.inputValue()) === "") await select.selectOption({ index: 1 });
  }
  // spec 5 'Postcode': 4 digits (a 5-digit ZIP on the US site), on the finance, trade-in and sell-my-car forms.
  const postcode = form.getByRole("textbox", { name: /^(Postcode|ZIP code)/ });
  if (await postcode.count()) await postcode.fill((await postcode.getAttribute("maxlength")) === "5" ? "97204" : "4000");
  const part = form.getByRole("textbox", { name: /^Part you need/ });
  if (await part.count()) await part.fill("Genuine towbar for a 2022 HiLux");
  const message = form.getByRole("textbox", { name: /^(Message|Comments|What does your vehicle need\?)/ });
  if (await message.count()) await message.fill(values.message ?? "Please call me about this.");
  const terms = form.getByRole("checkbox", { name: /terms of use/ });
  if (await terms.count()) await terms.check();
}

const submit = (page: Page) => page.locator("form[data-slot=lead-form]").locator("button[type=submit]");

for (const template of e2eStack.journeyTemplates) {
  test.describe(`lead forms on the ${template} template`, () => {
    const pages = [
      { path: "/contact", form: "contact", heading: "Contact" },
      { path: "/book-test-drive", form: "test-drive", heading: "Book a Test Drive" },
      { path: "/service", form: "service", heading: "Book a Service" },
      { path: "/vehicle-parts-and-accessories", form: "parts", heading: "Parts & Accessories" },
      { path: "/finance", form: "finance", heading: "Apply for Finance" },
      // /trade-in and /sell-my-car are the instant valuation (issue 18): e2e/valuation.spec.ts.
    ] as const;

    for (const entry of pages) {
      test(`${entry.path}: a valid ${entry.form} lead is stored and /success shows what was sent`, async ({ page }) => {
        const site = await siteOf(template);
        const email = uniqueEmail(`${template}-${entry.form}`);
        // The finance form at the site's own finance path (spec 2.1: /apply-for-finance on Nissan sites, where /finance redirects there).
        const path = entry.form === "finance" ? ((await storedConfig(site.slug))?.finance?.path ?? entry.path) : entry.path;
        await page.goto(`${siteOrigin(site.slug, template)}${path}`);
        await expect(page.getByRole("heading", { level: 1, name: entry.heading })).toBeVisible();
        await expectNoAxeViolations(page);
        await fillRequired(page, { name: "Jordan", email, message: `A ${entry.form} lead from the ${template} journey` });
        await submit(page).click();
        await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });
        const summary = page.locator("[data-slot=success-summary]");
        await expect(summary).toContainText("Thank you, Jordan.");
        await expect(summary.locator("[data-field=email]")).toHaveText(email);
        await expect(summary.locator("[data-field=message]")).toHaveText(`A ${entry.form} lead from the ${template} journey`);
        await expectNoAxeViolations(page);
        const stored = await leadsByEmail(site.slug, email);
        expect(stored).toHaveLength(1);
        expect(stored[0]).toMatchObject({ form: entry.form, name: "Jordan", phone: "0412 345 678", spam: false });
        expect(stored[0]!.url).toContain(path);
      });
    }

    for (const entry of pages) {
      test(`${entry.path}: an empty ${entry.form} form shows the spec's messages and sends nothing`, async ({ page }) => {
        const site = await siteOf(template);
        let posted = 0;
        page.on("request", (request) => {
          if (request.method() === "POST" && request.url().endsWith("/api/leads")) posted++;
        });
        await page.goto(`${siteOrigin(site.slug, template)}${entry.path}`);
        const form = page.locator("form[data-slot=lead-form]");
        // spec 5 'Postcode': a wrong postcode gets the spec's own message.
        const postcode = form.getByRole("textbox", { name: /^(Postcode|ZIP code)/ });
        const zip = (await postcode.count()) > 0 && (await postcode.getAttribute("maxlength")) === "5";
        if (await postcode.count()) await postcode.fill("12");
        await submit(page).click();
        const summary = page.locator("[data-slot=error-summary]");
        await expect(summary.getByRole("heading")).toHaveText("Please fix the following errors:");
        await expect(summary).toBeFocused();
        await expect(summary).toContainText(/Enter your (first )?name/);
        await expect(summary).toContainText("Enter your email address");
        if ((await postcode.count()) > 0) await expect(summary).toContainText(zip ? "Invalid ZIP code. Please enter a 5-digit number." : "Invalid postcode. Please enter a 4-digit number.");
        expect(posted).toBe(0);
      });
    }

    test("/contact: an empty or wrong form shows the spec's messages, focuses the summary and sends nothing", async ({ page }) => {
      const site = await siteOf(template);
      const config = await storedConfig(site.slug);
      let posted = 0;
      page.on("request", (request) => {
        if (request.method() === "POST" && request.url().endsWith("/api/leads")) posted++;
      });
      await page.goto(`${siteOrigin(site.slug, template)}/contact`);
      await page.locator("form[data-slot=lead-form]").getByRole("textbox", { name: /^Email/ }).fill("not-an-email");
      await submit(page).click();
      const summary = page.locator("[data-slot=error-summary]");
      await expect(summary.getByRole("heading")).toHaveText("Please fix the following errors:");
      await expect(summary).toBeVisible();
      await expect(summary).toBeFocused();
      await expect(summary).toContainText("Enter your name");
      await expect(summary).toContainText("Enter a valid email address, like name@example.com");
      await expect(summary).toContainText("Enter your phone number");
      if (config?.features.termsRequired) await expect(summary).toContainText("You must agree to the terms of use before submitting the form");
      if (config?.features.messageRequired !== false) await expect(summary).toContainText("Enter a message");
      await expectNoAxeViolations(page);
      expect(posted).toBe(0);
    });

    test("/contact-us: the multi-step enquiry goes step by step and the last step sends one lead", async ({ page }) => {
      const site = await siteOf(template);
      const email = uniqueEmail(`${template}-multistep`);
      await page.goto(`${siteOrigin(site.slug, template)}/contact-us`);
      const form = page.locator("form[data-slot=lead-form]");
      // Step 1 refuses to go on without its own fields (when the site asks for a message).
      const message = form.getByRole("textbox", { name: /^Message/ });
      if ((await storedConfig(site.slug))?.features.messageRequired !== false) {
        await form.getByRole("button", { name: /Next/ }).click();
        await expect(page.locator("[data-slot=error-summary]")).toContainText("Enter a message");
      }
      for (const name of [/^Dealership/, /^Location/]) {
        const select = form.getByRole("combobox", { name });
        if ((await select.count()) && (await select.inputValue()) === "") await select.selectOption({ index: 1 });
      }
      await message.fill("Multi-step enquiry from the journey");
      await form.getByRole("button", { name: /Next/ }).click();
      await form.getByRole("textbox", { name: /^Name/ }).fill("Riley");
      await form.getByRole("textbox", { name: /^Email/ }).fill(email);
      await form.getByRole("textbox", { name: /^Phone/ }).fill("0412 345 678");
      await form.getByRole("button", { name: /Next/ }).click();
      await expect(form.getByRole("radio", { name: "Phone" })).toBeChecked();
      await form.getByRole("radio", { name: "Email" }).check();
      const terms = form.getByRole("checkbox", { name: /terms of use/ });
      if (await terms.count()) await terms.check();
      await expectNoAxeViolations(page);
      await submit(page).click();
      await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });
      const stored = await leadsByEmail(site.slug, email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ form: "general", category: "General Enquiry", preferredContact: "email", message: "Multi-step enquiry from the journey" });
    });

    test("a double click sends one lead, and the button is disabled while it sends", async ({ page }) => {
      const site = await siteOf(template);
      const email = uniqueEmail(`${template}-double`);
      await page.goto(`${siteOrigin(site.slug, template)}/contact`);
      await fillRequired(page, { name: "Sam", email });
      // Hold the answer back until the disabled state has been seen: on a slow machine the
      // fill alone can outlast the token's 3 seconds, and a quick answer would navigate away
      // before the assertion could look at the button.
      let release!: () => void;
      const seen = new Promise<void>((resolve) => (release = resolve));
      let posts = 0;
      await page.route("**/api/leads", async (route) => {
        posts++;
        await seen;
        await route.continue();
      });
      await submit(page).dblclick();
      await expect(submit(page)).toBeDisabled();
      await expect(submit(page)).toHaveAttribute("aria-busy", "true");
      release();
      await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });
      expect(await leadsByEmail(site.slug, email)).toHaveLength(1);
      expect(posts).toBe(1);
    });

    test("with the network cut mid-submit the form shows the error, and a retry makes one lead", async ({ page }) => {
      const site = await siteOf(template);
      const email = uniqueEmail(`${template}-offline`);
      await page.goto(`${siteOrigin(site.slug, template)}/contact`);
      await fillRequired(page, { name: "Alex", email });
      // The request reaches the server and is stored, but the answer never comes back.
      let cut = true;
      await page.route("**/api/leads", async (route) => {
        if (!cut) return route.continue();
        // Node cannot resolve *.localhost: send it to 127.0.0.1 with the site's Host header.
        const url = new URL(route.request().url());
        const host = url.host;
        url.hostname = "127.0.0.1";
        await route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } });
        await route.abort("connectionreset");
      });
      await submit(page).click();
      await expect(page.getByRole("alert").filter({ hasText: "An unexpected error occurred" })).toBeVisible({ timeout: 20_000 });
      await expect(submit(page)).toBeEnabled();
      cut = false;
      await submit(page).click();
      await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });
      expect(await leadsByEmail(site.slug, email)).toHaveLength(1);
    });

    for (const entry of [
      { button: /^Enquire about the /, form: "car-enquiry", dialog: /^(Enquire|Inquire) about this car$/ },
      { button: /^Book a test drive in the /, form: "test-drive", dialog: /^Book a Test Drive$/ },
      { button: /^Request more photos of the /, form: "request-photos", dialog: /^Request Photos$/ },
    ] as const) {
      test(`a car card opens the ${entry.form} form in a dialog, and the lead names that car (spec 2.4, 2.5)`, async ({ page }) => {
        const site = await siteOf(template);
        const email = uniqueEmail(`${template}-${entry.form}-dialog`);
        await page.goto(`${siteOrigin(site.slug, template)}/`);
        const card = page.locator("[data-slot=latest-car]").first();
        const carTitle = (await card.getByRole("heading", { level: 3 }).innerText()).trim();
        await card.getByRole("button", { name: entry.button }).click();
        const dialog = page.getByRole("dialog", { name: entry.dialog });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(carTitle);
        // An empty send shows the spec's summary inside the dialog and posts nothing.
        await dialog.locator("button[type=submit]").click();
        await expect(dialog.locator("[data-slot=error-summary]")).toContainText("Please fix the following errors:");
        await expect(dialog.locator("[data-slot=error-summary]")).toContainText("Enter your name");
        await expectNoAxeViolations(page);
        await fillRequired(page, { name: "Morgan", email, message: `About the ${carTitle}` });
        // The request-photos message is hidden and sent as the spec's default (spec 5).
        if (entry.form === "request-photos") await expect(dialog.getByRole("textbox", { name: /^Message/ })).toHaveCount(0);
        await dialog.locator("button[type=submit]").click();
        await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });
        await expect(page.locator("[data-slot=success-summary] [data-field=email]")).toHaveText(email);
        const stored = await leadsByEmail(site.slug, email);
        expect(stored).toHaveLength(1);
        expect(stored[0]).toMatchObject({ form: entry.form, name: "Morgan" });
        if (entry.form === "request-photos") expect(stored[0]!.message).toMatch(/photos/i);
        // Make and model come from the car row on the server (never from the body).
        expect(stored[0]!.carId).not.toBeNull();
        expect(carTitle).toContain(`${stored[0]!.carMake} ${stored[0]!.carModel}`);
      });
    }

    test("a Careers Enquiry is stored as a General Enquiry with subcategory Career Enquiry (spec 4)", async ({ page }) => {
      const site = await siteOf(template);
      const email = uniqueEmail(`${template}-careers`);
      await page.goto(`${siteOrigin(site.slug, template)}/contact`);
      await page.locator("form[data-slot=lead-form]").getByRole("combobox", { name: /^Enquiry type/ }).selectOption("Careers Enquiry");
      await fillRequired(page, { name: "Casey", email });
      await submit(page).click();
      await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });
      const stored = await leadsByEmail(site.slug, email);
      expect(stored.map((lead) => [lead.category, lead.subcategory])).toEqual([["General Enquiry", "Career Enquiry"]]);
    });
  });
}

test.describe("before the form hydrates (a slow phone)", () => {
  test.use({ javaScriptEnabled: false });

  test("the server-rendered enquiry already shows its defaults: General Enquiry, Phone and the opt-in (spec 5)", async ({ page }) => {
    const site = (await demoSites()).find((candidate) => candidate.template === "generic")!;
    await page.goto(`${siteOrigin(site.slug, "generic")}/contact`);
    const form = page.locator("form[data-slot=lead-form]");
    await expect(form.getByRole("combobox", { name: /^(Enquiry|Inquiry) type/ })).toHaveValue("General Enquiry");
    await expect(form.getByRole("radio", { name: "Phone" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: /offers|news|updates|marketing/i })).toBeChecked();
  });
});
