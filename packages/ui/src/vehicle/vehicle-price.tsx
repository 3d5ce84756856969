// The vehicle page's price block (spec 4 'Price display priority', spec 5 'Market
// price indicator') and its tag (spec 4 'Card tag'). Presentational: the rules in
// @forecourt/domain decide what to show; these render it.
import * as React from "react";
import { type DisplayPrice, formatPrice, type MarketPriceIndicator } from "@forecourt/domain";
import { cn } from "../lib/cn";

export type VehiclePriceProps = React.ComponentProps<"div"> & {
  price: DisplayPrice;
  /** The struck-through 'was' price (domain previousPrice), when there is one. */
  previous?: number | null;
  /** spec 3 price_type, e.g. 'Drive Away'. */
  priceType?: string | null;
};

export function VehiclePrice({ price, previous, priceType, className, ...props }: VehiclePriceProps) {
  return (
    <div data-slot="vehicle-price" data-kind={price.kind} className={cn("flex flex-wrap items-baseline gap-x-3 gap-y-1", className)} {...props}>
      <p className="text-3xl font-bold tracking-tight" data-slot="vehicle-price-amount">
        {price.text}
      </p>
      {price.kind === "price" && priceType ? (
        <p className="text-sm font-medium text-muted-foreground" data-slot="vehicle-price-type">
          {priceType}
        </p>
      ) : null}
      {previous ? (
        <p className="text-base text-muted-foreground" data-slot="vehicle-price-previous">
          <span className="sr-only">Was </span>
          <s>{formatPrice(previous)}</s>
        </p>
      ) : null}
    </div>
  );
}

// The tag lives with the result card's in ../vehicle-tag, one colour rule for both.
export { VehicleTag, type VehicleTagProps } from "../vehicle-tag";

export type MarketPriceBadgeProps = React.ComponentProps<"p"> & { indicator: MarketPriceIndicator };

/** spec 5: the car is priced more than $499 under the (state or national) average. */
export function MarketPriceBadge({ indicator, className, ...props }: MarketPriceBadgeProps) {
  const where = indicator.reference === "state" ? "the state average market price" : "the national average market price";
  return (
    <p data-slot="market-price" data-reference={indicator.reference} className={cn("inline-flex items-center gap-2 rounded-md border border-emerald-800 bg-emerald-50 px-3 py-1.5 text-sm text-emerald-900", className)} {...props}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
        <path d="m3 7 6 6 4-4 8 8M21 11v6h-6" />
      </svg>
      <span>
        <strong>{formatPrice(indicator.belowBy)} below</strong> {where}
      </span>
    </p>
  );
}
