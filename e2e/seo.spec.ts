// Each site's /sitemap.xml and /robots.txt, on every template app: the sitemap
// lists the site's own pages on its public origin (its first production domain,
// as its canonical links use) (its listed cars, offers, stocked
// make searches and every menu link), never another site's car, and every page it
// lists answers 200; robots.txt names that sitemap. Requests go to 127.0.0.1 with
// the site's Host header (Node cannot resolve *.localhost, docs/architecture.md 'Platform notes').
import { createDatabase, findSiteBySlug, listListedCarSlugs } from "@forecourt/db";
import { demoSites, expect, fetchSitePage, finalStatus, storedConfig, test } from "./fixtures";
import { e2eDatabaseUrl, e2eStack, siteOrigin } from "./stack-config";

type Template = (typeof e2eStack.journeyTemplates)[number];

async function listedSlugs(slug: string): Promise<string[]> {
  const database = createDatabase(e2eDatabaseUrl, { max: 1 });
  try {
    const site = await findSiteBySlug(database.db, slug);
    if (!site) throw new Error(`no demo site ${slug}`);
    return (await listListedCarSlugs(database.db, site, new Date())).map((car) => car.slug);
  } finally {
    await database.close();
  }
}


for (const template of e2eStack.journeyTemplates) {
  test(`a ${template} site's sitemap lists its own pages on its origin, each answering 200, and robots.txt names it`, async ({ request }) => {
    const sites = (await demoSites()).filter((site) => site.template === template);
    const site = sites[0]!;
    const domain = (await storedConfig(site.slug))?.domains[0];
    const origin = domain ? `https://${domain}` : siteOrigin(site.slug, template);

    const response = await fetchSitePage(request, site.slug, template, "/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
    expect(locs.every((loc) => loc.startsWith(`${origin}/`)), "every address on the site's own origin").toBe(true);
    const paths = locs.map((loc) => loc.slice(origin.length));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(["/", "/cars/", "/special-offers", "/contact-us"]));

    // Every listed car, and no car of another site.
    const own = await listedSlugs(site.slug);
    expect(own.length).toBeGreaterThan(0);
    const carPaths = paths.filter((path) => /^\/cars\/[^/]+$/.test(path));
    expect(carPaths.sort()).toEqual(own.map((slug) => `/cars/${slug}`).sort());
    const other = sites.find((candidate) => candidate.slug !== site.slug);
    if (other) {
      const foreign = new Set((await listedSlugs(other.slug)).map((slug) => `/cars/${slug}`));
      expect(carPaths.filter((path) => foreign.has(path))).toEqual([]);
    }

    // Every page but the cars answers 200 (the cars: a sample of five, each a statically generated page).
    const checked = [...paths.filter((path) => !carPaths.includes(path)), ...carPaths.slice(0, 5)];
    for (const path of checked) expect(await finalStatus(request, site.slug, template, path), path).toBe(200);

    const robots = await fetchSitePage(request, site.slug, template, "/robots.txt");
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
}

test("an unknown host has no sitemap", async ({ request }) => {
  const port = e2eStack.ports[0];
  const response = await request.get(`http://127.0.0.1:${port}/sitemap.xml`, { headers: { host: `no-such-dealer.localhost:${port}` }, maxRedirects: 0 });
  expect(response.status()).toBe(404);
});
