import { describe, expect, it } from "vitest";
import { blogCategories } from "./entities";
import { blogCategoryLabels, blogListHref, blogPageCount, blogParagraphs, blogPostPath, isBlogCategory, parseBlogQuery, relatedBlogPosts } from "./blog";

describe("blog categories (spec 2.1)", () => {
  it("labels every category of the spec", () => {
    expect(Object.keys(blogCategoryLabels)).toEqual([...blogCategories]);
    expect(blogCategoryLabels["4x4xmore-adventures"]).toBe("4x4xMORE Adventures");
  });
  it("knows the spec's five categories and nothing else", () => {
    expect(isBlogCategory("buyer-advice")).toBe(true);
    expect(isBlogCategory("Buyer-Advice")).toBe(false);
    expect(isBlogCategory(3)).toBe(false);
  });
});

describe("parseBlogQuery", () => {
  it("reads no query as the first page of every category", () => {
    expect(parseBlogQuery({})).toEqual({ category: null, page: 1 });
    expect(parseBlogQuery({ category: "", page: "" })).toEqual({ category: null, page: 1 });
  });
  it("reads a category and a page, the first of repeated values", () => {
    expect(parseBlogQuery({ category: "motoring-tips", page: "2" })).toEqual({ category: "motoring-tips", page: 2 });
    expect(parseBlogQuery({ category: ["servicing-insights", "buyer-advice"], page: [" 3 "] })).toEqual({ category: "servicing-insights", page: 3 });
  });
  it("gives null (a 404) for an unknown category or a page that is not a whole number from 1", () => {
    expect(parseBlogQuery({ category: "recipes" })).toBeNull();
    for (const page of ["0", "-1", "1.5", "two", "01", "99999999"]) expect(parseBlogQuery({ page })).toBeNull();
  });
});

describe("blog links", () => {
  it("leave out page 1 and an empty category, so each list has one URL", () => {
    expect(blogListHref()).toBe("/blog");
    expect(blogListHref({ page: 1 })).toBe("/blog");
    expect(blogListHref({ category: "buyer-advice" })).toBe("/blog?category=buyer-advice");
    expect(blogListHref({ category: "4x4xmore-adventures", page: 2 })).toBe("/blog?category=4x4xmore-adventures&page=2");
    expect(blogListHref({ page: 3 })).toBe("/blog?page=3");
  });
  it("encode a post's slug", () => {
    expect(blogPostPath("tyre-pressures-explained")).toBe("/blog/tyre-pressures-explained");
    expect(blogPostPath("a b")).toBe("/blog/a%20b");
  });
  it("count pages, one at least", () => {
    expect(blogPageCount(0)).toBe(1);
    expect(blogPageCount(6)).toBe(1);
    expect(blogPageCount(7)).toBe(2);
    expect(blogPageCount(7, 3)).toBe(3);
    expect(blogPageCount(-4)).toBe(1);
  });
});

describe("blogParagraphs", () => {
  it("splits the body on blank lines and drops empty paragraphs", () => {
    expect(blogParagraphs("One.\n\nTwo\nlines.\r\n\r\n\n\n  \n\nThree.")).toEqual(["One.", "Two lines.", "Three."]);
    expect(blogParagraphs(null)).toEqual([]);
    expect(blogParagraphs("   ")).toEqual([]);
  });
});

describe("relatedBlogPosts", () => {
  const post = (slug: string, category: string, published_at: string) => ({ slug, category: category as never, published_at });
  const posts = [
    post("a", "buyer-advice", "2026-10-01T00:00:00Z"),
    post("b", "motoring-tips", "2026-11-01T00:00:00Z"),
    post("c", "buyer-advice", "2026-09-01T00:00:00Z"),
    post("d", "buyer-advice", "2026-11-10T00:00:00Z"),
    post("e", "servicing-insights", "2026-11-20T00:00:00Z"),
    post("f", "motoring-tips", "2026-11-20T00:00:00Z"),
  ];
  it("puts the same category first, newest first, never the post itself", () => {
    expect(relatedBlogPosts(posts, posts[0]!).map((entry) => entry.slug)).toEqual(["d", "c", "e"]);
  });
  it("fills with the newest of other categories, ties by slug, up to the limit", () => {
    expect(relatedBlogPosts(posts, posts[4]!, 4).map((entry) => entry.slug)).toEqual(["f", "d", "b", "a"]);
    expect(relatedBlogPosts(posts, posts[4]!, -1)).toEqual([]);
    expect(relatedBlogPosts([posts[0]!], posts[0]!)).toEqual([]);
  });
});
