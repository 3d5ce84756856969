// `pnpm refresh` (issue 15): its arguments, and one printed line per app and per problem.
import { describe, expect, it } from "vitest";
import { parseRefreshArgs, refreshUsage, reportLines } from "./cli";

describe("parseRefreshArgs", () => {
  it("reads a site, and optionally a comma list of its cars", () => {
    expect(parseRefreshArgs(["--site", "coral-coast-auto"])).toEqual({ kind: "site", site: "coral-coast-auto" });
    expect(parseRefreshArgs(["--", "--site=coral-coast-auto", "--cars", "a-1, b-2,,"])).toEqual({ kind: "cars", site: "coral-coast-auto", cars: ["a-1", "b-2"] });
    expect(parseRefreshArgs(["--cars=a-1", "--site", "x"])).toEqual({ kind: "cars", site: "x", cars: ["a-1"] });
  });

  it("refuses anything else with the usage", () => {
    expect(() => parseRefreshArgs([])).toThrow(refreshUsage);
    expect(() => parseRefreshArgs(["--cars", "a-1"])).toThrow(refreshUsage);
    expect(() => parseRefreshArgs(["--site"])).toThrow(/--site needs a value/);
    expect(() => parseRefreshArgs(["--site", "--cars", "a"])).toThrow(/--site needs a value/);
    expect(() => parseRefreshArgs(["--site", "a", "--site", "b"])).toThrow(/once/);
    expect(() => parseRefreshArgs(["--site", "a", "--cars", ","])).toThrow(/at least one car slug/);
    expect(() => parseRefreshArgs(["--all"])).toThrow(/Unknown argument "--all"/);
  });
});

describe("reportLines", () => {
  it("prints one line per app, with each host's outcome, then one per problem", () => {
    const lines = reportLines({
      ok: false,
      apps: [
        { site: "coral-coast-auto", template: "toyota", origin: "http://localhost:3001", ok: true, hosts: [{ host: "coral-coast-auto.localhost", ok: true, message: "revalidated 2 car pages", ms: 12 }] },
        { site: "coral-coast-auto", template: "toyota", origin: "http://10.0.0.8:3000", ok: false, hosts: [{ host: "coral-coast-auto.localhost", ok: false, message: "timed out after 3000 ms", ms: 3001 }] },
      ],
      problems: ["car 9999: no stored car, or no site shows its dealership"],
    });
    expect(lines).toEqual([
      "ok     http://localhost:3001 (toyota) coral-coast-auto.localhost: revalidated 2 car pages (12 ms)",
      "failed http://10.0.0.8:3000 (toyota) coral-coast-auto.localhost: timed out after 3000 ms (3001 ms)",
      "failed car 9999: no stored car, or no site shows its dealership",
    ]);
    expect(reportLines({ ok: true, apps: [], problems: [] })).toEqual(["nothing to refresh"]);
  });
});
