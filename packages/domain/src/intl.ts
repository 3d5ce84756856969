// Shared Intl formatters. Constructing an Intl.NumberFormat or DateTimeFormat
// costs far more than formatting with one (it resolves the locale's data): a
// search page formats a few hundred prices, odometers and dates while it
// hydrates, and building a formatter per call was the largest share of our own
// code in that work (CPU profile of /cars/ at 4x slowdown). Formatters are
// immutable, so one per locale and options serves every caller.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The Intl.NumberFormat for these arguments, built once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** The Intl.DateTimeFormat for these arguments, built once; throws as the constructor does (e.g. an unknown time zone). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}
