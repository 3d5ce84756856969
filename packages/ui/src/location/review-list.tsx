// Reviews as a list (spec 3 'Review'): the customer, the stars, the date and the
// text, and which location it is about on a page of several. Which reviews show
// is domain's rule (visibleReviews, spec 5). No hooks.
import type * as React from "react";
import { cn } from "../lib/cn";
import { StarRow } from "./review-rating";

export interface ReviewListItem {
  id: number;
  customer: string;
  rating: number;
  text: string;
  /** The date as the site writes it, and as YYYY-MM-DD for the <time> element. */
  dateLabel: string;
  dateTime: string;
  /** The location's name, on a page listing several locations' reviews. */
  location?: string | null;
}

export function ReviewList({ reviews, className, ...props }: { reviews: readonly ReviewListItem[] } & Omit<React.ComponentProps<"ol">, "children">) {
  return (
    <ol data-slot="review-list" className={cn("grid gap-4 md:grid-cols-2", className)} {...props}>
      {reviews.map((review) => (
        <li key={review.id} data-slot="review" className="flex flex-col gap-2 rounded-lg border border-border bg-background p-5">
          <figure className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <StarRow average={review.rating} />
              <span className="sr-only">Rated {review.rating} out of 5</span>
              <time dateTime={review.dateTime} className="text-sm text-muted-foreground">
                {review.dateLabel}
              </time>
            </div>
            <blockquote className="text-sm leading-relaxed">
              <p>{review.text}</p>
            </blockquote>
            <figcaption className="text-sm">
              <span className="font-semibold">{review.customer}</span>
              {review.location ? <span className="text-muted-foreground"> · {review.location}</span> : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ol>
  );
}
