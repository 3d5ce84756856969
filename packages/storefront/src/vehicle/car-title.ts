import { carHeading } from "@forecourt/domain";

/** spec 2.4 heading on one line: 'year make model badge series'. */
export function carTitle(car: Parameters<typeof carHeading>[0]): string {
  const heading = carHeading(car);
  return [heading.title, heading.subtitle].filter(Boolean).join(" ");
}
