// The compare page (spec 1 'compare cars', spec 5 'Favourites and compare'): the
// shareable /compare?cars=... address, and the side-by-side rows built from the
// vehicle page's own rows (spec 2.5), each kept while any chosen car has a value.
import { type CarLike, carHeading } from "./car";
import { carImage } from "./images";
import { localizeSpelling } from "./locale";
import { type DisplayPrice, type DisplayPriceOptions, displayPrice } from "./pricing";
import { carPath } from "./routes";
import { compareLimit } from "./saved-cars";
import { type CardTag, type CardTagSettings, cardTag } from "./tags";
import { carSummaryEntries, type DetailContext, type DetailEntry, keyInformationEntries, specificationEntries } from "./vehicle-detail";

// The compare address (compareParameter, comparePath) lives with the other paths in
// ./routes, so the compare bar on the search page links to it without these rules.
export { compareParameter, comparePath } from "./routes";

/**
 * The car ids a compare address asks for: whole positive numbers, each once, at
 * most four (the compare limit), in the order given. Anything else is ignored, so
 * an edited link still shows what it can; whether a car belongs to the site is the
 * caller's check.
 */
export function parseCompareIds(value: string | ReadonlyArray<string> | null | undefined): number[] {
  const parts = (typeof value === "string" ? [value] : (value ?? [])).flatMap((item) => item.split(","));
  const ids: number[] = [];
  for (const part of parts) {
    const text = part.trim();
    if (!/^\d{1,15}$/.test(text)) continue;
    const id = Number(text);
    if (id > 0 && !ids.includes(id)) ids.push(id);
    if (ids.length === compareLimit) break;
  }
  return ids;
}

export interface CompareRow {
  label: string;
  /** One value per car, in the cars' order; null where that car has none. */
  values: Array<string | null>;
}

export type CompareSectionId = "key-information" | "car-summary" | "specifications";

export interface CompareSection {
  id: CompareSectionId;
  title: string;
  rows: CompareRow[];
}

const sections: ReadonlyArray<{ id: CompareSectionId; title: string; entries: (car: CarLike, context: DetailContext) => DetailEntry[] }> = [
  { id: "key-information", title: "Key Information", entries: keyInformationEntries },
  { id: "car-summary", title: "Car Summary", entries: carSummaryEntries },
  { id: "specifications", title: "All Specifications", entries: specificationEntries },
];

/**
 * The compare table's sections: the vehicle page's Key Information, Car Summary and
 * All Specifications rows side by side. spec 5: a row shows only when at least one
 * car has a value; a section with no row left is dropped.
 */
export function compareSections(cars: ReadonlyArray<CarLike>, context: DetailContext): CompareSection[] {
  return withoutEmptyRows(
    sections.map((section) => {
      const perCar = cars.map((car) => section.entries(car, context));
      const labels = perCar[0]?.map((entry) => entry.label) ?? [];
      return {
        id: section.id,
        title: localizeSpelling(section.title, context.locale),
        rows: labels.map((label, index) => ({ label, values: perCar.map((entries) => entries[index]?.value ?? null) })),
      };
    }),
  );
}

/** spec 5: a row shows only when a car has a value; a section with no row left is dropped. */
function withoutEmptyRows(list: ReadonlyArray<CompareSection>): CompareSection[] {
  return list.flatMap((section) => {
    const rows = section.rows.filter((row) => row.values.some((value) => value !== null));
    return rows.length > 0 ? [{ ...section, rows }] : [];
  });
}

/** The sections once the car in column `index` is removed: its values go, and so do rows only it filled. */
export function withoutCompareColumn(list: ReadonlyArray<CompareSection>, index: number): CompareSection[] {
  return withoutEmptyRows(list.map((section) => ({ ...section, rows: section.rows.map((row) => ({ ...row, values: row.values.filter((_, column) => column !== index) })) })));
}

/** The head of one car's column: what the result card shows of it (spec 2.4), by the same rules. */
export interface CompareColumn {
  id: number;
  href: string;
  heading: { title: string; subtitle: string };
  image: string | null;
  price: DisplayPrice;
  priceType: string | null;
  tag: CardTag | null;
}

export interface CompareColumnSettings {
  price: DisplayPriceOptions;
  tags: CardTagSettings;
  /** The clock for the new-arrival tag. */
  now: Date;
}

export function compareColumn(car: CarLike & { id: number; slug: string }, settings: CompareColumnSettings): CompareColumn {
  return {
    id: car.id,
    href: carPath(car.slug),
    heading: carHeading(car),
    image: carImage(car),
    price: displayPrice(car, settings.price),
    priceType: car.price_type?.trim() || null,
    tag: cardTag(car, settings.tags, settings.now),
  };
}
