"use client";
// A range slider with two thumbs (spec 2.3 'Range sliders'; spec 5 'Price range
// slider'). The values go through domain's clamping and rounding before the search
// is refined, once a thumb is released or a key has moved it.
//
// Each thumb is a native <input type="range"> (the two overlaid on one track), so
// the browser gives each its slider role and value, touch and pointer dragging, and
// assistive technology's increment and decrement; the keys are handled below (arrows
// one step, Page Up and Page Down ten, Home and End), as the WAI-ARIA slider pattern asks. Written by hand
// rather than with Radix Slider (docs/performance.md, issue 20): Radix's slider and
// the helpers it alone brought were about 10 KB gzipped of the search page's
// JavaScript, for what two native inputs do; what remains here is keeping the thumbs
// from crossing and drawing the range between them.
import * as React from "react";
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

// The inputs are transparent and let the pointer through, except on their thumbs;
// the thumbs are drawn the same in Chromium, Safari and Firefox. (Every class is
// written out whole, so Tailwind finds it.)
const inputClass = [
  "pointer-events-none absolute inset-0 m-0 h-full w-full appearance-none bg-transparent outline-none disabled:cursor-not-allowed",
  "[&::-webkit-slider-thumb]:size-6 [&::-webkit-slider-thumb]:cursor-grab [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-solid [&::-webkit-slider-thumb]:border-primary [&::-webkit-slider-thumb]:bg-background [&::-webkit-slider-thumb]:shadow [&::-webkit-slider-thumb]:pointer-events-auto",
  "[&::-moz-range-thumb]:size-6 [&::-moz-range-thumb]:cursor-grab [&::-moz-range-thumb]:appearance-none [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-solid [&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-background [&::-moz-range-thumb]:shadow [&::-moz-range-thumb]:pointer-events-auto",
  "[&::-webkit-slider-runnable-track]:bg-transparent [&::-moz-range-track]:bg-transparent",
  "focus-visible:[&::-webkit-slider-thumb]:outline-2 focus-visible:[&::-webkit-slider-thumb]:outline-offset-2 focus-visible:[&::-webkit-slider-thumb]:outline-ring focus-visible:[&::-webkit-slider-thumb]:outline-solid",
  "focus-visible:[&::-moz-range-thumb]:outline-2 focus-visible:[&::-moz-range-thumb]:outline-offset-2 focus-visible:[&::-moz-range-thumb]:outline-ring focus-visible:[&::-moz-range-thumb]:outline-solid",
].join(" ");

export function RangeSlider({ min, max, value, onRefine, attribute, format, step, classNames, translations }: RangeSliderProps) {
  const current = React.useMemo<[number, number]>(() => [value[0] ?? min, value[1] ?? max], [value, min, max]);
  const [draft, setDraft] = React.useState<[number, number]>(current);
  React.useEffect(() => setDraft(current), [current]);
  const labelId = React.useId();
  const disabled = !(max > min);
  const top = disabled ? min + 1 : max;
  const stepSize = step ?? sliderStep(min, max);
  const draftRef = React.useRef(draft);
  draftRef.current = draft;

  const commit = React.useCallback(
    ([low, high]: readonly [number, number]) => {
      const [lo, hi] = clampRange([low, high], { min, max, attribute });
      // A side at its bound is no refinement on that side: judged before rounding too,
      // or a price range from $2,990 would refine an untouched lower thumb to $3,000
      // (spec 5's rounding) and hide the cheapest car.
      onRefine([low <= min || lo <= min ? undefined : lo, high >= max || hi >= max ? undefined : hi]);
    },
    [min, max, attribute, onRefine],
  );

  /** Moves one thumb, never past the other. */
  const move = (thumbIndex: 0 | 1, next: number): [number, number] => {
    const [low, high] = draftRef.current;
    const moved: [number, number] = thumbIndex === 0 ? [Math.min(Math.max(min, next), high), high] : [low, Math.max(Math.min(top, next), low)];
    draftRef.current = moved;
    setDraft(moved);
    return moved;
  };

  // A drag commits when the pointer is let go, wherever it is then (window: the
  // pointer may have left the thumb). Any other change of value (an assistive
  // technology's increment) commits at once; keys are handled below.
  const dragging = React.useRef(false);
  const onPointerDown = () => {
    dragging.current = true;
    const release = () => {
      window.removeEventListener("pointerup", release);
      window.removeEventListener("pointercancel", release);
      dragging.current = false;
      commit(draftRef.current);
    };
    window.addEventListener("pointerup", release);
    window.addEventListener("pointercancel", release);
  };
  const onChange = (thumbIndex: 0 | 1) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const moved = move(thumbIndex, Number(event.currentTarget.value));
    if (!dragging.current) commit(moved);
  };

  // The keys are handled here, not left to the browser, so every browser (and a
  // test's synthetic key events) moves the same distance: arrows one step, Page Up
  // and Page Down ten (WAI-ARIA slider pattern), Home and End to the ends.
  const onKeyDown = (thumbIndex: 0 | 1) => (event: React.KeyboardEvent<HTMLInputElement>) => {
    const at = draftRef.current[thumbIndex];
    const target = { ArrowLeft: at - stepSize, ArrowDown: at - stepSize, ArrowRight: at + stepSize, ArrowUp: at + stepSize, PageDown: at - 10 * stepSize, PageUp: at + 10 * stepSize, Home: min, End: top }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    commit(move(thumbIndex, target));
  };

  const span = top - min;
  const percent = (n: number) => (span > 0 ? ((n - min) / span) * 100 : 0);
  // The thumb nearer the top end sits on top when both are at the top (so the lower one can still be moved down from there).
  const lowOnTop = draft[0] >= top - stepSize;

  return (
    <div data-slot="range-slider" role="group" aria-labelledby={labelId} className={cn("flex flex-col gap-3 px-1", classNames?.root)}>
      <p id={labelId} className="sr-only">
        {translations.label}
      </p>
      <p aria-hidden="true" className="flex justify-between text-sm font-medium tabular-nums">
        <span>{format(draft[0])}</span>
        <span>{format(draft[1])}</span>
      </p>
      <div className={cn("relative flex h-11 items-center select-none", disabled && "opacity-50")} data-disabled={disabled || undefined}>
        <div className="absolute inset-x-3 h-1.5 rounded-full bg-muted" aria-hidden="true">
          <div className="absolute h-full rounded-full bg-primary" style={{ left: `${percent(draft[0])}%`, right: `${100 - percent(draft[1])}%` }} />
        </div>
        {([0, 1] as const).map((thumbIndex) => (
          <input
            key={thumbIndex}
            type="range"
            min={min}
            max={top}
            step={stepSize}
            value={draft[thumbIndex]}
            disabled={disabled}
            aria-label={thumbIndex === 0 ? translations.minimumLabel : translations.maximumLabel}
            aria-valuetext={format(draft[thumbIndex])}
            onChange={onChange(thumbIndex)}
            onKeyDown={onKeyDown(thumbIndex)}
            onPointerDown={onPointerDown}
            className={`${inputClass} ${thumbIndex === 0 && lowOnTop ? "z-20" : "z-10"}`}
            data-thumb={thumbIndex === 0 ? "minimum" : "maximum"}
          />
        ))}
      </div>
    </div>
  );
}
