import { describe, expect, it } from "vitest";
import { parseStockCar, stockCarSlug, stockCarToCar } from "./stock";
import { carSchema } from "./entities";

const row = {
  dealership_slug: "harbour-ford",
  stock_number: "HF-1001",
  car_type: "used",
  year: 2021,
  make: "Ford",
  model: "Ranger",
  badge: "XLT 3.2 (4x4)",
  price: 48990,
  km: 51234,
  transmission: "6 Speed Manual",
  body: "Ute",
  fuel: "Diesel",
  images: ["https://photos.example.com/hf-1001/1.jpg"],
};

describe("the Forecourt stock format (issue 19)", () => {
  it("accepts a row and applies the defaults", () => {
    const result = parseStockCar(row);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.car.status).toBe("in_stock");
    expect(result.car.show_on_dealer_website).toBe(true);
    expect(result.car.standard_equipment).toEqual([]);
  });

  it("names each bad field with a message that says what is wrong", () => {
    const result = parseStockCar({ ...row, year: 1850, price: -5, vin: "123", car_type: "nearly new", colour_code: "PX" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual(
      expect.arrayContaining([
        { field: "year", message: "must be 1900 or later" },
        { field: "price", message: "must not be negative" },
        { field: "vin", message: "must be 17 letters and digits without I, O or Q" },
        { field: "car_type", message: "must be new, used or demo" },
        { field: "colour_code", message: "is not a field of the Forecourt stock format" },
      ]),
    );
  });

  it("names a missing stock number and a row that is not an object", () => {
    const { stock_number: _, ...rest } = row;
    const missing = parseStockCar(rest);
    expect(missing.ok === false && missing.issues).toEqual([{ field: "stock_number", message: "is required" }]);
    const notObject = parseStockCar("HF-1001,Ford");
    expect(notObject.ok === false && notObject.issues).toEqual([{ field: "(row)", message: "must be an object of car fields" }]);
  });

  it("gives a slug of year, make, model, badge and id", () => {
    expect(stockCarSlug({ year: 2021, make: "Ford", model: "Ranger", badge: "XLT 3.2 (4x4)" }, 10000001)).toBe("2021-ford-ranger-xlt-3-2-4x4-10000001");
    expect(stockCarSlug({ year: 2024, make: "MG", model: "ZS EV", badge: null }, 7)).toBe("2024-mg-zs-ev-7");
    expect(stockCarSlug({ year: 2024, make: "Toyota", model: "Yaris", badge: "GR+" }, 8)).toBe("2024-toyota-yaris-gr-plus-8");
  });

  it("turns a row into a stored car the car schema accepts", () => {
    const parsed = parseStockCar({ ...row, status: "sold" });
    if (!parsed.ok) throw new Error("row refused");
    const car = stockCarToCar(
      parsed.car,
      { id: 10000001, slug: "2021-ford-ranger-xlt-3-2-4x4-10000001", createdAt: "2026-11-01T00:00:00.000Z", soldAt: 1_790_000_000, photos: ["/media/stock/abc.jpg"] },
      { dealership: { id: 90, slug: "harbour-ford" }, location: { id: 900, name: "Harbour Ford", slug: "harbour-ford-sales", city: "Newcastle", state: "NSW" } },
    );
    const stored = carSchema.parse(car);
    expect(stored.stocknum).toBe("HF-1001");
    expect(stored.sold).toBe(true);
    expect(stored.sold_date_timestamp).toBe(1_790_000_000);
    expect(stored.simple_transmission).toBe("Manual");
    expect(stored.simple_body).toBe("ute");
    expect(stored.primary_image_url).toBe("/media/stock/abc.jpg");
    expect(stored.location_name).toBe("Harbour Ford");
    expect(stored.name).toBe("2021 Ford Ranger XLT 3.2 (4x4)");
  });

  it("leaves what the row does not say empty, and a car in stock unsold", () => {
    const parsed = parseStockCar({ dealership_slug: "harbour-ford", stock_number: "A1", car_type: "new", year: 2025, make: "Ford", model: "Puma", transmission: "Automatic" });
    if (!parsed.ok) throw new Error("row refused");
    const car = stockCarToCar(parsed.car, { id: 2, slug: "x-2", createdAt: "2026-11-01T00:00:00.000Z", soldAt: 5, photos: [] }, { dealership: { id: 90, slug: "harbour-ford" }, location: null });
    expect(car.sold_date_timestamp).toBeNull();
    expect(car.simple_transmission).toBe("Automatic");
    expect(car.primary_image_url).toBeNull();
    expect(car.location).toBeNull();
    expect(car.simple_body).toBeNull();
    const bare = stockCarToCar({ ...parsed.car, transmission: null }, { id: 2, slug: "x-2", createdAt: "2026-11-01T00:00:00.000Z", soldAt: null, photos: [] }, { dealership: { id: 90, slug: "harbour-ford" }, location: null });
    expect(bare.trans).toBeNull();
  });
});
