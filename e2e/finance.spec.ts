// Finance pre-approval and personalised finance (issue 18; spec 2.1, 9 'Finance'), on
// production builds:
//   - generic, by keyboard: a shopper signs in, answers the soft application's eight
//     steps, leaves their details and sees 'Pre-Approved' with the assumptions; the
//     finance lead is stored, and the car pages now say 'Pre-Approved';
//   - generic, signed out: a reload resumes the application at its step and shows the
//     result again; signing in after it keeps the result ('Pre-Approved', /account);
//   - generic, by keyboard: from a car page to personalised finance, a slider moved,
//     'Apply', and the finance lead names the car;
//   - the gate: a signed-out shopper is sent to /sign-in?type=finance on the gated
//     site of each template, and only there;
//   - a render-and-axe pass of both pages on the other templates.
import { listListedCars } from "@forecourt/db";
import { type Car, comparisonRate, formatPercent, isCarAvailable, isCarSold, listedPrice, type SiteConfig, type TemplateId } from "@forecourt/domain";
import type { Locator, Page } from "@playwright/test";
import { codeFromOutbox, demoSites, expect, expectNoAxeViolations, leadsByEmail, storedConfig, test, uniquePhone, withDatabase } from "./fixtures";
import { e2eStack, siteOrigin } from "./stack-config";

/** A site of the template with finance on (and the gate as asked), and one of its available cars with a price. */
async function financeSite(template: TemplateId, { gated }: { gated: boolean }): Promise<{ config: SiteConfig; car: Car }> {
  for (const summary of (await demoSites()).filter((site) => site.template === template)) {
    const config = await storedConfig(summary.slug);
    if (!config || config.features.signInGate !== gated || (!gated && !config.features.finance)) continue;
    const cars = await withDatabase((db) => listListedCars(db, config, new Date()));
    const car = cars.find((candidate) => isCarAvailable(candidate) && !isCarSold(candidate) && listedPrice(candidate) !== null && candidate.reserved !== true);
    if (car) return { config, car };
  }
  throw new Error(`no ${template} site ${gated ? "with" : "without"} the gate that has finance and a priced car`);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await expect(field).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

async function signInByKeyboard(page: Page, config: SiteConfig) {
  const phone = uniquePhone();
  await typeInto(page, page.getByLabel("Mobile number"), phone.typed);
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("6-digit code")).toBeFocused();
  await page.keyboard.type(await codeFromOutbox(config, phone.e164));
  await page.keyboard.press("Enter");
}

/** The site's finance lead form, by keyboard: contact fields typed, selects chosen, terms ticked, sent with Enter. */
async function sendFinanceForm(page: Page, email: string) {
  const form = page.locator("form[data-slot=lead-form]");
  await typeInto(page, form.getByRole("textbox", { name: /^(Name|First name)/ }), "Casey");
  await typeInto(page, form.getByRole("textbox", { name: /^Last name/ }), "Citizen");
  await typeInto(page, form.getByRole("textbox", { name: /^Email/ }), email);
  await typeInto(page, form.getByRole("textbox", { name: /^Phone/ }), "0412 345 678");
  await typeInto(page, form.getByRole("textbox", { name: /^Postcode/ }), "5000");
  for (const name of [/^Dealership/, /^Location/]) {
    const select = form.getByRole("combobox", { name });
    if ((await select.count()) && (await select.inputValue()) === "") {
      await select.focus();
      await page.keyboard.press("ArrowDown");
    }
  }
  const terms = form.getByRole("checkbox", { name: /terms of use/ });
  if (await terms.count()) {
    await terms.focus();
    await page.keyboard.press("Space");
  }
  await form.getByRole("textbox", { name: /^Postcode/ }).focus();
  await page.keyboard.press("Enter");
}

