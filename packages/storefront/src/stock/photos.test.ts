// Fetching a feed's photos (issue 19) against a local photo host: a good photo is
// stored once as JPEG, a 404 and a host too slow to answer are reported, and the
// car keeps the photos that arrived.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderMedia } from "../media/render-media";
import { photoHash, storedPhotoFile, storedPhotoLookup, storedPhotoPath } from "./image-store";
import { fetchStockPhotos } from "./photos";

describe("feed photos into the image store (issue 19)", () => {
  let server: http.Server;
  let origin = "";
  let requests: string[] = [];
  let png: Buffer;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-images-"));

  beforeAll(async () => {
    png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#c03030" } }).png().toBuffer();
    server = http.createServer((request, response) => {
      requests.push(request.url!);
      // A host that takes the request and never answers: only the fetch's timeout ends it.
      if (request.url === "/slow.jpg") return;
      if (request.url === "/text.jpg") return void response.end("not an image");
      if (request.url?.startsWith("/photo")) return void response.writeHead(200, { "content-type": "image/png" }).end(png);
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("stores good photos resized, reports a 404, a slow host and a non-image, and keeps the car's other photos in order", async () => {
    const work = [
      { carId: 1, sources: [`${origin}/photo-1.png`, `${origin}/missing.jpg`, `${origin}/photo-2.png`] },
      { carId: 2, sources: [`${origin}/slow.jpg`, `${origin}/text.jpg`, `${origin}/photo-1.png`] },
    ];
    // Long enough for a loopback fetch on a loaded machine; the slow host never answers at all.
    const report = await fetchStockPhotos(work, { dir, timeoutMs: 4_000 });
    expect(report.fetched).toBe(2);
    expect(report.cars).toEqual([
      { carId: 1, photos: [storedPhotoPath(`${origin}/photo-1.png`), storedPhotoPath(`${origin}/photo-2.png`)] },
      { carId: 2, photos: [storedPhotoPath(`${origin}/photo-1.png`)] },
    ]);
    expect(report.failed).toEqual([
      { carId: 1, url: `${origin}/missing.jpg`, reason: "the photo host answered 404" },
      { carId: 2, url: `${origin}/slow.jpg`, reason: "no answer within 4 s" },
      { carId: 2, url: `${origin}/text.jpg`, reason: "is not an image (JPEG, PNG, WebP, AVIF or GIF)" },
    ]);
    const stored = await sharp(storedPhotoFile(dir, photoHash(`${origin}/photo-1.png`))).metadata();
    expect(stored).toMatchObject({ format: "jpeg", width: 1600, height: 1067 });
    // Each URL was asked for once, although two cars list photo-1.
    expect(requests.filter((url) => url === "/photo-1.png")).toHaveLength(1);
  });

  it("never fetches a stored photo again, and knows which photos it holds", async () => {
    requests = [];
    const report = await fetchStockPhotos([{ carId: 1, sources: [`${origin}/photo-1.png`] }], { dir });
    expect(report).toMatchObject({ fetched: 0, failed: [] });
    expect(requests).toEqual([]);
    const lookup = storedPhotoLookup(dir);
    expect(lookup(`${origin}/photo-1.png`)).toBe(storedPhotoPath(`${origin}/photo-1.png`));
    expect(lookup(`${origin}/missing.jpg`)).toBeNull();
  });

  it("serves a stored photo at /media/stock/{hash}.jpg, as stored or resized with the CDN's parameters", async () => {
    vi.stubEnv("FORECOURT_IMAGE_STORE_DIR", dir);
    try {
      const hash = photoHash(`${origin}/photo-1.png`);
      const original = await renderMedia(["stock", `${hash}.jpg`], new URLSearchParams(), null);
      expect(original.status).toBe(200);
      expect(original.headers["Content-Type"]).toBe("image/jpeg");
      const resized = await renderMedia(["stock", `${hash}.jpg`], new URLSearchParams("w=400&auto=format"), "image/webp");
      expect(resized.headers["Content-Type"]).toBe("image/webp");
      expect(await sharp(Buffer.from(resized.body as Uint8Array)).metadata()).toMatchObject({ width: 400 });
      expect((await renderMedia(["stock", `${"0".repeat(32)}.jpg`], new URLSearchParams(), null)).status).toBe(404);
      expect((await renderMedia(["stock", "../../etc.jpg"], new URLSearchParams(), null)).status).toBe(404);
      expect((await renderMedia(["stock", `${hash}.jpg`], new URLSearchParams(), null, original.headers.ETag!)).status).toBe(304);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("reports a host that refuses the connection", async () => {
    const report = await fetchStockPhotos([{ carId: 3, sources: ["http://127.0.0.1:9/photo.jpg"] }], { dir, timeoutMs: 2_000 });
    expect(report.failed[0]!.reason).toMatch(/^could not be fetched/);
  });
});
