// Story data for the compare page: the result card's story cars with specification
// details, turned into columns and rows by the same domain rules the page uses.
import { type CarLike, compareColumn, type CompareSection, compareSections, type RegionSettings } from "@forecourt/domain";
import { cardSettings, cardStates, storyNow } from "../vehicle-card/vehicle-card.fixtures";
import type { CompareTableCar } from "./compare-table";

type StoryCar = CarLike & { id: number; slug: string };

export const compareCars = {
  hilux: { ...cardStates.available, id: 101, slug: "2022-toyota-hilux-sr5-101", colour: "Glacier White", drive: "4x4", seats: 5, doors: 4, simple_body: "ute", engine_size: "2.8L", stocknum: "T1001", variant: { cylinders: 4, enginesize_litres: 2.8, torque: "500Nm @ 1600rpm", fuelconsumptioncombined: 8.4, ancaprating: 5 } },
  model3: { ...cardStates.electric, id: 107, slug: "2022-tesla-model-3-107", colour: "Pearl White", drive: "RWD", seats: 5, doors: 4, simple_body: "sedan", stocknum: "T1007", variant: { torque: "420Nm", ancaprating: 5, vehiclelength: 4694 } },
  gle: { ...cardStates.longText, id: 113, slug: "2023-mercedes-benz-gle-113", colour: "Obsidian Black", drive: "AWD", seats: 5, doors: 5, simple_body: "suv", stocknum: "T1013", variant: { cylinders: 6, enginesize_litres: 3, vehiclelength: 4939 } },
  corolla: { ...cardStates.noPhoto, id: 120, slug: "2021-toyota-corolla-120", model: "Corolla", badge: "Ascent Sport", series: null, price: 0, price_type: null, colour: null, simple_body: "hatch" },
  sold: { ...cardStates.sold, id: 103, slug: "2022-toyota-hilux-sr5-103", colour: "Glacier White" },
} satisfies Record<string, StoryCar>;

/** Columns and sections for a list of story cars, as the compare page builds them. */
export function compareStory(cars: ReadonlyArray<StoryCar>, region: Pick<RegionSettings, "locale" | "distanceUnit"> = cardSettings.region): { cars: CompareTableCar[]; sections: CompareSection[] } {
  return {
    cars: cars.map((car) => compareColumn(car, { price: cardSettings.price, tags: cardSettings.tags, now: storyNow })),
    sections: compareSections(cars, { ...region, now: storyNow }),
  };
}
