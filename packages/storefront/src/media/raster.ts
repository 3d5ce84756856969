// SVG to AVIF/WebP/PNG/JPEG with sharp, behind a byte-bounded LRU and a
// small job limit: the demo runs three apps on a 2-core machine.
import { availableParallelism } from "node:os";
import sharp from "sharp";
import { type Fit, type ImageParams, MAX_DIMENSION, type RasterFormat } from "./image-params";
import { type SvgDocument } from "./svg";

/** libvips threads per image; the job limit below bounds images at once. */
const THREADS = Math.max(1, Math.min(2, availableParallelism()));
const MAX_CONCURRENT_JOBS = 2;
/** Rendered rasters kept in memory per process (a 750px WebP is about 10-40 KB). */
export const RASTER_CACHE_BYTES = 64 * 1024 * 1024;
/** Largest canvas librsvg draws before resizing: 16 megapixels, about 64 MB. */
const MAX_DRAWN_PIXELS = 16_000_000;

sharp.concurrency(THREADS);

/** Least recently used, bounded by the total size of the stored bytes. */
export class ByteLru {
  private readonly entries = new Map<string, Uint8Array>();
  private total = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): Uint8Array | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Uint8Array): void {
    // One entry may not take more than an eighth of the budget.
    if (value.byteLength > this.maxBytes / 8) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.total -= previous.byteLength;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.total += value.byteLength;
    for (const [oldest, bytes] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= bytes.byteLength;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}

export const rasterCache = new ByteLru(RASTER_CACHE_BYTES);
const inFlight = new Map<string, Promise<Uint8Array>>();

let running = 0;
const waiting: Array<() => void> = [];

async function withJobSlot<T>(job: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_JOBS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await job();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

interface Size {
  width: number;
  height: number;
}

const sharpFit: Record<Fit, "cover" | "inside" | "contain" | "fill"> = { crop: "cover", clip: "inside", max: "inside", fill: "contain", scale: "fill" };

/** The box to render into: the requested size, or the art's own size (capped). */
export function targetSize(art: Size, params: Pick<ImageParams, "width" | "height">): Size {
  const { width, height } = params;
  if (width !== null && height !== null) return { width, height };
  if (width !== null) return { width, height: Math.max(1, Math.round((width * art.height) / art.width)) };
  if (height !== null) return { width: Math.max(1, Math.round((height * art.width) / art.height)), height };
  const factor = Math.min(1, MAX_DIMENSION / Math.max(art.width, art.height));
  return { width: Math.round(art.width * factor), height: Math.round(art.height * factor) };
}

async function rasterise(art: SvgDocument, params: ImageParams, format: RasterFormat): Promise<Uint8Array> {
  const target = targetSize(art, params);
  const bothSides = params.width !== null && params.height !== null;
  const fit = bothSides ? sharpFit[params.fit] : "fill";
  // Draw the vector at the output scale rather than scaling pixels afterwards.
  const ratios = [target.width / art.width, target.height / art.height];
  const wanted = fit === "cover" || fit === "fill" ? Math.max(...ratios) : Math.min(...ratios);
  // A thin crop of wide art (a wordmark at h=2400) would draw a huge canvas:
  // past the cap, draw at the cap first and let the resize upscale the pixels
  // (sharp would otherwise redraw the SVG at the full scale itself).
  const cap = Math.sqrt(MAX_DRAWN_PIXELS / (art.width * art.height));
  const source = Buffer.from(art.svg);
  const drawn = wanted <= cap ? sharp(source, { density: Math.max(72 * wanted, 1) }) : sharp(await sharp(source, { density: Math.max(72 * cap, 1) }).png({ compressionLevel: 0 }).toBuffer());
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  let image = drawn.resize(target.width, target.height, { fit, background: transparent });
  switch (format) {
    case "avif":
      image = image.avif({ quality: params.quality, effort: 2 });
      break;
    case "webp":
      image = image.webp({ quality: params.quality });
      break;
    case "jpeg":
      image = image.flatten({ background: "#ffffff" }).jpeg({ quality: params.quality, mozjpeg: true });
      break;
    case "png":
      image = image.png({ compressionLevel: 8 });
      break;
  }
  return new Uint8Array(await image.toBuffer());
}

/** Cached by `key`; concurrent requests for one key share one render. */
export async function cachedRaster(key: string, art: () => SvgDocument | null, params: ImageParams, format: RasterFormat): Promise<Uint8Array | null> {
  const cached = rasterCache.get(key);
  if (cached) return cached;
  const document = art();
  if (!document) return null;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = withJobSlot(() => rasterise(document, params, format)).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  const bytes = await pending;
  rasterCache.set(key, bytes);
  return bytes;
}

/** A stored photo (issue 19) resized to the parameters, cached like the art. */
export async function cachedStoredPhoto(key: string, original: Uint8Array, params: ImageParams, format: RasterFormat): Promise<Uint8Array> {
  const cached = rasterCache.get(key);
  if (cached) return cached;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = withJobSlot(async () => {
      const bothSides = params.width !== null && params.height !== null;
      let image = sharp(original).resize(params.width ?? undefined, params.height ?? undefined, { fit: bothSides ? sharpFit[params.fit] : "inside", withoutEnlargement: true, background: "#ffffff" });
      if (format === "avif") image = image.avif({ quality: params.quality, effort: 2 });
      else if (format === "webp") image = image.webp({ quality: params.quality });
      else if (format === "png") image = image.png({ compressionLevel: 8 });
      else image = image.jpeg({ quality: params.quality, mozjpeg: true });
      return new Uint8Array(await image.toBuffer());
    }).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  const bytes = await pending;
  rasterCache.set(key, bytes);
  return bytes;
}
