"use client";
// Make cards with logos (spec 2.3): 7 makes before 'Show all makes', or 20
// popular makes on sites that say so (spec 9). A card is a toggle button.
import * as React from "react";
import { formatNumber, type Locale, searchLimits } from "@forecourt/domain";
import { cn } from "../lib/cn";
import type { RefinementItem } from "./refinement-list";

export interface MakeCardsTranslations {
  legend: string;
  showAll: string;
  showFewer: string;
}

export interface MakeCardsProps {
  items: readonly RefinementItem[];
  onRefine: (value: string) => void;
  /** The logo of a make; none draws its initial. */
  logoSrc?: (make: string) => string | null;
  /** 7 by default, 20 on sites with popular makes (spec 9). */
  shown?: number;
  locale?: Locale;
  classNames?: { root?: string; card?: string };
  translations?: Partial<MakeCardsTranslations>;
  /** The model selection for the chosen makes (spec 2.3), shown under the cards. */
  children?: React.ReactNode;
}

export function MakeCards({ items, onRefine, logoSrc, shown = searchLimits.makesShown, locale = "en-AU", classNames, translations, children }: MakeCardsProps) {
  const text = { legend: "Make", showAll: "Show all makes", showFewer: "Show fewer makes", ...translations };
  const [all, setAll] = React.useState(false);
  const listId = React.useId();
  // Chosen makes stay visible even when they are not among the first cards.
  const visible = all ? items : items.filter((item, index) => index < shown || item.isRefined);
  return (
    <div data-slot="make-cards" className={cn("flex flex-col gap-2", classNames?.root)}>
      <ul id={listId} aria-label={text.legend} className="grid grid-cols-3 gap-2">
        {visible.map((item) => {
          const logo = logoSrc?.(item.value) ?? null;
          return (
            <li key={item.value}>
              <button
                type="button"
                value={item.value}
                aria-pressed={item.isRefined}
                data-state={item.isRefined ? "on" : "off"}
                onClick={() => onRefine(item.value)}
                className={cn(
                  "flex h-full min-h-20 w-full flex-col items-center justify-center gap-1 rounded-md border border-border bg-background p-2 text-center text-xs transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=on]:border-primary data-[state=on]:bg-primary/10",
                  classNames?.card,
                )}
              >
                {logo ? (
                  <img src={logo} alt="" width={32} height={32} loading="lazy" className="size-8 object-contain" />
                ) : (
                  <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-muted text-sm font-bold">
                    {item.label.slice(0, 1)}
                  </span>
                )}
                <span className="font-medium">{item.label}</span>
                <span className="text-muted-foreground tabular-nums">{formatNumber(item.count, locale)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {items.length > shown ? (
        <button type="button" aria-expanded={all} aria-controls={listId} onClick={() => setAll(!all)} className="min-h-9 self-start text-sm font-medium text-link underline underline-offset-4">
          {all ? text.showFewer : text.showAll}
        </button>
      ) : null}
      {children}
    </div>
  );
}
