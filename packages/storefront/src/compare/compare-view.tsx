"use client";
// The compare page's interactive table: Remove takes the car out of the page's
// address (so the page stays shareable and server-rendered) and out of the
// shopper's stored selection; the column goes at once, before the server answers.
// Ids the address asked for that the site does not list are forgotten from the
// stored selection, so the search page's count matches what this page can show.
import * as React from "react";
import { useRouter } from "next/navigation";
import { comparePath, type CompareColumn, type CompareSection, withoutCompareColumn } from "@forecourt/domain";
import { CompareTable } from "@forecourt/ui/compare/compare-table";
import { useCompareSelection } from "./compare-selection";

export interface CompareViewProps {
  dealershipSlug: string;
  cars: CompareColumn[];
  sections: CompareSection[];
  /** Ids the address asked for that this site does not list. */
  unlisted: number[];
}

export function CompareView({ dealershipSlug, cars, sections, unlisted }: CompareViewProps) {
  const router = useRouter();
  const selection = useCompareSelection(dealershipSlug);
  const [removed, setRemoved] = React.useState<readonly number[]>([]);
  const [announcement, setAnnouncement] = React.useState("");
  const table = React.useRef<HTMLDivElement>(null);
  const { forget } = selection;
  const unlistedKey = unlisted.join(",");

  React.useEffect(() => {
    if (unlistedKey) forget(unlistedKey.split(",").map(Number));
  }, [unlistedKey, forget]);

  // Removed columns go at once; the rows only they filled go with them (spec 5).
  let shown = cars;
  let shownSections = sections;
  for (const id of removed) {
    const index = shown.findIndex((car) => car.id === id);
    if (index < 0) continue;
    shown = shown.filter((car) => car.id !== id);
    shownSections = withoutCompareColumn(shownSections, index);
  }

  const remove = (id: number) => {
    const car = shown.find((column) => column.id === id);
    const remaining = shown.filter((column) => column.id !== id).map((column) => column.id);
    setRemoved((list) => [...list, id]);
    if (car) setAnnouncement(`Removed the ${[car.heading.title, car.heading.subtitle].filter(Boolean).join(" ")} from the comparison.`);
    selection.remove(id);
    // The pressed button is gone: focus moves to the table rather than the page's start.
    table.current?.focus();
    router.replace(comparePath(remaining), { scroll: false });
  };

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {/* The last car removed: the server's empty state follows the new address. */}
      {shown.length > 0 ? <CompareTable ref={table} cars={shown} sections={shownSections} onRemove={remove} /> : null}
    </>
  );
}
