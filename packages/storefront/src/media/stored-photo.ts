// Reading a feed photo from the image store (issue 19, stock/image-store.ts).
import fs from "node:fs/promises";
import { imageStoreDir, storedPhotoFile } from "../stock/image-store";

export async function storedPhotoBytes(hash: string, dir = imageStoreDir()): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await fs.readFile(storedPhotoFile(dir, hash)));
  } catch {
    return null;
  }
}
