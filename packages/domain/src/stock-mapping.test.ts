import { describe, expect, it } from "vitest";
import { applyStockMapping, forecourtCsvMapping, mappedDate, stockMappingSchema } from "./stock-mapping";
import { parseStockCar } from "./stock";

const reader = (record: Record<string, string | string[]>) => (path: string) => {
  const value = record[path];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

describe("stock mapping files (issue 19)", () => {
  it("reads a plain Forecourt CSV row by column names, lists split on |", () => {
    const row = applyStockMapping(forecourtCsvMapping, reader({ dealership_slug: "harbour-ford", stock_number: "A1", car_type: "used", year: "2021", make: "Ford", model: "Puma", price: "$24,990", km: "", reserved: "yes", images: "https://x.example/1.jpg|https://x.example/2.jpg" }));
    expect(row).toMatchObject({ year: 2021, price: 24990, reserved: true, images: ["https://x.example/1.jpg", "https://x.example/2.jpg"] });
    expect(row).not.toHaveProperty("km");
    expect(parseStockCar(row).ok).toBe(true);
  });

  it("applies units, enum spellings, date orders, fixed values and repeated elements", () => {
    const mapping = stockMappingSchema.parse({
      format: "xml",
      record: "Vehicle",
      fields: {
        dealership_slug: { value: "harbour-ford" },
        stock_number: { from: "@stockNo" },
        car_type: { from: "Condition", map: { U: "used", N: "new" } },
        km: { from: "Odometer", unit: "miles" },
        price: { from: "PriceCents", unit: "cents" },
        build_date: { from: "Built", date: "DD/MM/YYYY" },
        certified: { from: "Certified" },
        images: { from: "Photos/Photo" },
        year: { from: "Year" },
      },
    });
    const row = applyStockMapping(mapping, reader({ "@stockNo": "A1", Condition: "U", Odometer: "10000", PriceCents: "2499000", Built: "3/7/2021", Certified: "N", "Photos/Photo": ["https://x.example/1.jpg", " "], Year: "2021" }));
    expect(row).toEqual({ dealership_slug: "harbour-ford", stock_number: "A1", car_type: "used", km: 16093, price: 24990, build_date: "2021-07-03", certified: false, images: ["https://x.example/1.jpg"], year: 2021 });
  });

  it("passes text it cannot convert on, so the schema names the field", () => {
    const mapping = stockMappingSchema.parse({ format: "csv", fields: { dealership_slug: { from: "d" }, stock_number: { from: "s" }, year: { from: "y" }, reserved: { from: "r" }, build_date: { from: "b", date: "YYYYMMDD" } } });
    const row = applyStockMapping(mapping, reader({ d: "harbour-ford", s: "A1", y: "twenty", r: "maybe", b: "2021" }));
    expect(row).toEqual({ dealership_slug: "harbour-ford", stock_number: "A1", year: "twenty", reserved: "maybe", build_date: "2021" });
    const result = parseStockCar(row);
    expect(result.ok === false && result.issues.map((issue) => issue.field)).toEqual(expect.arrayContaining(["year", "reserved", "build_date"]));
  });

  it("reads every date order", () => {
    expect(mappedDate("07/03/2021", "MM/DD/YYYY")).toBe("2021-07-03");
    expect(mappedDate("2021-7-3", "YYYY-MM-DD")).toBe("2021-07-03");
    expect(mappedDate("03-07-2021", "DD-MM-YYYY")).toBe("2021-07-03");
    expect(mappedDate("03.07.2021", "DD.MM.YYYY")).toBe("2021-07-03");
    expect(mappedDate("20210703", "YYYYMMDD")).toBe("2021-07-03");
  });

  it("refuses a mapping without the identity fields, an XML mapping without its record, and a rule with neither source", () => {
    const issues = (raw: unknown) => stockMappingSchema.safeParse(raw).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(issues({ format: "csv", fields: { make: { from: "Make" } } })).toEqual(["fields: must map stock_number and dealership_slug"]);
    expect(issues({ format: "xml", fields: { dealership_slug: { value: "a" }, stock_number: { from: "S" } } })).toEqual(["record: is required for an XML mapping (the element of one car)"]);
    expect(issues({ format: "csv", fields: { dealership_slug: { value: "a" }, stock_number: {} } })).toEqual(["fields.stock_number: needs exactly one of from or value"]);
  });
});
