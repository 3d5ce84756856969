// Blog posts and location pages (spec 2.1 /blog, /locations/{slug}, /teams/{slug}),
// on both backends: everything is read per site; site A's post or location is
// never found for site B, and a hidden location is not found at all.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSiteConfig } from "@forecourt/domain";
import { pgliteBackend, postgresBackend, type TestBackend } from "../testing/backends";
import { testSite } from "../testing/fixtures";
import { locations } from "../schema";
import { blogCategoryCounts, findBlogPostForSite, listBlogPostsForSite, saveBlogPost } from "./blog-posts";
import { findLocationForSite, listLocationsForSite } from "./locations";
import { saveGroup, saveSiteConfig } from "./sites";

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

const post = (id: number, slug: string, category: string, published_at: string) => ({ id, slug, title: `Post ${slug}`, category, excerpt: "Excerpt.", body: "One.\n\nTwo.", image_url: `/media/blog/${slug}.svg`, published_at, author: "Sam Lee" });

const location = (id: number, dealership: number, slug: string, overrides: Record<string, unknown> = {}) => ({
  id,
  slug,
  dealershipId: dealership,
  data: {
    id,
    slug,
    name: slug,
    dealership_id: dealership,
    dealership_slug: "x",
    address: { street: "1 Main St", city: "Brisbane", state: "qld", postcode: "4000", lat: -27.47, long: 153.02 },
    team: [{ id: id * 10, name: "Ann Lee", role: "Sales Consultant", department: "sales" }],
    ...overrides,
  },
});

describe.each(backends)("blog posts and locations on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  const alpha = parseSiteConfig(testSite({ slug: "alpha-motors", id: 1, dealership_id: 10, dealerships: [{ id: 10, slug: "alpha", name: "Alpha Motors" }] }));
  const bravo = parseSiteConfig(testSite({ slug: "bravo-motors", id: 2, dealership_id: 20, dealerships: [{ id: 20, slug: "bravo", name: "Bravo Motors" }], hiddenLocationIds: [4] }));

  beforeAll(async () => {
    backend = await open();
    if (!backend) return;
    const { db } = backend.database;
    await saveGroup(db, { slug: "test-group", name: "Test Group" });
    for (const site of [alpha, bravo]) await saveSiteConfig(db, site);
    await saveBlogPost(db, alpha, post(1, "first-car", "buyer-advice", "2026-10-01T00:00:00Z"));
    await saveBlogPost(db, alpha, post(2, "tyre-pressures", "motoring-tips", "2026-11-01T00:00:00Z"));
    await saveBlogPost(db, alpha, post(3, "comparison-rates", "buyer-advice", "2026-11-20T00:00:00Z"));
    await saveBlogPost(db, alpha, post(4, "same-day", "buyer-advice", "2026-11-20T00:00:00Z"));
    // The same slug on another site is another post.
    await saveBlogPost(db, bravo, post(5, "first-car", "buyer-advice", "2026-09-01T00:00:00Z"));
    await saveBlogPost(db, bravo, post(6, "bravo-only", "servicing-insights", "2026-09-02T00:00:00Z"));
    await db.insert(locations).values([
      location(1, 10, "alpha-sales", { primary: true }),
      location(2, 10, "alpha-closed-site", { visible: false }),
      location(3, 20, "bravo-sales"),
      location(4, 20, "bravo-hidden"),
    ]);
  });

  afterAll(async () => {
    await backend?.dispose();
  });

  it("lists the site's posts newest first (ties by id), a page at a time, with the total", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const all = await listBlogPostsForSite(db, alpha);
    expect(all.posts.map((entry) => entry.id)).toEqual([4, 3, 2, 1]);
    expect(all.total).toBe(4);
    const second = await listBlogPostsForSite(db, alpha, { limit: 2, offset: 2 });
    expect(second).toMatchObject({ total: 4 });
    expect(second.posts.map((entry) => entry.id)).toEqual([2, 1]);
    expect((await listBlogPostsForSite(db, bravo)).posts.map((entry) => entry.id)).toEqual([6, 5]);
  });

  it("filters by category (spec 2.1) and counts the site's posts per category", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const advice = await listBlogPostsForSite(db, alpha, { category: "buyer-advice" });
    expect(advice.posts.map((entry) => entry.slug)).toEqual(["same-day", "comparison-rates", "first-car"]);
    expect(advice.total).toBe(3);
    expect(await listBlogPostsForSite(db, alpha, { category: "servicing-insights" })).toEqual({ posts: [], total: 0 });
    expect(await blogCategoryCounts(db, alpha)).toEqual({ "buyer-advice": 3, "motoring-tips": 1 });
  });

  it("finds a post by slug on its own site only: site A's post is not found for site B", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    expect((await findBlogPostForSite(db, alpha, "tyre-pressures"))?.title).toBe("Post tyre-pressures");
    expect(await findBlogPostForSite(db, bravo, "tyre-pressures")).toBeNull();
    expect(await findBlogPostForSite(db, alpha, "bravo-only")).toBeNull();
    expect((await findBlogPostForSite(db, bravo, "first-car"))?.id).toBe(5);
    expect(await findBlogPostForSite(db, alpha, "nothing-here")).toBeNull();
  });

  it("refuses to move a post to another site, and refuses an invalid post", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    await expect(saveBlogPost(db, bravo, post(1, "stolen", "buyer-advice", "2026-11-22T00:00:00Z"))).rejects.toThrow(/another site/);
    expect((await findBlogPostForSite(db, alpha, "first-car"))?.id).toBe(1);
    await expect(saveBlogPost(db, alpha, post(9, "recipes", "recipes", "2026-11-22T00:00:00Z"))).rejects.toThrow(/category/);
  });

  it("finds a location of the site by slug with its team; another site's location is not found", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const found = await findLocationForSite(db, alpha, "alpha-sales");
    expect(found).toMatchObject({ id: 1, primary: true, team: [{ name: "Ann Lee", department: "sales" }] });
    expect(await findLocationForSite(db, bravo, "alpha-sales")).toBeNull();
    expect(await findLocationForSite(db, alpha, "bravo-sales")).toBeNull();
    expect((await findLocationForSite(db, bravo, "bravo-sales"))?.id).toBe(3);
    expect(await findLocationForSite(db, alpha, "nowhere")).toBeNull();
  });

  it("does not find a hidden location: visible false (spec 2.6) or hidden by the site (spec 6)", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    expect(await findLocationForSite(db, alpha, "alpha-closed-site")).toBeNull();
    expect(await findLocationForSite(db, bravo, "bravo-hidden")).toBeNull();
    expect((await listLocationsForSite(db, bravo)).map((entry) => entry.slug)).toEqual(["bravo-sales"]);
  });
});
