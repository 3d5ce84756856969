// Shared Intl formatters. Constructing an Intl.NumberFormat or DateTimeFormat
// costs far more than formatting with one (it resolves the locale's data): a
// search page formats a few hundred prices, odometers and dates while it
// hydrates, and building a formatter per call was the largest share of our own
// code in that work (CPU profile of /cars/ at 4x slowdown). Formatters are
// immutable, so one per locale and options serves every caller.
import type { Locale } from "./locale";

/** One formatter per locale and options, built on first use by `create`. */
function formatterCache<Options, Format>(create: (locale: string, options: Options) => Format): (locale: string, options: Options) => Format {
  const formats = new Map<string, Format>();
  return (locale, options) => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = formats.get(key);
    if (!format) {
      format = create(locale, options);
      formats.set(key, format);
    }
    return format;
  };
}

/** The Intl.NumberFormat for these arguments, built once (formatDecimal below is what the app formats numbers with). */
export const numberFormat = formatterCache((locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));

/** The Intl.DateTimeFormat for these arguments, built once; throws as the constructor does (e.g. an unknown time zone). */
export const dateTimeFormat = formatterCache((locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));

/** How many digits after the point: at least the minimum, at most the maximum (trailing zeros between them dropped). */
export interface DecimalDigits {
  minimumFractionDigits?: number;
  maximumFractionDigits: number;
}

/**
 * A number as the locales Forecourt serves write it (en-AU, en-NZ and en-US alike: a
 * comma between thousands, a point before the fraction), rounded as Intl.NumberFormat
 * rounds: half away from zero, on the number's shortest decimal form (-999755.835 to
 * two places is -999,755.84, though the double is a hair under .835). It is the same
 * text as Intl.NumberFormat(locale, digits).format(value), which a property test
 * checks (intl.test.ts).
 *
 * Written here rather than with Intl.NumberFormat because of what the first
 * NumberFormat a page builds costs: 13-27 ms of the main thread in Chromium on a
 * 2-core host, while it loads the locale's data (four times that on a mid-range
 * phone), in the middle of hydration on every page that shows a price or a count
 * (the home page's quick search, the search page, a car page). Grouping the digits
 * of these three locales is one rule. Intl still formats what is not a finite number
 * and what is past 2^53, where a double's shortest form ends in zeros Intl writes out.
 */
export function formatDecimal(value: number, locale: Locale, { minimumFractionDigits = 0, maximumFractionDigits }: DecimalDigits): string {
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) return numberFormat(locale, { minimumFractionDigits, maximumFractionDigits }).format(value);
  const [whole, fraction] = roundShortestDecimal(Math.abs(value), maximumFractionDigits);
  let digits = fraction.length;
  while (digits > minimumFractionDigits && fraction[digits - 1] === "0") digits -= 1;
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return digits > 0 ? `${sign}${grouped}.${fraction.slice(0, digits)}` : `${sign}${grouped}`;
}

/** A non-negative number's shortest decimal form (String's), rounded half up to `places` digits: its whole and fraction digits. */
function roundShortestDecimal(magnitude: number, places: number): [whole: string, fraction: string] {
  const [mantissa = "0", exponent = "0"] = String(magnitude).split("e");
  const [integer = "0", decimals = ""] = mantissa.split(".");
  let digits = integer + decimals;
  // Where the point falls in `digits`, padded so that it falls within them.
  let point = integer.length + Number(exponent);
  if (point < 1) {
    digits = "0".repeat(1 - point) + digits;
    point = 1;
  }
  const keep = point + places;
  digits = digits.padEnd(keep, "0");
  if (digits.length > keep) {
    const roundUp = digits[keep]! >= "5";
    const kept = digits.slice(0, keep).split("");
    let at = keep - 1;
    while (roundUp && at >= 0) {
      if (kept[at] === "9") {
        kept[at] = "0";
        at -= 1;
      } else {
        kept[at] = String(Number(kept[at]) + 1);
        break;
      }
    }
    if (roundUp && at < 0) {
      kept.unshift("1");
      point += 1;
    }
    digits = kept.join("");
  }
  return [digits.slice(0, point).replace(/^0+(?=\d)/, ""), digits.slice(point)];
}
