"use client";
// A modal dialog (spec 2.5 'Modals': enquiry form, Book a Test Drive form, finance
// and certified info; the phone menu and the search filters as drawers) on Radix
// Dialog: focus moves in and is trapped, Escape and the close button close it,
// focus returns to the button that opened it, the page behind is inert. Centred on
// wide screens, a near full-height sheet on phones.
//
// The parts rendered before anything opens (the root's state, the trigger, the
// close button) are our own and small; Radix and the surface load with
// `./dialog-surface` on the first open, or as soon as the pointer or focus reaches
// a trigger, so a shopper who opens nothing downloads none of it. The trigger keeps
// the button semantics Radix's would give (aria-haspopup, aria-expanded,
// aria-controls, data-state).
import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import type * as Surface from "./dialog-surface";
import type { DialogSurfaceProps } from "./dialog-surface";
import { cn } from "./lib/cn";
import { useControllableState } from "./lib/use-controllable-state";

type SurfaceModule = typeof Surface;

let surfaceModule: SurfaceModule | undefined;
let surfaceLoading: Promise<SurfaceModule> | undefined;

/**
 * Loads the dialog surface once for the whole page (one retry: a dropped chunk
 * request on a phone's connection should not leave the button dead). A load
 * that fails twice may be tried again by the next open.
 */
export function preloadDialog(): Promise<SurfaceModule> {
  if (surfaceModule) return Promise.resolve(surfaceModule);
  surfaceLoading ??= import("./dialog-surface")
    .catch(() => import("./dialog-surface"))
    .then(
      (module) => (surfaceModule = module),
      (error: unknown) => {
        surfaceLoading = undefined;
        throw error;
      },
    );
  return surfaceLoading;
}

interface DialogContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  triggerRef: React.RefObject<HTMLElement | null>;
  contentId: string;
}

const DialogContext = React.createContext<DialogContextValue | null>(null);

function useDialog(part: string): DialogContextValue {
  const context = React.useContext(DialogContext);
  if (!context) throw new Error(`<${part}> must be rendered inside <Dialog>.`);
  return context;
}

function surface(part: string): SurfaceModule {
  if (!surfaceModule) throw new Error(`<${part}> must be rendered inside <DialogContent>.`);
  return surfaceModule;
}

export interface DialogProps {
  children?: React.ReactNode;
  /** Controlled open state (with onOpenChange). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The dialog's state: a trigger, the content and anything around them. */
export function Dialog({ children, open: openProp, defaultOpen = false, onOpenChange }: DialogProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const triggerRef = React.useRef<HTMLElement | null>(null);
  const contentId = React.useId();
  const value = React.useMemo(() => ({ open, setOpen, triggerRef, contentId }), [open, setOpen, contentId]);
  return <DialogContext.Provider value={value}>{children}</DialogContext.Provider>;
}

type SlotButtonProps = React.ComponentProps<"button"> & {
  /** Render the child element (a Button, a link styled as one) instead of a <button>. */
  asChild?: boolean;
};

function composeHandlers<E extends React.SyntheticEvent>(theirs: ((event: E) => void) | undefined, ours: (event: E) => void) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/** Opens (or closes) the dialog; loads its surface when the pointer or focus arrives. */
export function DialogTrigger({ asChild, ref, onClick, onPointerEnter, onPointerDown, onFocus, ...props }: SlotButtonProps) {
  const { open, setOpen, triggerRef, contentId } = useDialog("DialogTrigger");
  const Comp = asChild ? Slot.Root : "button";
  const preload = () => void preloadDialog().catch(() => undefined);
  const setRefs = React.useCallback(
    (node: HTMLButtonElement | null) => {
      triggerRef.current = node;
      if (typeof ref === "function") return ref(node);
      if (ref) ref.current = node;
    },
    [ref, triggerRef],
  );
  return (
    <Comp
      type={asChild ? undefined : "button"}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? "open" : "closed"}
      {...props}
      ref={setRefs}
      onClick={composeHandlers(onClick, () => setOpen(!open))}
      onPointerEnter={composeHandlers(onPointerEnter, preload)}
      onPointerDown={composeHandlers(onPointerDown, preload)}
      onFocus={composeHandlers(onFocus, preload)}
    />
  );
}

/** Closes the dialog (a "Done" or "Cancel" button inside it). */
export function DialogClose({ asChild, onClick, ...props }: SlotButtonProps) {
  const { setOpen } = useDialog("DialogClose");
  const Comp = asChild ? Slot.Root : "button";
  return <Comp type={asChild ? undefined : "button"} {...props} onClick={composeHandlers(onClick, () => setOpen(false))} />;
}

/** The surface's props (layout, closeLabel, container, overlayClassName, Radix Content's own) less the state the dialog supplies. */
export type DialogContentProps = Omit<DialogSurfaceProps, "open" | "onOpenChange" | "contentId" | "returnFocusTo">;

/**
 * The dialog itself. Renders nothing until the dialog first opens; then it stays
 * mounted, so closing animates and reopening is instant.
 */
export function DialogContent(props: DialogContentProps) {
  const { open, setOpen, triggerRef, contentId } = useDialog("DialogContent");
  const [loaded, setLoaded] = React.useState(surfaceModule);
  const [opened, setOpened] = React.useState(open);
  if (open && !opened) setOpened(true);

  React.useEffect(() => {
    if (!opened || loaded) return;
    let current = true;
    preloadDialog().then(
      (module) => current && setLoaded(module),
      (error: unknown) => {
        // Offline after two tries: the button goes back to closed rather than
        // claiming to have opened something; the next press tries again.
        console.error("The dialog could not be loaded.", error);
        if (!current) return;
        setOpened(false);
        setOpen(false);
      },
    );
    return () => {
      current = false;
    };
  }, [opened, loaded, setOpen]);

  if (!opened || !loaded) return null;
  const { DialogSurface } = loaded;
  return <DialogSurface {...props} open={open} onOpenChange={setOpen} contentId={contentId} returnFocusTo={triggerRef} />;
}

export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn("border-b border-border py-4 pr-16 pl-5", className)} {...props} />;
}

const titleVariants = cva("font-semibold", {
  variants: {
    /** `lg` for a dialog's heading; `md` for a drawer's or an overlay's smaller one. */
    size: { lg: "text-xl tracking-tight", md: "text-lg" },
  },
  defaultVariants: { size: "lg" },
});

/** The dialog's accessible name (rendered inside DialogContent). */
export function DialogTitle({ className, size, ...props }: React.ComponentProps<"h2"> & VariantProps<typeof titleVariants>) {
  const { DialogTitle: Title } = surface("DialogTitle");
  return <Title data-slot="dialog-title" className={cn(titleVariants({ size }), className)} {...props} />;
}

const descriptionVariants = cva("mt-1 text-sm", {
  variants: {
    /** `muted` on the popover's colours; `inherit` takes the content's own colour, softened (the gallery's black full screen). */
    tone: { muted: "text-muted-foreground", inherit: "opacity-80" },
  },
  defaultVariants: { tone: "muted" },
});

/** The dialog's accessible description (rendered inside DialogContent). */
export function DialogDescription({ className, tone, ...props }: React.ComponentProps<"p"> & VariantProps<typeof descriptionVariants>) {
  const { DialogDescription: Description } = surface("DialogDescription");
  return <Description data-slot="dialog-description" className={cn(descriptionVariants({ tone }), className)} {...props} />;
}

/** The scrolling part: a long form scrolls inside the dialog, the header stays. */
export function DialogBody({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-body" className={cn("overflow-y-auto overscroll-contain px-5 py-5", className)} {...props} />;
}
