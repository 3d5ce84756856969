import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { badgeInitials, logoArt, logoPackage, makeBrandColour, makeLogos } from "./logo-art";
import { modelBodyType } from "./model-body-types";
import { wordmarkArt } from "./wordmark-art";

describe("manufacturer logos (docs/demo-data.md 'Logos')", () => {
  it.each(Object.keys(makeLogos))("%s has a packaged logo, titled with its make", async (key) => {
    const art = logoArt(key);
    expect(art.svg).toMatch(/<title id="t">[^<]+ logo<\/title>/);
    expect(art.svg).not.toContain("lettered badge");
    expect(art.svg.length).toBeLessThan(60_000);
    expect((await sharp(Buffer.from(art.svg)).metadata()).format).toBe("svg");
  });

  it("covers the big Australian makes from the two packages", () => {
    const expected = { toyota: "simple-icons", mazda: "simple-icons", ford: "simple-icons", hyundai: "simple-icons", kia: "simple-icons", mitsubishi: "simple-icons", subaru: "simple-icons", volkswagen: "simple-icons", bmw: "simple-icons", audi: "simple-icons", honda: "simple-icons", tesla: "simple-icons", nissan: "simple-icons", "mercedes-benz": "@cardog-icons/core", lexus: "@cardog-icons/core", byd: "@cardog-icons/core", "land-rover": "@cardog-icons/core" };
    for (const [make, source] of Object.entries(expected)) expect(logoPackage(make), make).toBe(source);
    expect(logoArt("mercedes-benz").svg).toContain("<title id=\"t\">Mercedes-Benz logo</title>");
  });

  it("shows a logo only for the make it names: name-alike brands get a badge", () => {
    // simple-icons' proton is the mail service and tata is Tata Steel.
    for (const make of ["proton", "tata", "gwm", "ldv", "haval", "chery", "isuzu", "great-wall"]) {
      expect(logoPackage(make), make).toBeNull();
      expect(logoArt(make).svg).toContain("lettered badge");
    }
  });

  it("letters badges with initials", () => {
    expect(badgeInitials("great-wall")).toBe("GW");
    expect(badgeInitials("ldv")).toBe("LDV");
    expect(badgeInitials("haval")).toBe("H");
    expect(badgeInitials("alfa-romeo-giulia-motors")).toBe("ARG");
    expect(logoArt("ldv").svg).toContain(">LDV</text>");
  });

  it("colours a badge from its slug, stably", () => {
    const fill = (make: string) => /<circle [^>]*fill="(#[0-9a-f]{6})"/.exec(logoArt(make).svg)?.[1];
    expect(fill("chery")).toBe(fill("chery"));
    expect(new Set(["chery", "haval", "gwm", "ldv", "cupra", "zeekr", "omoda", "jaecoo"].map(fill)).size).toBeGreaterThan(3);
  });

  it("keeps light brand colours legible on white", () => {
    expect(logoArt("renault").svg).toContain('fill="#1f2328"');
    expect(logoArt("toyota").svg).toContain('fill="#EB0A1E"');
    expect(makeBrandColour("toyota")).toBe("#EB0A1E");
    expect(makeBrandColour("gwm")).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe("dealer wordmarks", () => {
  it("sets the name in light ink for dark headers", () => {
    expect(wordmarkArt("Harbour Nissan", "light")!.svg).toContain('fill="#ffffff"');
    expect(wordmarkArt("Harbour Nissan")!.svg).not.toContain('fill="#ffffff"');
  });

  it("sets the name on a transparent box sized to the text", () => {
    const short = wordmarkArt("Kia Ipswich")!;
    const long = wordmarkArt("Sunshine Coast Toyota and Lexus")!;
    expect(short.width).toBeLessThan(long.width);
    expect(short.height).toBe(96);
    expect(short.svg).not.toContain("<rect");
    expect(short.svg).toContain("<title id=\"t\">Kia Ipswich</title>");
  });

  it("refuses an empty or overlong name", () => {
    expect(wordmarkArt("   ")).toBeNull();
    expect(wordmarkArt("x".repeat(81))).toBeNull();
  });

  it("measures close to the real font (Liberation Sans, metric-compatible with Arial)", async () => {
    const art = wordmarkArt("Westside Motor Group")!;
    const { info } = await sharp(Buffer.from(art.svg)).trim().toBuffer({ resolveWithObject: true });
    expect(info.width).toBeGreaterThan(art.width - 30);
    expect(info.width).toBeLessThanOrEqual(art.width);
  });
});

describe("offer body types from model slugs", () => {
  it.each([
    ["hilux", "ute"],
    ["hilux-sr5", "ute"],
    ["hilux-cab-chassis", "cabChassis"],
    ["landcruiser-70", "4x4"],
    ["rav4", "suv"],
    ["cx-5", "suv"],
    ["corolla-cross", "suv"],
    ["carnival", "peopleMover"],
    ["mx-5", "convertible"],
    ["hiace", "van"],
    ["camry", "sedan"],
  ])("%s is a %s", (model, body) => {
    expect(modelBodyType(model)).toBe(body);
  });

  it("spreads unknown models over common bodies, stably", () => {
    expect(modelBodyType("qx-unknown")).toBe(modelBodyType("qx-unknown"));
    expect(["sedan", "hatchback", "suv", "ute"]).toContain(modelBodyType("qx-unknown"));
  });
});
