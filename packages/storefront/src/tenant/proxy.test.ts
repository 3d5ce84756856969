// The proxy: the host picks the site segment, and each page has one spelling
// (spec 2.1: /cars/ with its slash, /contact-us without), the other redirected.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { siteProxy } from "./proxy";

function proxied(url: string, headers: Record<string, string> = {}) {
  const parsed = new URL(url);
  return siteProxy(new NextRequest(url, { headers: { host: parsed.host, ...headers } }));
}

describe("siteProxy", () => {
  it("rewrites a site's page into its [site] segment, path without the trailing slash", () => {
    const response = proxied("http://sunshine-toyota.localhost:3001/cars/?page=2");
    expect(response.status).toBe(200);
    expect(new URL(response.headers.get("x-middleware-rewrite")!).pathname).toBe("/sunshine-toyota.localhost/cars");
    expect(new URL(response.headers.get("x-middleware-rewrite")!).search).toBe("?page=2");
    expect(proxied("http://sunshine-toyota.localhost:3001/").headers.get("x-middleware-rewrite")).toMatch(/\/sunshine-toyota\.localhost$/);
  });

  it("redirects the other spelling to the spec's, keeping the query (308)", () => {
    const toSlash = proxied("http://sunshine-toyota.localhost:3001/cars?refinementList%5Bmake%5D%5B0%5D=Toyota");
    expect(toSlash.status).toBe(308);
    expect(toSlash.headers.get("location")).toBe("http://sunshine-toyota.localhost:3001/cars/?refinementList%5Bmake%5D%5B0%5D=Toyota");
    const withoutSlash = proxied("http://sunshine-toyota.localhost:3001/contact-us/");
    expect(withoutSlash.status).toBe(308);
    expect(new URL(withoutSlash.headers.get("location")!).pathname).toBe("/contact-us");
    expect(new URL(proxied("http://sunshine-toyota.localhost:3001/book-test-drive").headers.get("location")!).pathname).toBe("/book-test-drive/");
  });

  it("shows the directory on the bare host and refuses an invalid host", () => {
    expect(new URL(proxied("http://localhost:3000/").headers.get("x-middleware-rewrite")!).pathname).toBe("/sites-directory");
    expect(siteProxy(new NextRequest("http://localhost:3000/", { headers: { host: "bad host!" } })).status).toBe(400);
  });
});
