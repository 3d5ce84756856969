"use client";
// The watchlist and favourites pages' lists (issue 16), on ui's SavedCarList.
//   WatchlistView: the server renders the shopper's entries (what changed since
//     saving included); removing calls the API, takes the car off at once and puts
//     it back with the browser alert of spec 8 if the server refuses.
//   FavouritesView: favourites live in this browser (spec 3), so the page reads the
//     ids after hydration and asks /api/saved-cars for the cars this site lists;
//     a signed-in shopper is offered to move them into the watchlist.
import * as React from "react";
import { type SavedCarView, storageKey, watchlistToast } from "@forecourt/domain";
import { MoveFavouritesOffer } from "@forecourt/ui/account/move-favourites-offer";
import { SavedCarList } from "@forecourt/ui/account/saved-car-list";
import { useStoredList } from "../shell/use-stored-list";
import { useLazyToast } from "./lazy-toast";
import { cookieHasHint } from "./shopper-hint";
import { watchlistPagePath } from "./watchlist-client";

async function postJson(path: string, body: unknown): Promise<{ ok: boolean; status: number; error: string }> {
  try {
    const response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const parsed = (await response.json().catch(() => null)) as { success?: boolean; error?: string } | null;
    return { ok: response.ok && parsed?.success === true, status: response.status, error: parsed?.error ?? "An unexpected error occured" };
  } catch {
    return { ok: false, status: 0, error: "We could not reach the server. Check your connection and try again." };
  }
}

export function WatchlistView({ items: initial, phone }: { items: SavedCarView[]; phone: string }) {
  // The toast surface (Radix Toast) loads with the first removal, not with the page (lazy-toast.tsx).
  const toast = useLazyToast();
  const [items, setItems] = React.useState(initial);
  const [pending, setPending] = React.useState<ReadonlySet<number>>(new Set());
  async function remove(id: string | number) {
    const before = items;
    const item = before.find((entry) => entry.id === id);
    if (!item || pending.has(item.id)) return;
    setPending((current) => new Set([...current, item.id]));
    setItems((current) => current.filter((entry) => entry.id !== item.id));
    const result = await postJson("/api/watchlist/remove-car", { phone_number: phone, car_id: item.id });
    setPending((current) => new Set([...current].filter((other) => other !== item.id)));
    if (result.ok) {
      const message = watchlistToast("removed", item.title);
      toast.show({ title: message.title, description: message.description, action: { label: message.action, href: watchlistPagePath } });
      return;
    }
    // Put it back where it was, keeping any other removal that went through meanwhile.
    setItems((current) => before.filter((entry) => entry.id === item.id || current.some((other) => other.id === entry.id)));
    if (result.status === 401) window.location.reload();
    else window.alert(result.error);
  }
  return (
    <>
      <SavedCarList
        items={items}
        label="Your watchlist"
        emptyTitle="Your watchlist is empty"
        emptyMessage="Save cars with the bookmark on a car to follow their price and availability here."
        emptyAction={{ label: "Browse our cars", href: "/cars/" }}
        removeLabel={(title) => `Remove the ${title} from your watchlist`}
        onRemove={(id) => void remove(id)}
        pendingIds={pending}
      />
      {toast.element}
    </>
  );
}

export function FavouritesView({ dealershipSlug, watchlist }: { dealershipSlug: string; watchlist: boolean }) {
  const [ids, setIds] = useStoredList<number>(storageKey("favourites", dealershipSlug));
  const [cars, setCars] = React.useState<SavedCarView[] | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [offer, setOffer] = React.useState<{ phone: string } | null>(null);
  const [moving, setMoving] = React.useState(false);
  const [moved, setMoved] = React.useState(false);
  const [dismissed, setDismissed] = React.useState(false);
  const key = ids.join(",");

  React.useEffect(() => {
    let cancelled = false;
    const wanted = key === "" ? [] : key.split(",").slice(0, 100);
    if (wanted.length === 0) {
      // The stored list is read after the first render; an empty answer waits a tick for it.
      const timer = window.setTimeout(() => !cancelled && setCars([]), 0);
      return () => {
        cancelled = true;
        window.clearTimeout(timer);
      };
    }
    fetch(`/api/saved-cars?ids=${wanted.join(",")}`)
      .then(async (response) => {
        const body = (await response.json()) as { cars?: SavedCarView[]; error?: string };
        if (cancelled) return;
        if (response.ok && body.cars) setCars(body.cars);
        else setError(body.error ?? "We could not load your favourites. Please try again.");
      })
      .catch(() => !cancelled && setError("We could not load your favourites. Check your connection and try again."));
    return () => {
      cancelled = true;
    };
  }, [key]);

  React.useEffect(() => {
    if (!watchlist || !cookieHasHint(document.cookie)) return;
    fetch("/api/watchlist")
      .then(async (response) => {
        if (!response.ok) return;
        const body = (await response.json()) as { phone_number: string | null };
        if (body.phone_number) setOffer({ phone: body.phone_number });
      })
      .catch(() => undefined);
  }, [watchlist]);

  async function move() {
    if (!offer || !cars) return;
    setMoving(true);
    let left = ids;
    for (const car of cars) {
      const result = await postJson("/api/watchlist/save-car", { phone_number: offer.phone, car_id: car.id });
      if (result.ok || result.status === 404) left = left.filter((id) => id !== car.id);
    }
    setIds(left);
    setMoving(false);
    setMoved(true);
  }

  if (error) return <p role="alert" className="text-destructive">{error}</p>;
  if (cars === null) return <p aria-busy="true" className="text-muted-foreground">Loading your favourites…</p>;
  const count = cars.length;
  return (
    <div className="flex flex-col gap-6">
      {offer && (count > 0 || moved) && !dismissed ? <MoveFavouritesOffer count={count} onMove={() => void move()} onDismiss={() => setDismissed(true)} pending={moving} done={moved} /> : null}
      <SavedCarList
        items={moved ? [] : cars}
        label="Your favourites"
        emptyTitle={moved ? "Your favourites are in your watchlist" : "No favourites yet"}
        emptyMessage={moved ? "Find them on your watchlist, where their price and availability are followed." : "Tap the heart on a car to keep it here, on this device."}
        emptyAction={moved ? { label: "Open your watchlist", href: watchlistPagePath } : { label: "Browse our cars", href: "/cars/" }}
        removeLabel={(title) => `Remove the ${title} from your favourites`}
        onRemove={(id) => {
          setIds(ids.filter((other) => other !== id));
          setCars((current) => current?.filter((car) => car.id !== id) ?? null);
        }}
      />
    </div>
  );
}
