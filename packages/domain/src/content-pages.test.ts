import { describe, expect, it } from "vitest";
import { contentPageKey, contentPageLinks, contentPageRoutes, contentPageSchema, isContentPagePath, sitePageSlugs } from "./content-pages";

const page = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  path: "/pages/warranty",
  title: "Warranty",
  summary: "Every new car comes with the manufacturer's warranty.",
  sections: [{ blocks: [{ kind: "paragraph", text: "Five years, unlimited kilometres." }] }],
  published_at: "2026-10-01T00:00:00.000Z",
  updated_at: "2026-10-02T00:00:00.000Z",
  ...overrides,
});

describe("contentPageKey (spec 2.1: one row serves every spelling the proxy lets through)", () => {
  it("drops trailing slashes, the query and the fragment", () => {
    expect(contentPageKey("/terms-and-conditions/")).toBe("/terms-and-conditions");
    expect(contentPageKey("/pages/warranty//")).toBe("/pages/warranty");
    expect(contentPageKey("/pages/nissan-future-value/?utm=x#top")).toBe("/pages/nissan-future-value");
    expect(contentPageKey("/roadside-assistance")).toBe("/roadside-assistance");
  });
  it("keeps the root as /", () => {
    expect(contentPageKey("/")).toBe("/");
    expect(contentPageKey("")).toBe("/");
  });
});

describe("isContentPagePath (spec 2.1 routes served from content pages)", () => {
  it("accepts the service, company, legal and protection-plan paths in either spelling", () => {
    for (const path of contentPageRoutes) expect(isContentPagePath(path)).toBe(true);
    expect(isContentPagePath("/terms-and-conditions/")).toBe(true);
    expect(isContentPagePath("/pages/warranty/")).toBe(true);
    expect(isContentPagePath("/pages/4x4xmore")).toBe(true);
  });
  it("leaves /pages/book-a-service (a lead form) and /pages/reviews (its own page) to their routes", () => {
    expect(sitePageSlugs).toContain("book-a-service");
    expect(isContentPagePath("/pages/book-a-service")).toBe(false);
    expect(isContentPagePath("/pages/reviews")).toBe(false);
  });
  it("refuses other paths", () => {
    for (const path of ["/", "/service", "/pages/unknown", "/pages/warranty/more", "/brands/jeep", "/blog"]) expect(isContentPagePath(path)).toBe(false);
  });
});

describe("contentPageSchema", () => {
  it("fills defaults: article kind, published, a section without heading", () => {
    const parsed = contentPageSchema.parse(page());
    expect(parsed).toMatchObject({ kind: "article", published: true, sections: [{ heading: null }] });
  });
  it("reads every block kind", () => {
    const parsed = contentPageSchema.parse(
      page({
        kind: "faq",
        sections: [
          {
            heading: "Cover",
            blocks: [
              { kind: "list", items: ["Parts", "Labour"] },
              { kind: "faq", items: [{ question: "Is it transferable?", answer: "Yes." }] },
              { kind: "cta", links: [{ label: "Book a Service", href: "/service" }] },
            ],
          },
        ],
      }),
    );
    expect(contentPageLinks(parsed)).toEqual([{ label: "Book a Service", href: "/service" }]);
    expect(parsed.sections[0]!.blocks[2]).toMatchObject({ kind: "cta", text: null });
  });
  it("refuses a trailing slash or capitals in the path, and an empty body", () => {
    expect(contentPageSchema.safeParse(page({ path: "/terms-and-conditions/" })).success).toBe(false);
    expect(contentPageSchema.safeParse(page({ path: "/Pages/Warranty" })).success).toBe(false);
    expect(contentPageSchema.safeParse(page({ sections: [] })).success).toBe(false);
    expect(contentPageSchema.safeParse(page({ published_at: "yesterday" })).success).toBe(false);
  });
  it("accepts only links to the site's own pages in a call to action", () => {
    const withLink = (href: string) => page({ sections: [{ blocks: [{ kind: "cta", links: [{ label: "Go", href }] }] }] });
    expect(contentPageSchema.safeParse(withLink("/finance?car_type=new#finance-form")).success).toBe(true);
    for (const href of ["https://example.com/", "//evil.example/", "javascript:alert(1)", "service", "/a b"]) expect(contentPageSchema.safeParse(withLink(href)).success).toBe(false);
  });
});
