import * as React from "react";
import { cn } from "../lib/cn";

// Form field layout, shadcn-style: one Field per control with its label, help
// text and inline error. Ids and aria wiring are the caller's (see LeadForm), so
// these stay plain server-renderable parts.

/** One control with its label, description and error; data-invalid lets a template restyle an invalid field. */
export function Field({ className, invalid = false, ...props }: React.ComponentProps<"div"> & { invalid?: boolean }) {
  return <div data-slot="field" data-invalid={invalid || undefined} className={cn("group/field flex min-w-0 flex-col gap-1.5", className)} {...props} />;
}

export function FieldLabel({ className, optional, optionalText = "(optional)", children, ...props }: React.ComponentProps<"label"> & { optional?: boolean; optionalText?: string }) {
  return (
    <label data-slot="field-label" className={cn("text-sm font-medium text-foreground", className)} {...props}>
      {children}
      {optional ? (
        <>
          {" "}
          <span className="font-normal text-muted-foreground">{optionalText}</span>
        </>
      ) : null}
    </label>
  );
}

export function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="field-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

/** The inline error. "Error:" is read out before the message (it is not shown), so the error is clear without colour. */
export function FieldError({ className, children, errorPrefix = "Error:", ...props }: React.ComponentProps<"p"> & { errorPrefix?: string }) {
  if (!children) return null;
  return (
    <p data-slot="field-error" className={cn("flex items-start gap-1.5 text-sm font-medium text-destructive", className)} {...props}>
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="mt-0.5 size-4 shrink-0 fill-current">
        <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.75 3.5h1.5v4.75h-1.5V4.5Zm.75 7.75a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z" />
      </svg>
      <span>
        <span className="sr-only">{errorPrefix}</span> {children}
      </span>
    </p>
  );
}

/** A group of radios or checkboxes under one question. */
export function FieldSet({ className, invalid = false, ...props }: React.ComponentProps<"fieldset"> & { invalid?: boolean }) {
  return <fieldset data-slot="field-set" data-invalid={invalid || undefined} className={cn("flex min-w-0 flex-col gap-2", className)} {...props} />;
}

export function FieldLegend({ className, optional, optionalText = "(optional)", children, ...props }: React.ComponentProps<"legend"> & { optional?: boolean; optionalText?: string }) {
  return (
    <legend data-slot="field-legend" className={cn("mb-1 text-sm font-medium text-foreground", className)} {...props}>
      {children}
      {optional ? (
        <>
          {" "}
          <span className="font-normal text-muted-foreground">{optionalText}</span>
        </>
      ) : null}
    </legend>
  );
}
