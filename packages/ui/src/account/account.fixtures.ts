// Story data for the account components: inline SVG photos, so no image service is needed.
import type { SavedCarItem } from "./saved-car-list";

function photo(fill: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360"><rect width="480" height="360" fill="#e2e8f0"/><rect x="90" y="150" width="300" height="90" rx="30" fill="${fill}"/><circle cx="160" cy="240" r="30" fill="#0f172a"/><circle cx="320" cy="240" r="30" fill="#0f172a"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const savedCars: SavedCarItem[] = [
  {
    id: 101,
    title: "2022 Toyota HiLux SR5 Double Cab",
    href: "/cars/2022-toyota-hilux-sr5-101",
    imageSrc: photo("#1d4ed8"),
    imageAlt: "White 2022 Toyota HiLux SR5, front three-quarter view",
    priceText: "$53,990",
    savedNote: "Saved 3 Nov 2026 at $54,990",
    change: { label: "Price drop: $1,000 less", tone: "good" },
  },
  {
    id: 102,
    title: "2021 Mazda CX-5 Maxx Sport",
    href: "/cars/2021-mazda-cx-5-maxx-sport-102",
    imageSrc: photo("#b91c1c"),
    imageAlt: "Red 2021 Mazda CX-5 Maxx Sport",
    priceText: "$32,990",
    savedNote: "Saved 28 Oct 2026 at $32,990",
    change: { label: "Reserved", tone: "warning" },
  },
  {
    id: "demo-103",
    title: "2019 Hyundai i30 Active",
    href: "/cars/2019-hyundai-i30-active-103",
    imageSrc: photo("#475569"),
    imageAlt: "Grey 2019 Hyundai i30 Active hatch",
    priceText: "$19,490",
    savedNote: "Saved 1 Oct 2026 at $19,490",
    change: { label: "Sold", tone: "danger" },
  },
  {
    id: 104,
    title: "2020 Ford Ranger XLT 3.2 (4x4) Dual Cab Pick-up with a long title that wraps",
    href: null,
    imageSrc: null,
    imageAlt: "",
    priceText: "$44,990",
    savedNote: "Saved 12 Sep 2026 at $46,500",
    change: { label: "No longer listed", tone: "neutral" },
  },
  {
    id: 105,
    title: "2023 Kia Sportage S",
    href: "/cars/2023-kia-sportage-s-105",
    imageSrc: photo("#047857"),
    imageAlt: "Green 2023 Kia Sportage S",
    priceText: "$36,990",
    savedNote: "Saved 5 Nov 2026 at $36,990",
  },
];
