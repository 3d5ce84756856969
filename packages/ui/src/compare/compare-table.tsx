"use client";
// The compare page's table (spec 1 'compare cars'): the chosen cars side by side,
// one column each with photo, heading, tag and price, then the vehicle page's rows
// grouped by section. Which rows show is domain's compareSections (spec 5: a row
// empty for every car is left out); this lays them out. On a phone the table
// scrolls sideways inside a focusable region with the row labels kept in view.
import * as React from "react";
import { type CompareColumn, type CompareSection, imageSrcSet, imageUrl } from "@forecourt/domain";
import { Button } from "../button";
import { useFramework } from "../framework";
import { cn } from "../lib/cn";
import { VehicleCardTag } from "../vehicle-tag";

/** One car's column head, built by domain's compareColumn. */
export type CompareTableCar = CompareColumn;

export interface CompareTableTranslations {
  caption: (count: number) => string;
  price: string;
  remove: string;
  removeLabel: (title: string) => string;
  removeRow: string;
  missing: string;
  noPhoto: string;
}

const defaultTranslations: CompareTableTranslations = {
  caption: (count) => `${count} cars side by side`,
  price: "Price",
  remove: "Remove",
  removeLabel: (title) => `Remove the ${title} from the comparison`,
  removeRow: "Remove a car",
  missing: "Not listed",
  noPhoto: "No photo yet",
};

export interface CompareTableProps extends Omit<React.ComponentProps<"div">, "children"> {
  cars: ReadonlyArray<CompareTableCar>;
  sections: ReadonlyArray<CompareSection>;
  /** Without it the table has no remove buttons. */
  onRemove?: (id: number) => void;
  translations?: Partial<CompareTableTranslations>;
}

const stickyColumn = "sticky left-0 z-10 bg-background";

export function CompareTable({ cars, sections, onRemove, translations, className, ...props }: CompareTableProps) {
  const { Link } = useFramework();
  const text = { ...defaultTranslations, ...translations };
  const captionId = React.useId();
  const columns = cars.length + 1;
  const title = (car: CompareTableCar) => [car.heading.title, car.heading.subtitle].filter(Boolean).join(" ");

  return (
    // A scrolling region must be reachable by keyboard (WCAG 2.1.1), so it takes focus and a name.
    // It is `relative` so the visually hidden texts inside scroll with it rather than widen the page.
    <div
      data-slot="compare-table"
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className={cn("relative overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring", className)}
      {...props}
    >
      <table className="w-max min-w-full border-collapse text-left text-sm">
        <caption id={captionId} className="sr-only">
          {text.caption(cars.length)}
        </caption>
        <colgroup>
          <col className="w-28 sm:w-44" />
          {cars.map((car) => (
            <col key={car.id} className="w-44 sm:w-60" />
          ))}
        </colgroup>
        <thead>
          <tr className="align-top">
            <td className={cn(stickyColumn, "border-b border-border")} />
            {cars.map((car) => (
              <th key={car.id} scope="col" data-slot="compare-car" data-car-id={car.id} className="w-44 border-b border-l border-border p-3 font-normal sm:w-60">
                <div className="flex flex-col gap-2">
                  <div className="aspect-[4/3] overflow-hidden rounded-md bg-muted">
                    {car.image ? (
                      // The heading beside it names the car, so the photo is decorative here.
                      <img
                        src={imageUrl(car.image, { width: 320, height: 240, crop: true })}
                        srcSet={imageSrcSet(car.image, [240, 320, 480], { crop: true })}
                        sizes="(min-width: 640px) 15rem, 11rem"
                        alt=""
                        width={320}
                        height={240}
                        loading="lazy"
                        decoding="async"
                        className="size-full object-cover"
                      />
                    ) : (
                      <span className="flex size-full items-center justify-center text-xs text-muted-foreground">{text.noPhoto}</span>
                    )}
                  </div>
                  {car.tag ? <VehicleCardTag tag={car.tag} className="self-start" /> : null}
                  <Link href={car.href} className="font-semibold leading-tight hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
                    {car.heading.title}
                    {car.heading.subtitle ? <span className="mt-0.5 block text-xs font-normal text-muted-foreground">{car.heading.subtitle}</span> : null}
                  </Link>
                </div>
              </th>
            ))}
          </tr>
          {onRemove ? (
            <tr>
              <td className={cn(stickyColumn, "border-b border-border")}>
                <span className="sr-only">{text.removeRow}</span>
              </td>
              {cars.map((car) => (
                <td key={car.id} className="border-b border-l border-border px-3 pb-3">
                  <Button type="button" intent="outline" className="w-full" aria-label={text.removeLabel(title(car))} onClick={() => onRemove(car.id)} data-slot="compare-remove">
                    {text.remove}
                  </Button>
                </td>
              ))}
            </tr>
          ) : null}
        </thead>
        <tbody>
          <tr data-slot="compare-row">
            <th scope="row" className={cn(stickyColumn, "border-b border-border p-3 font-medium text-muted-foreground")}>
              {text.price}
            </th>
            {cars.map((car) => (
              <td key={car.id} data-slot="compare-price" data-kind={car.price.kind} className="border-b border-l border-border p-3">
                <span className="block text-lg font-bold">{car.price.text}</span>
                {car.price.kind === "price" && car.priceType ? <span className="text-xs text-muted-foreground">{car.priceType}</span> : null}
              </td>
            ))}
          </tr>
        </tbody>
        {sections.map((section) => (
          <tbody key={section.id} data-slot="compare-section" data-section={section.id}>
            <tr>
              <th scope="rowgroup" colSpan={columns} className="border-b border-border bg-muted p-0 text-left">
                <span className="sticky left-0 inline-block px-3 py-2 text-sm font-semibold">{section.title}</span>
              </th>
            </tr>
            {section.rows.map((row) => (
              <tr key={row.label} data-slot="compare-row">
                <th scope="row" className={cn(stickyColumn, "border-b border-border p-3 font-medium text-muted-foreground")}>
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={cars[index]?.id ?? index} className="border-b border-l border-border p-3 font-semibold">
                    {value ?? (
                      <>
                        <span aria-hidden="true" className="font-normal text-muted-foreground">
                          –
                        </span>
                        <span className="sr-only">{text.missing}</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
