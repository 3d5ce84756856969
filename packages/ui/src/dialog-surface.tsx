"use client";
// The part of a dialog that exists only once it has been opened: Radix Dialog's
// portal, overlay, focus trap, dismissable layer and scroll lock (about 12 KB
// gzipped with their helpers). `./dialog` loads this module on the first open, or
// earlier when the pointer or focus reaches a trigger, so a page whose dialogs are
// never opened never downloads it (issue 6 and 7 JavaScript budgets).
import * as React from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { cva } from "class-variance-authority";
import { Button } from "./button";
import { CloseIcon } from "./icons";
import { cn } from "./lib/cn";

/** Where the dialog sits: centred (a near full-height sheet on phones), a drawer from a side, or the whole screen. */
export type DialogLayout = "modal" | "drawer-left" | "drawer-right" | "full-screen";

const contentVariants = cva("fixed z-50 flex flex-col outline-none", {
  variants: {
    layout: {
      modal: [
        "bg-popover text-popover-foreground shadow-2xl",
        "inset-x-0 bottom-0 max-h-[calc(100dvh-1rem)] rounded-t-xl",
        "sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(40rem,calc(100vw-2rem))] sm:max-h-[calc(100dvh-4rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl",
        "motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in",
      ],
      "drawer-left": [
        "bg-popover text-popover-foreground shadow-2xl",
        "inset-y-0 left-0 w-[min(24rem,calc(100vw-3rem))]",
        "motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in",
      ],
      "drawer-right": [
        "bg-popover text-popover-foreground shadow-2xl",
        "inset-y-0 right-0 w-[min(24rem,calc(100vw-3rem))]",
        "motion-safe:data-[state=closed]:animate-drawer-out motion-safe:data-[state=open]:animate-drawer-in",
      ],
      // The gallery's full-screen view (spec 2.5): the whole viewport, photos on black.
      "full-screen": [
        "inset-0 h-dvh w-screen bg-black text-white [&>[data-slot=dialog-close]]:text-white",
        "motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in",
      ],
    },
  },
  defaultVariants: { layout: "modal" },
});

export type DialogSurfaceProps = Omit<React.ComponentProps<typeof DialogPrimitive.Content>, "id"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The content's id: the trigger's aria-controls names it. */
  contentId: string;
  /** Gets focus back when the dialog closes (the trigger). */
  returnFocusTo: React.RefObject<HTMLElement | null>;
  layout?: DialogLayout;
  overlayClassName?: string;
  /** The close button's accessible name; `null` leaves the button out (the content has its own). */
  closeLabel?: string | null;
  /** Portal target; defaults to document.body (which carries the dealer's colour tokens). */
  container?: HTMLElement | null;
};

export function DialogSurface({
  open,
  onOpenChange,
  contentId,
  returnFocusTo,
  layout = "modal",
  overlayClassName,
  closeLabel = "Close",
  container,
  className,
  children,
  onCloseAutoFocus,
  ...props
}: DialogSurfaceProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay
          data-slot="dialog-overlay"
          className={cn(
            "fixed inset-0 z-50 bg-black/60 motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in",
            overlayClassName,
          )}
        />
        <DialogPrimitive.Content
          data-slot="dialog-content"
          id={contentId}
          className={cn(contentVariants({ layout }), className)}
          // The trigger lives outside Radix's Root (it is rendered before this module
          // loads), so Radix cannot find it: focus goes back to it here.
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          {...props}
        >
          {children}
          {closeLabel === null ? null : (
            <DialogPrimitive.Close asChild>
              <Button data-slot="dialog-close" intent="ghost" size="icon" aria-label={closeLabel} className="absolute top-2 right-2">
                <CloseIcon className="size-6" />
              </Button>
            </DialogPrimitive.Close>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;
