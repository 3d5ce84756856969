// The proxy: the host picks the site segment, and each page has one spelling
// (spec 2.1: /cars/ with its slash, /contact-us without), the other redirected.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteProxy, siteProxyMatcher } from "./proxy";

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

  it("sends the app server's request for a 404's page to the not-found document of the host, before any redirect", () => {
    const marked = { "x-forecourt-not-found-document": "1" };
    const rewritten = (url: string) => new URL(proxied(url, marked).headers.get("x-middleware-rewrite")!).pathname;
    expect(rewritten("http://sunshine-toyota.localhost:3001/cars/2021-toyota-corolla-1")).toBe("/not-found-document/sunshine-toyota.localhost/cars/2021-toyota-corolla-1");
    // /cars without its slash would redirect, and / has no path: neither does here.
    expect(rewritten("http://sunshine-toyota.localhost:3001/cars")).toBe("/not-found-document/sunshine-toyota.localhost/cars");
    expect(rewritten("http://sunshine-toyota.localhost:3001/")).toBe("/not-found-document/sunshine-toyota.localhost");
    expect(rewritten("http://localhost:3000/no-such-page")).toBe("/not-found-document");
  });

  it("shows the directory on the bare host and refuses an invalid host", () => {
    expect(new URL(proxied("http://localhost:3000/").headers.get("x-middleware-rewrite")!).pathname).toBe("/sites-directory");
    expect(siteProxy(new NextRequest("http://localhost:3000/", { headers: { host: "bad host!" } })).status).toBe(400);
  });
});

describe("siteProxy in a production deployment", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("serves no directory and no {slug}.localhost, only configured domains", () => {
    vi.stubEnv("FORECOURT_DEPLOYMENT", "production");
    expect(proxied("http://localhost:3000/").status).toBe(400);
    expect(proxied("http://127.0.0.1:3000/").status).toBe(400);
    // A .localhost key reaches the [site] segment, where no site is found for it (404).
    expect(new URL(proxied("http://www.sunshinetoyota.com.au/cars/").headers.get("x-middleware-rewrite")!).pathname).toBe("/www.sunshinetoyota.com.au/cars");
  });
});

describe("siteProxyMatcher", () => {
  const matcher = new RegExp(`^${siteProxyMatcher[0]!.replace("/((?!", "/(?!(?:").replace(").*)", ")).*")}$`);

  it("leaves the API to its route handlers, so request bodies stream to them unread (issue 14)", () => {
    for (const pathname of ["/api/leads", "/api/search/1/indexes/*/queries", "/api/health", "/_next/static/x.js", "/media/car/1.svg"]) expect(matcher.test(pathname), pathname).toBe(false);
    for (const pathname of ["/", "/cars/", "/robots.txt", "/sitemap.xml", "/apiary"]) expect(matcher.test(pathname), pathname).toBe(true);
  });

  it("is the one every app's proxy.ts declares (Next reads it there statically)", () => {
    const apps = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../apps");
    for (const app of fs.readdirSync(apps)) {
      const source = fs.readFileSync(path.join(apps, app, "proxy.ts"), "utf8");
      expect(source, `apps/${app}/proxy.ts`).toContain(`matcher: ${JSON.stringify(siteProxyMatcher)}`);
    }
  });
});
