"use client";
// The watchlist store (watchlist-client.ts) in a React island: one store per
// island, its snapshot through useSyncExternalStore, loaded after hydration, its
// notices shown as spec 8's toasts (queue of one) through `notify` (lazy-toast.tsx).
import * as React from "react";
import type { ToastInput } from "@forecourt/ui/toast";
import { createWatchlistStore, type WatchlistSnapshot, type WatchlistStore } from "./watchlist-client";

export interface WatchlistHook {
  snapshot: WatchlistSnapshot;
  toggle: WatchlistStore["toggle"];
}

/** `titleOf` names a car for the toast of a save completed after sign-in. */
export function useWatchlist(titleOf: (carId: number) => string | null, notify: (message: ToastInput) => void): WatchlistHook {
  const latestNotify = React.useRef(notify);
  latestNotify.current = notify;
  const latestTitle = React.useRef(titleOf);
  latestTitle.current = titleOf;
  const [store] = React.useState(() => createWatchlistStore({ notify: (notice) => latestNotify.current(notice) }));
  const snapshot = React.useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  React.useEffect(() => {
    void store.load((carId) => latestTitle.current(carId));
  }, [store]);
  return { snapshot, toggle: store.toggle };
}
