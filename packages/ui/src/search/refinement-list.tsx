"use client";
// Checkbox lists of the filter panel (spec 2.3 'Checkbox lists'): each value
// with its count; a long list shows its first values and a 'Show more' toggle.
import * as React from "react";
import { formatNumber, type Locale } from "@forecourt/domain";
import { cn } from "../lib/cn";

export interface RefinementItem {
  value: string;
  label: string;
  count: number;
  isRefined: boolean;
}

export interface RefinementListClassNames {
  root?: string;
  item?: string;
}

export interface RefinementListTranslations {
  /** The group's accessible name, e.g. 'Fuel type'. */
  legend: string;
  showMore?: string;
  showLess?: string;
  empty?: string;
}

export interface RefinementListProps {
  items: readonly RefinementItem[];
  onRefine: (value: string) => void;
  /** Present when there are more values than shown. */
  canToggleShowMore?: boolean;
  isShowingMore?: boolean;
  onToggleShowMore?: () => void;
  locale?: Locale;
  classNames?: RefinementListClassNames;
  translations: RefinementListTranslations;
}

export function RefinementList({ items, onRefine, canToggleShowMore, isShowingMore, onToggleShowMore, locale = "en-AU", classNames, translations }: RefinementListProps) {
  const name = React.useId();
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{translations.empty ?? "No options for this search"}</p>;
  return (
    <fieldset data-slot="refinement-list" className={cn("flex flex-col gap-1", classNames?.root)}>
      <legend className="sr-only">{translations.legend}</legend>
      {items.map((item) => (
        <label key={item.value} data-state={item.isRefined ? "checked" : "unchecked"} className={cn("flex min-h-9 cursor-pointer items-center gap-2 text-sm", classNames?.item)}>
          <input type="checkbox" name={name} value={item.value} checked={item.isRefined} onChange={() => onRefine(item.value)} className="size-5 accent-primary" />
          <span className="flex-1">{item.label}</span>
          <span className="text-muted-foreground tabular-nums">{formatNumber(item.count, locale)}</span>
        </label>
      ))}
      {canToggleShowMore && onToggleShowMore ? (
        <button type="button" onClick={onToggleShowMore} aria-expanded={isShowingMore} className="mt-1 min-h-9 self-start text-sm font-medium text-link underline underline-offset-4">
          {isShowingMore ? (translations.showLess ?? "Show less") : (translations.showMore ?? "Show more")}
        </button>
      ) : null}
    </fieldset>
  );
}
