// The number of cars found (spec 9: a count above 1999 is capped; domain
// displayCount decides what to show). Announced politely when it changes.
import * as React from "react";
import { formatNumber, type Locale } from "@forecourt/domain";
import { cn } from "../lib/cn";

export interface ResultCountProps extends React.ComponentProps<"p"> {
  count: number;
  locale?: Locale;
  translations?: { found?: (count: string, n: number) => string };
}

export function ResultCount({ count, locale = "en-AU", translations, className, ...props }: ResultCountProps) {
  const text = (translations?.found ?? ((formatted: string, n: number) => `${formatted} ${n === 1 ? "car" : "cars"} found`))(formatNumber(count, locale), count);
  return (
    <p data-slot="result-count" data-count={count} role="status" className={cn("text-sm font-medium", className)} {...props}>
      {text}
    </p>
  );
}
