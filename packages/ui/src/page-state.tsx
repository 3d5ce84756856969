import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "./lib/cn";

// No hooks here: the apps' not-found pages render these as server components.

export const pageStateVariants = cva("mx-auto flex w-full flex-col items-center gap-4 text-center", {
  variants: {
    intent: {
      /** A whole page: unknown site or path (spec 8). */
      "not-found": "max-w-xl px-4 py-16 sm:py-24",
      /** A whole page: something failed while rendering or loading. */
      error: "max-w-xl px-4 py-16 sm:py-24",
      /** A panel inside a page: a list with nothing in it. */
      empty: "rounded-lg border border-dashed border-input px-6 py-10 sm:py-12",
    },
  },
  defaultVariants: { intent: "not-found" },
});

export type PageStateIntent = NonNullable<VariantProps<typeof pageStateVariants>["intent"]>;

export type PageStateProps = React.ComponentProps<"section"> & VariantProps<typeof pageStateVariants>;

/** A 404, error or empty panel: compose PageStateCode, PageStateTitle, PageStateMessage and PageStateActions inside. */
export function PageState({ intent, className, ...props }: PageStateProps) {
  return (
    <section
      data-slot="page-state"
      data-variant={intent ?? "not-found"}
      className={cn(pageStateVariants({ intent }), "group/page-state", className)}
      {...props}
    />
  );
}

/** The status in large type ("404", "500"); decorative next to the title, so hidden from screen readers. */
export function PageStateCode({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="page-state-code"
      aria-hidden="true"
      className={cn(
        "text-6xl leading-none font-extrabold tracking-tight text-primary tabular-nums sm:text-7xl",
        "group-data-[variant=error]/page-state:text-destructive",
        className,
      )}
      {...props}
    />
  );
}

export type PageStateTitleProps = React.ComponentProps<"h1"> & {
  /** An <h1> by default (a whole page); pass asChild with an <h2> for a panel inside a page. */
  asChild?: boolean;
};

export function PageStateTitle({ asChild = false, className, ...props }: PageStateTitleProps) {
  const Comp = asChild ? Slot.Root : "h1";
  return (
    <Comp
      data-slot="page-state-title"
      className={cn(
        "text-2xl font-bold tracking-tight text-balance text-foreground sm:text-3xl",
        "group-data-[variant=empty]/page-state:text-xl sm:group-data-[variant=empty]/page-state:text-2xl",
        className,
      )}
      {...props}
    />
  );
}

export function PageStateMessage({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="page-state-message" className={cn("max-w-prose text-base text-pretty text-muted-foreground", className)} {...props} />;
}

/** Buttons or links out of the state (home, search, try again). */
export function PageStateActions({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="page-state-actions" className={cn("mt-2 flex flex-wrap items-center justify-center gap-3", className)} {...props} />;
}
