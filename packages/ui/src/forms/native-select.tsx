import * as React from "react";
import { ChevronDownIcon } from "../icons";
import { cn } from "../lib/cn";
import { inputControlClasses } from "./input";

/** The platform's select, styled: its picker is the phone's own, which is the most robust on small screens. */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div data-slot="native-select-wrapper" className="relative w-full">
      <select data-slot="native-select" className={cn(inputControlClasses, "h-11 cursor-pointer appearance-none pr-10", className)} {...props}>
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
