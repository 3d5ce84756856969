"use client";

import * as React from "react";
import { formMessages } from "@forecourt/domain";
import { cn } from "../lib/cn";

export interface ErrorSummaryItem {
  /** The id of the control to focus; an item without one (a hidden field) is listed as text. */
  targetId?: string;
  message: string;
}

export type ErrorSummaryProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  items: ErrorSummaryItem[];
  /** spec 2.9, 8: 'Please fix the following errors:'. */
  title?: string;
  headingLevel?: 2 | 3 | 4;
  /** Called instead of the default focus-the-control when a link is followed (a multi-step form changes step first). */
  onItemSelect?: (item: ErrorSummaryItem) => void;
};

/** Focuses the control and brings its label into view too, which a plain #fragment jump would scroll past. */
export function focusFormControl(targetId: string) {
  const control = document.getElementById(targetId);
  if (!control) return;
  control.focus({ preventScroll: true });
  (control.closest("[data-slot=field], [data-slot=field-set]") ?? control).scrollIntoView({ block: "start", behavior: "auto" });
}

/**
 * spec 2.9: the error summary, 'Please fix the following errors:' with each
 * message a link to its field. The form moves focus here (tabIndex -1) after a
 * failed submit, so a screen reader reads the list at once.
 */
export function ErrorSummary({ items, title = formMessages.errorSummaryHeading, headingLevel = 2, onItemSelect, className, ...props }: ErrorSummaryProps) {
  const headingId = React.useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      data-slot="error-summary"
      tabIndex={-1}
      aria-labelledby={headingId}
      className={cn("rounded-md border-2 border-destructive bg-background p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring", className)}
      {...props}
    >
      <Heading id={headingId} className="text-base font-semibold text-foreground">
        {title}
      </Heading>
      <ul className="mt-2 flex list-none flex-col gap-1.5 p-0">
        {items.map((item, index) => (
          <li key={`${item.targetId ?? "form"}-${index}`} data-slot="error-summary-item" className="text-sm font-medium text-destructive">
            {item.targetId ? (
              <a
                href={`#${item.targetId}`}
                className="underline underline-offset-2 hover:decoration-2"
                onClick={(event) => {
                  event.preventDefault();
                  if (onItemSelect) onItemSelect(item);
                  else focusFormControl(item.targetId!);
                }}
              >
                {item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
