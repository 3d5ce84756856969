// Shared Intl formatters. Constructing an Intl.NumberFormat or DateTimeFormat
// costs far more than formatting with one (it resolves the locale's data): a
// search page formats a few hundred prices, odometers and dates while it
// hydrates, and building a formatter per call was the largest share of our own
// code in that work (CPU profile of /cars/ at 4x slowdown). Formatters are
// immutable, so one per locale and options serves every caller.
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

/** The Intl.NumberFormat for these arguments, built once. */
export const numberFormat = formatterCache((locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));

/** The Intl.DateTimeFormat for these arguments, built once; throws as the constructor does (e.g. an unknown time zone). */
export const dateTimeFormat = formatterCache((locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));
