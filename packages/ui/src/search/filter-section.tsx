"use client";
// A collapsible section of the filter panel (spec 2.3 'A collapsible Search
// section'): a heading whose button shows or hides the section's controls, with
// aria-expanded and aria-controls (the WAI-ARIA disclosure pattern).
//
// Written by hand rather than with Radix Collapsible (docs/performance.md, issue 20):
// the section has no enter or exit animation for Radix's Presence to run, so what
// remains is one state, a button and the `hidden` attribute, and Collapsible brought
// about 2.5 KB gzipped (Presence, controllable state, id and ref helpers) to every
// search page. Closed sections stay in the DOM, hidden, so a refinement inside keeps
// its state.
import * as React from "react";
import { ChevronDownIcon } from "../icons";
import { cn } from "../lib/cn";

export interface FilterSectionProps extends Omit<React.ComponentProps<"section">, "title"> {
  title: string;
  defaultOpen?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export function FilterSection({ title, defaultOpen = true, open, onOpenChange, className, children, ...props }: FilterSectionProps) {
  const id = React.useId();
  const headingId = `${id}-heading`;
  const contentId = `${id}-content`;
  const [ownOpen, setOwnOpen] = React.useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const state = isOpen ? "open" : "closed";
  const toggle = () => {
    if (open === undefined) setOwnOpen(!isOpen);
    onOpenChange?.(!isOpen);
  };
  return (
    <section data-slot="filter-section" data-state={state} aria-labelledby={headingId} className={cn("border-b border-border py-3", className)} {...props}>
      <h3 id={headingId} className="text-base font-semibold">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={contentId}
          data-state={state}
          onClick={toggle}
          className="group flex min-h-11 w-full items-center justify-between gap-2 rounded text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {title}
          <ChevronDownIcon className="transition-transform duration-300 group-data-[state=open]:rotate-180" />
        </button>
      </h3>
      <div id={contentId} data-state={state} hidden={!isOpen} className="pt-2">
        {children}
      </div>
    </section>
  );
}
