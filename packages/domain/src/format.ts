// Number, money and unit formatting, so that no component formats ad hoc
// (docs/rules.md 'House style'). Money uses the spec 4 format everywhere: a dollar sign, no
// decimals unless asked, comma thousands. AUD, NZD and USD all write "$".
import { formatDecimal } from "./intl";
import { parseLooseNumber } from "./values";
import { formatDistance, type Locale, type RegionSettings } from "./locale";

/** Half away from zero, so -2.5 and 2.5 round to the same magnitude. */
function roundMagnitude(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(Math.abs(value) * factor) / factor;
}

export interface MoneyOptions {
  locale?: Locale;
  /** Fraction digits; whole dollars unless a screen needs cents. */
  decimals?: number;
}

/** Money in the spec 4 format: formatMoney(12345.6) is "$12,346"; bad input gives "". */
export function formatMoney(value: unknown, { locale = "en-AU", decimals = 0 }: MoneyOptions = {}): string {
  const amount = parseLooseNumber(value);
  if (amount === null) return "";
  const magnitude = roundMagnitude(amount, decimals);
  const sign = amount < 0 && magnitude !== 0 ? "-" : "";
  const digits = formatDecimal(magnitude, locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return `${sign}$${digits}`;
}

/** spec 4: `$12,346` for 12345.6: dollar sign, no decimals, comma thousands. */
export function formatPrice(value: unknown): string {
  return formatMoney(value);
}

/** Reads a formatted price back ("$12,346" gives 12346); the inverse of formatPrice for whole dollars. */
export function parsePrice(text: unknown): number | null {
  return parseLooseNumber(text);
}

/** A plain number with the locale's grouping: 12,345 (en-AU); bad input gives "". */
export function formatNumber(value: unknown, locale: Locale = "en-AU", decimals = 0): string {
  const amount = parseLooseNumber(value);
  if (amount === null) return "";
  return formatDecimal(amount, locale, { minimumFractionDigits: 0, maximumFractionDigits: decimals });
}

/**
 * Odometer text (spec 2.4 'Odometer in km'): "12,345 km", or miles for a US
 * site (spec 1). A missing or negative reading gives null, so the row hides (spec 5).
 */
export function formatKm(km: unknown, settings: Pick<RegionSettings, "locale" | "distanceUnit">): string | null {
  const value = parseLooseNumber(km);
  if (value === null || value < 0) return null;
  return formatDistance(value, settings);
}

/** A rate as shown beside finance estimates: 8.38%. Bad input gives "". */
export function formatPercent(value: unknown, decimals = 2): string {
  const rate = parseLooseNumber(value);
  if (rate === null) return "";
  return `${rate.toFixed(decimals)}%`;
}
