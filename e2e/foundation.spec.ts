// Foundation journeys (issue 2 'Done when'), on production builds of all three apps.
import { demoSites, expect, expectNoAxeViolations, loopback, siteWhere, test } from "./fixtures";
import { e2eStack, siteOrigin } from "./stack-config";

test.describe("the directory on the bare host", () => {
  test("lists every demo site, each linked on the app of its template", async ({ page }) => {
    const sites = await demoSites();
    expect(sites.length).toBeGreaterThanOrEqual(12);
    await page.goto(`http://localhost:${e2eStack.ports[0]}/`);
    await expect(page.getByRole("heading", { level: 1, name: "Forecourt demo sites" })).toBeVisible();
    for (const site of sites) {
      const link = page.getByRole("link", { name: new RegExp(site.name) }).first();
      await expect(link).toHaveAttribute("href", `${siteOrigin(site.slug, site.template as "generic")}/`);
    }
    await expectNoAxeViolations(page);
  });

  test("a path other than / on the bare host is a 404", async ({ page }) => {
    const response = await page.goto(`http://localhost:${e2eStack.ports[1]}/cars/`);
    expect(response?.status()).toBe(404);
  });
});

for (const template of e2eStack.journeyTemplates) {
  test.describe(`a ${template} site`, () => {
    test("renders its own header, footer, theme and locale", async ({ page }) => {
      const site = await siteWhere((candidate) => candidate.template === template && candidate.region === "AU", `an AU ${template} site`);
      const response = await page.goto(`${siteOrigin(site.slug, template)}/`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-AU");
      await expect(page.locator("html")).toHaveClass(new RegExp(`template-${template}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.name);
      const header = page.locator("header[data-slot=site-header]");
      await expect(header.getByRole("navigation", { name: "Main" }).first()).toBeAttached();
      await expect(page.locator("footer")).toContainText(site.name);
      await expect(page.getByRole("heading", { name: "Our stock" })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("serves no site of another template", async ({ page }) => {
      const foreign = await siteWhere((candidate) => candidate.template !== template, `a site not on ${template}`);
      const response = await page.goto(`http://${foreign.slug}.localhost:${e2eStack.ports[e2eStack.templates.indexOf(template)]}/`);
      expect(response?.status()).toBe(404);
    });
  });
}

test.describe("theme", () => {
  test("each template paints its primary colour", async ({ page }) => {
    const colours = new Set<string>();
    for (const template of e2eStack.journeyTemplates) {
      const site = await siteWhere((candidate) => candidate.template === template, `a ${template} site`);
      await page.goto(`${siteOrigin(site.slug, template)}/`);
      colours.add(await page.locator("[data-slot=home-hero]").evaluate((element) => getComputedStyle(element).backgroundColor));
    }
    expect(colours.size).toBe(3);
  });
});

test.describe("region (spec 1)", () => {
  test("the US site says inquire, shows miles and speaks en-US", async ({ page }) => {
    const site = await siteWhere((candidate) => candidate.region === "US", "in the US");
    await page.goto(`${siteOrigin(site.slug, site.template as "generic")}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    const text = await page.locator("body").innerText();
    expect(text).toMatch(/inquir/i);
    expect(text).not.toMatch(/enquir/i);
    await expect(page.locator("[data-slot=odometer]").first()).toHaveText(/ mi$/);
    await expectNoAxeViolations(page);
  });

  test("the NZ site speaks en-NZ with kilometres", async ({ page }) => {
    const site = await siteWhere((candidate) => candidate.region === "NZ", "in NZ");
    await page.goto(`${siteOrigin(site.slug, site.template as "generic")}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-NZ");
    await expect(page.locator("[data-slot=odometer]").first()).toHaveText(/ km$/);
  });

  test("an AU site spells enquire and shows kilometres", async ({ page }) => {
    const site = await siteWhere((candidate) => candidate.region === "AU", "in AU");
    await page.goto(`${siteOrigin(site.slug, site.template as "generic")}/`);
    await expect(page.locator("[data-slot=odometer]").first()).toHaveText(/ km$/);
  });
});

test.describe("404 pages", () => {
  test("an unknown host gets the 404 page", async ({ page }) => {
    const response = await page.goto(`http://no-such-dealer.localhost:${e2eStack.ports[0]}/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "No dealer site lives at this address" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an unknown page of a known site gets the site's styled 404", async ({ page }) => {
    const site = await siteWhere((candidate) => candidate.template === "toyota", "a Toyota site");
    const response = await page.goto(`${siteOrigin(site.slug, "toyota")}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
    await expect(page.locator("header[data-slot=site-header]")).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/template-toyota/);
    await expectNoAxeViolations(page);
  });

  // Next sends a notFound() page as an empty shell for the browser to draw; the app
  // server sends the page drawn on the server instead (http/not-found-document.ts).
  // With the page's scripts refused, what shows is what the server sent (scripts
  // stay on in the browser so that axe, which runs as one, can check it).
  test("every 404 is drawn on the server: the site's page, its header, lang and title, without the page's scripts", async ({ browser }) => {
    const context = await browser.newContext();
    await context.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    try {
      const generic = await siteWhere((candidate) => candidate.template === "generic", "a generic site");
      const nissan = await siteWhere((candidate) => candidate.template === "nissan", "a Nissan site");
      const cases = [
        { url: `${siteOrigin(generic.slug, "generic")}/no-such-page`, template: "generic", name: generic.name },
        { url: `${siteOrigin(generic.slug, "generic")}/locations/no-such-place`, template: "generic", name: generic.name },
        { url: `${siteOrigin(nissan.slug, "nissan")}/cars/no-such-car-1`, template: "nissan", name: nissan.name, arrivals: true },
      ];
      for (const { url, template, name, arrivals } of cases) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(404);
        await expect(page.locator("html"), url).toHaveAttribute("lang", "en-AU");
        await expect(page.locator("html"), url).toHaveClass(new RegExp(`template-${template}`));
        await expect(page).toHaveTitle(`Page not found | ${name}`);
        await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that page" }), url).toBeVisible();
        await expect(page.locator("header[data-slot=site-header]"), url).toBeVisible();
        await expect(page.locator('meta[name="robots"]'), url).toHaveAttribute("content", /noindex/);
        // A car that is gone offers others: here, since the slug names no car, the newest.
        if (arrivals) await expect(page.getByRole("heading", { name: "Our latest arrivals" }), url).toBeVisible();
        await expectNoAxeViolations(page);
      }
      const response = await page.goto(`http://no-such-dealer.localhost:${e2eStack.ports[0]}/cars/`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-AU");
      await expect(page.getByRole("heading", { name: "No dealer site lives at this address" })).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  test("a client's claim to be the app server asking for a 404's page is ignored", async ({ request }) => {
    const site = await siteWhere((candidate) => candidate.template === "generic", "a generic site");
    const { base, host } = loopback(site.slug, "generic");
    const response = await request.get(`${base}/success`, { headers: { host, "x-forecourt-not-found-document": "1" }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Thank you |");
    expect(html).not.toContain("<title>Page not found");
  });
});
