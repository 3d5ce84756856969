// The one tag of spec 4's priority order ('Card tag'), as the result card and the
// vehicle page show it: the rule (`cardTag` in @forecourt/domain) picks the tag,
// this picks its colours, so a car reads the same on both.
import * as React from "react";
import { cva } from "class-variance-authority";
import type { CardTag } from "@forecourt/domain";
import { cn } from "./lib/cn";

export const vehicleTagVariants = cva("inline-flex items-center rounded text-xs tracking-wide uppercase", {
  variants: {
    tone: {
      sold: "bg-destructive text-destructive-foreground",
      reserved: "bg-foreground text-background",
      certified: "bg-primary text-primary-foreground",
      promo: "bg-destructive text-destructive-foreground",
      // spec 4: a runout sale is green on sites that say so; electric and hybrid share it.
      runout: "bg-emerald-800 text-white",
      green: "bg-emerald-800 text-white",
      notice: "bg-foreground text-background",
      fresh: "bg-primary text-primary-foreground",
    },
    size: {
      sm: "px-2 py-0.5 font-semibold",
      md: "px-2.5 py-1 font-bold",
    },
  },
  defaultVariants: { tone: "notice", size: "md" },
});

export type VehicleTagTone = NonNullable<Parameters<typeof vehicleTagVariants>[0]>["tone"];

export function vehicleTagTone(tag: CardTag): VehicleTagTone {
  switch (tag.kind) {
    case "sold":
      return "sold";
    case "reserved":
      return "reserved";
    case "certified":
      return "certified";
    case "custom":
      return tag.tone === "green" ? "runout" : "promo";
    case "electric":
    case "hybrid":
      return "green";
    case "new-arrival":
      return "fresh";
    default:
      return "notice";
  }
}

export type VehicleTagProps = React.ComponentProps<"p"> & { tag: CardTag };

/** The tag on the vehicle page: a paragraph of its own under the heading. */
export function VehicleTag({ tag, className, ...props }: VehicleTagProps) {
  const tone = vehicleTagTone(tag);
  return (
    <p data-slot="vehicle-tag" data-variant={tone} data-kind={tag.kind} className={cn(vehicleTagVariants({ tone }), className)} {...props}>
      {tag.label}
    </p>
  );
}

/** The same tag inline on a result card, a size smaller. */
export function VehicleCardTag({ tag, className, ...props }: React.ComponentProps<"span"> & { tag: CardTag }) {
  return (
    <span data-slot="vehicle-card-tag" data-variant={tag.kind} className={cn(vehicleTagVariants({ tone: vehicleTagTone(tag), size: "sm" }), className)} {...props}>
      {tag.label}
    </span>
  );
}
