// Fetching a feed's photos into the image store (issue 19). It runs after the
// rows are written, so a slow photo host never holds up the stock: each photo is
// fetched once (a stored photo is never fetched again), with a timeout, a size
// cap and a few at a time; a photo that fails is reported and its car kept with
// the photos that did arrive. Each is resized by sharp (the image service's
// library) to at most 1600 px and stored as JPEG.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { PhotoWork } from "@forecourt/db";
import { photoHash, storedPhotoFile, storedPhotoPath } from "./image-store";

export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
const STORED_MAX_SIDE = 1600;

export interface PhotoFetchOptions {
  dir: string;
  /** Per photo; 10 s by default. */
  timeoutMs?: number;
  /** Photos fetched at once; 4 by default. */
  parallel?: number;
  fetch?: typeof fetch;
}

export interface PhotoFailure {
  carId: number;
  url: string;
  reason: string;
}

export interface PhotoFetchReport {
  fetched: number;
  /** Per car, its photos in the feed's order, the failed ones left out. */
  cars: Array<{ carId: number; photos: string[] }>;
  failed: PhotoFailure[];
}

async function fetchOne(url: string, options: PhotoFetchOptions): Promise<string | null> {
  const file = storedPhotoFile(options.dir, photoHash(url));
  if (fs.existsSync(file)) return null;
  const doFetch = options.fetch ?? fetch;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  let response: Response;
  try {
    response = await doFetch(url, { signal, redirect: "follow" });
  } catch (error) {
    const name = (error as Error).name;
    return name === "TimeoutError" || name === "AbortError" ? `no answer within ${(options.timeoutMs ?? 10_000) / 1000} s` : `could not be fetched: ${(error as Error).message}`;
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return `the photo host answered ${response.status}`;
  }
  let bytes: Buffer;
  try {
    const body = await response.arrayBuffer();
    if (body.byteLength > PHOTO_MAX_BYTES) return `is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB`;
    bytes = Buffer.from(body);
  } catch (error) {
    return (error as Error).name === "TimeoutError" ? `no answer within ${(options.timeoutMs ?? 10_000) / 1000} s` : `could not be read: ${(error as Error).message}`;
  }
  try {
    const jpeg = await sharp(bytes).rotate().resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: "inside", withoutEnlargement: true }).flatten({ background: "#ffffff" }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.part`;
    fs.writeFileSync(partial, jpeg);
    fs.renameSync(partial, file);
    return null;
  } catch {
    return "is not an image (JPEG, PNG, WebP, AVIF or GIF)";
  }
}

/** Fetches every photo of these cars not yet in the store; never throws. */
export async function fetchStockPhotos(work: readonly PhotoWork[], options: PhotoFetchOptions): Promise<PhotoFetchReport> {
  const urls = [...new Set(work.flatMap((entry) => entry.sources))];
  const outcome = new Map<string, string | null>();
  let fetched = 0;
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const existed = fs.existsSync(storedPhotoFile(options.dir, photoHash(url)));
      const failure = await fetchOne(url, options);
      if (!failure && !existed) fetched++;
      outcome.set(url, failure);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.parallel ?? 4, urls.length) }, worker));
  const report: PhotoFetchReport = { fetched, cars: [], failed: [] };
  for (const entry of work) {
    const photos: string[] = [];
    for (const url of entry.sources) {
      const failure = outcome.get(url);
      if (failure) report.failed.push({ carId: entry.carId, url, reason: failure });
      else photos.push(storedPhotoPath(url));
    }
    report.cars.push({ carId: entry.carId, photos });
  }
  return report;
}
