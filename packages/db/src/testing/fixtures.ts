// Small, valid inputs for repository tests (the demo dataset has its own tests).
import type { CarInput, SiteConfigInput } from "@forecourt/domain";

export function testSite(overrides: Partial<SiteConfigInput> = {}): SiteConfigInput {
  return {
    slug: "test-motors",
    template: "generic",
    id: 1,
    dealership_id: 10,
    name: "Test Motors",
    group: "test-group",
    address: { city: "Brisbane", state: "qld" },
    dealerships: [{ id: 10, slug: "test-motors", name: "Test Motors" }],
    navigation: { header: [{ kind: "link", label: "Home", href: "/" }] },
    ...overrides,
  };
}

let nextCarId = 1;

export function testCar(overrides: Partial<CarInput> = {}): CarInput {
  const id = overrides.id ?? nextCarId++;
  return {
    id,
    slug: `car-${id}`,
    name: "2024 Toyota Corolla",
    year: 2024,
    make: "Toyota",
    model: "Corolla",
    car_type: "used",
    status: "in_stock",
    price: 25_990,
    km: 12_000,
    stocknum: `S${id}`,
    created_at: "2026-11-01T00:00:00.000Z",
    dealership_id: 10,
    dealership_slug: "test-motors",
    ...overrides,
  };
}
