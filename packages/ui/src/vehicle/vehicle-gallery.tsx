"use client";
// The vehicle page gallery (spec 2.5; issue 7: keyboard and swipe, full screen) on
// Embla: swipe and drag come from Embla, the arrow keys move between photos when
// the gallery has focus, the arrows disable at the ends (spec 4 'Carousel arrows'),
// 'View full screen' opens the same photos in a dialog, and a strip of thumbnails
// under the photo jumps straight to any of them.
import * as React from "react";
import useEmblaCarousel from "embla-carousel-react";
import { carouselArrows } from "@forecourt/domain";
import { Button } from "../button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../dialog";
import { useFramework } from "../framework";
import { ChevronLeftIcon, ChevronRightIcon } from "../icons";
import { cn } from "../lib/cn";

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
  const [viewportRef, api] = useEmblaCarousel({ startIndex: index, align: "start", duration: 20 });
  const regionRef = React.useRef<HTMLDivElement>(null);
  const count = images.length;
  const arrows = carouselArrows({ index, count });
  // Photos load as the shopper reaches them: the one on show and its neighbours
  // (a swipe reveals the next one before it lands), then every photo seen stays.
  // A phone on a slow connection fetches two or three photos at first, not all
  // of them alongside the page's first paint.
  const [reached, setReached] = React.useState(() => new Set([index - 1, index, index + 1]));
  if (!reached.has(index) || !reached.has(index + 1) || !reached.has(index - 1)) {
    setReached(new Set([...reached, index - 1, index, index + 1]));
  }

  React.useEffect(() => {
    if (!api) return;
    const onSelect = () => onIndexChange(api.selectedScrollSnap());
    api.on("select", onSelect).on("reInit", onSelect);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect);
    };
  }, [api, onIndexChange]);

  // Keeps Embla in step when the index changes from outside (the other view of the gallery).
  React.useEffect(() => {
    if (api && api.selectedScrollSnap() !== index) api.scrollTo(index, true);
  }, [api, index]);

  React.useEffect(() => {
    if (autoFocus) regionRef.current?.focus();
  }, [autoFocus]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      api?.scrollPrev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      api?.scrollNext();
    } else if (event.key === "Home") {
      event.preventDefault();
      api?.scrollTo(0);
    } else if (event.key === "End") {
      event.preventDefault();
      api?.scrollTo(count - 1);
    }
  };

  const large = variant === "full-screen";
  return (
    <div className={cn("relative", large && "flex min-h-0 flex-1 flex-col")} data-slot="gallery-slides" data-variant={variant}>
      <div
        ref={regionRef}
        role="region"
        aria-roledescription="carousel"
        aria-label={`Photos of ${title}. Use the left and right arrow keys to move between photos.`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className={cn("overflow-hidden focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring", large ? "min-h-0 flex-1 bg-black" : "rounded-lg bg-muted")}
      >
        <div ref={viewportRef} className="h-full overflow-hidden">
          <div className="flex h-full touch-pan-y touch-pinch-zoom">
            {images.map((image, slide) => (
              <div
                key={`${image.src}-${slide}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slide + 1} of ${count}`}
                aria-hidden={slide !== index || undefined}
                className="relative min-w-0 shrink-0 grow-0 basis-full"
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
        </div>
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
            onClick={() => api?.scrollPrev()}
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
            onClick={() => api?.scrollNext()}
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
