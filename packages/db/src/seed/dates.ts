// Every date in the demo is an offset from one anchor: DEMO_REFERENCE_DATE, or the
// `now` the loader passes at seed time. Offsets are drawn independently of the
// anchor, so moving `now` shifts each date by (now - reference) and changes nothing
// else (docs/demo-data.md 'Determinism': the demo always has new arrivals and just-sold cars).

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface Clock {
  /** The anchor, in epoch milliseconds. */
  readonly now: number;
  /** ISO timestamp `offsetMs` after the anchor (negative is the past). */
  at(offsetMs: number): string;
  /** Unix seconds `offsetMs` after the anchor. */
  unixAt(offsetMs: number): number;
  /** Calendar date (YYYY-MM-DD, UTC) `days` after the anchor's day. */
  dateAt(days: number): string;
  /** Year and month (YYYY-MM) `days` after the anchor's day. */
  monthAt(days: number): string;
}

export function createClock(anchor: Date): Clock {
  const now = anchor.getTime();
  const startOfDay = Math.floor(now / DAY) * DAY;
  // Calendar dates repeat across thousands of cars; format each day once.
  const days = new Map<number, string>();
  const dayText = (offset: number) => {
    const rounded = Math.round(offset);
    let text = days.get(rounded);
    if (text === undefined) {
      text = new Date(startOfDay + rounded * DAY).toISOString().slice(0, 10);
      days.set(rounded, text);
    }
    return text;
  };
  return {
    now,
    at: (offsetMs) => new Date(now + offsetMs).toISOString(),
    unixAt: (offsetMs) => Math.floor((now + offsetMs) / 1000),
    dateAt: dayText,
    monthAt: (offset) => dayText(offset).slice(0, 7),
  };
}

const monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** '14 September 2026', the way review feeds spell a date. */
export function dateInWords(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${monthNames[(month ?? 1) - 1]} ${year}`;
}

/** '3 months ago': relative, so it reads the same whichever anchor was used. */
export function agoInWords(daysAgo: number): string {
  if (daysAgo < 1) return "today";
  if (daysAgo < 2) return "a day ago";
  if (daysAgo < 7) return `${Math.floor(daysAgo)} days ago`;
  if (daysAgo < 14) return "a week ago";
  if (daysAgo < 30) return `${Math.floor(daysAgo / 7)} weeks ago`;
  if (daysAgo < 60) return "a month ago";
  if (daysAgo < 365) return `${Math.floor(daysAgo / 30)} months ago`;
  if (daysAgo < 730) return "a year ago";
  return `${Math.floor(daysAgo / 365)} years ago`;
}
