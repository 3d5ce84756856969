"use client";
// Body-type tiles (spec 2.3): an icon, the label and the count; a tile toggles
// on click. 4 tiles by default, 20 when the site gives a custom list.
import * as React from "react";
import { formatNumber, type Locale } from "@forecourt/domain";
import { cn } from "../lib/cn";
import { BodyTypeIcon } from "./body-type-icon";
import type { RefinementItem } from "./refinement-list";

export interface BodyTilesProps {
  items: readonly RefinementItem[];
  onRefine: (value: string) => void;
  /** How many tiles show before 'Show all' (domain bodyTypeTileLimit). */
  shown: number;
  locale?: Locale;
  classNames?: { root?: string; tile?: string };
  translations?: { legend?: string; showAll?: string; showFewer?: string; label?: (bodyType: string) => string };
}

/** 'peopleMover' -> 'People Mover', 'suv' -> 'SUV'. */
export function bodyTypeLabel(bodyType: string): string {
  if (/^(suv|4x4)$/i.test(bodyType)) return bodyType.toUpperCase();
  const words = bodyType.replace(/([a-z])([A-Z])/g, "$1 $2");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function BodyTiles({ items, onRefine, shown, locale = "en-AU", classNames, translations }: BodyTilesProps) {
  const [all, setAll] = React.useState(false);
  const listId = React.useId();
  const label = translations?.label ?? bodyTypeLabel;
  const visible = all ? items : items.filter((item, index) => index < shown || item.isRefined);
  return (
    <div data-slot="body-tiles" className={cn("flex flex-col gap-2", classNames?.root)}>
      <ul id={listId} aria-label={translations?.legend ?? "Body type"} className="grid grid-cols-2 gap-2">
        {visible.map((item) => (
          <li key={item.value}>
            <button
              type="button"
              aria-pressed={item.isRefined}
              data-state={item.isRefined ? "on" : "off"}
              onClick={() => onRefine(item.value)}
              className={cn(
                "flex min-h-16 w-full flex-col items-center justify-center gap-1 rounded-md border border-border bg-background p-2 text-sm transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=on]:border-primary data-[state=on]:bg-primary/10",
                classNames?.tile,
              )}
            >
              <BodyTypeIcon bodyType={item.value} />
              <span className="font-medium">{label(item.value)}</span>
              <span className="text-xs text-muted-foreground tabular-nums">{formatNumber(item.count, locale)}</span>
            </button>
          </li>
        ))}
      </ul>
      {items.length > shown ? (
        <button type="button" aria-expanded={all} aria-controls={listId} onClick={() => setAll(!all)} className="min-h-9 self-start text-sm font-medium text-link underline underline-offset-4">
          {all ? (translations?.showFewer ?? "Show fewer body types") : (translations?.showAll ?? "Show all body types")}
        </button>
      ) : null}
    </div>
  );
}
