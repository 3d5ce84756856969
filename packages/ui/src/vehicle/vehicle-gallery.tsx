"use client";
// The vehicle page gallery (spec 2.5; issue 7: keyboard and swipe, full screen): the
// photos are a CSS scroll-snap strip, so a swipe or a trackpad moves them natively
// (on the compositor, not in script); the arrow keys move between photos when the
// gallery has focus, the arrows disable at the ends (spec 4 'Carousel arrows'),
// 'View full screen' opens the same photos in a dialog, and a strip of thumbnails
// under the photo jumps straight to any of them.
//
// Written on scroll snap rather than Embla (issue 20, docs/performance.md): Embla
// made every car page 8 KB gzipped heavier, to animate what the browser already
// does for a scroll container with snap points. What remains here is reading the
// slide on show from the scroll position and scrolling to a slide on request. A
// mouse drags no longer; the arrows, keys, thumbnails and trackpad remain.
import * as React from "react";
import { carouselArrows } from "@forecourt/domain";
import { Button } from "../button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../dialog";
import { useFramework } from "../framework";
import { ChevronLeftIcon, ChevronRightIcon } from "../icons";
import { cn } from "../lib/cn";
import { scrollBehavior } from "../lib/scroll-behavior";

export interface GalleryImage {
  src: string;
  alt: string;
}

export interface VehicleGalleryLabels {
  previous: string;
  next: string;
  fullScreen: string;
  noPhotos: string;
  /** The thumbnail strip's label and each thumbnail's: 'Show photo 3 of 12'. */
  thumbnails: string;
  showPhoto: (photo: number, count: number) => string;
}

const defaultLabels: VehicleGalleryLabels = {
  previous: "Previous photo",
  next: "Next photo",
  fullScreen: "View full screen",
  noPhotos: "Photos coming soon",
  thumbnails: "All photos",
  showPhoto: (photo, count) => `Show photo ${photo} of ${count}`,
};

export type VehicleGalleryProps = Omit<React.ComponentProps<"section">, "children"> & {
  images: GalleryImage[];
  /** The car's name, for the gallery's label: 'Photos of 2022 Toyota HiLux SR5'. */
  title: string;
  /** Photo index shown first. */
  defaultIndex?: number;
  labels?: Partial<VehicleGalleryLabels>;
};

function ExpandIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />
    </svg>
  );
}

