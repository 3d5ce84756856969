"use client";
// The keyword box of the filter panel (spec 2.3): the query updates 300 ms
// after the shopper stops typing (spec 9 'Search input delay').
import * as React from "react";
import { searchLimits } from "@forecourt/domain";
import { cn } from "../lib/cn";

export interface SearchBoxClassNames {
  root?: string;
  input?: string;
}

export interface SearchBoxTranslations {
  label: string;
  placeholder: string;
}

export interface SearchBoxProps {
  /** The query as the search has it. */
  query: string;
  onRefine: (query: string) => void;
  debounceMs?: number;
  classNames?: SearchBoxClassNames;
  translations: SearchBoxTranslations;
}

export function SearchBox({ query, onRefine, debounceMs = searchLimits.searchDebounceMs, classNames, translations }: SearchBoxProps) {
  const [value, setValue] = React.useState(query);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputId = React.useId();
  const focused = React.useRef(false);

  // The search changed elsewhere (back button, clear all): show its query unless the shopper is typing.
  React.useEffect(() => {
    if (!focused.current) setValue(query);
  }, [query]);
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const refineLater = (next: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onRefine(next.trim()), debounceMs);
  };

  return (
    <form
      role="search"
      data-slot="search-box"
      className={cn("flex flex-col gap-1", classNames?.root)}
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        onRefine(value.trim());
      }}
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        {translations.label}
      </label>
      <input
        id={inputId}
        type="search"
        name="query"
        value={value}
        placeholder={translations.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onFocus={() => (focused.current = true)}
        onBlur={() => (focused.current = false)}
        onChange={(event) => {
          setValue(event.target.value);
          refineLater(event.target.value);
        }}
        className={cn(
          "h-11 w-full rounded-md border border-input bg-background px-3 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
          classNames?.input,
        )}
      />
    </form>
  );
}
