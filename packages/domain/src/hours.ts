// Opening hours as a location card reads them (spec 2.7 'Opening hours').
import { parseLooseNumber } from "./values";
import { calendarDate, formatDate, type Locale } from "./locale";

export interface HoursRow {
  label: string;
  value: string;
  /** The day reads the site's closed-day text (spec 2.7), which a card may show as an Enquire Now link. */
  closed: boolean;
}

interface OpeningHourLike {
  weekday?: unknown;
  status?: string | null;
  open?: string | null;
  close?: string | null;
  formated_hours?: string | null;
}

export const defaultClosedText = "Closed";

const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** "08:30" or "17:00:00" reads 8:30am or 5:00pm; anything else is shown as it came. */
export function formatHour(time: string | null | undefined): string {
  const text = (time ?? "").trim();
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text);
  if (!match) return text;
  const hours = Number(match[1]);
  if (hours > 23) return text;
  const suffix = hours < 12 ? "am" : "pm";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]}${suffix}`;
}

function dayValue(entry: OpeningHourLike | undefined, closedText: string): { value: string; closed: boolean } {
  if (!entry || entry.status !== "Open") return { value: closedText, closed: true };
  const formatted = entry.formated_hours?.trim();
  if (formatted) return { value: formatted, closed: false };
  const open = formatHour(entry.open);
  const close = formatHour(entry.close);
  return { value: open && close ? `${open} - ${close}` : "Open", closed: false };
}

/**
 * spec 2.7: Mon-Fri as one row when the five days read the same, otherwise one
 * row per weekday; then Saturday and Sunday. A closed or missing day reads
 * `closedText` (Closed, By appointment only, ...). No hours at all gives no rows.
 */
export function openingHoursRows(hours: ReadonlyArray<OpeningHourLike> | null | undefined, { closedText = defaultClosedText }: { closedText?: string } = {}): HoursRow[] {
  if (!hours || hours.length === 0) return [];
  const day = (weekday: number) => dayValue(hours.find((entry) => parseLooseNumber(entry.weekday) === weekday), closedText);
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ label: weekdayNames[weekday]!, ...day(weekday) }));
  const rows = weekdays.every((row) => row.value === weekdays[0]!.value) ? [{ ...weekdays[0]!, label: "Mon-Fri" }] : weekdays;
  return [...rows, { label: "Saturday", ...day(6) }, { label: "Sunday", ...day(0) }];
}

interface SpecialHoursLike {
  status?: string | null;
  date?: string | null;
  start_hour?: string | null;
  end_hour?: string | null;
  label?: string | null;
}

export interface SpecialHoursRow {
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** The date in the site's format, e.g. 25/12/2026. */
  label: string;
  /** The holiday's name when the dealer gave one. */
  name: string | null;
  value: string;
  closed: boolean;
}

/**
 * spec 2.7 'View Holiday Opening Hours': special hours by date, oldest first.
 * Given `now`, days before today (in `timeZone`) are dropped. Entries with an
 * invalid date are skipped.
 */
export function specialHoursRows(
  special: ReadonlyArray<SpecialHoursLike> | null | undefined,
  { closedText = defaultClosedText, locale = "en-AU", now, timeZone = "UTC" }: { closedText?: string; locale?: Locale; now?: Date; timeZone?: string } = {},
): SpecialHoursRow[] {
  const today = now && Number.isFinite(now.getTime()) ? calendarDate(now, timeZone) : null;
  const rows: SpecialHoursRow[] = [];
  for (const entry of special ?? []) {
    const date = String(entry.date ?? "").slice(0, 10);
    const parsed = new Date(`${date}T00:00:00Z`);
    // Date parsing rolls 2026-02-31 over into March; only a date that reads back the same counts.
    if (!Number.isFinite(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) continue;
    if (today !== null && date < today) continue;
    const day = dayValue({ status: entry.status, open: entry.start_hour, close: entry.end_hour }, closedText);
    rows.push({ date, label: formatDate(parsed, locale), name: entry.label?.trim() || null, ...day });
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}

/** The site's closed-day setting (spec 2.7: Closed, By appointment only, or an Enquire Now link). */
export type ClosedDayMode = "Closed" | "By appointment only" | "Enquire Now";

/**
 * spec 2.7: the text a closed day reads. 'Enquire Now' is a link on a location
 * card; where no link can be shown (a holiday list, plain text) it reads Closed.
 */
export function closedDayText(mode: ClosedDayMode | null | undefined, { linkable = true }: { linkable?: boolean } = {}): string {
  if (mode === "Enquire Now") return linkable ? "Enquire Now" : defaultClosedText;
  return mode ?? defaultClosedText;
}