interface SlidesProps {
  images: GalleryImage[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  labels: VehicleGalleryLabels;
  /** Full screen: larger images, contained rather than cropped. */
  variant: "inline" | "full-screen";
  /** Focus the slide region once mounted (the full-screen dialog). */
  autoFocus?: boolean;
}

function GallerySlides({ images, title, index, onIndexChange, labels, variant, autoFocus }: SlidesProps) {
  const { Image } = useFramework();
  const viewportRef = React.useRef<HTMLDivElement>(null);
  const count = images.length;
  const arrows = carouselArrows({ index, count });
  // The slide the scroll position last reported, and the slide a scroll this
  // component started is heading for (its reports on the way are not the shopper's
  // choice, so they are ignored until it lands or a second passes).
  const shown = React.useRef(index);
  const heading = React.useRef<{ slide: number; until: number } | null>(null);
  // Photos load as the shopper reaches them: the one on show and its neighbours
  // (a swipe reveals the next one before it lands), then every photo seen stays.
  // A phone on a slow connection fetches two or three photos at first, not all
  // of them alongside the page's first paint.
  const [reached, setReached] = React.useState(() => new Set([index - 1, index, index + 1]));
  if (!reached.has(index) || !reached.has(index + 1) || !reached.has(index - 1)) {
    setReached(new Set([...reached, index - 1, index, index + 1]));
  }

  /** Scrolls to a slide and shows its number at once, as the arrows, keys and thumbnails do. */
  const go = React.useCallback(
    (target: number) => {
      const viewport = viewportRef.current;
      const slide = Math.min(Math.max(0, target), count - 1);
      if (!viewport) return;
      heading.current = { slide, until: performance.now() + 1000 };
      shown.current = slide;
      onIndexChange(slide);
      viewport.scrollTo({ left: slide * viewport.clientWidth, behavior: scrollBehavior() });
    },
    [count, onIndexChange],
  );

  // The first paint shows the slide asked for (the full-screen view opens on the photo on show).
  React.useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (viewport) viewport.scrollLeft = shown.current * viewport.clientWidth;
  }, []);

  // A swipe, a trackpad or a scroll by any other means: the photo on show is the
  // slide nearest the viewport's start, read once per frame.
  React.useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const width = viewport.clientWidth;
        if (width === 0) return;
        const nearest = Math.min(count - 1, Math.max(0, Math.round(viewport.scrollLeft / width)));
        const target = heading.current;
        if (target && performance.now() < target.until) {
          if (nearest === target.slide && Math.abs(viewport.scrollLeft - nearest * width) < 2) heading.current = null;
          return;
        }
        heading.current = null;
        if (nearest !== shown.current) {
          shown.current = nearest;
          onIndexChange(nearest);
        }
      });
    };
    viewport.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      viewport.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [count, onIndexChange]);

  // An index set from outside (a thumbnail, the other view of the gallery) scrolls there.
  React.useEffect(() => {
    if (index !== shown.current) go(index);
  }, [index, go]);

  React.useEffect(() => {
    if (autoFocus) viewportRef.current?.focus();
  }, [autoFocus]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  const large = variant === "full-screen";
  return (
    <div className={cn("relative", large && "flex min-h-0 flex-1 flex-col")} data-slot="gallery-slides" data-variant={variant}>
      {/* The region is the scroll container: one tab stop, and the arrow keys are its own. */}
      <div
        ref={viewportRef}
        role="region"
        aria-roledescription="carousel"
        aria-label={`Photos of ${title}. Use the left and right arrow keys to move between photos.`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-slot="gallery-viewport"
        className={cn(
          "flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          large ? "min-h-0 flex-1 bg-black" : "rounded-lg bg-muted",
        )}
      >
        {images.map((image, slide) => (
          <div
            key={`${image.src}-${slide}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slide + 1} of ${count}`}
            aria-hidden={slide !== index || undefined}
            className={cn("relative min-w-0 shrink-0 grow-0 basis-full snap-start snap-always", large && "h-full")}
            data-slot="gallery-slide"
            data-state={slide === index ? "active" : "inactive"}
          >
            {reached.has(slide) ? (
              <Image
                src={image.src}
                alt={image.alt}
                width={large ? 1600 : 960}
                height={large ? 1200 : 720}
                sizes={large ? "(min-width: 1600px) 1600px, 100vw" : "(min-width: 992px) 60vw, 100vw"}
                // The first photo is the page's largest paint; in full screen, the photo on show loads at once.
                loading={(slide === 0 && !large) || (large && slide === index) ? "eager" : "lazy"}
                fetchPriority={slide === 0 && !large ? "high" : undefined}
                draggable={false}
                className={cn("aspect-[4/3] w-full select-none", large ? "h-full object-contain" : "object-cover")}
              />
            ) : (
              <div data-slot="gallery-slide-placeholder" className={cn("aspect-[4/3] w-full", large && "h-full")} />
            )}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <Button
            type="button"
            intent="secondary"
            size="icon"
            shape="round"
            aria-label={labels.previous}
            disabled={arrows.previousDisabled}
            onClick={() => go(index - 1)}
            className="absolute top-1/2 left-2 -translate-y-1/2 shadow-md"
            data-slot="gallery-previous"
          >
            <ChevronLeftIcon className="size-6" />
          </Button>
          <Button
            type="button"
            intent="secondary"
            size="icon"
            shape="round"
            aria-label={labels.next}
            disabled={arrows.nextDisabled}
            onClick={() => go(index + 1)}
            className="absolute top-1/2 right-2 -translate-y-1/2 shadow-md"
            data-slot="gallery-next"
          >
            <ChevronRightIcon className="size-6" />
          </Button>
        </>
      ) : null}
    </div>
  );
}

interface ThumbnailsProps {
  images: GalleryImage[];
  index: number;
  onSelect: (index: number) => void;
  labels: VehicleGalleryLabels;
}

/** One button per photo; the photo on show is marked current and kept in view. */
function GalleryThumbnails({ images, index, onSelect, labels }: ThumbnailsProps) {
  const { Image } = useFramework();
  const listRef = React.useRef<HTMLUListElement>(null);
  const count = images.length;

  React.useEffect(() => {
    const list = listRef.current;
    const current = list?.children[index] as HTMLElement | undefined;
    if (!list || !current) return;
    // Scrolls the strip only, never the page (scrollIntoView would move the window too).
    const left = current.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + current.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: Math.max(0, left - (list.clientWidth - current.offsetWidth) / 2), behavior: "smooth" });
    }
  }, [index]);

  return (
    <ul ref={listRef} aria-label={labels.thumbnails} data-slot="gallery-thumbnails" className="flex gap-2 overflow-x-auto p-1 [scrollbar-width:thin]">
      {images.map((image, thumbnail) => (
        <li key={`${image.src}-${thumbnail}`} className="shrink-0">
          <button
            type="button"
            aria-label={labels.showPhoto(thumbnail + 1, count)}
            aria-current={thumbnail === index ? "true" : undefined}
            onClick={() => onSelect(thumbnail)}
            data-slot="gallery-thumbnail"
            className={cn(
              "block h-12 w-16 overflow-hidden rounded border-2 transition-opacity hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:h-15 sm:w-20",
              thumbnail === index ? "border-primary opacity-100" : "border-transparent opacity-80",
            )}
          >
            <Image src={image.src} alt="" width={160} height={120} sizes="80px" loading="lazy" fetchPriority="low" draggable={false} className="size-full object-cover" />
          </button>
        </li>
      ))}
    </ul>
  );
}

