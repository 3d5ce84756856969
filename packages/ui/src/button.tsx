import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "./lib/cn";

// A link intent is text in a line: it takes a size's type but not its box (height and padding).
const boxedIntents: Array<"primary" | "secondary" | "outline" | "ghost" | "destructive" | "badge"> = ["primary", "secondary", "outline", "ghost", "destructive", "badge"];

export const buttonVariants = cva(
  [
    // No position here: a caller may place the button (`absolute top-2 right-2`) without overriding one.
    "inline-flex shrink-0 items-center justify-center gap-2",
    "transition-colors select-none",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:cursor-not-allowed",
    "data-[state=loading]:cursor-progress",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      intent: {
        primary: "bg-primary font-medium text-primary-foreground hover:bg-primary-hover",
        secondary: "bg-secondary font-medium text-secondary-foreground hover:bg-secondary-hover",
        outline: "border border-input bg-background font-medium text-foreground hover:bg-muted",
        ghost: "bg-transparent font-medium text-current hover:bg-current/10",
        destructive: "bg-destructive font-medium text-destructive-foreground hover:bg-destructive-hover",
        link: "font-medium text-link underline underline-offset-4 hover:decoration-2",
        /** A trigger that reads as a badge (Toyota Certified): outlined and lettered in the brand colour. */
        badge: "border border-primary bg-background font-semibold text-primary hover:bg-muted",
      },
      // spec 9 / WCAG 2.2 2.5.8: every size stays at or above a 24px target; md and up meet 44px.
      size: {
        sm: "text-sm",
        md: "text-sm",
        lg: "text-base",
        icon: "size-11",
      },
      /** `wrap` lets a long label run onto more lines when its container is narrower than it; the height becomes a minimum. */
      layout: {
        "one-line": "whitespace-nowrap",
        wrap: "py-2 whitespace-normal",
      },
      /** `round`: a floating control, e.g. the gallery's arrows over the photo. */
      shape: {
        rounded: "rounded-md",
        round: "rounded-full",
      },
    },
    compoundVariants: [
      { intent: boxedIntents, size: "sm", className: "px-3" },
      { intent: boxedIntents, size: "md", className: "px-4" },
      { intent: boxedIntents, size: "lg", className: "px-6" },
      { intent: boxedIntents, size: "sm", layout: "one-line", className: "h-9" },
      { intent: boxedIntents, size: "md", layout: "one-line", className: "h-11" },
      { intent: boxedIntents, size: "lg", layout: "one-line", className: "h-12" },
      { intent: boxedIntents, size: "sm", layout: "wrap", className: "min-h-9" },
      { intent: boxedIntents, size: "md", layout: "wrap", className: "min-h-11" },
      { intent: boxedIntents, size: "lg", layout: "wrap", className: "min-h-12" },
    ],
    defaultVariants: { intent: "primary", size: "md", layout: "one-line", shape: "rounded" },
  },
);

export type ButtonIntent = NonNullable<VariantProps<typeof buttonVariants>["intent"]>;
export type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>["size"]>;

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a link, a Radix trigger) with the button's styles. */
    asChild?: boolean;
    /** Shows a spinner, sets aria-busy and data-state="loading", and ignores clicks while keeping focus. */
    loading?: boolean;
  };

function ignoreClickWhileLoading(event: React.MouseEvent) {
  // Also stops a submit button from submitting the form a second time.
  event.preventDefault();
}

export function Button({ className, intent, size, layout, shape, asChild = false, loading = false, children, onClick, ...props }: ButtonProps) {
  const shared = {
    "data-slot": "button",
    "data-variant": intent ?? "primary",
    "data-size": size ?? "md",
    ...props,
    // Keep a trigger's own data-state (open/closed) unless we are loading.
    "data-state": loading ? "loading" : (props as { "data-state"?: string })["data-state"],
    "aria-busy": loading || undefined,
    // aria-disabled rather than disabled, so focus stays on the button while it works.
    "aria-disabled": loading || props["aria-disabled"] || undefined,
    // Only a loading button gets a handler of ours, so a plain Button still renders in a server component.
    onClick: loading ? ignoreClickWhileLoading : onClick,
    className: cn(buttonVariants({ intent, size, layout, shape }), className),
  };
  const spinner = loading ? <ButtonSpinner /> : null;
  if (asChild) {
    // Slot needs Slottable as its direct child to put the spinner inside the link it renders.
    return (
      <Slot.Root {...shared}>
        {spinner}
        <Slot.Slottable>{children}</Slot.Slottable>
      </Slot.Root>
    );
  }
  return (
    <button {...shared}>
      {spinner}
      {children}
    </button>
  );
}

/** The busy indicator a loading Button shows before its label. */
export function ButtonSpinner({ className, ...props }: React.ComponentProps<"svg">) {
  return (
    <svg
      data-slot="button-spinner"
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className={cn("size-4 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]", className)}
      {...props}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
