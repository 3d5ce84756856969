"use client";
// spec 2.7 'View Holiday Opening Hours': a dialog listing the location's special
// hours by date (domain specialHoursRows: from today, oldest first). The lazy
// dialog loads its surface only when the button is reached, so a page that
// shows the button ships almost nothing for it.
import { type SpecialHoursRow } from "@forecourt/domain";
import { Button } from "../button";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "../dialog";

export interface HolidayHoursProps {
  /** The location's name, for the dialog's description. */
  locationName: string;
  rows: readonly SpecialHoursRow[];
  translations?: { trigger?: string; title?: string; description?: (name: string) => string };
}

/** The button and its dialog; nothing when there are no holiday hours to list. */
export function HolidayHours({ locationName, rows, translations }: HolidayHoursProps) {
  if (rows.length === 0) return null;
  const title = translations?.title ?? "Holiday Opening Hours";
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button intent="link" size="sm" data-action="holiday-hours" className="min-h-6 w-fit">
          {translations?.trigger ?? "View Holiday Opening Hours"}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{translations?.description?.(locationName) ?? `Special opening hours at ${locationName}, by date.`}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <dl data-slot="holiday-hours" className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
            {rows.map((row) => (
              <div key={row.date} data-slot="holiday-hours-row" data-state={row.closed ? "closed" : "open"} className="contents">
                <dt>
                  <time dateTime={row.date} className="font-medium">
                    {row.label}
                  </time>
                  {row.name ? <span className="block text-muted-foreground">{row.name}</span> : null}
                </dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
