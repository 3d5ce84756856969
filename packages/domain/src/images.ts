// Image delivery URLs (spec 1: width, crop and quality parameters, default
// quality 80, automatic format; spec 9 sizes). The same imgix-style parameters
// serve the local image route and the production CDN.
import { type CarLike } from "./car";

/** spec 1, 9: image quality defaults to 80. */
export const defaultImageQuality = 80;

/** spec 9 layout breakpoints, in px. */
export const breakpoints = { xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

/** spec 2.6, 2.7, 9 image sizes. */
export const imageSizes = {
  promotion: { width: 1920, height: 540, crop: true },
  blog: { width: 375, height: 375, crop: true },
  location: { width: 750, crop: true },
  /** Location cards take 360 to 600 px after the 750 crop. */
  locationCardWidths: [360, 480, 600],
} as const;

export interface ImageOptions {
  width?: number | null;
  height?: number | null;
  crop?: boolean;
  quality?: number | null;
}

function pixels(value: number | null | undefined): string | null {
  return value !== null && value !== undefined && Number.isFinite(value) && value > 0 ? String(Math.round(value)) : null;
}

/**
 * The delivery URL of an image: `w`, `h`, `fit=crop`, `q` (default 80) and
 * `auto=format` on the source, relative or absolute, keeping its other query
 * parameters and hash. Missing sources give ""; data: and blob: URLs pass through.
 */
export function imageUrl(src: string | null | undefined, { width, height, crop = false, quality }: ImageOptions = {}): string {
  const source = (src ?? "").trim();
  if (!source || /^(data|blob):/i.test(source)) return source;
  const hashAt = source.indexOf("#");
  const hash = hashAt >= 0 ? source.slice(hashAt) : "";
  const withoutHash = hashAt >= 0 ? source.slice(0, hashAt) : source;
  const queryAt = withoutHash.indexOf("?");
  const path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const params = new URLSearchParams(queryAt >= 0 ? withoutHash.slice(queryAt + 1) : "");
  const q = quality !== null && quality !== undefined && Number.isFinite(quality) ? Math.min(100, Math.max(1, Math.round(quality))) : defaultImageQuality;
  const ours: Array<[string, string | null]> = [
    ["w", pixels(width)],
    ["h", pixels(height)],
    ["fit", crop ? "crop" : null],
    ["q", String(q)],
    ["auto", "format"],
  ];
  for (const [key, value] of ours) {
    if (value === null) continue;
    params.delete(key);
    params.append(key, value);
  }
  return `${path}?${params.toString()}${hash}`;
}

export type SrcSetOptions = Omit<ImageOptions, "width" | "height"> & {
  /** A fixed height for every width; */
  height?: number | null;
  /**
   * or a width-to-height ratio (3/2, 4/3), the height following each width, for
   * a cropped frame that keeps its shape at every size. Wins over `height`.
   */
  aspect?: number | null;
};

/** A srcset of the image at each width, e.g. "…?w=360… 360w, …?w=600… 600w". */
export function imageSrcSet(src: string | null | undefined, widths: ReadonlyArray<number>, { aspect, ...options }: SrcSetOptions = {}): string {
  if (!(src ?? "").trim()) return "";
  const ratio = aspect !== null && aspect !== undefined && Number.isFinite(aspect) && aspect > 0 ? aspect : null;
  return widths
    .filter((width) => pixels(width) !== null)
    .map((width) => `${imageUrl(src, { ...options, width, ...(ratio === null ? {} : { height: width / ratio }) })} ${Math.round(width)}w`)
    .join(", ");
}

/** A car's main image: primary_image_url, else the first image, else the first thumbnail; null when it has none. */
export function carImage(car: Pick<CarLike, "primary_image_url" | "images" | "thumbnails">): string | null {
  const candidates = [car.primary_image_url, car.images?.[0], car.thumbnails?.[0]];
  for (const candidate of candidates) {
    if (typeof candidate === "string" && candidate.trim()) return candidate.trim();
  }
  return null;
}
