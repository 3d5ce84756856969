// The backend a site's pages search: embedded without credentials, Algolia with a
// secured key that carries the site's filter when the config has them (issue 4).
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseSiteConfig, type SiteConfig } from "@forecourt/domain";
import { testSite } from "@forecourt/db/testing/fixtures";
import { emptySearchResponse } from "@forecourt/search/protocol";
import { browserSearchBackend, securedKeyLifetimeSeconds, serverSearchClient } from "./backends";
import { siteSearchFilter } from "./site-filter";

const now = new Date("2026-11-23T00:00:00Z");

function site(algolia: { appId: string; searchKey: string } | null): SiteConfig {
  return parseSiteConfig(testSite({ dealerships: [{ id: 10, slug: "alpha-north", name: "Alpha North" }], search: { algolia } }));
}

/** Decodes a secured key: base64 of the hex HMAC-SHA256 followed by the URL-encoded restrictions. */
function decode(key: string) {
  const text = Buffer.from(key, "base64").toString("utf8");
  return { hmac: text.slice(0, 64), params: new URLSearchParams(text.slice(64)), raw: text.slice(64) };
}

describe("browserSearchBackend", () => {
  it("points the browser at the app's own embedded endpoint when the site has no Algolia credentials", () => {
    expect(browserSearchBackend(site(null), { origin: "http://alpha.localhost:3000", now })).toEqual({ kind: "embedded-http", origin: "http://alpha.localhost:3000", indexName: "Car_production" });
  });

  it("hands the browser a secured key embedding the site's filter, never the parent key", () => {
    const config = site({ appId: "APP123", searchKey: "parent-search-key" });
    const backend = browserSearchBackend(config, { origin: "http://alpha.localhost:3000", now });
    if (backend.kind !== "algolia") throw new Error("expected the Algolia backend");
    expect(backend.appId).toBe("APP123");
    expect(backend.searchKey).not.toContain("parent-search-key");
    const { hmac, params, raw } = decode(backend.searchKey);
    expect(params.get("filters")).toBe(siteSearchFilter(config, now));
    expect(params.get("filters")).toContain("dealership_id:10");
    expect(Number(params.get("validUntil"))).toBe(Math.floor(now.getTime() / 1000) + securedKeyLifetimeSeconds);
    expect(hmac).toBe(createHmac("sha256", "parent-search-key").update(raw).digest("hex"));
  });
});

describe("serverSearchClient", () => {
  it("searches in process with the given search function when the site has no credentials", async () => {
    const seen: unknown[] = [];
    const client = serverSearchClient(site(null), {
      now,
      search: async (requests) => {
        seen.push(requests);
        return emptySearchResponse(requests);
      },
    });
    const response = await client.search([{ indexName: "Car_production", params: { query: "" } }]);
    expect(seen).toHaveLength(1);
    expect(response.results).toHaveLength(1);
  });
});
