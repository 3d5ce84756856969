// The blog, location, team and reviews pages, end to end on every template app
// (spec 2.1, 2.6, 2.7, 3, 5): /blog lists the site's posts newest first with the
// category filter, /blog/{slug} shows a post with its 375x375 image and related
// posts, /locations/{slug} the location card (hours as spec 2.7 formats them and
// the holiday-hours dialog by keyboard), /teams/{slug} the team by department,
// /pages/reviews the ratings and reviews, /contact-us/{slug} the contact form
// preset to the location. Another site's post or location, a hidden location and
// an unknown slug are real 404s; every header and footer link these pages own
// resolves. axe runs on every page.
import type { Page } from "@playwright/test";
import { createDatabase, findSiteBySlug, listBlogPostsForSite, listLocationsForSite } from "@forecourt/db";
import { type BlogPost, blogCategoryLabels, closedDayText, type Location, locationsForCarousel, openingHoursRows, type SiteConfig, specialHoursRows, siteTimeZone } from "@forecourt/domain";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eDatabaseUrl, e2eStack, siteOrigin } from "./stack-config";

type Template = (typeof e2eStack.journeyTemplates)[number];

/** One site per template, each with a different closed-day text (spec 2.7) and region. */
const siteOf: Record<Template, string> = { generic: "rose-city-motors", toyota: "sunshine-toyota", nissan: "harbour-nissan" };

interface DemoSite {
  config: SiteConfig;
  posts: BlogPost[];
  locations: Location[];
}

const cache = new Map<string, DemoSite>();

async function demoSite(slug: string): Promise<DemoSite> {
  const hit = cache.get(slug);
  if (hit) return hit;
  const database = createDatabase(e2eDatabaseUrl, { max: 1 });
  try {
    const config = await findSiteBySlug(database.db, slug);
    if (!config) throw new Error(`no demo site ${slug}`);
    const site = { config, posts: (await listBlogPostsForSite(database.db, config)).posts, locations: locationsForCarousel(await listLocationsForSite(database.db, config)) };
    cache.set(slug, site);
    return site;
  } finally {
    await database.close();
  }
}

async function expectNotFound(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(404);
  await expectNoAxeViolations(page);
}

