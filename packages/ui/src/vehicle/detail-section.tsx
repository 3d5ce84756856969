// One section of the vehicle page (spec 2.5: Key information, Dealer Comments, What's
// Included, Why Buy From Us?, ...), headed at level 2 so the page outline reads well.
import * as React from "react";
import { cn } from "../lib/cn";

export type DetailSectionProps = React.ComponentProps<"section"> & {
  /** The section's heading text and its id (used by in-page links). */
  heading: string;
  sectionId: string;
};

/** One section of the vehicle page (spec 2.5), headed at level 2. */
export function DetailSection({ heading, sectionId, className, children, ...props }: DetailSectionProps) {
  return (
    <section id={sectionId} aria-labelledby={`${sectionId}-heading`} data-slot="detail-section" data-section={sectionId} className={cn("scroll-mt-24 border-t border-border pt-6", className)} {...props}>
      <h2 id={`${sectionId}-heading`} className="text-xl font-semibold">
        {heading}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
