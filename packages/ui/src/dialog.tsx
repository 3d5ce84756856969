"use client";
// A modal dialog (spec 2.5 'Modals': enquiry form, Book a Test Drive form, finance
// and certified info) on Radix Dialog: focus moves in and is trapped, Escape and the
// close button close it, focus returns to the button that opened it, the page
// behind is inert. Centred on wide screens, a near full-height sheet on phones.
import * as React from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Button } from "./button";
import { CloseIcon } from "./icons";
import { cn } from "./lib/cn";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** The close button's accessible name. */
  closeLabel?: string;
  /** Portal target; defaults to document.body (which carries the dealer's colour tokens). */
  container?: HTMLElement | null;
};

export function DialogContent({ className, children, closeLabel = "Close", container, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 z-50 bg-black/60 motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in"
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed inset-x-0 bottom-0 z-50 flex max-h-[calc(100dvh-1rem)] flex-col rounded-t-xl bg-popover text-popover-foreground shadow-2xl outline-none",
          "sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(40rem,calc(100vw-2rem))] sm:max-h-[calc(100dvh-4rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl",
          "motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in",
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close asChild>
          <Button data-slot="dialog-close" intent="ghost" size="icon" aria-label={closeLabel} className="absolute top-2 right-2">
            <CloseIcon className="size-6" />
          </Button>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn("border-b border-border py-4 pr-16 pl-5", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn("text-xl font-semibold tracking-tight", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" className={cn("mt-1 text-sm text-muted-foreground", className)} {...props} />;
}

/** The scrolling part: a long form scrolls inside the dialog, the header stays. */
export function DialogBody({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-body" className={cn("overflow-y-auto overscroll-contain px-5 py-5", className)} {...props} />;
}
