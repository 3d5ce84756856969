// Story data for the result card: an inline SVG photo, so no image service is needed.
import type { VehicleCardCar, VehicleCardSettings } from "./vehicle-card";

export const storyNow = new Date("2026-03-10T00:00:00Z");

function photo(fill: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360"><rect width="480" height="360" fill="#e2e8f0"/><rect x="90" y="150" width="300" height="90" rx="30" fill="${fill}"/><circle cx="160" cy="240" r="30" fill="#0f172a"/><circle cx="320" cy="240" r="30" fill="#0f172a"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const availableCar: VehicleCardCar = {
  id: 101,
  slug: "2022-toyota-hilux-sr5-101",
  year: 2022,
  make: "Toyota",
  model: "HiLux",
  badge: "SR5",
  series: "GUN126R",
  status: "in_stock",
  sold: false,
  reserved: false,
  certified: false,
  tag: null,
  preorder: false,
  price: 54990,
  offer_price: null,
  subscription_price: null,
  price_type: "Drive Away",
  car_type: "used",
  km: 42000,
  fuel: "Diesel",
  simple_fuel: "Diesel",
  transmission: "6 Speed Automatic",
  simple_transmission: "Automatic",
  created_at: "2026-01-02T00:00:00Z",
  primary_image_url: photo("#1d4ed8"),
  thumbnails: [],
  file: null,
  payment_processors: {},
  dealership_slug: "sunshine-toyota",
  city: "Maroochydore",
  location_name: "Sunshine Toyota Maroochydore",
};

export const cardSettings: VehicleCardSettings = {
  tags: { soldTag: "Just Sold", electricTags: true, certifiedBadge: true },
  price: { subscriptions: true, noPriceText: "Enquire for price" },
  actions: { finance: true, testDrive: true, reservation: { enabled: false } },
  region: { locale: "en-AU", distanceUnit: "km" },
  description: true,
  favourites: { enabled: true },
  locationOverlay: false,
};

export const cardStates = {
  available: availableCar,
  reserved: { ...availableCar, id: 102, reserved: true },
  sold: { ...availableCar, id: 103, status: "sold", sold: true, primary_image_url: photo("#b91c1c") },
  comingSoon: { ...availableCar, id: 104, status: "coming_soon", car_type: "new", km: 10 },
  newArrival: { ...availableCar, id: 105, created_at: "2026-03-07T00:00:00Z" },
  certified: { ...availableCar, id: 106, certified: true },
  electric: { ...availableCar, id: 107, make: "Tesla", model: "Model 3", badge: "Long Range", series: null, fuel: "Electric", simple_fuel: "Electric", transmission: "Reduction Gear", simple_transmission: "Automatic", primary_image_url: photo("#047857") },
  noPrice: { ...availableCar, id: 108, price: 0, price_type: null },
  preorder: { ...availableCar, id: 109, price: 0, preorder: true, car_type: "new", status: "coming_soon" },
  subscription: { ...availableCar, id: 110, subscription_price: 189 },
  testDriveOnly: { ...availableCar, id: 111, tag: "Test Drive Only", car_type: "demo" },
  unavailable: { ...availableCar, id: 112, status: "unavailable" },
  longText: {
    ...availableCar,
    id: 113,
    make: "Mercedes-Benz",
    model: "GLE-Class GLE450",
    badge: "4MATIC AMG Line Premium Plus Launch Edition",
    series: "V167 MY23 Coupe 9G-TRONIC",
    location_name: "Metro Motor Group Prestige Centre, Parramatta Road",
  },
  noPhoto: { ...availableCar, id: 114, primary_image_url: null },
} satisfies Record<string, VehicleCardCar>;
