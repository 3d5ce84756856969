"use client";
// A range slider with two thumbs (spec 2.3 'Range sliders'; spec 5 'Price
// range slider'): Radix Slider gives both thumbs arrow, Page Up/Down, Home and
// End keys. The values go through domain's clamping and rounding before the
// search is refined, once the thumb is released.
import * as React from "react";
import { Slider } from "radix-ui";
import { clampRange, sliderStep } from "@forecourt/domain";
import { cn } from "../lib/cn";

export interface RangeSliderTranslations {
  /** The group's name, e.g. 'Price'. */
  label: string;
  minimumLabel: string;
  maximumLabel: string;
}

export interface RangeSliderProps {
  /** The facet's bounds (domain sliderBounds). */
  min: number;
  max: number;
  /** The refined range; a missing side is its bound. */
  value: readonly [number | undefined, number | undefined];
  onRefine: (range: [number | undefined, number | undefined]) => void;
  /** The attribute, for domain's rounding rule (price and km round to 1000). */
  attribute: string;
  format: (value: number) => string;
  step?: number;
  classNames?: { root?: string };
  translations: RangeSliderTranslations;
}

export function RangeSlider({ min, max, value, onRefine, attribute, format, step, classNames, translations }: RangeSliderProps) {
  const current = React.useMemo<[number, number]>(() => [value[0] ?? min, value[1] ?? max], [value, min, max]);
  const [draft, setDraft] = React.useState<[number, number]>(current);
  React.useEffect(() => setDraft(current), [current]);
  const labelId = React.useId();
  const disabled = !(max > min);

  const commit = (next: number[]) => {
    const [lo, hi] = clampRange([next[0], next[1]], { min, max, attribute });
    // A side at its bound is no refinement on that side.
    onRefine([lo <= min ? undefined : lo, hi >= max ? undefined : hi]);
  };

  return (
    <div data-slot="range-slider" role="group" aria-labelledby={labelId} className={cn("flex flex-col gap-3 px-1", classNames?.root)}>
      <p id={labelId} className="sr-only">
        {translations.label}
      </p>
      <p aria-hidden="true" className="flex justify-between text-sm font-medium tabular-nums">
        <span>{format(draft[0])}</span>
        <span>{format(draft[1])}</span>
      </p>
      <Slider.Root
        min={min}
        max={disabled ? min + 1 : max}
        step={step ?? sliderStep(min, max)}
        value={draft}
        minStepsBetweenThumbs={0}
        disabled={disabled}
        onValueChange={(next) => setDraft([next[0]!, next[1]!])}
        onValueCommit={commit}
        className="relative flex h-11 touch-none items-center select-none data-[disabled]:opacity-50"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-muted">
          <Slider.Range className="absolute h-full rounded-full bg-primary" />
        </Slider.Track>
        {[translations.minimumLabel, translations.maximumLabel].map((name, index) => (
          <Slider.Thumb
            key={name}
            aria-label={name}
            aria-valuetext={format(draft[index]!)}
            className="block size-6 rounded-full border-2 border-primary bg-background shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
        ))}
      </Slider.Root>
    </div>
  );
}
