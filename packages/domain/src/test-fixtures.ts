// Shared test data: one available car with every field a rule reads, and a fixed clock.
import { type CarLike } from "./car";

/** The tests' clock: 23 November 2026, midnight UTC. */
export const now = new Date("2026-11-23T00:00:00Z");
export const nowSeconds = Math.floor(now.getTime() / 1000);
export const dayMs = 86_400_000;

export function daysBefore(days: number, from: Date = now): Date {
  return new Date(from.getTime() - days * dayMs);
}

export function testCar(overrides: CarLike = {}): CarLike {
  return {
    id: 101,
    slug: "2022-toyota-hilux-sr5-101",
    name: "2022 Toyota HiLux SR5",
    year: 2022,
    make: "Toyota",
    model: "HiLux",
    badge: "SR5",
    series: "GUN126R",
    car_type: "used",
    status: "in_stock",
    tag: null,
    reserved: false,
    certified: false,
    preorder: false,
    show_on_dealer_website: true,
    sold: false,
    sold_date_timestamp: null,
    price: 45990,
    offer_price: null,
    before_price: null,
    subscription_price: null,
    km: 42000,
    fuel: "Diesel",
    simple_fuel: "Diesel",
    transmission: "6 Speed Automatic",
    simple_transmission: "Automatic",
    created_at: daysBefore(30).toISOString(),
    images: ["/media/car/ute/white/1.svg"],
    thumbnails: [],
    primary_image_url: null,
    file: null,
    dealership_id: 7,
    dealership_slug: "brisbane-toyota",
    payment_processors: {},
    finance_lenders: {},
    ...overrides,
  };
}
