// JSON-LD for the car page (issue 7): a schema.org Car with an Offer, typed by
// schema-dts at compile time and checked for the values search engines read.
import { describe, expect, it } from "vitest";
import { carSchema, regionSettings } from "@forecourt/domain";
import { testCar } from "@forecourt/db/testing/fixtures";
import { carJsonLd, jsonLdScript } from "./structured-data";
import { siteOrigin } from "./site-origin";

const car = carSchema.parse(testCar({ id: 7, slug: "2024-toyota-corolla-7", badge: "Ascent Sport", vin: "JTNB123", price: 25990, offer_price: 24990, colour: "Red", primary_image_url: "/media/car/hatch/red/1.svg", standardEquipment: ["Apple CarPlay"] }));
const input = { url: "https://www.alpha.example/cars/2024-toyota-corolla-7", origin: "https://www.alpha.example", region: regionSettings("AU"), dealerName: "Alpha Motors" };

describe("carJsonLd (issue 7: schema.org Car with Offer)", () => {
  it("names the car and offers it at the listed price in the region's currency, in stock", () => {
    const data = carJsonLd({ car, ...input }) as unknown as Record<string, unknown> & { offers: Record<string, unknown> };
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("Car");
    expect(data.name).toBe("2024 Toyota Corolla Ascent Sport");
    expect(data.vehicleIdentificationNumber).toBe("JTNB123");
    expect(data.image).toBe("https://www.alpha.example/media/car/hatch/red/1.svg?w=1200&q=80&auto=format");
    expect(data.offers).toMatchObject({ "@type": "Offer", price: 24990, priceCurrency: "AUD", availability: "https://schema.org/InStock", itemCondition: "https://schema.org/UsedCondition" });
  });
  it("marks a sold car SoldOut and a car without a price with no price, in US dollars for the US site", () => {
    const data = carJsonLd({ car: { ...car, status: "sold", price: null, offer_price: null }, ...input, region: regionSettings("US") }) as unknown as { offers: Record<string, unknown> };
    expect(data.offers.availability).toBe("https://schema.org/SoldOut");
    expect(data.offers.priceCurrency).toBe("USD");
    expect(data.offers).not.toHaveProperty("price");
  });
  it("escapes < so no value can close the script element", () => {
    expect(jsonLdScript({ name: "</script><script>alert(1)</script>" })).not.toContain("<");
  });
});

describe("siteOrigin", () => {
  it("is the first production domain, else the demo host on the template's port", () => {
    expect(siteOrigin({ slug: "alpha", template: "generic", domains: ["www.alpha.example"] })).toBe("https://www.alpha.example");
    expect(siteOrigin({ slug: "sunshine-toyota", template: "toyota", domains: [] }, { toyota: "http://localhost:4101" })).toBe("http://sunshine-toyota.localhost:4101");
  });
});
