"use client";
// Collapsible lists of the vehicle page (spec 2.5, 9): Key information shows 4 rows
// then Show More/Less; Features shows 8 then Show All/Hide. Every row is in the
// first HTML; the extra ones are hidden until the shopper expands the list.
import * as React from "react";
import { collapsedList, type DetailRow, featuresInitialCount, keyInformationInitialRows } from "@forecourt/domain";
import { Button } from "../button";
import { cn } from "../lib/cn";

function useExpander(total: number, limit: number) {
  const [expanded, setExpanded] = React.useState(false);
  const id = React.useId();
  const { hiddenCount } = collapsedList(Array.from({ length: total }), limit, false);
  return { expanded, toggle: () => setExpanded((value) => !value), listId: `${id}-list`, collapsible: hiddenCount > 0, visible: (index: number) => expanded || index < limit };
}

export type DetailRowsProps = Omit<React.ComponentProps<"div">, "children"> & {
  rows: DetailRow[];
  /** Rows shown before 'Show More'; spec 9: 4 for key information. Infinity shows all with no button. */
  initial?: number;
  moreLabel?: string;
  lessLabel?: string;
};

export function DetailRows({ rows, initial = keyInformationInitialRows, moreLabel = "Show More", lessLabel = "Show Less", className, ...props }: DetailRowsProps) {
  const { expanded, toggle, listId, collapsible, visible } = useExpander(rows.length, initial);
  return (
    <div data-slot="detail-rows" data-state={expanded ? "expanded" : "collapsed"} className={cn("flex flex-col items-start gap-3", className)} {...props}>
      <dl id={listId} className="grid w-full grid-cols-[minmax(0,2fr)_minmax(0,3fr)] text-sm">
        {rows.map((row, index) => (
          <div key={row.label} className="contents" hidden={!visible(index)} data-slot="detail-row">
            <dt hidden={!visible(index)} className="border-b border-border py-2 pr-4 font-medium text-muted-foreground">
              {row.label}
            </dt>
            <dd hidden={!visible(index)} className="border-b border-border py-2 font-semibold">
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {collapsible ? (
        <Button type="button" intent="link" size="sm" aria-expanded={expanded} aria-controls={listId} onClick={toggle} data-slot="detail-rows-toggle">
          {expanded ? lessLabel : moreLabel}
        </Button>
      ) : null}
    </div>
  );
}

export type FeatureListProps = Omit<React.ComponentProps<"div">, "children"> & {
  items: string[];
  /** spec 9: 8 features before 'Show All'. */
  initial?: number;
  moreLabel?: string;
  lessLabel?: string;
};

export function FeatureList({ items, initial = featuresInitialCount, moreLabel = "Show All", lessLabel = "Hide", className, ...props }: FeatureListProps) {
  const { expanded, toggle, listId, collapsible, visible } = useExpander(items.length, initial);
  return (
    <div data-slot="feature-list" data-state={expanded ? "expanded" : "collapsed"} className={cn("flex flex-col items-start gap-3", className)} {...props}>
      <ul id={listId} className="grid w-full gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {items.map((item, index) => (
          <li key={`${item}-${index}`} hidden={!visible(index)} className="flex items-start gap-2" data-slot="feature">
            <svg viewBox="0 0 24 24" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" fill="none" stroke="currentColor" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round">
              <path d="M20 6 9 17l-5-5" />
            </svg>
            {item}
          </li>
        ))}
      </ul>
      {collapsible ? (
        <Button type="button" intent="link" size="sm" aria-expanded={expanded} aria-controls={listId} onClick={toggle} data-slot="feature-list-toggle">
          {expanded ? lessLabel : `${moreLabel} (${items.length})`}
        </Button>
      ) : null}
    </div>
  );
}
