// A line icon per body type of spec 2.3's list, drawn on a 48x24 grid. Similar
// bodies share a silhouette (hatch and hatchback, wagon and stationWagon).
import * as React from "react";
import { cn } from "../lib/cn";

const silhouettes = {
  sedan: "M4 16h40v-3l-7-2-6-5H16l-6 5-6 1z",
  hatch: "M4 16h40v-4l-6-1-8-6H14l-5 6-5 1z",
  wagon: "M4 16h40v-4l-5-1-5-6H8l-4 6z",
  suv: "M4 17h40v-6l-4-1-4-6H10l-4 6-2 1z",
  ute: "M4 16h40v-6H26V5H14l-5 5-5 1z",
  van: "M4 17h40V5H14l-8 6-2 1z",
  coupe: "M4 16h40v-3l-9-2-6-4H18l-7 4-7 1z",
  convertible: "M4 16h40v-4l-12-1-3-3-2 3H12l-8 1z",
  bus: "M3 17h42V4H3z",
  truck: "M4 17h40V4H20v6h-8l-4 4-4 1z",
  motorhome: "M4 17h40V5H10V3H6v9l-2 1z",
  offroad: "M4 16h40v-5l-4-1-4-6H11l-4 6-3 1z",
} as const;

const bodyShapes: Record<string, keyof typeof silhouettes> = {
  "4x4": "offroad",
  bus: "bus",
  cabChassis: "truck",
  convertible: "convertible",
  coupe: "coupe",
  hardtop: "coupe",
  hatch: "hatch",
  hatchback: "hatch",
  motorhome: "motorhome",
  lightTruck: "truck",
  peopleMover: "van",
  sedan: "sedan",
  softtop: "convertible",
  suv: "suv",
  ute: "ute",
  van: "van",
  wagon: "wagon",
  stationWagon: "wagon",
};

export function BodyTypeIcon({ bodyType, className, ...props }: React.ComponentProps<"svg"> & { bodyType: string }) {
  const shape = silhouettes[bodyShapes[bodyType] ?? "sedan"];
  return (
    <svg viewBox="0 0 48 24" aria-hidden="true" focusable="false" data-body-type={bodyType} className={cn("h-6 w-12", className)} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" {...props}>
      <path d={shape} />
      <circle cx="13" cy="18" r="3" fill="currentColor" />
      <circle cx="35" cy="18" r="3" fill="currentColor" />
    </svg>
  );
}
