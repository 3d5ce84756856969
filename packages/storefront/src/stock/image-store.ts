// The image store (issue 19): the photos of a dealer's feed, fetched once and kept
// as files named by a hash of their URL, served by the image service at
// /media/stock/{hash}.jpg with the CDN's parameters. A folder under `.data/` by
// default (FORECOURT_IMAGE_STORE_DIR elsewhere: in production the folder the image
// CDN's origin, an app, reads).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { storefrontEnv } from "../env";

/** The workspace root (the folder holding pnpm-workspace.yaml), so the CLI and every app share one `.data/`. */
function workspaceRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "pnpm-workspace.yaml"))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from);
  }
}

export function imageStoreDir(env = storefrontEnv()): string {
  return env.FORECOURT_IMAGE_STORE_DIR ? path.resolve(env.FORECOURT_IMAGE_STORE_DIR) : path.join(workspaceRoot(process.cwd()), ".data", "images");
}

export const STORED_PHOTO_PATTERN = /^[0-9a-f]{32}$/;

export function photoHash(url: string): string {
  return createHash("sha256").update(url).digest("hex").slice(0, 32);
}

/** The file of a stored photo. */
export function storedPhotoFile(dir: string, hash: string): string {
  return path.join(dir, "stock", `${hash}.jpg`);
}

/** The path a car's images list for a photo URL. */
export function storedPhotoPath(url: string): string {
  return `/media/stock/${photoHash(url)}.jpg`;
}

/** The image store path of a photo already fetched, or null. */
export function storedPhotoLookup(dir: string): (url: string) => string | null {
  return (url) => (fs.existsSync(storedPhotoFile(dir, photoHash(url))) ? storedPhotoPath(url) : null);
}
