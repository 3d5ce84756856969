// The app processes a refresh calls (issue 15): FORECOURT_APP_ORIGINS, else one
// app per template at FORECOURT_TEMPLATE_ORIGINS; a malformed list stops at start.
import { describe, expect, it } from "vitest";
import { appOrigins, parseAppOrigins, storefrontEnv } from "./env";

describe("appOrigins", () => {
  it("defaults to one app per template, where the demo serves them", () => {
    expect(appOrigins(storefrontEnv({}))).toEqual([
      { template: "generic", origin: "http://localhost:3000" },
      { template: "toyota", origin: "http://localhost:3001" },
      { template: "nissan", origin: "http://localhost:3002" },
    ]);
  });

  it("reads template=origin pairs, a template once per instance", () => {
    const env = storefrontEnv({ FORECOURT_APP_ORIGINS: "toyota=http://10.0.0.7:3000, toyota=http://10.0.0.8:3000/ ,generic=https://generic.internal" });
    expect(appOrigins(env)).toEqual([
      { template: "toyota", origin: "http://10.0.0.7:3000" },
      { template: "toyota", origin: "http://10.0.0.8:3000" },
      { template: "generic", origin: "https://generic.internal" },
    ]);
  });

  it("refuses a pair it cannot call, naming it", () => {
    expect(() => parseAppOrigins("toyota=10.0.0.7:3000")).toThrow('"toyota=10.0.0.7:3000" is not template=http(s)://host[:port]');
    expect(() => parseAppOrigins("http://10.0.0.7:3000")).toThrow(/is not template=/);
    expect(() => parseAppOrigins("toyota=http://10.0.0.7:3000/api")).toThrow(/is not template=/);
    expect(() => parseAppOrigins(" , ")).toThrow("names no app");
    expect(() => storefrontEnv({ FORECOURT_APP_ORIGINS: "toyota=ftp://x" })).toThrow(/FORECOURT_APP_ORIGINS: .*toyota=ftp:\/\/x.* is not template=/);
  });
});
