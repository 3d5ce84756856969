// The production image CDN's query parameters (imgix names, built by
// `imageUrl` in @forecourt/domain), parsed and checked so a bad one is a 400
// that names it, never a 500.

/** Largest rendered side. Wider requests are clamped, as the CDN does. */
export const MAX_DIMENSION = 2400;
/** spec 9: image quality default 80. */
export const DEFAULT_QUALITY = 80;

export const fits = ["clip", "crop", "fill", "max", "scale"] as const;
export type Fit = (typeof fits)[number];

export const rasterFormats = ["avif", "webp", "png", "jpeg"] as const;
export type RasterFormat = (typeof rasterFormats)[number];
export type OutputFormat = RasterFormat | "svg";

export interface ImageParams {
  width: number | null;
  height: number | null;
  fit: Fit;
  quality: number;
  /** `auto=format`: pick AVIF, WebP or PNG from the Accept header. */
  autoFormat: boolean;
  /** `fm`: an explicit output format; wins over `auto=format`. */
  format: RasterFormat | null;
  /** True when w or h was above MAX_DIMENSION and was scaled down. */
  clamped: boolean;
}

export type ParsedParams = { ok: true; params: ImageParams } | { ok: false; message: string };

const WHOLE_NUMBER = /^\d{1,12}$/;

function positiveWhole(value: string | null): number | null | "invalid" {
  if (value === null) return null;
  if (!WHOLE_NUMBER.test(value)) return "invalid";
  const number = Number(value);
  return number >= 1 ? number : "invalid";
}

const formatNames: Record<string, RasterFormat> = { avif: "avif", webp: "webp", png: "png", jpg: "jpeg", jpeg: "jpeg" };

/**
 * Unknown parameter names are ignored (the CDN has many, and cache busters
 * such as `v` must not break an image); known ones with bad values are not.
 */
export function parseImageParams(searchParams: URLSearchParams): ParsedParams {
  let width = positiveWhole(searchParams.get("w"));
  if (width === "invalid") return { ok: false, message: `w must be a whole number of pixels from 1 (larger values are clamped to ${MAX_DIMENSION})` };
  let height = positiveWhole(searchParams.get("h"));
  if (height === "invalid") return { ok: false, message: `h must be a whole number of pixels from 1 (larger values are clamped to ${MAX_DIMENSION})` };

  const q = searchParams.get("q");
  let quality = DEFAULT_QUALITY;
  if (q !== null) {
    const parsed = WHOLE_NUMBER.test(q) ? Number(q) : NaN;
    if (!(parsed >= 1 && parsed <= 100)) return { ok: false, message: "q must be a whole number from 1 to 100" };
    quality = parsed;
  }

  const fitValue = searchParams.get("fit") ?? "clip";
  if (!(fits as readonly string[]).includes(fitValue)) return { ok: false, message: `fit must be one of ${fits.join(", ")}` };

  const fm = searchParams.get("fm");
  let format: RasterFormat | null = null;
  if (fm !== null) {
    const name = fm.toLowerCase();
    format = Object.hasOwn(formatNames, name) ? formatNames[name]! : null;
    if (!format) return { ok: false, message: "fm must be one of avif, webp, png, jpg" };
  }

  const autoFormat = searchParams
    .getAll("auto")
    .flatMap((value) => value.split(","))
    .some((token) => token.trim() === "format");

  // Keep the requested shape when clamping, so w=4800&h=2400&fit=crop is 2400x1200.
  const largest = Math.max(width ?? 0, height ?? 0);
  const clamped = largest > MAX_DIMENSION;
  if (clamped) {
    const factor = MAX_DIMENSION / largest;
    width = width === null ? null : Math.max(1, Math.round(width * factor));
    height = height === null ? null : Math.max(1, Math.round(height * factor));
  }

  return { ok: true, params: { width, height, fit: fitValue as Fit, quality, autoFormat, format, clamped } };
}

/** Media ranges the client accepts with q above 0, e.g. `image/avif`. */
function acceptedTypes(accept: string | null): Set<string> {
  const types = new Set<string>();
  for (const range of (accept ?? "").split(",")) {
    const [type, ...parameters] = range.trim().toLowerCase().split(";");
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (type && !(q && Number(q.slice(2)) === 0)) types.add(type.trim());
  }
  return types;
}

/**
 * `fm` wins; `auto=format` gives AVIF, else WebP, else PNG by Accept; a size
 * without either gives PNG; no size and no format serves the SVG itself.
 */
export function chooseFormat(params: ImageParams, accept: string | null): OutputFormat {
  if (params.format) return params.format;
  if (params.autoFormat) {
    const types = acceptedTypes(accept);
    if (types.has("image/avif")) return "avif";
    if (types.has("image/webp")) return "webp";
    return "png";
  }
  return params.width !== null || params.height !== null ? "png" : "svg";
}

/** The parameters that change the bytes, in a fixed order: for cache keys and ETags. */
export function canonicalParams(params: ImageParams, format: OutputFormat): string {
  if (format === "svg") return "svg";
  const parts = [`fm=${format}`];
  if (params.width !== null) parts.push(`w=${params.width}`);
  if (params.height !== null) parts.push(`h=${params.height}`);
  if (params.width !== null && params.height !== null) parts.push(`fit=${params.fit}`);
  if (format !== "png") parts.push(`q=${params.quality}`);
  return parts.join("&");
}
