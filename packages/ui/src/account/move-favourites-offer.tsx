"use client";
// After signing in, a shopper who saved favourites in this browser (spec 3: what
// the browser stores) is offered to move them into the account's watchlist, so
// they follow the shopper to other devices. Presentational: the storefront moves
// them and says when it is done.
import * as React from "react";
import { Button } from "../button";
import { cn } from "../lib/cn";

export interface MoveFavouritesOfferTranslations {
  /** The region's accessible name. */
  label: string;
  offer: (count: number) => string;
  move: string;
  notNow: string;
  moved: (count: number) => string;
  /** Read out while they move. */
  moving: string;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

const defaults: MoveFavouritesOfferTranslations = {
  label: "Favourites on this device",
  offer: (count) => `You have ${plural(count, "favourite", "favourites")} saved on this device. Move ${count === 1 ? "it" : "them"} to your watchlist?`,
  move: "Move to watchlist",
  notNow: "Not now",
  moved: (count) => `Moved ${plural(count, "car", "cars")} to your watchlist.`,
  moving: "Moving your favourites",
};

export interface MoveFavouritesOfferProps {
  /** Favourites in this browser (or, once done, how many moved). */
  count: number;
  onMove: () => void;
  onDismiss: () => void;
  pending?: boolean;
  /** They have moved: the offer gives way to a confirmation. */
  done?: boolean;
  translations?: Partial<MoveFavouritesOfferTranslations>;
  className?: string;
}

export function MoveFavouritesOffer({ count, onMove, onDismiss, pending = false, done = false, translations, className }: MoveFavouritesOfferProps) {
  const text = { ...defaults, ...translations };
  const regionRef = React.useRef<HTMLElement>(null);
  const messageRef = React.useRef<HTMLParagraphElement>(null);

  // The buttons go when it is done; focus that was on them moves to the confirmation.
  React.useEffect(() => {
    if (!done) return;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected || regionRef.current?.contains(active)) messageRef.current?.focus();
  }, [done]);

  return (
    <section
      ref={regionRef}
      data-slot="move-favourites-offer"
      data-state={done ? "done" : pending ? "pending" : "offer"}
      aria-label={text.label}
      className={cn("flex flex-col gap-3 rounded-lg border border-border bg-muted p-4 text-foreground sm:flex-row sm:items-center sm:justify-between", className)}
    >
      {done ? null : <p className="text-sm font-medium text-pretty">{text.offer(count)}</p>}
      {/* Always present, so the confirmation is read out when it arrives. */}
      <p
        ref={messageRef}
        role="status"
        tabIndex={-1}
        className={cn("rounded-sm text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring", !done && "sr-only")}
      >
        {done ? text.moved(count) : pending ? text.moving : ""}
      </p>
      {done ? null : (
        <div className="flex shrink-0 flex-wrap gap-3">
          <Button size="sm" loading={pending} onClick={onMove}>
            {text.move}
          </Button>
          <Button size="sm" intent="outline" onClick={onDismiss} disabled={pending}>
            {text.notNow}
          </Button>
        </div>
      )}
    </section>
  );
}
