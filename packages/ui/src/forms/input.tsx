import * as React from "react";
import { cn } from "../lib/cn";

// 16px text so iOS does not zoom into a focused field; 44px tall to meet the touch target.
const controlClasses = [
  "w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground",
  "placeholder:text-muted-foreground",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
  "aria-invalid:border-2 aria-invalid:border-destructive",
  "disabled:cursor-not-allowed disabled:opacity-50",
];

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return <input data-slot="input" type={type} className={cn(controlClasses, "h-11", className)} {...props} />;
}

export function Textarea({ className, rows = 5, ...props }: React.ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" rows={rows} className={cn(controlClasses, "min-h-28 resize-y py-2.5", className)} {...props} />;
}

export { controlClasses as inputControlClasses };
