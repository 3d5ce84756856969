"use client";

// The live countdown to the end of a reservation's hold (issue 17; spec 9: held for
// 48 hours). It ticks every second on screen; a screen reader gets role="timer"
// (not announced on each tick, which would drown everything else) with the time
// left in words, and a polite announcement once the hold has ended.
import * as React from "react";
import { formatCountdown, secondsLeft } from "@forecourt/domain";
import { cn } from "../lib/cn";

export interface HoldCountdownProps {
  /** When the hold ends (ISO 8601). */
  expiresAt: string;
  /** The time the page was rendered with, so server and browser agree on the first paint; the clock takes over after. */
  now?: string;
  label?: string;
  /** Said once the hold has run out. */
  endedText?: string;
  onEnd?: () => void;
  className?: string;
}

function spoken(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const parts = [hours > 0 ? `${hours} ${hours === 1 ? "hour" : "hours"}` : null, `${minutes} ${minutes === 1 ? "minute" : "minutes"}`].filter(Boolean);
  return `${parts.join(" and ")} left`;
}

export function HoldCountdown({ expiresAt, now, label = "Time left on your hold", endedText = "Your hold has ended.", onEnd, className }: HoldCountdownProps) {
  const end = React.useMemo(() => new Date(expiresAt), [expiresAt]);
  const [left, setLeft] = React.useState(() => secondsLeft(end, now ? new Date(now) : new Date()));
  const ended = left <= 0;
  const endRef = React.useRef(onEnd);
  endRef.current = onEnd;

  React.useEffect(() => {
    setLeft(secondsLeft(end, new Date()));
    const timer = window.setInterval(() => {
      const next = secondsLeft(end, new Date());
      setLeft(next);
      if (next <= 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [end]);
  React.useEffect(() => {
    if (ended) endRef.current?.();
  }, [ended]);

  const labelId = React.useId();
  return (
    <div data-slot="hold-countdown" data-ended={ended || undefined} className={cn("rounded-lg border border-border p-4", className)}>
      <p id={labelId} className="text-sm font-medium text-muted-foreground">
        {label}
      </p>
      <p role="timer" aria-labelledby={labelId} className="mt-1 font-mono text-3xl font-semibold tabular-nums">
        <span aria-hidden="true">{formatCountdown(left)}</span>
        <span className="sr-only">{ended ? endedText : spoken(left)}</span>
      </p>
      <p aria-live="polite" className="mt-1 text-sm">
        {ended ? endedText : null}
      </p>
    </div>
  );
}
