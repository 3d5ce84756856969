import { describe, expect, it } from "vitest";
import { demoSiteUrl, hostTarget, hostnameOf, siteLookup } from "./host";

describe("hostTarget: the host selects the site", () => {
  it("sends {slug}.localhost to that site, port ignored", () => {
    expect(hostTarget("sunshine-toyota.localhost:3001")).toEqual({ kind: "site", key: "sunshine-toyota.localhost" });
  });
  it("sends a production domain to the site listing it", () => {
    expect(hostTarget("WWW.Example.com.au")).toEqual({ kind: "site", key: "www.example.com.au" });
  });
  it("shows the directory on the bare host", () => {
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "localhost"]) expect(hostTarget(host)).toEqual({ kind: "directory" });
  });
  it("refuses hosts that are not hostnames", () => {
    for (const host of ["", null, "exa mple.com", "a..b", "-bad.localhost", "evil.com/../x", "a_b.localhost"]) expect(hostTarget(host)).toEqual({ kind: "invalid" });
  });
});

describe("siteLookup", () => {
  it("reads the slug of a .localhost key", () => {
    expect(siteLookup("harbour-nissan.localhost")).toEqual({ by: "slug", slug: "harbour-nissan" });
  });
  it("refuses nested .localhost names", () => {
    expect(siteLookup("a.b.localhost")).toBeNull();
  });
  it("looks domains up by hostname", () => {
    expect(siteLookup("www.harbournissan.com.au")).toEqual({ by: "domain", hostname: "www.harbournissan.com.au" });
  });
  it("refuses junk in the segment", () => {
    expect(siteLookup("%2e%2e")).toBeNull();
    expect(siteLookup("UPPER.localhost")).toEqual({ by: "slug", slug: "upper" });
  });
});

describe("a production deployment (FORECOURT_DEPLOYMENT=production)", () => {
  it("answers configured domains only: no directory, no {slug}.localhost", () => {
    expect(hostTarget("www.harbournissan.com.au", "production")).toEqual({ kind: "site", key: "www.harbournissan.com.au" });
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000"]) expect(hostTarget(host, "production")).toEqual({ kind: "invalid" });
    expect(siteLookup("harbour-nissan.localhost", "production")).toBeNull();
    expect(siteLookup("localhost", "production")).toBeNull();
    expect(siteLookup("www.harbournissan.com.au", "production")).toEqual({ by: "domain", hostname: "www.harbournissan.com.au" });
  });
  it("never takes the bare host for a site, in the demo either", () => {
    expect(siteLookup("localhost")).toBeNull();
    expect(siteLookup("%E0%A4%A")).toBeNull();
  });
});

describe("hostnameOf and demoSiteUrl", () => {
  it("strips ports and keeps IPv6 brackets", () => {
    expect(hostnameOf("A.localhost:3000")).toBe("a.localhost");
    expect(hostnameOf("[::1]:3000")).toBe("[::1]");
  });
  it("builds a demo URL on the template app's port", () => {
    expect(demoSiteUrl("metro-motors", "http://localhost:3000")).toBe("http://metro-motors.localhost:3000/");
  });
});
