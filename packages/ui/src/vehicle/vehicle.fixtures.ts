// Story data for the vehicle page components: photos are inline SVGs, so the
// stories need no image service.
import type { GalleryImage } from "./vehicle-gallery";

const colours = ["#1d4ed8", "#b91c1c", "#047857", "#7c3aed", "#b45309"];

function photo(index: number): string {
  const fill = colours[index % colours.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 720"><rect width="960" height="720" fill="#e2e8f0"/><rect x="180" y="300" width="600" height="180" rx="60" fill="${fill}"/><circle cx="320" cy="480" r="60" fill="#0f172a"/><circle cx="640" cy="480" r="60" fill="#0f172a"/><text x="480" y="640" font-size="48" text-anchor="middle" fill="#0f172a">Photo ${index + 1}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const carTitle = "2022 Toyota HiLux SR5";

export function galleryImages(count: number): GalleryImage[] {
  return Array.from({ length: count }, (_, index) => ({ src: photo(index), alt: `${carTitle}, photo ${index + 1} of ${count}` }));
}

export const keyInformation = [
  { label: "Condition", value: "Used" },
  { label: "Odometer", value: "42,000 km" },
  { label: "Transmission", value: "6 Speed Automatic" },
  { label: "Fuel Type", value: "Diesel" },
  { label: "Body", value: "Ute" },
  { label: "Drive", value: "4x4" },
  { label: "Colour", value: "Glacier White" },
];

export const features = [
  "Apple CarPlay",
  "Android Auto",
  "Reversing Camera",
  "Autonomous Emergency Braking",
  "Bluetooth",
  "Cruise Control",
  "Lane Keep Assist",
  "Blind Spot Monitor",
  "Rear Cross Traffic Alert",
  "Dual-Zone Climate Control",
  "Keyless Entry",
];