/** The soft application's eight steps, each answered and sent with Enter. */
async function applyByKeyboard(page: Page) {
  const step = (title: string) => expect(page.getByRole("heading", { name: title })).toBeFocused();
  const choose = async (name: string | RegExp) => {
    await page.getByRole("radio", { name }).focus();
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: "Continue" }).focus();
    await page.keyboard.press("Enter");
  };
  await typeInto(page, page.getByRole("textbox", { name: /^The car you have in mind/ }), "Mazda CX-5");
  await typeInto(page, page.getByRole("textbox", { name: /^Amount to borrow/ }), "30000");
  await typeInto(page, page.getByRole("textbox", { name: /^Deposit/ }), "5000");
  await page.keyboard.press("Enter");
  await step("Your employment");
  await choose("Full-time");
  await step("Your income");
  await typeInto(page, page.getByRole("textbox", { name: /^Yearly income/ }), "85000");
  await page.keyboard.press("Enter");
  await step("Your expenses");
  await typeInto(page, page.getByRole("textbox", { name: /^Monthly living expenses/ }), "2200");
  await page.keyboard.press("Enter");
  await step("Your dependants");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await step("Your residency");
  await choose("Citizen");
  await step("Your credit history");
  await choose(/^Good/);
  await step("Your consent");
  // Without consent the step refuses, with the message in the error summary.
  await page.getByRole("button", { name: "Continue" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "Please fix the following errors:" })).toBeFocused();
  await page.getByRole("checkbox", { name: "I agree to this soft application" }).focus();
  await page.keyboard.press("Space");
  await page.getByRole("button", { name: "Continue" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Your details" })).toBeFocused();
}

test.describe("finance pre-approval and personalised finance (generic, by keyboard)", () => {
  test("signed in: the soft application to 'Pre-Approved', its finance lead, and 'Pre-Approved' on the car page", async ({ page }) => {
    const { config, car } = await financeSite("generic", { gated: false });
    const origin = siteOrigin(config.slug, "generic");
    await page.goto(`${origin}/sign-in?type=finance&redirect=${encodeURIComponent("/finance-pre-approval")}`);
    await signInByKeyboard(page, config);
    await page.waitForURL((url) => url.pathname === "/finance-pre-approval");
    await expect(page.getByRole("heading", { level: 1, name: "Get Pre-Approved Now" })).toBeVisible();
    await expect(page.getByText(/no credit check is made/).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await applyByKeyboard(page);
    await expectNoAxeViolations(page);
    const email = `e2e-pre-approval-${Date.now()}@example.com`;
    await sendFinanceForm(page, email);
    await expect(page.getByRole("heading", { name: "Pre-Approved", exact: true })).toBeFocused({ timeout: 20_000 });
    const result = page.locator("[data-slot=pre-approval-result]");
    await expect(result.locator("[data-slot=borrowing-power]")).toHaveText(/^\$\d{2,3},\d{3}$/);
    await expect(result.getByRole("complementary", { name: "How we worked it out" })).toContainText("buffer");
    await expect(result.locator("[data-slot=finance-disclaimer]")).toContainText("indicative only");
    await expectNoAxeViolations(page);
    const carsLink = result.getByRole("link", { name: "View cars within your budget" });
    await expect(carsLink).toHaveAttribute("href", /^\/cars\/\?range%5Bprice%5D=%3A\d+$|^\/cars\/\?range\[price\]=:\d+$/);

    const [lead] = await leadsByEmail(config, email);
    expect(lead).toMatchObject({ form: "finance", category: "Finance Enquiry" });
    expect(lead!.message).toContain("Indicative borrowing power");
    expect(lead!.payload).toMatchObject({ pre_approval: { application: { amount: 30_000, deposit: 5_000 } } });

    // spec 9: the car pages now say 'Pre-Approved', one click from the cars within the budget.
    await page.goto(`${origin}/cars/${car.slug}`);
    const preApproved = page.locator("[data-slot=pre-approval-link]");
    await expect(preApproved).toHaveText("Pre-Approved");
    await expect(preApproved).toHaveAttribute("href", /^\/cars\/\?range/);
  });

  test("signed out: a reload resumes the application and the result, and signing in after it keeps the result", async ({ page }) => {
    const { config, car } = await financeSite("generic", { gated: false });
    const origin = siteOrigin(config.slug, "generic");
    await page.goto(`${origin}/finance-pre-approval`);
    const signInFirst = page.getByRole("link", { name: "Sign in first" });
    await expect(signInFirst).toBeVisible();
    await typeInto(page, page.getByRole("textbox", { name: /^The car you have in mind/ }), "Mazda CX-5");
    await typeInto(page, page.getByRole("textbox", { name: /^Amount to borrow/ }), "30000");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Your employment" })).toBeFocused();
    // A reload comes back at the same step, with the answers given.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Your employment" })).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("textbox", { name: /^Amount to borrow/ })).toHaveValue("30000");
    await expect(page.getByRole("textbox", { name: /^The car you have in mind/ })).toHaveValue("Mazda CX-5");
    await applyByKeyboard(page);
    const email = `e2e-pre-approval-kept-${Date.now()}@example.com`;
    await sendFinanceForm(page, email);
    await expect(page.getByRole("heading", { name: "Your indicative pre-approval" })).toBeFocused({ timeout: 20_000 });
    const keep = page.getByRole("link", { name: "Sign in to keep it" });
    await expect(keep).toBeVisible();
    // One invitation to sign in at a time: the page's note before the result goes.
    await expect(signInFirst).toBeHidden();
    await expectNoAxeViolations(page);
    // The result survives a reload.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Your indicative pre-approval" })).toBeVisible();
    const borrowing = await page.locator("[data-slot=borrowing-power]").textContent();
    expect(borrowing).toMatch(/^\$\d{2,3},\d{3}$/);

    // Signing in brings the shopper back, and the result is now kept: 'Pre-Approved'.
    await page.getByRole("link", { name: "Sign in to keep it" }).click();
    await page.waitForURL((url) => url.pathname === "/sign-in");
    await signInByKeyboard(page, config);
    await page.waitForURL((url) => url.pathname === "/finance-pre-approval");
    await expect(page.getByRole("heading", { name: "Pre-Approved", exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("link", { name: "Sign in to keep it" })).toHaveCount(0);
    const [lead] = await leadsByEmail(config, email);
    expect(lead).toMatchObject({ form: "finance", category: "Finance Enquiry" });

    // The account lists it, the lead is among the shopper's enquiries, and the car pages say 'Pre-Approved'.
    await page.goto(`${origin}/account`);
    const kept = page.locator("[data-slot=account-pre-approvals]");
    await expect(kept).toContainText(`Up to ${borrowing} to borrow`);
    await expect(kept.getByRole("link", { name: "View cars within your budget" })).toHaveAttribute("href", /^\/cars\/\?range/);
    await expect(page.locator("[data-slot=account-enquiries]")).toContainText("Finance enquiry");
    await expectNoAxeViolations(page);
    await page.goto(`${origin}/cars/${car.slug}`);
    await expect(page.locator("[data-slot=pre-approval-link]")).toHaveText("Pre-Approved");
  });

  test("from a car page to personalised finance, a slider by keyboard, and a finance lead naming the car", async ({ page }) => {
    const { config, car } = await financeSite("generic", { gated: false });
    const origin = siteOrigin(config.slug, "generic");
    await page.goto(`${origin}/cars/${car.slug}`);
    await expect(page.locator("[data-slot=pre-approval-link]")).toHaveText("Get Pre-Approved Now");
    const link = page.getByRole("link", { name: "Personalise Your Repayments" });
    await link.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/personalised/finance" && url.searchParams.get("car_id") === String(car.id));
    await expect(page.getByRole("heading", { level: 1, name: "Personalised Finance" })).toBeVisible();
    await expect(page.locator("[data-slot=comparison-warning]")).toContainText("WARNING: This comparison rate is true only for the example given");
    await expect(page.locator("[data-slot=comparison-rate]")).toContainText("5 year secured loan of $30,000");
    // spec 9: the comparison rate includes the site's lender's fees (the demo's lenders all charge some).
    const { calculatorRate, fees } = config.finance;
    expect(fees.establishment).toBeGreaterThan(0);
    const withFees = comparisonRate(calculatorRate, { upfront: fees.establishment, monthly: fees.monthly });
    expect(withFees).toBeGreaterThan(calculatorRate);
    await expect(page.locator("[data-slot=comparison-rate]")).toContainText(`${formatPercent(calculatorRate)} p.a. interest rate, ${formatPercent(withFees)} p.a. comparison rate.`);
    await expectNoAxeViolations(page);
    const monthly = page.locator("[data-frequency=monthly] dd");
    const before = await monthly.textContent();
    await page.getByRole("slider", { name: /Loan term/ }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.locator("[data-slot=term-value]")).toHaveText("6 years");
    await expect(monthly).not.toHaveText(before!);
    await page.getByRole("button", { name: "Apply" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Apply for finance on this car" })).toBeFocused();
    await expectNoAxeViolations(page);
    const email = `e2e-personalised-${Date.now()}@example.com`;
    await sendFinanceForm(page, email);
    await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });
    const [lead] = await leadsByEmail(config, email);
    expect(lead).toMatchObject({ form: "finance", category: "Finance Enquiry", carId: car.id, carMake: car.make });
    expect(lead!.message).toContain("Personalised finance for");
    expect(lead!.message).toContain("Term 6 years");
  });
});

test.describe("the personalised finance gate (spec 2.1, 6)", () => {
  for (const template of e2eStack.journeyTemplates) {
    test(`${template}: a signed-out shopper goes to /sign-in?type=finance on the gated site, and straight in elsewhere`, async ({ page }) => {
      const gated = await financeSite(template, { gated: true }).catch(() => null);
      const open = await financeSite(template, { gated: false });
      if (gated) {
        await page.goto(`${siteOrigin(gated.config.slug, template)}/personalised/finance?car_id=${gated.car.id}`);
        await page.waitForURL((url) => url.pathname === "/sign-in");
        const url = new URL(page.url());
        expect([url.searchParams.get("type"), url.searchParams.get("redirect")]).toEqual(["finance", `/personalised/finance?car_id=${gated.car.id}`]);
        await expectNoAxeViolations(page);
      }
      await page.goto(`${siteOrigin(open.config.slug, template)}/personalised/finance?car_id=${open.car.id}`);
      await expect(page).toHaveURL(/\/personalised\/finance\?car_id=/);
      await expect(page.getByRole("heading", { level: 1, name: "Personalised Finance" })).toBeVisible();
      if (template !== "generic") await expectNoAxeViolations(page);
    });
  }
});

for (const template of e2eStack.journeyTemplates.filter((entry) => entry !== "generic")) {
  test(`the pre-approval renders on the ${template} template, axe clean`, async ({ page }) => {
    const { config } = await financeSite(template, { gated: false });
    await page.goto(`${siteOrigin(config.slug, template)}/finance-pre-approval`);
    await expect(page.getByRole("heading", { level: 1, name: "Get Pre-Approved Now" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Amount to borrow/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
