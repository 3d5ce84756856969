// The brochure is a real PDF whose text holds the car's name, price, facts and the
// dealer's contact (issue 7), with the photo rasterised in-process (no network).
import { describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { carSchema, parseSiteConfig, regionSettings } from "@forecourt/domain";
import { testCar, testSite } from "@forecourt/db/testing/fixtures";
import { brochurePhoto, renderBrochure } from "./brochure";

const now = new Date("2026-05-01T00:00:00Z");
const car = carSchema.parse(
  testCar({
    id: 4242,
    slug: "2022-toyota-rav4-gxl-4242",
    year: 2022,
    make: "Toyota",
    model: "RAV4",
    badge: "GXL",
    price: 41990,
    before_price: 44990,
    km: 38120,
    stocknum: "SUN0042",
    colour: "Glacier White",
    images: ["/media/car/suv/glacier-white/1.svg"],
    primary_image_url: "/media/car/suv/glacier-white/1.svg",
    standardEquipment: ["Apple CarPlay", "Reversing Camera", "Adaptive Cruise Control"],
    location: { name: "Sunshine Toyota Maroochydore", phone: "07 5443 1234", slug: "maroochydore", address: { street: "1 Main St", city: "Maroochydore", state: "qld", postcode: "4558" } },
  }),
);
const site = parseSiteConfig(testSite({ name: "Sunshine Toyota" }));

async function text(pdf: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(document, { mergePages: true })).text;
}

describe("car brochure (issue 7, spec 7 'Car PDF')", () => {
  it("renders the photo as a JPEG in-process from the demo image path", async () => {
    const photo = await brochurePhoto(car);
    expect(photo).not.toBeNull();
    expect([...photo!.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await brochurePhoto({ ...car, images: [], thumbnails: [], primary_image_url: "https://cdn.example/car.jpg" })).toBeNull();
  });

  it("is a PDF whose text holds the name, price, key facts, features and dealer contact", async () => {
    const pdf = await renderBrochure({ car, site, region: regionSettings("AU"), photo: await brochurePhoto(car), now, url: "http://sunshine-toyota.localhost:3001/cars/2022-toyota-rav4-gxl-4242" });
    expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const content = await text(pdf);
    expect(content).toContain("2022 Toyota RAV4 GXL");
    expect(content).toContain("$41,990");
    expect(content).toContain("Was $44,990");
    expect(content).toContain("38,120 km");
    expect(content).toContain("Reversing Camera");
    expect(content).toContain("07 5443 1234");
    expect(content).toContain("SUN0042");
  });

  it("still renders without a photo, features or location", async () => {
    const bare = { ...car, images: [], thumbnails: [], primary_image_url: null, standardEquipment: [], location: null, price: null, offer_price: null, before_price: null };
    const content = await text(await renderBrochure({ car: bare, site, region: regionSettings("AU"), photo: null, now, url: "http://x.localhost/cars/x" }));
    expect(content).toContain("2022 Toyota RAV4 GXL");
    expect(content).toContain("Enquire for price");
  });
});
