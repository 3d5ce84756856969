// A review rating (spec 2.7 card 'review rating', spec 5: at most 4 whole stars
// plus a partial one, with one decimal; the partial fill only above 0.3).
// No hooks: renders on the server.
import type * as React from "react";
import { formatNumber, type Locale, starRating } from "@forecourt/domain";
import { cn } from "../lib/cn";

const starPath = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

/** One star, filled to `fill` (0 to 1) from the left. */
export function Star({ fill, className }: { fill: number; className?: string }) {
  const width = `${Math.round(Math.min(1, Math.max(0, fill)) * 100)}%`;
  return (
    <span data-slot="star" data-fill={fill >= 1 ? "full" : fill > 0 ? "partial" : "empty"} className={cn("relative inline-block size-4 shrink-0", className)} aria-hidden="true">
      <svg viewBox="0 0 24 24" className="absolute inset-0 size-full text-muted-foreground/40" fill="currentColor" focusable="false">
        <path d={starPath} />
      </svg>
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width }}>
        <svg viewBox="0 0 24 24" className="size-4 max-w-none text-accent" fill="currentColor" focusable="false">
          <path d={starPath} />
        </svg>
      </span>
    </span>
  );
}

/** Five stars for an average: whole stars, the spec 5 partial one, then empty ones. */
export function StarRow({ average, className }: { average: unknown; className?: string }) {
  const rating = starRating(average);
  const fills = Array.from({ length: 5 }, (_, index) => (index < rating.full ? 1 : index === rating.full ? rating.partial : 0));
  return (
    <span data-slot="star-row" data-full={rating.full} data-partial={rating.partial} className={cn("inline-flex items-center gap-0.5", className)} aria-hidden="true">
      {fills.map((fill, index) => (
        <Star key={index} fill={fill} />
      ))}
    </span>
  );
}

export interface ReviewRatingProps extends Omit<React.ComponentProps<"p">, "children"> {
  /** A number or the string the reviews API sends (spec 3). */
  average: unknown;
  /** How many reviews; left out when null. */
  count?: number | null;
  locale?: Locale;
}

/** '★★★★½ 4.6 (312 reviews)': the stars are decorative, the text reads 'Rated 4.6 out of 5, 312 reviews'. */
export function ReviewRating({ average, count = null, locale = "en-AU", className, ...props }: ReviewRatingProps) {
  const rating = starRating(average);
  return (
    <p data-slot="review-rating" className={cn("flex flex-wrap items-center gap-x-2 gap-y-1 text-sm", className)} {...props}>
      <StarRow average={average} />
      <span>
        <span className="sr-only">Rated </span>
        <span className="font-semibold">{rating.text}</span>
        <span className="sr-only"> out of 5</span>
        {count !== null ? (
          <span className="text-muted-foreground">
            <span className="sr-only">,</span> ({formatNumber(count, locale)} {count === 1 ? "review" : "reviews"})
          </span>
        ) : null}
      </span>
    </p>
  );
}
