import { type Car, carHeading } from "@forecourt/domain";

/** spec 2.4 heading on one line: 'year make model badge series'. */
export function carTitle(car: Pick<Car, "year" | "make" | "model" | "badge" | "series">): string {
  const heading = carHeading(car);
  return [heading.title, heading.subtitle].filter(Boolean).join(" ");
}
