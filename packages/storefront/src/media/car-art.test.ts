import { bodyTypes } from "@forecourt/domain";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bodyTypeSilhouettes, carArt, parseBodyType, prepareSilhouette, silhouettes } from "./car-art";
import { paintColours, paintHex } from "./car-colours";
import { luminance } from "./svg";

describe("car placeholders (docs/demo-data.md 'Car images')", () => {
  it.each([...bodyTypes])("spec 2.3 body type %s maps to a silhouette that loads from its icon package", (bodyType) => {
    const name = bodyTypeSilhouettes[bodyType];
    expect(silhouettes[name]).toBeDefined();
    const shape = prepareSilhouette(name);
    expect(shape?.outline).toMatch(/^M[\d.,]+/);
    expect(silhouettes[name].wheels.length).toBeGreaterThanOrEqual(2);
    expect(parseBodyType(bodyType)).toBe(bodyType);
  });

  it("draws every silhouette the table names, from @mdi/svg or @tabler/icons", () => {
    for (const [name, silhouette] of Object.entries(silhouettes)) {
      expect(silhouette.source, name).toMatch(/^@(mdi\/svg|tabler\/icons) /);
      expect(silhouette.load(), name).toContain("<svg");
    }
  });

  it("uses the silhouettes docs/demo-data.md lists for the common bodies", () => {
    expect(silhouettes[bodyTypeSilhouettes.sedan].source).toBe("@mdi/svg car-side");
    expect(silhouettes[bodyTypeSilhouettes.wagon].source).toBe("@mdi/svg car-estate");
    expect(silhouettes[bodyTypeSilhouettes.coupe].source).toBe("@mdi/svg car-sports");
    expect(silhouettes[bodyTypeSilhouettes.ute].source).toBe("@mdi/svg car-pickup");
    expect(silhouettes[bodyTypeSilhouettes.peopleMover].source).toBe("@mdi/svg van-passenger");
    expect(silhouettes[bodyTypeSilhouettes.suv].source).toBe("@tabler/icons filled/car-suv");
    expect(silhouettes[bodyTypeSilhouettes["4x4"]].source).toContain("car-4wd");
  });

  it("accepts feed spellings of body types without case or punctuation", () => {
    expect(parseBodyType("cab-chassis")).toBe("cabChassis");
    expect(parseBodyType("STATIONWAGON")).toBe("stationWagon");
    expect(parseBodyType("people_mover")).toBe("peopleMover");
    expect(parseBodyType("utility")).toBe("ute");
    expect(parseBodyType("spaceship")).toBeNull();
  });

  it("renders each body type as a small, parseable SVG with its wheels and a demo label", async () => {
    for (const bodyType of bodyTypes) {
      const art = carArt({ bodyType, colourSlug: "silver", photo: 1 });
      expect(art, bodyType).not.toBeNull();
      expect(art!.svg.length, bodyType).toBeLessThan(8_000);
      expect(art!.svg).toContain('fill="#1b1c1e"'); // tyres
      expect(art!.svg).toContain(">Demo image</text>");
      expect((await sharp(Buffer.from(art!.svg)).metadata()).format).toBe("svg");
    }
  });

  it("varies the scene and angle with the photo index", () => {
    const titles = [1, 2, 3, 4, 5, 6].map((photo) => carArt({ bodyType: "sedan", colourSlug: "red", photo })!.svg.match(/<title id="t">([^<]+)/)![1]);
    expect(new Set(titles.map((t) => t!.replace(/ shot \d+$/, ""))).size).toBe(6);
    expect(carArt({ bodyType: "sedan", colourSlug: "red", photo: 2 })!.svg).toContain("matrix(-1 0 0 1");
    expect(carArt({ bodyType: "sedan", colourSlug: "red", photo: 1 })!.svg).not.toContain("matrix(-1 0 0 1");
  });

  it("tints the body with the car's colour", () => {
    expect(carArt({ bodyType: "hatch", colourSlug: "crystal-pearl", photo: 1 })!.svg).toContain(`stop-color="${paintColours["crystal-pearl"]}"`);
  });
});

describe("paint colours", () => {
  it("maps named paints and plain colour words to hex", () => {
    expect(paintHex("white")).toBe(paintColours.white);
    expect(paintHex("eclipse-black")).toBe(paintColours["eclipse-black"]);
    expect(paintHex("Crystal-Pearl")).toBe(paintColours["crystal-pearl"]);
    expect(luminance(paintHex("eclipse-black"))).toBeLessThan(0.02);
    expect(luminance(paintHex("glacier-white"))).toBeGreaterThan(0.8);
  });

  it("takes the family from the last colour word of an unlisted paint", () => {
    expect(paintHex("lava-orange")).toBe(paintColours.orange);
    expect(paintHex("hot-lava-red")).toBe(paintColours.red);
  });

  it("hashes unknown slugs to a stable low-saturation neutral", () => {
    const hex = paintHex("mystic-quartz");
    expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(paintHex("mystic-quartz")).toBe(hex);
    expect(paintHex("nebula-shimmer")).not.toBe(hex);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(40);
  });
});
