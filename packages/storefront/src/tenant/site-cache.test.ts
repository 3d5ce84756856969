// The per-process site config cache (issue 15): a saved config (the `sites` data
// version grows) drops the cached configs within one check interval, without a
// restart; `forget` drops one site at once; a failed check keeps serving.
import { describe, expect, it } from "vitest";
import { type SiteConfig, parseSiteConfig } from "@forecourt/domain";
import { testSite } from "@forecourt/db/testing/fixtures";
import { createSiteConfigCache } from "./site-cache";

const config = (name: string): SiteConfig => parseSiteConfig(testSite({ slug: "alpha-motors", name }));

function harness({ ttlMs = 30_000, checkIntervalMs = 5_000 } = {}) {
  let now = 1_000_000;
  let version = 1;
  let name = "Alpha Motors";
  let versionFails = false;
  const logs: string[] = [];
  const reads: string[] = [];
  const cache = createSiteConfigCache({
    readVersion: async () => {
      if (versionFails) throw new Error("connection refused");
      return version;
    },
    ttlMs: () => ttlMs,
    checkIntervalMs: () => checkIntervalMs,
    clock: () => now,
    log: (line) => logs.push(line),
  });
  const load = async (key = "alpha-motors.localhost") => (await cache.get(key, "generic", async () => {
    reads.push(key);
    return config(name);
  }))?.name;
  return {
    cache,
    load,
    logs,
    reads,
    advance: (ms: number) => (now += ms),
    save: (next: string) => {
      name = next;
      version++;
    },
    failVersion: (fails: boolean) => (versionFails = fails),
  };
}

describe("createSiteConfigCache", () => {
  it("serves a config from the cache until the sites version grows, then reads it again at the next check", async () => {
    const site = harness();
    expect(await site.load()).toBe("Alpha Motors");
    expect(await site.load()).toBe("Alpha Motors");
    expect(site.reads).toHaveLength(1);
    site.save("Alpha Motors Renamed");
    // Within the check interval the cached config stands...
    site.advance(4_000);
    expect(await site.load()).toBe("Alpha Motors");
    // ...and the first read after it sees the new version and the new config, well before the 30 s TTL.
    site.advance(1_000);
    expect(await site.load()).toBe("Alpha Motors Renamed");
    expect(site.reads).toHaveLength(2);
    expect(site.cache.version).toBe(2);
  });

  it("keeps the cached configs when the version stays, until their TTL", async () => {
    const site = harness({ ttlMs: 30_000 });
    await site.load();
    for (let step = 0; step < 5; step++) {
      site.advance(5_000);
      await site.load();
    }
    expect(site.reads).toHaveLength(1);
    site.advance(6_000);
    await site.load();
    expect(site.reads).toHaveLength(2);
  });

  it("checks on every read with an interval of 0", async () => {
    const site = harness({ checkIntervalMs: 0 });
    expect(await site.load()).toBe("Alpha Motors");
    site.save("Renamed at once");
    expect(await site.load()).toBe("Renamed at once");
  });

  it("forgets one site at once, leaving the others cached", async () => {
    const site = harness();
    await site.load("alpha-motors.localhost");
    await site.load("www.alpha.example");
    site.cache.forget("alpha-motors.localhost");
    await site.load("alpha-motors.localhost");
    await site.load("www.alpha.example");
    expect(site.reads).toEqual(["alpha-motors.localhost", "www.alpha.example", "alpha-motors.localhost"]);
  });

  it("keeps serving the cached configs when the version cannot be read, and logs it", async () => {
    const site = harness();
    await site.load();
    site.failVersion(true);
    site.advance(5_000);
    expect(await site.load()).toBe("Alpha Motors");
    expect(site.logs).toEqual(["[site] could not read the sites data version; keeping the cached configs: connection refused"]);
    site.failVersion(false);
    site.save("Back again");
    site.advance(5_000);
    expect(await site.load()).toBe("Back again");
  });

  it("does not cache a failed read", async () => {
    const site = harness();
    let fail = true;
    const read = async () => {
      if (fail) throw new Error("database down");
      return config("Recovered");
    };
    await expect(site.cache.get("alpha-motors.localhost", "generic", read)).rejects.toThrow("database down");
    fail = false;
    expect((await site.cache.get("alpha-motors.localhost", "generic", read))?.name).toBe("Recovered");
  });
});
