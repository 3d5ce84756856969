// Header menus (spec 2.2): dropdowns open on hover on some sites and on click on
// others, and always by keyboard.
import { demoSites, expect, expectNoAxeViolations, storedConfig, test } from "./fixtures";
import { siteOrigin } from "./stack-config";

async function siteOpeningMenusOn(openOn: "hover" | "click") {
  for (const site of await demoSites()) {
    const config = await storedConfig(site.slug);
    // The template's default applies when the site does not say.
    const effective = config?.features.menuOpensOn;
    if (config && effective === openOn && config.navigation.header.some((item) => item.kind !== "link")) return site;
  }
  throw new Error(`no demo site opens its menus on ${openOn}`);
}

test.describe("header menus", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a click site opens a dropdown on click, not on hover, and Escape closes it", async ({ page }) => {
    const site = await siteOpeningMenusOn("click");
    await page.goto(`${siteOrigin(site.slug, site.template)}/`);
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button").first();
    await trigger.hover();
    await page.waitForTimeout(400);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("a hover site opens a dropdown when the pointer rests on it", async ({ page }) => {
    const site = await siteOpeningMenusOn("hover");
    await page.goto(`${siteOrigin(site.slug, site.template)}/`);
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button").first();
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  });

  test("every menu works by keyboard: Tab to it, Enter opens, the links are reachable", async ({ page }) => {
    const site = await siteOpeningMenusOn("click");
    await page.goto(`${siteOrigin(site.slug, site.template)}/`);
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button").first();
    for (let index = 0; index < 30; index++) {
      await page.keyboard.press("Tab");
      if (await trigger.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveAttribute("href", /^\//);
  });

  test("the skip link moves focus to the content", async ({ page }) => {
    const site = (await demoSites())[0]!;
    await page.goto(`${siteOrigin(site.slug, site.template)}/`);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });

  // docs/performance.md 'Links prefetch on intent': a link prefetches its page when
  // the pointer enters it or it takes focus, not when it scrolls into view.
  test("links prefetch their page on intent, not on sight, and then navigate in place", async ({ page }) => {
    const site = (await demoSites())[0]!;
    const prefetched: string[] = [];
    const documents: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === "document") documents.push(url.pathname);
      else if (url.searchParams.has("_rsc") && request.headers()["next-router-prefetch"]) prefetched.push(url.pathname);
    });
    await page.goto(`${siteOrigin(site.slug, site.template)}/`);
    await page.waitForLoadState("networkidle");
    const footerLinks = page.getByRole("contentinfo").locator('a[href^="/"]:not([href^="//"])');
    const pathOf = async (link: ReturnType<typeof footerLinks.nth>) => new URL((await link.getAttribute("href"))!, "http://site").pathname;
    const paths = await Promise.all((await footerLinks.all()).map(pathOf));
    // Two links to two different pages, so each prefetch is told apart.
    const other = paths.findIndex((path) => path !== paths[0]);
    expect(other, "the footer links to at least two pages").toBeGreaterThan(0);
    const [hovered, focused] = [footerLinks.first(), footerLinks.nth(other)];
    const [hoveredPath, focusedPath] = [paths[0]!, paths[other]!];
    await hovered.scrollIntoViewIfNeeded();
    // Hydration may still be under way: the pointer enters again until it is heard.
    await expect
      .poll(async () => {
        await page.mouse.move(0, 0);
        await hovered.hover();
        await page.waitForTimeout(200);
        return prefetched.includes(hoveredPath);
      })
      .toBe(true);
    // Hydrated, with a dozen links in view: none but the one pointed at was fetched.
    await page.waitForTimeout(1_000);
    expect([...new Set(prefetched)]).toEqual([hoveredPath]);
    await focused.focus();
    await expect.poll(() => prefetched.includes(focusedPath)).toBe(true);
    await hovered.click();
    await expect(page).toHaveURL((url) => url.pathname === hoveredPath);
    expect(documents).toEqual(["/"]);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu button opens a drawer with the same links", async ({ page }) => {
      const site = (await demoSites())[0]!;
      await page.goto(`${siteOrigin(site.slug, site.template)}/`);
      await page.getByRole("button", { name: /menu/i }).click();
      const drawer = page.getByRole("dialog");
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole("link", { name: "Home" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
    });
  });
});
