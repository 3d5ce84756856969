// spec 2.1 routes of the vehicle search and their presets; an unknown slug is a 404 (issue 6).
import { describe, expect, it } from "vitest";
import { bodyTypes } from "./values";
import { bodyTypeSlug, carTypeSearches, ourStockPreset, searchPreset, searchSlug } from "./search-presets";

const stock = {
  makes: ["Toyota", "Mercedes-Benz", "Land Rover"],
  models: [
    { make: "Toyota", model: "HiLux" },
    { make: "Mercedes-Benz", model: "GLE-Class" },
    { make: "Land Rover", model: 'Range "Rover"' },
  ],
};

describe("searchSlug", () => {
  it("lowercases, splits camel case and joins words with hyphens", () => {
    expect(searchSlug("Mercedes-Benz")).toBe("mercedes-benz");
    expect(searchSlug("Land Rover")).toBe("land-rover");
    expect(searchSlug("HiLux")).toBe("hilux");
    expect(bodyTypeSlug("peopleMover")).toBe("people-mover");
    expect(searchSlug("4x4")).toBe("4x4");
    expect(searchSlug("  CX-5 ")).toBe("cx-5");
  });
});

describe("searchPreset", () => {
  it("presets the car-type searches of spec 2.1", () => {
    expect(searchPreset(["new-cars"], stock)).toEqual(carTypeSearches["new-cars"]);
    expect(searchPreset(["used-cars"], stock)?.filters).toBe("car_type:used");
    expect(searchPreset(["new-and-demo-cars"], stock)?.filters).toBe("(car_type:new OR car_type:demo)");
    expect(searchPreset(["new-used-and-demo-cars"], stock)?.filters).toBeNull();
    expect(ourStockPreset.path).toBe("/cars/");
  });

  it("presets a make the site stocks, by its slug, in any case", () => {
    expect(searchPreset(["mercedes-benz"], stock)).toEqual({ kind: "make", title: "Mercedes-Benz cars", filters: 'make:"Mercedes-Benz"', path: "/search/mercedes-benz" });
    expect(searchPreset(["TOYOTA"], stock)?.kind).toBe("make");
  });

  it("presets a make and one of its models, quoting the values", () => {
    expect(searchPreset(["toyota", "hilux"], stock)).toEqual({ kind: "model", title: "Toyota HiLux cars", filters: 'make:"Toyota" AND model:"HiLux"', path: "/search/toyota/hilux" });
    expect(searchPreset(["land-rover", "range-rover"], stock)?.filters).toBe('make:"Land Rover" AND model:"Range \\"Rover\\""');
  });

  it("presets every body type of spec 2.3 by its slug", () => {
    for (const body of bodyTypes) expect(searchPreset([bodyTypeSlug(body)], stock)?.filters).toBe(`body:"${body}"`);
    expect(searchPreset(["people-mover"], stock)?.title).toBe("People mover cars");
    expect(searchPreset(["suv"], stock)?.title).toBe("SUV cars");
  });

  it("has no preset for an unknown make, model or body, or a deeper path: a 404", () => {
    expect(searchPreset([], stock)).toBeNull();
    expect(searchPreset(["bugatti"], stock)).toBeNull();
    expect(searchPreset(["toyota", "corolla"], stock)).toBeNull();
    expect(searchPreset(["mercedes-benz", "hilux"], stock)).toBeNull();
    expect(searchPreset(["toyota", "hilux", "sr5"], stock)).toBeNull();
  });
});
