"use client";
// A collapsible section of the filter panel (spec 2.3 'A collapsible Search
// section'; spec 9: the panel animates for 300 ms). Radix Collapsible gives the
// button its aria-expanded and aria-controls.
import * as React from "react";
import { Collapsible } from "radix-ui";
import { ChevronDownIcon } from "../icons";
import { cn } from "../lib/cn";

export interface FilterSectionProps extends Omit<React.ComponentProps<"section">, "title"> {
  title: string;
  defaultOpen?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export function FilterSection({ title, defaultOpen = true, open, onOpenChange, className, children, ...props }: FilterSectionProps) {
  const headingId = React.useId();
  return (
    <Collapsible.Root asChild defaultOpen={defaultOpen} open={open} onOpenChange={onOpenChange}>
      <section data-slot="filter-section" aria-labelledby={headingId} className={cn("border-b border-border py-3", className)} {...props}>
        <h3 id={headingId} className="text-base font-semibold">
          <Collapsible.Trigger className="group flex min-h-11 w-full items-center justify-between gap-2 rounded text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            {title}
            <ChevronDownIcon className="transition-transform duration-300 group-data-[state=open]:rotate-180" />
          </Collapsible.Trigger>
        </h3>
        <Collapsible.Content className="pt-2">{children}</Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
