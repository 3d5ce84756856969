// The car a form is about (spec 2.1: the finance form and /cars/trade-in are opened
// from a car with `car_id`): photo, heading, price and a way back to the car, so the
// shopper sees what the dealer will see on the lead.
import * as React from "react";
import { carHeading, carImage, carPath, displayPrice, type DisplayPriceOptions, imageUrl } from "@forecourt/domain";
import { FrameworkLink } from "../framework";
import type { VehicleCardCar } from "../vehicle-card/vehicle-card";
import { cn } from "../lib/cn";

export interface CarFormSummaryProps extends React.ComponentProps<"section"> {
  car: VehicleCardCar;
  price?: DisplayPriceOptions;
  /** The sentence above the car, e.g. 'You are asking about finance for'. */
  lead: string;
}

export function CarFormSummary({ car, price, lead, className, ...props }: CarFormSummaryProps) {
  const heading = carHeading(car);
  const title = [heading.title, heading.subtitle].filter(Boolean).join(" ");
  const image = carImage(car);
  const shown = displayPrice(car, price);
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} data-slot="car-form-summary" className={cn("flex items-center gap-4 rounded-lg border border-border bg-muted p-4", className)} {...props}>
      {image ? (
        <img src={imageUrl(image, { width: 160, height: 120, crop: true })} alt="" width={160} height={120} className="h-[90px] w-[120px] shrink-0 rounded object-cover" />
      ) : null}
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{lead}</p>
        <h2 id={headingId} className="text-lg font-semibold leading-snug">
          {title}
        </h2>
        <p className="text-sm">
          <span className="font-semibold">{shown.text}</span>
          {shown.kind === "price" && car.price_type ? <span className="text-muted-foreground"> {car.price_type}</span> : null}
        </p>
        <FrameworkLink href={carPath(car.slug ?? "")} className="text-sm font-medium text-link underline underline-offset-4">
          View this car
        </FrameworkLink>
      </div>
    </section>
  );
}