export function VehicleGallery({ images, title, defaultIndex = 0, labels: labelOverrides, className, ...props }: VehicleGalleryProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const count = images.length;
  const [index, setIndex] = React.useState(() => Math.min(Math.max(0, defaultIndex), Math.max(0, count - 1)));
  const [fullScreen, setFullScreen] = React.useState(false);

  if (count === 0) {
    return (
      <section aria-label={`Photos of ${title}`} data-slot="vehicle-gallery" data-state="empty" className={cn("flex aspect-[4/3] items-center justify-center rounded-lg bg-muted text-muted-foreground", className)} {...props}>
        <p>{labels.noPhotos}</p>
      </section>
    );
  }

  const counter = `Photo ${index + 1} of ${count}`;
  return (
    <section aria-label={`Gallery: ${title}`} data-slot="vehicle-gallery" className={cn("flex flex-col gap-3", className)} {...props}>
      <GallerySlides images={images} title={title} index={index} onIndexChange={setIndex} labels={labels} variant="inline" />
      {count > 1 ? <GalleryThumbnails images={images} index={index} onSelect={setIndex} labels={labels} /> : null}
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite" aria-atomic="true" data-slot="gallery-counter">
          {counter}
        </p>
        <Dialog open={fullScreen} onOpenChange={setFullScreen}>
          <DialogTrigger asChild>
            <Button type="button" intent="outline" size="sm" data-slot="gallery-full-screen">
              <ExpandIcon />
              {labels.fullScreen}
            </Button>
          </DialogTrigger>
          <DialogContent
            closeLabel="Close full screen"
            layout="full-screen"
            onOpenAutoFocus={(event) => event.preventDefault()}
          >
            <div className="flex h-dvh flex-col gap-3 pt-14 pb-4">
              <div className="px-4">
                <DialogTitle size="md">{title}</DialogTitle>
                <DialogDescription tone="inherit">{counter}</DialogDescription>
              </div>
              <GallerySlides images={images} title={title} index={index} onIndexChange={setIndex} labels={labels} variant="full-screen" autoFocus />
            </div>
          </DialogContent>
        </Dialog>
      </div>
    </section>
  );
}
