import * as React from "react";
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

/** A checkbox or radio with its text beside it; the row is at least 44px tall so it is easy to tap. */
export function ChoiceLabel({ className, ...props }: React.ComponentProps<"label">) {
  return <label data-slot="choice-label" className={cn("flex min-h-11 cursor-pointer items-start gap-3 py-2.5 text-base text-foreground", className)} {...props} />;
}
