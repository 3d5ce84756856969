"use client";
// The vehicle page's watchlist toggle (spec 4 'Watchlist', spec 8; issue 16): a
// client island on a static page. It shows the saved state from this browser at
// once, asks the server only for a signed-in shopper (the hint cookie), and a
// save interrupted by sign-in completes when the shopper comes back.
import { Button } from "@forecourt/ui/button";
import { useLazyToast } from "./lazy-toast";
import { useWatchlist } from "./use-watchlist";

export function WatchButton({ carId, title }: { carId: number; title: string }) {
  const toast = useLazyToast();
  const { snapshot, toggle } = useWatchlist((id) => (id === carId ? title : null), toast.show);
  const watched = snapshot.ids.has(carId);
  return (
    <>
      <Button
        type="button"
        intent="outline"
        data-slot="watch-button"
        aria-pressed={watched}
        loading={snapshot.pending.has(carId)}
        onClick={() => void toggle({ id: carId, title }, !watched)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5" fill={watched ? "currentColor" : "none"} stroke="currentColor" strokeWidth={2} strokeLinejoin="round">
          <path d="M6 4h12v16l-6-4-6 4Z" />
        </svg>
        {watched ? "Saved to watchlist" : "Save to watchlist"}
      </Button>
      {toast.element}
    </>
  );
}
