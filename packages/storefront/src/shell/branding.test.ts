import { describe, expect, it } from "vitest";
import { brandStyle } from "./branding";

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
