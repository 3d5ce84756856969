// A template's own route (issue 15): the Nissan template overrides /finance with a
// permanent redirect to its sites' finance path (spec 2.1: one manufacturer setting
// uses /apply-for-finance), query kept; the other templates serve the form there.
import { expect, fetchSitePage, siteWhere, test } from "./fixtures";

test.describe("a template's own route", () => {
  test("/finance redirects to /apply-for-finance on the Nissan template, keeping the query", async ({ request }) => {
    const site = await siteWhere((candidate) => candidate.template === "nissan", "a nissan site");
    const response = await fetchSitePage(request, site.slug, "nissan", "/finance?car_id=12&preferredDealership=x");
    expect(response.status()).toBe(308);
    expect(response.headers()["location"]).toMatch(/\/apply-for-finance\?car_id=12&preferredDealership=x$/);
    const form = await fetchSitePage(request, site.slug, "nissan", "/apply-for-finance");
    expect(form.status()).toBe(200);
  });

  test("/finance is the finance form on the generic and Toyota templates", async ({ request }) => {
    for (const template of ["generic", "toyota"] as const) {
      const site = await siteWhere((candidate) => candidate.template === template, `a ${template} site`);
      const response = await fetchSitePage(request, site.slug, template, "/finance");
      expect(response.status(), template).toBe(200);
      expect(await response.text()).toContain('id="finance-form"');
    }
  });
});
