"use client";
// Sort (spec 2.3): most relevant, latest, highest price, lowest price. The
// options are data (domain sortOptions); a native select works with every keyboard.
import * as React from "react";
import { cn } from "../lib/cn";

export interface SortSelectProps {
  items: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onRefine: (value: string) => void;
  classNames?: { root?: string; select?: string };
  translations?: { label?: string };
}

export function SortSelect({ items, value, onRefine, classNames, translations }: SortSelectProps) {
  const id = React.useId();
  return (
    <div data-slot="sort-select" className={cn("flex items-center gap-2", classNames?.root)}>
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
        {translations?.label ?? "Sort by"}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onRefine(event.target.value)}
        className={cn("h-11 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring", classNames?.select)}
      >
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </div>
  );
}
