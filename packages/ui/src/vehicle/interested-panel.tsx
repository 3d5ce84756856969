// The bottom panel of the vehicle page (spec 2.5): 'Interested in this vehicle?'
// with its items (Reserve Now, Trade In Valuation), each with its own action.
import * as React from "react";
import { cn } from "../lib/cn";

export interface InterestedItem {
  id: string;
  title: string;
  text: string;
  action: React.ReactNode;
}

export type InterestedPanelProps = Omit<React.ComponentProps<"section">, "children"> & {
  title: string;
  items: InterestedItem[];
};

export function InterestedPanel({ title, items, className, ...props }: InterestedPanelProps) {
  const headingId = React.useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-slot="interested-panel" className={cn("rounded-lg bg-muted p-6 md:p-8", className)} {...props}>
      <h2 id={headingId} className="text-2xl font-semibold">
        {title}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} data-slot="interested-item" data-kind={item.id} className="flex flex-col items-start gap-3 rounded-lg border border-border bg-background p-5">
            <h3 className="text-lg font-semibold">{item.title}</h3>
            <p className="text-sm text-muted-foreground">{item.text}</p>
            <div className="mt-auto">{item.action}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}
