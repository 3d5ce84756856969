"use client";
// The home page's quick search (spec 2.3: 'A home-page Show me N cars button
// opens the filtered search URL'): native selects for the shopper's choices and
// a button-styled link to the search they describe. Presentational: the caller
// owns the values, counts the cars and builds the link.
//
//   <QuickSearch aria-labelledby="quick-search-heading">
//     <QuickSearchSelect label="Make" anyLabel="Any make" options={makes} value={make} onValueChange={setMake} />
//     <QuickSearchAction href={href} label="Show me 42 cars" countState="counted" />
//   </QuickSearch>
import * as React from "react";
import { formatNumber, type Locale } from "@forecourt/domain";
import { Button } from "../button";
import { Field, FieldLabel } from "../forms/field";
import { NativeSelect } from "../forms/native-select";
import { useFramework } from "../framework";
import { cn } from "../lib/cn";

export interface QuickSearchOption {
  value: string;
  label: string;
  /** Cars with this value under the shopper's other choices; left out of the label when not given. */
  count?: number;
}

/** The panel: one column on a phone, two from 576px, one row of fields and the button from 992px. */
export function QuickSearch({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="search"
      data-slot="quick-search"
      className={cn("grid gap-4 rounded-lg bg-background p-4 text-foreground shadow-lg sm:grid-cols-2 md:p-5 lg:flex lg:items-end", className)}
      {...props}
    />
  );
}

export interface QuickSearchSelectProps extends Omit<React.ComponentProps<"select">, "value" | "defaultValue" | "onChange" | "children"> {
  label: string;
  /** The first option, the empty value: no filter on this field. */
  anyLabel: string;
  options: readonly QuickSearchOption[];
  value: string;
  onValueChange: (value: string) => void;
  locale?: Locale;
}

/** A labelled native select (the phone's own picker, keyboard and type-ahead for free), 44px tall. */
export function QuickSearchSelect({ label, anyLabel, options, value, onValueChange, locale = "en-AU", id, className, ...props }: QuickSearchSelectProps) {
  const generatedId = React.useId();
  const selectId = id ?? generatedId;
  return (
    <Field data-slot="quick-search-field" className={cn("lg:flex-1", className)}>
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <NativeSelect id={selectId} value={value} onChange={(event) => onValueChange(event.target.value)} {...props}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.count === undefined ? option.label : `${option.label} (${formatNumber(option.count, locale)})`}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

/**
 * - `idle`: nothing new to say: the count the page was served with, or the last one when a count failed;
 * - `counting`: the shopper changed a field and the new count is on its way;
 * - `counted`: the count answers the shopper's choices, and is announced.
 */
export type QuickSearchCountState = "idle" | "counting" | "counted";

export interface QuickSearchActionProps extends Omit<React.ComponentProps<"div">, "children"> {
  href: string;
  /** 'Show me 42 cars' (domain showMeCarsLabel). */
  label: string;
  countState: QuickSearchCountState;
}

/**
 * The link to the search. Its width is fixed from 992px and full below, so a
 * longer count never moves the row; the new label is also said in a polite
 * status line, which stays empty until the shopper has changed something.
 */
export function QuickSearchAction({ href, label, countState, className, ...props }: QuickSearchActionProps) {
  const { Link } = useFramework();
  return (
    <div data-slot="quick-search-action" data-state={countState} className={cn("flex flex-col sm:col-span-2 lg:w-60 lg:flex-none", className)} {...props}>
      <Button asChild size="lg" className="w-full tabular-nums">
        <Link href={href} aria-busy={countState === "counting" || undefined} data-slot="quick-search-link">
          {label}
        </Link>
      </Button>
      <p role="status" data-slot="quick-search-status" className="sr-only">
        {countState === "counted" ? label : ""}
      </p>
    </div>
  );
}
