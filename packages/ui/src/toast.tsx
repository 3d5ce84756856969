"use client";
// The toast surface (spec 4 'Other UI state', spec 8 'Watchlist' confirmations) on
// Radix Toast: the viewport is a labelled region that F8 jumps to, a toast is
// announced to screen readers as it appears, pauses while hovered or focused, and
// can be swiped away. The queue holds one toast (spec 4, 9: `toastLimit`), so a new
// toast replaces the one on screen instead of stacking over the page on a phone.
//
// Nothing here touches window or document until a toast is shown, so the provider
// renders on the server like any other wrapper.
import * as React from "react";
import { Toast as ToastPrimitive } from "radix-ui";
import { pushToast, toastLimit } from "@forecourt/domain";
import { Button } from "./button";
import { useFramework } from "./framework";
import { CloseIcon } from "./icons";
import { cn } from "./lib/cn";

/** What a caller shows: spec 8's watchlist toasts are a title, a description and "View List". */
export interface ToastInput {
  title: string;
  description: string;
  /** A link out of the toast ("View List" to the watchlist); it closes the toast when followed. */
  action?: {
    label: string;
    href: string;
    /**
     * What a screen reader hears in the announcement, where the link cannot be
     * reached in time: say where else to find it. Defaults to the label.
     */
    altText?: string;
  };
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen (spec 4: one at a time). */
  show(message: ToastInput): void;
}

interface QueuedToast extends ToastInput {
  id: number;
  open: boolean;
}

const ToastContext = React.createContext<ToastApi | null>(null);

/** spec 4: a toast stays long enough to read its two lines; hover or focus pauses it. */
export const toastDurationMs = 6_000;

export interface ToastProviderProps {
  children?: React.ReactNode;
  /** How long a toast stays, in milliseconds. */
  duration?: number;
  /**
   * The viewport region's name; `{hotkey}` becomes the key that jumps to it, as
   * Radix does ("Notifications (F8)").
   */
  label?: string;
  /** Read out before each toast's text. */
  announceLabel?: string;
  /** The close button's accessible name. */
  closeLabel?: string;
  className?: string;
}

const viewportClasses = [
  "fixed z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none",
  // Bottom of the screen on a phone, within the thumb's reach; bottom right from sm.
  "inset-x-0 bottom-0 sm:left-auto sm:w-[min(26rem,100vw)]",
];

const toastClasses = [
  "group/toast pointer-events-auto relative grid grid-cols-[1fr_auto] items-start gap-x-2 gap-y-3 overflow-hidden rounded-lg border border-border bg-popover py-3 pr-2 pl-4 text-popover-foreground shadow-lg",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
  // Swipe to dismiss follows the finger; reduced motion gets no slide or fade.
  "data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
  "motion-safe:data-[swipe=cancel]:transition-transform",
  "motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in",
];

/**
 * Holds the toast queue and renders the viewport. Put it once around the page;
 * `useToast()` below it shows toasts.
 */
export function ToastProvider({
  children,
  duration = toastDurationMs,
  label = "Notifications ({hotkey})",
  announceLabel = "Notification",
  closeLabel = "Close",
  className,
}: ToastProviderProps) {
  const [queue, setQueue] = React.useState<QueuedToast[]>([]);
  const nextId = React.useRef(0);

  const api = React.useMemo<ToastApi>(
    () => ({
      show: (message) => {
        nextId.current += 1;
        const toast: QueuedToast = { ...message, id: nextId.current, open: true };
        // spec 4, 9: the newest first, at most toastLimit; the one it pushes out unmounts
        // at once, so the screen and the screen reader only ever have the newest.
        setQueue((current) => pushToast(current, toast, toastLimit));
      },
    }),
    [],
  );

  // A dismissed toast stays queued, closed, until the next one replaces it: Radix
  // unmounts it after its exit animation, and with one slot nothing piles up
  // (spec 4's long remove delay exists for the same reason).
  const close = React.useCallback((id: number) => setQueue((current) => current.map((toast) => (toast.id === id ? { ...toast, open: false } : toast))), []);

  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider duration={duration} label={announceLabel} swipeDirection="right">
        {children}
        {queue.map((toast) => (
          <ToastItem key={toast.id} toast={toast} closeLabel={closeLabel} onOpenChange={(open) => (open ? undefined : close(toast.id))} />
        ))}
        <ToastPrimitive.Viewport data-slot="toast-viewport" label={label} className={cn(viewportClasses, className)} />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, closeLabel, onOpenChange }: { toast: QueuedToast; closeLabel: string; onOpenChange: (open: boolean) => void }) {
  const { Link } = useFramework();
  return (
    <ToastPrimitive.Root data-slot="toast" open={toast.open} onOpenChange={onOpenChange} className={cn(toastClasses)}>
      <div className="flex min-w-0 flex-col gap-1 pt-1.5">
        <ToastPrimitive.Title data-slot="toast-title" className="text-sm font-semibold">
          {toast.title}
        </ToastPrimitive.Title>
        <ToastPrimitive.Description data-slot="toast-description" className="text-sm text-muted-foreground">
          {toast.description}
        </ToastPrimitive.Description>
      </div>
      <ToastPrimitive.Close asChild>
        <Button data-slot="toast-close" intent="ghost" size="icon" aria-label={closeLabel} className="-mt-1">
          <CloseIcon />
        </Button>
      </ToastPrimitive.Close>
      {toast.action ? (
        <ToastPrimitive.Action altText={toast.action.altText ?? toast.action.label} asChild>
          {/* type is Radix's button default; a link has none. */}
          <Link data-slot="toast-action" href={toast.action.href} type={undefined} className="col-span-2 inline-flex min-h-11 items-center justify-self-start rounded-md px-1 text-sm font-semibold text-link underline underline-offset-4 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            {toast.action.label}
          </Link>
        </ToastPrimitive.Action>
      ) : null}
    </ToastPrimitive.Root>
  );
}

/** Shows toasts; must be rendered inside <ToastProvider>. */
export function useToast(): ToastApi {
  const context = React.useContext(ToastContext);
  if (!context) throw new Error("useToast() must be used inside <ToastProvider>.");
  return context;
}
