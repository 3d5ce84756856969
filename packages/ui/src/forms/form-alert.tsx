import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn";

export const formAlertVariants = cva("flex flex-col gap-1 rounded-md border-l-4 px-4 py-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring", {
  variants: {
    tone: {
      // spec 2.9: a destructive alert for a single form error.
      destructive: "border-destructive bg-destructive/5 text-destructive",
      success: "border-primary bg-primary/5 text-foreground",
    },
  },
  defaultVariants: { tone: "destructive" },
});

export type FormAlertTone = NonNullable<VariantProps<typeof formAlertVariants>["tone"]>;

/**
 * A message about the whole form. Destructive alerts are role="alert" (read out at
 * once); success is role="status" (read out politely).
 */
export function FormAlert({ className, tone, title, children, ...props }: Omit<React.ComponentProps<"div">, "title"> & VariantProps<typeof formAlertVariants> & { title?: React.ReactNode }) {
  const variant = tone ?? "destructive";
  return (
    <div data-slot="form-alert" data-tone={variant} role={variant === "destructive" ? "alert" : "status"} className={cn(formAlertVariants({ tone: variant }), className)} {...props}>
      {title ? <p className="font-semibold">{title}</p> : null}
      <div className="font-medium">{children}</div>
    </div>
  );
}
