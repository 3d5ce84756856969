"use client";
// The shopper's saved cars: the watchlist page (spec 4 'Watchlist') and the
// favourites page list the same way. Each car shows what changed since it was
// saved (a price drop, reserved, sold, no longer listed) as a badge worded by the
// storefront, and a remove button. Presentational: the storefront works out the
// changes and removes the car; this lays them out and keeps keyboard focus in
// the list when a car leaves it.
import type { SavedCarView } from "@forecourt/domain";
import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { Button } from "../button";
import { useFramework } from "../framework";
import { TrashIcon } from "../icons";
import { cn } from "../lib/cn";
import { PageState, PageStateActions, PageStateMessage, PageStateTitle } from "../page-state";

export const savedCarChangeVariants = cva("inline-flex items-center self-start rounded px-2 py-0.5 text-xs font-semibold", {
  variants: {
    // Status colours, the same whatever the dealer's brand (its accent may be red or
    // black); each pair is at least 4.5:1. The words carry the meaning, not the colour.
    tone: {
      good: "bg-emerald-800 text-white",
      warning: "bg-amber-800 text-white",
      danger: "bg-destructive text-destructive-foreground",
      neutral: "bg-muted text-foreground",
    },
  },
  defaultVariants: { tone: "neutral" },
});

export type SavedCarChangeTone = NonNullable<VariantProps<typeof savedCarChangeVariants>["tone"]>;

/**
 * One saved car, as domain's `savedCarView` describes it: title, link (null when no
 * longer listed), photo, price as the site shows it now, when and at what it was
 * saved, and what changed since ("Price drop: $1,000 less", "Reserved", "Sold",
 * "No longer listed"). Ids may be strings here, for lists of other things.
 */
export type SavedCarItem = Omit<SavedCarView, "id"> & { id: string | number };

export interface SavedCarListProps {
  items: ReadonlyArray<SavedCarItem>;
  /** The list's accessible name ("Your watchlist"). */
  label: string;
  emptyTitle: string;
  emptyMessage: string;
  emptyAction: { label: string; href: string };
  /** The remove button's name, from the car's title ("Remove the 2022 Toyota HiLux SR5 from your watchlist"). */
  removeLabel: (title: string) => string;
  onRemove: (id: SavedCarItem["id"]) => void;
  /** Cars being removed: their buttons are busy and a second press does nothing. */
  pendingIds?: ReadonlySet<string | number>;
  /** Level of each car's title; the page's own heading sits above the list. */
  headingLevel?: 2 | 3;
  /** Shown in place of a missing photo. */
  noPhotoText?: string;
  className?: string;
}

/**
 * The saved cars, one column on phones and a grid from sm, or the empty state
 * with a link to browse. When a car is removed while its button has focus, focus
 * moves to the next car's remove button (or the previous, or the empty state's
 * heading) rather than falling back to the top of the page.
 */
export function SavedCarList({
  items,
  label,
  emptyTitle,
  emptyMessage,
  emptyAction,
  removeLabel,
  onRemove,
  pendingIds,
  headingLevel = 2,
  noPhotoText = "No photo",
  className,
}: SavedCarListProps) {
  const { Link } = useFramework();
  const listRef = React.useRef<HTMLUListElement>(null);
  const emptyHeadingRef = React.useRef<HTMLHeadingElement>(null);
  // The last car whose remove button was pressed, and where it stood.
  const removing = React.useRef<{ id: SavedCarItem["id"]; index: number } | null>(null);

  React.useEffect(() => {
    const pressed = removing.current;
    if (!pressed || items.some((item) => item.id === pressed.id)) return;
    removing.current = null;
    // Only when the pressed button took focus with it; a shopper who has moved on keeps their place.
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    if (items.length === 0) {
      emptyHeadingRef.current?.focus();
      return;
    }
    const buttons = listRef.current?.querySelectorAll<HTMLElement>("[data-slot=saved-car-remove]");
    buttons?.[Math.min(pressed.index, buttons.length - 1)]?.focus();
  }, [items]);

  if (items.length === 0) {
    const Title = `h${headingLevel}` as const;
    return (
      <PageState intent="empty" data-slot="saved-car-list-empty" className={className}>
        <PageStateTitle asChild>
          <Title ref={emptyHeadingRef} tabIndex={-1} className="focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            {emptyTitle}
          </Title>
        </PageStateTitle>
        <PageStateMessage>{emptyMessage}</PageStateMessage>
        <PageStateActions>
          <Button asChild intent="secondary">
            <Link href={emptyAction.href}>{emptyAction.label}</Link>
          </Button>
        </PageStateActions>
      </PageState>
    );
  }

  return (
    <ul ref={listRef} data-slot="saved-car-list" aria-label={label} className={cn("grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {items.map((item, index) => (
        <SavedCar
          key={item.id}
          item={item}
          headingLevel={headingLevel}
          noPhotoText={noPhotoText}
          removeText={removeLabel(item.title)}
          pending={pendingIds?.has(item.id) ?? false}
          onRemove={() => {
            removing.current = { id: item.id, index };
            onRemove(item.id);
          }}
        />
      ))}
    </ul>
  );
}

interface SavedCarProps {
  item: SavedCarItem;
  headingLevel: 2 | 3;
  noPhotoText: string;
  removeText: string;
  pending: boolean;
  onRemove: () => void;
}

function SavedCar({ item, headingLevel, noPhotoText, removeText, pending, onRemove }: SavedCarProps) {
  const { Link, Image } = useFramework();
  const Heading = `h${headingLevel}` as const;
  const listed = item.href !== null;
  return (
    <li
      data-slot="saved-car"
      data-state={listed ? "listed" : "unlisted"}
      aria-busy={pending || undefined}
      className="flex gap-3 overflow-hidden rounded-lg border border-border bg-background p-3 text-foreground sm:flex-col sm:gap-0 sm:p-0"
    >
      <div data-slot="saved-car-media" className="aspect-[4/3] w-28 shrink-0 overflow-hidden rounded-md bg-muted xs:w-36 sm:w-full sm:rounded-none">
        {item.imageSrc ? (
          <Image
            src={item.imageSrc}
            alt={item.imageAlt}
            width={480}
            height={360}
            sizes="(min-width: 992px) 30vw, (min-width: 576px) 45vw, 9rem"
            loading="lazy"
            className={cn("size-full object-cover", !listed && "opacity-70")}
          />
        ) : (
          <div className="flex size-full items-center justify-center p-2 text-center text-xs text-muted-foreground sm:text-sm">{noPhotoText}</div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 gap-2 sm:p-4 sm:pr-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Heading data-slot="saved-car-title" className="text-base leading-snug font-semibold text-pretty">
            {item.href !== null ? (
              <Link
                href={item.href}
                className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {item.title}
              </Link>
            ) : (
              item.title
            )}
          </Heading>
          <p data-slot="saved-car-price" className="text-lg font-bold tabular-nums">
            {item.priceText}
          </p>
          {item.change ? (
            <p data-slot="saved-car-change" data-tone={item.change.tone} className={savedCarChangeVariants({ tone: item.change.tone })}>
              {item.change.label}
            </p>
          ) : null}
          {item.savedNote ? <p className="text-sm text-muted-foreground">{item.savedNote}</p> : null}
        </div>
        <Button data-slot="saved-car-remove" intent="ghost" size="icon" loading={pending} onClick={onRemove} className="-mt-1.5 sm:-mt-2">
          {pending ? null : <TrashIcon />}
          <span className="sr-only">{removeText}</span>
        </Button>
      </div>
    </li>
  );
}
