// The framework-neutral core of the embedded image service (docs/architecture.md
// 'Images'): a path and CDN parameters in, bytes and headers out.
import { createHash } from "node:crypto";
import { canonicalParams, chooseFormat, type OutputFormat, parseImageParams } from "./image-params";
import { parseMediaPath } from "./media-path";
import { cachedRaster, cachedStoredPhoto } from "./raster";
import { storedPhotoBytes } from "./stored-photo";

export interface MediaResponse {
  status: number;
  body: Uint8Array | string;
  headers: Record<string, string>;
}

/** Bump when the art changes, so ETags change with it. */
export const ART_VERSION = "1";

const contentTypes: Record<OutputFormat, string> = {
  svg: "image/svg+xml; charset=utf-8",
  avif: "image/avif",
  webp: "image/webp",
  png: "image/png",
  jpeg: "image/jpeg",
};

function plain(status: number, message: string): MediaResponse {
  return { status, body: message, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } };
}

export function etagFor(key: string): string {
  return `"${createHash("sha1").update(`${ART_VERSION}:${key}`).digest("base64url").slice(0, 22)}"`;
}

/** If-None-Match holds a list of tags, weak or strong, or `*`. */
function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

/**
 * Renders `/media/{...path}`. Unknown kinds and malformed or traversing paths
 * are 404, bad parameters 400 with a message naming the parameter; it never
 * throws. The ETag covers path, parameters and the negotiated format, so a
 * conditional request is answered with 304 before anything is drawn.
 */
export async function renderMedia(path: string[], searchParams: URLSearchParams, accept: string | null, ifNoneMatch: string | null = null): Promise<MediaResponse> {
  try {
    // A feed's photo in the image store (issue 19): /media/stock/{hash}.jpg.
    if (Array.isArray(path) && path.length === 2 && path[0] === "stock" && typeof path[1] === "string") return await renderStoredPhoto(path[1], searchParams, accept, ifNoneMatch);
    const target = parseMediaPath(path);
    if (!target) return plain(404, "Not found: no such image");
    const parsed = parseImageParams(searchParams);
    if (!parsed.ok) return plain(400, `Bad image parameter: ${parsed.message}`);
    const { params } = parsed;
    const format = chooseFormat(params, accept);
    const key = `${target.key}?${canonicalParams(params, format)}`;
    const etag = etagFor(key);
    const headers: Record<string, string> = {
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: etag,
      Vary: "Accept",
      "X-Content-Type-Options": "nosniff",
    };
    if (matchesEtag(ifNoneMatch, etag)) return { status: 304, body: "", headers };

    if (format === "svg") {
      const art = target.render();
      if (!art) return plain(404, "Not found: no such image");
      // Served on the site's own origin: an SVG opened directly may run nothing.
      headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
      return { status: 200, body: art.svg, headers: { ...headers, "Content-Type": contentTypes.svg } };
    }
    const bytes = await cachedRaster(key, target.render, params, format);
    if (!bytes) return plain(404, "Not found: no such image");
    return { status: 200, body: bytes, headers: { ...headers, "Content-Type": contentTypes[format] } };
  } catch (error) {
    console.error("media: render failed", path, error);
    return plain(500, "The image could not be rendered");
  }
}

/**
 * A stored feed photo with the CDN's parameters: as stored (JPEG) without any, or
 * resized and re-encoded like the art. Unknown hashes are 404; the file is read
 * only when the ETag does not already answer.
 */
async function renderStoredPhoto(file: string, searchParams: URLSearchParams, accept: string | null, ifNoneMatch: string | null): Promise<MediaResponse> {
  const hash = /^([0-9a-f]{32})\.jpg$/.exec(file)?.[1];
  if (!hash) return plain(404, "Not found: no such image");
  const parsed = parseImageParams(searchParams);
  if (!parsed.ok) return plain(400, `Bad image parameter: ${parsed.message}`);
  const { params } = parsed;
  const chosen = chooseFormat(params, accept);
  // A photo has no vector form: "as it is" is the stored JPEG.
  const format = chosen === "svg" ? "jpeg" : chosen;
  const key = `stock/${hash}?${chosen === "svg" ? "original" : canonicalParams(params, format)}`;
  const etag = etagFor(key);
  const headers: Record<string, string> = { "Cache-Control": "public, max-age=31536000, immutable", ETag: etag, Vary: "Accept", "X-Content-Type-Options": "nosniff" };
  if (matchesEtag(ifNoneMatch, etag)) return { status: 304, body: "", headers };
  const original = await storedPhotoBytes(hash);
  if (!original) return plain(404, "Not found: no such image");
  const bytes = chosen === "svg" ? original : await cachedStoredPhoto(key, original, params, format);
  return { status: 200, body: bytes, headers: { ...headers, "Content-Type": contentTypes[format] } };
}
