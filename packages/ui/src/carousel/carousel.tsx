"use client";
// A row of cards that scrolls sideways (issue 7's similar cars; spec 4 'Carousel
// arrows': the arrows disable at the ends). The row is a CSS scroll-snap container:
// a swipe or a trackpad scrolls it natively and it settles on a card's edge; when
// Tab reaches a link in a card out of view, the browser scrolls the row to it, so
// the row works by keyboard with no key handling. The arrows scroll it by a page.
//
// Written on scroll snap rather than Embla (issue 20, docs/performance.md): with the
// vehicle gallery, this row was the last user of Embla, which made every car page
// 8 KB gzipped heavier to do what the browser does for a scroll container with snap
// points. What remains is knowing whether the row is at either end.
import * as React from "react";
import { Button } from "../button";
import { ChevronLeftIcon, ChevronRightIcon } from "../icons";
import { cn } from "../lib/cn";
import { scrollBehavior } from "../lib/scroll-behavior";

export interface CarouselLabels {
  previous: string;
  next: string;
  /** A slide's label: '3 of 8'. */
  slide: (position: number, count: number) => string;
}

const defaultLabels: CarouselLabels = {
  previous: "Previous",
  next: "Next",
  slide: (position, count) => `${position} of ${count}`,
};

export interface CarouselProps extends Omit<React.ComponentProps<"div">, "children"> {
  /** What the row holds, e.g. 'Similar cars you might like'. */
  label: string;
  items: Array<{ key: React.Key; content: React.ReactNode }>;
  labels?: Partial<CarouselLabels>;
  /** Classes for each slide; the default shows about 1.2 cards on a phone and 4 on a desktop. */
  slideClassName?: string;
}

export function Carousel({ label, items, labels: overrides, slideClassName, className, ...props }: CarouselProps) {
  const labels = { ...defaultLabels, ...overrides };
  const trackRef = React.useRef<HTMLUListElement>(null);
  const count = items.length;
  // spec 4: previous is disabled at the start, next at the end. The server's HTML is
  // at the start; the arrow row is rendered from the start, so nothing below it moves.
  const [ends, setEnds] = React.useState({ atStart: true, atEnd: count <= 1 });

  React.useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const atStart = track.scrollLeft <= 1;
        const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
        setEnds((current) => (current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd }));
      });
    };
    update();
    track.addEventListener("scroll", update, { passive: true });
    const resized = typeof ResizeObserver === "function" ? new ResizeObserver(update) : null;
    resized?.observe(track);
    return () => {
      track.removeEventListener("scroll", update);
      resized?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [count]);

  const scrollByPage = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy({ left: direction * track.clientWidth, behavior: scrollBehavior() });
  };

  // Focus moving to a card out of view brings it in at once, even while the arrows'
  // smooth scroll is still running (which would otherwise carry on past it).
  const onFocus = (event: React.FocusEvent<HTMLUListElement>) => {
    const slide = (event.target as HTMLElement).closest("li");
    slide?.scrollIntoView({ behavior: "instant", block: "nearest", inline: "nearest" });
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} data-slot="carousel" className={cn("relative", className)} {...props}>
      <ul
        ref={trackRef}
        onFocus={onFocus}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        data-slot="carousel-track"
      >
        {items.map((item, position) => (
          <li
            key={item.key}
            aria-roledescription="slide"
            aria-label={labels.slide(position + 1, count)}
            data-slot="carousel-slide"
            className={cn("min-w-0 shrink-0 grow-0 basis-[80%] snap-start sm:basis-[calc((100%-1rem)/2)] lg:basis-[calc((100%-3rem)/4)]", slideClassName)}
          >
            {item.content}
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <div className="mt-3 flex justify-end gap-2">
          <Button type="button" intent="outline" size="icon" aria-label={labels.previous} disabled={ends.atStart} onClick={() => scrollByPage(-1)} data-slot="carousel-previous">
            <ChevronLeftIcon />
          </Button>
          <Button type="button" intent="outline" size="icon" aria-label={labels.next} disabled={ends.atEnd} onClick={() => scrollByPage(1)} data-slot="carousel-next">
            <ChevronRightIcon />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
