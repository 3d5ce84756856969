import { describe, expect, it } from "vitest";
import { contrastRatio, parseHexColour, relativeLuminance } from "./contrast";

describe("contrastRatio (WCAG 2.2 1.4.3)", () => {
  it("is 21 for black on white and 1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#eb0a1e", "#eb0a1e")).toBeCloseTo(1, 5);
  });
  it("matches known pairs either way round", () => {
    expect(contrastRatio("#ffffff", "#1d4ed8")).toBeCloseTo(6.7, 1);
    expect(contrastRatio("#1d4ed8", "#fff")).toBeCloseTo(6.7, 1);
    expect(contrastRatio("#eb0a1e", "#ffffff")).toBeCloseTo(4.6, 1);
    expect(contrastRatio("#ff4d6d", "#ffffff")!).toBeLessThan(4.5);
  });
  it("refuses what is not a hex colour", () => {
    expect(contrastRatio("red", "#fff")).toBeNull();
    expect(contrastRatio("#fff", "#12345")).toBeNull();
    expect(parseHexColour("#abc")).toEqual([170, 187, 204]);
  });
  it("gives white a luminance of 1 and black 0", () => {
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 5);
    expect(relativeLuminance([0, 0, 0])).toBe(0);
  });
});
