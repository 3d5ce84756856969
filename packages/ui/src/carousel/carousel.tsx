"use client";
// A row of cards that scrolls sideways (issue 7's similar cars; spec 4 'Carousel
// arrows': the arrows disable at the ends). Embla does the swiping, dragging and
// snapping; its focus handling scrolls a card into view when Tab reaches a link in
// it, so the row works by keyboard with no extra key handling.
import * as React from "react";
import useEmblaCarousel from "embla-carousel-react";
import { carouselArrows } from "@forecourt/domain";
import { Button } from "../button";
import { ChevronLeftIcon, ChevronRightIcon } from "../icons";
import { cn } from "../lib/cn";

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
  const [viewportRef, api] = useEmblaCarousel({ align: "start", containScroll: "trimSnaps", slidesToScroll: "auto" });
  // Before Embla measures (the server's HTML), every card is its own snap; the arrow row
  // is rendered from the start, so nothing below it moves when the page hydrates.
  const [state, setState] = React.useState({ index: 0, count: items.length });

  React.useEffect(() => {
    if (!api) return;
    const update = () => setState({ index: api.selectedScrollSnap(), count: api.scrollSnapList().length });
    update();
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api]);

  const arrows = carouselArrows(state);
  const count = items.length;
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} data-slot="carousel" className={cn("relative", className)} {...props}>
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="-ml-4 flex touch-pan-y" data-slot="carousel-track">
          {items.map((item, position) => (
            <li
              key={item.key}
              aria-roledescription="slide"
              aria-label={labels.slide(position + 1, count)}
              data-slot="carousel-slide"
              className={cn("min-w-0 shrink-0 grow-0 basis-[80%] pl-4 sm:basis-1/2 lg:basis-1/4", slideClassName)}
            >
              {item.content}
            </li>
          ))}
        </ul>
      </div>
      {count > 1 ? (
        <div className="mt-3 flex justify-end gap-2">
          <Button type="button" intent="outline" size="icon" aria-label={labels.previous} disabled={arrows.previousDisabled} onClick={() => api?.scrollPrev()} data-slot="carousel-previous">
            <ChevronLeftIcon />
          </Button>
          <Button type="button" intent="outline" size="icon" aria-label={labels.next} disabled={arrows.nextDisabled} onClick={() => api?.scrollNext()} data-slot="carousel-next">
            <ChevronRightIcon />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
