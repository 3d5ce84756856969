import { describe, expect, it } from "vitest";
import { brandStyle, siteIcon } from "./branding";

describe("brandStyle: a dealer's colours over the template's theme", () => {
  it("sets only the tokens the dealer gives", () => {
    expect(brandStyle({ logo_url: null, colors: { primary: "#c2410c" } })).toEqual({ "--color-primary": "#c2410c" });
  });
  it("keeps the header's bar and focus ring visible on a dealer's own header colours", () => {
    expect(brandStyle({ logo_url: null, colors: { header_background: "#0e7490", header_foreground: "#ffffff" } })).toEqual({
      "--color-header-background": "#0e7490",
      "--color-header-foreground": "#ffffff",
      "--color-header-accent": "#ffffff",
      "--color-header-ring": "#ffffff",
    });
  });
});

describe("siteIcon: the dealer's initial as an inline SVG favicon", () => {
  const decode = (uri: string) => {
    expect(uri.startsWith("data:image/svg+xml,")).toBe(true);
    return decodeURIComponent(uri.slice("data:image/svg+xml,".length));
  };

  it("draws the initial on the dealer's primary pair when it reads at 4.5:1", () => {
    const svg = decode(siteIcon("coral coast auto", { logo_url: null, colors: { primary: "#c2410c", primary_foreground: "#ffffff" } }));
    expect(svg).toContain('fill="#c2410c"');
    expect(svg).toContain('fill="#ffffff">C</text>');
  });

  it("falls back to slate and white for a missing, unreadable or non-hex pair", () => {
    for (const colors of [{}, { primary: "#ffff00", primary_foreground: "#ffffff" }, { primary: "red", primary_foreground: "#ffffff" }, { primary: '#000" onload="x', primary_foreground: "#fff" }]) {
      const svg = decode(siteIcon("Metro Motor Group", { logo_url: null, colors }));
      expect(svg).toContain('fill="#0f172a"');
      expect(svg).toContain('fill="#ffffff">M</text>');
    }
  });

  it("takes the first letter or digit of the name, and nothing else of it", () => {
    expect(decode(siteIcon("  4WD <World>", { logo_url: null, colors: {} }))).toContain(">4</text>");
    expect(decode(siteIcon("<&>", { logo_url: null, colors: {} }))).toContain(">F</text>");
    expect(decode(siteIcon("émile motors", { logo_url: null, colors: {} }))).toContain(">É</text>");
  });
});
