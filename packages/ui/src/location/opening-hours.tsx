// Opening hours as a location card lists them (spec 2.7): the rows come from
// domain (Mon-Fri as one line when identical, Saturday and Sunday apart, a
// closed day in the site's words). On a site whose closed days read 'Enquire
// Now', a closed day is a link to the location's contact form. No hooks.
import type * as React from "react";
import { type HoursRow, localizeSpelling, type Locale } from "@forecourt/domain";
import { FrameworkLink } from "../framework";
import { cn } from "../lib/cn";

export interface OpeningHoursProps extends Omit<React.ComponentProps<"dl">, "children"> {
  rows: readonly HoursRow[];
  /** Where a closed day links when it reads Enquire Now (spec 2.7); without it the text stays plain. */
  enquireHref?: string | null;
  locale?: Locale;
}

export function OpeningHours({ rows, enquireHref = null, locale = "en-AU", className, ...props }: OpeningHoursProps) {
  if (rows.length === 0) return null;
  return (
    <dl data-slot="opening-hours" className={cn("grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm", className)} {...props}>
      {rows.map((row) => (
        <div key={row.label} data-slot="opening-hours-row" data-state={row.closed ? "closed" : "open"} className="contents">
          <dt className="font-medium">{row.label}</dt>
          <dd className={cn(row.closed && "text-muted-foreground")}>
            {row.closed && enquireHref && row.value === "Enquire Now" ? (
              <FrameworkLink href={enquireHref} className="font-medium text-link underline underline-offset-4 hover:decoration-2">
                {localizeSpelling(row.value, locale)}
                <span className="sr-only"> ({row.label})</span>
              </FrameworkLink>
            ) : (
              localizeSpelling(row.value, locale)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
