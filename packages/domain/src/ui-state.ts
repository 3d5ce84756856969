// Small state rules of spec 4 'Other UI state' that widgets share.

/** spec 4, 9: the toast queue holds at most one toast. */
export const toastLimit = 1;
/** spec 4: dismissed toasts are removed after a very long delay (so an exit animation never cuts short). */
export const toastRemoveDelayMs = 1_000_000;

/** spec 4: a new toast replaces older ones beyond the limit; the newest comes first. */
export function pushToast<T>(queue: ReadonlyArray<T> | null | undefined, toast: T, limit: number = toastLimit): T[] {
  return [toast, ...(queue ?? [])].slice(0, Math.max(0, limit));
}

export interface ToastMessage {
  title: string;
  description: string;
  action: "View List";
}

/** spec 8: the watchlist toasts. */
export function watchlistToast(kind: "saved" | "removed", carName: string): ToastMessage {
  return kind === "saved"
    ? { title: "Car Saved In Watchlist", description: `${carName} is now available in your watchlist`, action: "View List" }
    : { title: "Car Removed", description: `${carName} is no longer in your watchlist`, action: "View List" };
}

/** spec 2.6, 4: carousel arrows are disabled at the ends. */
export function carouselArrows({ index, count, perView = 1 }: { index: number; count: number; perView?: number }): { previousDisabled: boolean; nextDisabled: boolean } {
  const lastStart = Math.max(0, count - Math.max(1, perView));
  return { previousDisabled: index <= 0, nextDisabled: index >= lastStart };
}

/** spec 4: on a car list, purchase is gated when the visitor is signed out and loading has finished. */
export function isPurchaseGated({ signedIn, loading }: { signedIn: boolean; loading: boolean }): boolean {
  return !signedIn && !loading;
}
