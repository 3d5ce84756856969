// The map beside a single location (spec 2.7: greyscale, centred on the
// location). Without a maps key the embedded default is a static card with a
// directions link (docs/architecture.md 'Maps and geocoding'): a drawn street grid, the pin at its
// centre, the address and the link. No request leaves the site. No hooks.
import type * as React from "react";
import type { LocationCardView } from "@forecourt/domain";
import { MapPinIcon } from "../icons";
import { cn } from "../lib/cn";

export interface LocationMapProps extends Omit<React.ComponentProps<"figure">, "children"> {
  view: Pick<LocationCardView, "name" | "address" | "directionsHref" | "point">;
  translations?: { directions?: string };
}

export function LocationMap({ view, translations, className, ...props }: LocationMapProps) {
  const directions = translations?.directions ?? "Get Directions";
  return (
    <figure data-slot="location-map" data-variant="static" className={cn("relative isolate flex min-h-64 overflow-hidden rounded-lg border border-border bg-muted grayscale", className)} {...props}>
      <svg aria-hidden="true" focusable="false" className="absolute inset-0 -z-10 size-full text-border" preserveAspectRatio="xMidYMid slice" viewBox="0 0 400 260">
        <g fill="none" stroke="currentColor">
          <path strokeWidth="14" d="M-10 170 L410 120" />
          <path strokeWidth="10" d="M150 -10 L190 270" />
          <path strokeWidth="6" d="M-10 60 L410 40 M-10 235 L410 215 M60 -10 L80 270 M290 -10 L320 270 M360 -10 L370 270" />
        </g>
      </svg>
      <div className="m-auto flex max-w-xs flex-col items-center gap-2 p-6 text-center">
        <MapPinIcon className="size-10 fill-background text-foreground" />
        <figcaption className="flex flex-col gap-1">
          <span className="font-semibold">{view.name}</span>
          <span className="text-sm">{view.address}</span>
        </figcaption>
        <a href={view.directionsHref} data-action="map-directions" className="rounded-md bg-background px-3 py-2 text-sm font-medium text-link underline underline-offset-4 hover:decoration-2">
          {directions}
          <span className="sr-only"> to {view.name}</span>
        </a>
      </div>
    </figure>
  );
}
