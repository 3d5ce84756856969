import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn";

// Native checkboxes and radios: keyboard, form reset and screen readers work
// without script; the label around each makes the whole row the click target.

const boxClasses = "mt-0.5 size-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

export function Checkbox({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return <input data-slot="checkbox" type="checkbox" className={cn(boxClasses, "rounded-sm", className)} {...props} />;
}

export function Radio({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return <input data-slot="radio" type="radio" className={cn(boxClasses, className)} {...props} />;
}

export const choiceLabelVariants = cva("flex min-h-11 cursor-pointer items-start gap-3 text-base text-foreground", {
  variants: {
    /** `compact`: a lone checkbox in a Field (opt-in, terms), whose gap already spaces it; `list`: one row of several. */
    density: { list: "py-2.5", compact: "py-1" },
  },
  defaultVariants: { density: "list" },
});

/** A checkbox or radio with its text beside it; the row is at least 44px tall so it is easy to tap. */
export function ChoiceLabel({ className, density, ...props }: React.ComponentProps<"label"> & VariantProps<typeof choiceLabelVariants>) {
  return <label data-slot="choice-label" className={cn(choiceLabelVariants({ density }), className)} {...props} />;
}