for (const template of e2eStack.journeyTemplates) {
  test.describe(`${template} template`, () => {
    const slug = siteOf[template];
    const origin = siteOrigin(slug, template);

    test("the blog lists the site's posts newest first, filters by category, and opens a post", async ({ page }) => {
      const site = await demoSite(slug);
      expect(site.posts.length).toBeGreaterThan(0);
      await page.goto(`${origin}/blog`);
      await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
      const cards = page.locator('[data-slot="blog-card"]');
      await expect(cards).toHaveCount(Math.min(site.posts.length, 6));
      await expect(cards.first().getByRole("heading")).toHaveText(site.posts[0]!.title);
      await expectNoAxeViolations(page);

      // spec 2.1: the category filter; every card shown is of the category.
      const category = site.posts.at(-1)!.category;
      await page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: new RegExp(`^${blogCategoryLabels[category]}`) }).click();
      await expect(page).toHaveURL(`${origin}/blog?category=${category}`);
      await expect(page.getByRole("heading", { level: 1, name: blogCategoryLabels[category] })).toBeVisible();
      const inCategory = site.posts.filter((post) => post.category === category);
      await expect(cards).toHaveCount(Math.min(inCategory.length, 6));
      for (const label of await cards.evaluateAll((nodes) => nodes.map((node) => node.querySelector("p")?.textContent ?? ""))) expect(label).toContain(blogCategoryLabels[category]);
      await expectNoAxeViolations(page);

      // A post: title, author, date, the 375x375 crop (spec 2.6), paragraphs, related posts.
      const post = inCategory[0]!;
      await cards.first().getByRole("link").click();
      await expect(page).toHaveURL(`${origin}/blog/${post.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
      if (post.author) await expect(page.locator('[data-slot="post-byline"]')).toContainText(`By ${post.author}`);
      await expect(page.locator('[data-slot="post-byline"] time')).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      // The post's own image comes first; related posts' cards follow with theirs.
      await expect(page.locator('article [data-slot="blog-image"]').first()).toHaveAttribute("src", /w=375&h=375&fit=crop/);
      await expect(page.locator('[data-slot="post-body"] p')).toHaveCount(post.body.split("\n\n").length);
      if (site.posts.length > 1) await expect(page.getByRole("heading", { level: 2, name: "Related posts" })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("a post of another site, an unknown post, category or page is a 404", async ({ page }) => {
      const site = await demoSite(slug);
      const otherSlug = Object.values(siteOf).find((other) => other !== slug)!;
      const foreign = (await demoSite(otherSlug)).posts.find((post) => !site.posts.some((own) => own.slug === post.slug));
      expect(foreign, "another site has a post this one does not").toBeTruthy();
      await expectNotFound(page, `${origin}/blog/${foreign!.slug}`);
      await expectNotFound(page, `${origin}/blog/no-such-post`);
      await expectNotFound(page, `${origin}/blog?category=recipes`);
      await expectNotFound(page, `${origin}/blog?page=99`);
    });

    test("a location page shows the card with spec 2.7's hours and the holiday-hours dialog by keyboard", async ({ page }) => {
      const site = await demoSite(slug);
      const location = site.locations.find((entry) => entry.special_hours.length > 0) ?? site.locations[0]!;
      await page.goto(`${origin}/locations/${location.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: location.name })).toBeVisible();
      const closedText = closedDayText(site.config.labels.closedDay);
      const rows = openingHoursRows(location.opening_hours, { closedText });
      const hours = page.locator('[data-slot="opening-hours"]');
      await expect(hours.locator("dt")).toHaveText(rows.map((row) => row.label));
      const enquireLinks = site.config.labels.closedDay === "Enquire Now";
      // A closed day on an 'Enquire Now' site is a link whose name adds the day (US sites spell it Inquire).
      const shown = (row: (typeof rows)[number]) => (site.config.region === "US" ? row.value.replace("Enquire", "Inquire") : row.value) + (row.closed && enquireLinks ? ` (${row.label})` : "");
      await expect(hours.locator("dd")).toHaveText(rows.map(shown));
      if (enquireLinks && rows.some((row) => row.closed)) {
        await expect(hours.getByRole("link").first()).toHaveAttribute("href", `/contact-us/${location.slug}`);
      }
      // The card's Contact Us (the footer has a Contact Us link of its own, to /contact-us).
      await expect(page.locator("main").getByRole("link", { name: /^Contact Us/ })).toHaveAttribute("href", `/contact-us/${location.slug}`);
      await expect(page.getByRole("link", { name: /^Get Directions:/ })).toHaveAttribute("href", location.address.place_url!);
      await expect(page.locator('[data-slot="location-map"]')).toBeVisible();
      await expectNoAxeViolations(page);

      const upcoming = specialHoursRows(location.special_hours, { now: new Date(), timeZone: siteTimeZone(site.config.region, site.config.state) });
      const trigger = page.getByRole("button", { name: "View Holiday Opening Hours" });
      if (upcoming.length === 0) {
        await expect(trigger).toHaveCount(0);
        return;
      }
      await trigger.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Holiday Opening Hours" });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[data-slot="holiday-hours-row"] time').first()).toHaveAttribute("datetime", upcoming[0]!.date);
      await expect(dialog.locator('[data-slot="holiday-hours-row"]')).toHaveCount(upcoming.length);
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    test("a location of another site, a hidden location and an unknown slug are 404s on every location page", async ({ page }) => {
      const site = await demoSite(slug);
      const otherSlug = Object.values(siteOf).find((other) => other !== slug)!;
      const foreign = (await demoSite(otherSlug)).locations[0]!.slug;
      for (const path of ["locations", "teams", "contact-us"]) {
        await expectNotFound(page, `${origin}/${path}/${foreign}`);
        await expectNotFound(page, `${origin}/${path}/no-such-location`);
      }
      // harbour-nissan's parts warehouse is visible: false (spec 2.6).
      if (slug === "harbour-nissan") await expectNotFound(page, `${origin}/locations/harbour-nissan-parts-warehouse`);
      expect(site.locations.some((location) => location.slug === "harbour-nissan-parts-warehouse")).toBe(false);
    });

    test("the team page lists the location's team by department and links to its location page", async ({ page }) => {
      const site = await demoSite(slug);
      const location = site.locations.find((entry) => entry.primary) ?? site.locations[0]!;
      await page.goto(`${origin}/teams/${location.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: `Our Team at ${location.name}` })).toBeVisible();
      await expect(page.locator('[data-slot="team-member"]')).toHaveCount(location.team.length);
      await expect(page.getByRole("heading", { level: 2, name: "Management" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 3, name: location.team[0]!.name })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: `${location.name}: address and opening hours` }).click();
      await expect(page).toHaveURL(`${origin}/locations/${location.slug}`);
    });

    test("the reviews page shows each location's rating and the newest reviews first", async ({ page }) => {
      await page.goto(`${origin}/pages/reviews`);
      await expect(page.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
      const site = await demoSite(slug);
      await expect(page.locator('[data-slot="location-ratings"] li')).toHaveCount(site.locations.length);
      const dates = await page.locator('[data-slot="review"] time').evaluateAll((nodes) => nodes.map((node) => node.getAttribute("datetime") ?? ""));
      expect(dates.length).toBeGreaterThan(0);
      expect(dates.length).toBeLessThanOrEqual(10);
      expect([...dates].sort().reverse()).toEqual(dates);
      await expectNoAxeViolations(page);
    });

    test("the contact page of a location shows its card beside the contact form", async ({ page }) => {
      const site = await demoSite(slug);
      const location = site.locations[0]!;
      await page.goto(`${origin}/contact-us/${location.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^Contact ${location.name}`) })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: location.name })).toBeVisible();
      await expect(page.getByRole("textbox", { name: /message/i })).toBeVisible();
      // Preset to this location: a single choice is chosen for the shopper, so no location select shows (spec 5).
      await expect(page.getByRole("combobox", { name: /location/i })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test("every header and footer link to the blog, a location, a team or the reviews page resolves", async ({ page }) => {
      const site = await demoSite(slug);
      const links = [...site.config.navigation.header.flatMap((item) => (item.kind === "menu" ? item.items : item.kind === "link" ? [item] : [])), ...site.config.navigation.footer.flatMap((column) => column.links)]
        .map((link) => link.href)
        .filter((href) => /^\/(blog|locations\/|teams\/|pages\/reviews)/.test(href));
      expect(links).toContain("/blog");
      for (const href of new Set(links)) {
        const response = await page.goto(`${origin}${href}`);
        expect(response?.status(), href).toBe(200);
      }
    });
  });
}

test("a location the site hides (hiddenLocationIds, spec 6) is a 404", async ({ page }) => {
  const site = await demoSite("capital-toyota");
  const database = createDatabase(e2eDatabaseUrl, { max: 1 });
  try {
    const all = await listLocationsForSite(database.db, { ...site.config, hiddenLocationIds: [] });
    const hidden = all.find((location) => site.config.hiddenLocationIds.includes(location.id));
    expect(hidden, "capital-toyota hides a location").toBeTruthy();
    await expectNotFound(page, `${siteOrigin("capital-toyota", "toyota")}/locations/${hidden!.slug}`);
  } finally {
    await database.close();
  }
});
